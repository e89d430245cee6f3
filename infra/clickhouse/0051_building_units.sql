-- Units a building page advertises (`unit.observed`): one row per building and unit, the latest
-- observation winning, so a page read twice (or replayed) keeps one row per unit. 24 h table: a
-- unit no longer advertised drops out with its last observation. getBuildingUnits reads it with
-- LIMIT 1 BY and the age filter; `document` is the contract's Unit as served.
CREATE TABLE IF NOT EXISTS {{database}}.building_units
(
    building_id       String,
    unit_native_id    String,
    platform          LowCardinality(String),
    kind              LowCardinality(String),
    label             String DEFAULT '',
    listing_id        String DEFAULT '',
    price_amount      Nullable(Decimal(18, 2)),
    currency          LowCardinality(String) DEFAULT '',
    available_from    Nullable(Date),
    document          String,
    observed_at       DateTime64(3, 'UTC'),
    event_id          String,
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (building_id, unit_native_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
