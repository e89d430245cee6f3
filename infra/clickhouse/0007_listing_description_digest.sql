-- The digest of the start of a GB or ES listing's description (property-match-gb.ts): the
-- property matcher's veto on one office's two ads with two texts. Matching state, not part of the
-- served listing, so it has a column of its own instead of a place in the document's
-- `extensions`; the projector writes it, the matcher's warm start reads it. '' when none.
ALTER TABLE {{database}}.listings
    ADD COLUMN IF NOT EXISTS description_digest String DEFAULT '' AFTER property_confidence;

-- Rows written before the column kept the digest in the document: copied over once, so a warm
-- start right after the upgrade still has every live listing's digest.
ALTER TABLE {{database}}.listings
    UPDATE description_digest = JSONExtractString(document, 'extensions', 'description_digest')
    WHERE description_digest = '' AND JSONExtractString(document, 'extensions', 'description_digest') != ''
    SETTINGS mutations_sync = 2;
