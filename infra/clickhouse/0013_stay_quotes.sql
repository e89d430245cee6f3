-- Dated price breakdowns read from stays' own pages: one row per stay, dates and guests, the
-- latest observation winning. `lines` is the breakdown as the event carried it (JSON: kind,
-- description, signed amount), `total` the page's total as a decimal string in `currency`
-- (a string, not Decimal(18, 2): currencies with three minor digits keep them). A page that
-- refused the dates has available = false and its message. 24 h table: reads filter on age.
CREATE TABLE IF NOT EXISTS {{database}}.stay_quotes
(
    stay_id             String,
    platform            LowCardinality(String),
    provider            LowCardinality(String),
    access_class        LowCardinality(String),
    listing_platform    LowCardinality(String),
    stay_native_id      String,
    check_in            Date,
    check_out           Date,
    guests              UInt16,
    available           Bool,
    unavailable_message String DEFAULT '',
    currency            LowCardinality(String) DEFAULT '',
    total               String DEFAULT '',
    lines               String,
    observed_at         DateTime64(3, 'UTC'),
    event_id            String,
    version             UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (stay_id, check_in, check_out, guests)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
