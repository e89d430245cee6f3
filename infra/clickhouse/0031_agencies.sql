-- Agencies (offices, branches, brokers) as each platform showed them (`agency.observed`): one
-- row per platform identity, the latest observation winning. 24 h table like listings.
-- `group_key` is the strongest evidence the agency offers for finding it on other platforms
-- (licence, website host with its town, or phone); getAgency lists the likely same office by any
-- of them (the gateways' agency search keeps one key per kind); rows are never merged.
-- Retried inserts are deduplicated; sparse columns are off for the reason given in 0001.
CREATE TABLE IF NOT EXISTS {{database}}.agencies
(
    agency_id         String,
    platform          LowCardinality(String),
    native_id         String,
    name              String,
    country           LowCardinality(String),
    city              String DEFAULT '',
    region            String DEFAULT '',
    postal_code       String DEFAULT '',
    licence_number    String DEFAULT '',
    website           String DEFAULT '',
    group_key         String DEFAULT '',
    document          String,
    observed_at       DateTime64(3, 'UTC'),
    event_id          String,
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (agency_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
