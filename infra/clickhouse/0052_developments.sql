-- New-build developments (`development.observed`): SUUMO 新築マンション project pages and the
-- developments other portals name. One row per platform project, the latest observation
-- winning (24 h). The gateway searches them from its in-memory projection (development_search)
-- and reads documents from KV; this table is the analysts' view. `document` is the Development.
CREATE TABLE IF NOT EXISTS {{database}}.developments
(
    development_id    String,
    platform          LowCardinality(String),
    native_id         String,
    name              String,
    developer         String DEFAULT '',
    status            LowCardinality(String) DEFAULT '',
    country           LowCardinality(String),
    city              String DEFAULT '',
    region            String DEFAULT '',
    postal_code       String DEFAULT '',
    unit_count        Nullable(UInt32),
    currency          LowCardinality(String) DEFAULT '',
    price_from        Nullable(Decimal(18, 2)),
    price_to          Nullable(Decimal(18, 2)),
    completion_date   Nullable(Date),
    document          String,
    observed_at       DateTime64(3, 'UTC'),
    event_id          String,
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (development_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
