-- Cross-platform property grouping (issue 5). The projector matches each listing against the
-- live listings of every platform (address, geo distance, area, rooms) and writes the property
-- it belongs to: `property_id` is shared by every listing of one property; the method and the
-- confidence of the match that put the listing there travel with it so the gateway can report
-- meta.property_groups without recomputing anything. A listing that matched nothing keeps its
-- own property id, method '' and confidence 0.
ALTER TABLE {{database}}.listings
    ADD COLUMN IF NOT EXISTS property_match_method LowCardinality(String) DEFAULT '' AFTER property_id,
    ADD COLUMN IF NOT EXISTS property_confidence   Float32 DEFAULT 0 AFTER property_match_method;

-- resolveListing looks listings up by URL and meta.property_groups by property id; the table is
-- ordered by (platform, listing_id), so bloom filters let those lookups skip granules instead of
-- reading the whole column.
ALTER TABLE {{database}}.listings
    ADD INDEX IF NOT EXISTS url_bloom url TYPE bloom_filter(0.01) GRANULARITY 1,
    ADD INDEX IF NOT EXISTS property_bloom property_id TYPE bloom_filter(0.01) GRANULARITY 1;
