-- Property records (issue 13): every record a source publishes about a property — a sale (HM
-- Land Registry Price Paid, NYC ACRIS, MLIT, a portal's "Sold" history entry), a descriptive
-- record (Catastro, the NYC roll, a portal's tenure or facts), a tax assessment, a valuation —
-- one row per record and release, kept for good (no TTL: records are long-lived).
--
-- A record is its source's own id (`record_id` = rec_ of platform, dataset and that id). A
-- replayed file gives the same rows again, a changed row (a Price Paid `C`, a later roll) the
-- same id with a later `vintage`: ReplacingMergeTree keeps one row per record, the one of the
-- newest vintage, and among readings of one vintage the latest observation. A retraction (a
-- Price Paid `D`) is a row of the newest vintage with `retracted = true`: it replaces the record
-- and every read leaves it out, and a replay of an older file cannot bring the record back,
-- because its vintage is older. Reads take each record's newest row (LIMIT 1 BY record_id),
-- never a merge's timing.
--
-- `property_id` is where the record's own keys place it (GB postcode + PAON + SAON + street,
-- NYC BBL, ES cadastral reference, an address with a house number), '' when they single out no
-- one property (MLIT rows name a district). `street_link_key` (country | postal code | street)
-- and `area_key` (the comparables' neighbourhood: GB postcode district, US ZIP, ES postal code,
-- JP municipality + district) are what listings and comparables find records by.
CREATE TABLE IF NOT EXISTS {{database}}.property_records
(
    record_id         String,
    property_id       String,
    placement_method  LowCardinality(String),
    platform          LowCardinality(String),
    dataset           LowCardinality(String),
    native_id         String,
    record_type       LowCardinality(String),
    retracted         Bool,
    event_at          Nullable(Date),
    event_precision   LowCardinality(String),
    jurisdiction      LowCardinality(String),
    country           LowCardinality(String),
    postal_code       String,
    area_key          String,
    street_link_key   String,
    house_number      String,
    unit              String,
    address_line1     String,
    city              String,
    latitude          Nullable(Float64),
    longitude         Nullable(Float64),
    property_type     LowCardinality(String),
    living_area_sqm   Nullable(Float64),
    currency          LowCardinality(String),
    amount            Nullable(Decimal(18, 2)),
    market_sale       Bool,
    listing_platform  LowCardinality(String),
    listing_native_id String,
    record_keys       String,
    record_values     String,
    record_fields     String,
    vintage           String,
    provider          LowCardinality(String),
    access_class      LowCardinality(String),
    url               String,
    observed_at       DateTime64(3, 'UTC'),
    retrieved_at      Nullable(DateTime64(3, 'UTC')),
    event_id          String,
    -- The vintage as YYYYMMDD (a year's missing month and day are 0, so `2025` sorts before
    -- `2025-01`; a quarter is its first month), above the observation's second.
    version           UInt64 MATERIALIZED bitOr(
                          bitShiftLeft(
                              toUInt64(toUInt32OrZero(substring(vintage, 1, 4)) * 10000
                                  + if(substring(vintage, 6, 1) = 'Q', (toUInt32OrZero(substring(vintage, 7, 1)) - 1) * 3 + 1, toUInt32OrZero(substring(vintage, 6, 2))) * 100
                                  + toUInt32OrZero(substring(vintage, 9, 2))),
                              36),
                          toUInt64(toUnixTimestamp(observed_at))),
    INDEX property_bloom property_id TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX link_bloom street_link_key TYPE bloom_filter(0.01) GRANULARITY 1,
    INDEX area_bloom area_key TYPE bloom_filter(0.01) GRANULARITY 1
)
ENGINE = ReplacingMergeTree(version)
ORDER BY record_id;
