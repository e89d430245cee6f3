-- Open-house schedules (`open_house.observed`): one row per open house of a listing's latest
-- read. A read replaces the whole schedule, so rows are keyed by listing and read (event_id):
-- the newest read of a listing is its schedule (argMax over observed_at), a replayed read
-- collapses onto its own rows. A read that shows none writes no row here; the KV document the
-- gateway serves holds the empty schedule. 24 h table like listings.
CREATE TABLE IF NOT EXISTS {{database}}.open_houses
(
    listing_id        String,
    platform          LowCardinality(String),
    listing_native_id String,
    starts_at         DateTime64(3, 'UTC'),
    ends_at           Nullable(DateTime64(3, 'UTC')),
    timezone          LowCardinality(String) DEFAULT '',
    appointment_only  Bool DEFAULT false,
    observed_at       DateTime64(3, 'UTC'),
    event_id          String,
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (listing_id, event_id, starts_at)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
