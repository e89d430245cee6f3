-- Guest reviews of short stays. Long-lived (no TTL): a review stays true after its stay's
-- observations expire. One row per stay and review, the latest observation winning (a review
-- edited at the source replaces the old text); read with `ORDER BY version DESC LIMIT 1 BY
-- native_id` or FINAL.
CREATE TABLE IF NOT EXISTS {{database}}.stay_reviews
(
    stay_id          String,
    platform         LowCardinality(String),
    provider         LowCardinality(String),
    access_class     LowCardinality(String),
    listing_platform LowCardinality(String),
    stay_native_id   String,
    native_id        String,
    reviewed_at      Date,
    reviewer_name    String DEFAULT '',
    language         LowCardinality(String) DEFAULT '',
    rating           Nullable(Float32),
    text             String DEFAULT '' CODEC(ZSTD(3)),
    observed_at      DateTime64(3, 'UTC'),
    event_id         String,
    version          UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
ORDER BY (stay_id, native_id)
SETTINGS non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
