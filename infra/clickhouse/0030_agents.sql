-- Agents as each platform showed them (`agent.observed`): one row per platform identity, the
-- latest observation winning. 24 h table like listings: read with FINAL and the age filter.
-- `document` is the contract's Agent as served. The gateway answers from KV and its search
-- projection; this table is the analysts' view and the rebuildable history.
-- Retried inserts are deduplicated; sparse columns are off for the reason given in 0001.
CREATE TABLE IF NOT EXISTS {{database}}.agents
(
    agent_id          String,
    platform          LowCardinality(String),
    native_id         String,
    name              String,
    agency_id         String DEFAULT '',
    country           LowCardinality(String),
    city              String DEFAULT '',
    region            String DEFAULT '',
    postal_code       String DEFAULT '',
    licence_number    String DEFAULT '',
    document          String,
    observed_at       DateTime64(3, 'UTC'),
    event_id          String,
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (agent_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
