-- Listing observations: one row per observation (history within the last 24 h: price and
-- status changes). Duplicates of an observation (replays, redeliveries, retried inserts) share
-- the whole sorting key (listing_id, observed_at, event_id) and collapse under FINAL.
--
-- No insert deduplication window here on purpose: the market series materialized view reads
-- this table, and a block dropped as a duplicate would also skip the view. If a first insert
-- reached this table but failed in the view, the retry must reach the view again; the series
-- are built to absorb the duplicate (see 0005).
CREATE TABLE IF NOT EXISTS {{database}}.listing_observations
(
    listing_id        String,
    platform          LowCardinality(String),
    native_id         String,
    country           LowCardinality(String),
    city              String DEFAULT '',
    region            String DEFAULT '',
    transaction       LowCardinality(String),
    status            LowCardinality(String),
    property_type     LowCardinality(String) DEFAULT '',
    price_amount      Nullable(Decimal(18, 2)),
    currency          LowCardinality(String) DEFAULT '',
    price_per_sqm     Nullable(Decimal(18, 2)),
    area_sqm          Nullable(Float64),
    bedrooms          Nullable(UInt16),
    observed_at       DateTime64(3, 'UTC'),
    source_updated_at Nullable(DateTime64(3, 'UTC')),
    event_id          String,
    run_id            String DEFAULT '',
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree
PARTITION BY toStartOfHour(observed_at)
ORDER BY (listing_id, observed_at, event_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600;
