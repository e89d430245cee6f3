-- Buildings as each platform's building page shows them (`building.observed`): SUUMO's
-- 物件ライブラリー, zillow's building pages. One row per platform building, the latest
-- observation winning; 24 h table like listings (FINAL or LIMIT 1 BY, and the age filter).
-- `document` is the contract's Building as served; the gateway answers from KV, this table is
-- the analysts' view and the rebuildable history. Sparse columns are off for the reason in 0001.
CREATE TABLE IF NOT EXISTS {{database}}.buildings
(
    building_id       String,
    platform          LowCardinality(String),
    native_id         String,
    name              String DEFAULT '',
    country           LowCardinality(String),
    city              String DEFAULT '',
    region            String DEFAULT '',
    postal_code       String DEFAULT '',
    latitude          Nullable(Float64),
    longitude         Nullable(Float64),
    year_built        Nullable(UInt16),
    floors            Nullable(UInt16),
    unit_count        Nullable(UInt32),
    document          String,
    observed_at       DateTime64(3, 'UTC'),
    event_id          String,
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (building_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
