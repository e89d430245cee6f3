-- Places of the platforms' location vocabularies (`location.observed`): one row per place and
-- platform, the latest observation winning. `location_id` is the service's id of the place,
-- shared by every platform's name for it; `selector` is what that platform takes.
-- 24 h table like listings: a vocabulary is collected again with every run.
-- Retried inserts are deduplicated; sparse columns are off for the reason given in 0001.
CREATE TABLE IF NOT EXISTS {{database}}.locations
(
    location_id       String,
    platform          LowCardinality(String),
    native_id         String,
    selector          String,
    name              String,
    kind              LowCardinality(String),
    country           LowCardinality(String),
    region            String DEFAULT '',
    city              String DEFAULT '',
    codes             Map(String, String),
    observed_at       DateTime64(3, 'UTC'),
    event_id          String,
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (location_id, platform)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
