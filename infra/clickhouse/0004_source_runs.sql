-- Collection runs (`source_run.completed` events): one row per run, kept long. The gateway
-- derives meta.sources (status, observed_at of the latest completed collection) from them;
-- analysts read collection health over time. A replayed event replaces its own row.
-- Retried inserts are deduplicated; sparse columns are off for the reason given in 0001.
CREATE TABLE IF NOT EXISTS {{database}}.source_runs
(
    run_id            String,
    platform          LowCardinality(String),
    provider          LowCardinality(String) DEFAULT '',
    collector         LowCardinality(String) DEFAULT '',
    collector_version String DEFAULT '',
    job_id            String DEFAULT '',
    status            LowCardinality(String),
    error_code        LowCardinality(String) DEFAULT '',
    message           String DEFAULT '',
    truncated         Bool DEFAULT false,
    mode              LowCardinality(String) DEFAULT '',
    operation         LowCardinality(String) DEFAULT '',
    records           UInt64 DEFAULT 0,
    published         UInt64 DEFAULT 0,
    errors            UInt64 DEFAULT 0,
    pages             Nullable(UInt64),
    by_kind           Map(String, UInt64),
    started_at        DateTime64(3, 'UTC'),
    finished_at       DateTime64(3, 'UTC'),
    observed_at       DateTime64(3, 'UTC'),
    event_id          String,
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toYYYYMM(finished_at)
ORDER BY (platform, run_id)
SETTINGS non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
