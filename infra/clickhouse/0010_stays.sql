-- Current short stays: the latest observation of each stay, with the columns analysts filter on
-- and the stay document as the API serves it. 24 h table like listings (0001): read with the
-- age filter and FINAL or `ORDER BY version DESC LIMIT 1 BY stay_id`; `version` is built the
-- same way, and the settings are there for the reasons 0001 gives.
--
-- `platform` is who published the observation (`insideairbnb`); `listing_platform` is where
-- the stay is booked (`airbnb`), whose id `native_id` is and from which `stay_id` derives.
CREATE TABLE IF NOT EXISTS {{database}}.stays
(
    stay_id          String,
    platform         LowCardinality(String),
    listing_platform LowCardinality(String),
    native_id        String,
    country          LowCardinality(String),
    city             String DEFAULT '',
    room_type        LowCardinality(String) DEFAULT '',
    accommodates     Nullable(UInt16),
    bedrooms         Nullable(UInt16),
    price_amount     Nullable(Decimal(18, 2)),
    currency         LowCardinality(String) DEFAULT '',
    minimum_nights   Nullable(UInt32),
    maximum_nights   Nullable(UInt32),
    rating           Nullable(Float32),
    review_count     Nullable(UInt32),
    latitude         Nullable(Float64),
    longitude        Nullable(Float64),
    observed_at      DateTime64(3, 'UTC'),
    event_id         String,
    document         String CODEC(ZSTD(3)),
    version          UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (listing_platform, stay_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
