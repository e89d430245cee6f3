-- Calendar observations of short stays: one row per observation (not per date), its dates as
-- the JSON array the event carried, so a read takes one observation whole and never mixes the
-- dates of two reads. An empty calendar (day_count = 0) is kept too: readers serve the latest
-- observation that had dates and say that a later read came back empty.
-- 24 h table: every read filters on observed_at. Rows are keyed by their event, so a replayed
-- or redelivered observation collapses into one.
CREATE TABLE IF NOT EXISTS {{database}}.stay_calendars
(
    stay_id          String,
    platform         LowCardinality(String),
    provider         LowCardinality(String),
    access_class     LowCardinality(String),
    listing_platform LowCardinality(String),
    stay_native_id   String,
    day_count        UInt32,
    first_date       Nullable(Date),
    last_date        Nullable(Date),
    currency         LowCardinality(String) DEFAULT '',
    days             String CODEC(ZSTD(3)),
    observed_at      DateTime64(3, 'UTC'),
    event_id         String
)
ENGINE = ReplacingMergeTree
PARTITION BY toStartOfHour(observed_at)
ORDER BY (stay_id, observed_at, event_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
