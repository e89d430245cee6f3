-- Media of listings (photos, floor plans, ...), one row per listing and media URL, the latest
-- observation winning. 24 h table like listings: read with FINAL and the age filter. An item
-- that left the gallery stays until 24 h after it was last seen.
-- Retried inserts are deduplicated; sparse columns are off for the reason given in 0001.
CREATE TABLE IF NOT EXISTS {{database}}.listing_media
(
    listing_id  String,
    platform    LowCardinality(String),
    url         String,
    media_type  LowCardinality(String),
    caption     String DEFAULT '',
    position    Nullable(UInt32),
    observed_at DateTime64(3, 'UTC'),
    event_id    String,
    version     UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (listing_id, url)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
