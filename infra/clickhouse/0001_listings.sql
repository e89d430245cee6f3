-- Current listings: the latest observation of each listing, with its search columns and the
-- whole listing document. 24 h table: TTL deletes only at merge time, so every read also
-- filters `observed_at > now() - INTERVAL 24 HOUR` and reads with FINAL (or argMax by version).
--
-- version: observation time in ms shifted left 20 bits, plus 20 bits of the event id's hash.
-- Later observations win; two events of the same millisecond are ordered the same way on every
-- replay, so a rebuild picks the same row. It is MATERIALIZED: writers cannot get it wrong.
--
-- Partitions are hourly (finer than the TTL) and ttl_only_drop_parts drops an hour's parts
-- whole once every row in them has expired, instead of rewriting parts row by row. Merges never
-- cross partitions, so older versions of a listing observed in earlier hours stay until their
-- hour expires; FINAL and argMax still see one row per listing.
--
-- non_replicated_deduplication_window: a retried insert of the same block is dropped. Nothing
-- reads this table through a materialized view, so a dropped block loses nothing.
-- ratio_of_defaults_for_sparse_serialization = 1 turns sparse columns off: measured on the
-- embedded engine 26.7, a block whose mostly-default columns were stored sparse in earlier parts
-- hashed differently on its first retry, so the retry was not deduplicated.
CREATE TABLE IF NOT EXISTS {{database}}.listings
(
    listing_id        String,
    platform          LowCardinality(String),
    native_id         String,
    country           LowCardinality(String),
    city              String DEFAULT '',
    region            String DEFAULT '',
    postal_code       String DEFAULT '',
    transaction       LowCardinality(String),
    status            LowCardinality(String),
    property_type     LowCardinality(String) DEFAULT '',
    price_amount      Nullable(Decimal(18, 2)),
    currency          LowCardinality(String) DEFAULT '',
    price_per_sqm     Nullable(Decimal(18, 2)),
    area_sqm          Nullable(Float64),
    bedrooms          Nullable(UInt16),
    bathrooms         Nullable(Float32),
    rooms             Nullable(Float32),
    year_built        Nullable(UInt16),
    latitude          Nullable(Float64),
    longitude         Nullable(Float64),
    title             String DEFAULT '',
    url               String DEFAULT '',
    observed_at       DateTime64(3, 'UTC'),
    source_updated_at Nullable(DateTime64(3, 'UTC')),
    property_id       String DEFAULT '',
    event_id          String,
    document          String CODEC(ZSTD(3)),
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576),

    INDEX price_minmax price_amount TYPE minmax GRANULARITY 4,
    INDEX area_minmax area_sqm TYPE minmax GRANULARITY 4,
    INDEX lat_minmax latitude TYPE minmax GRANULARITY 4,
    INDEX lon_minmax longitude TYPE minmax GRANULARITY 4,
    INDEX country_set country TYPE set(256) GRANULARITY 4,
    INDEX city_bloom lower(city) TYPE bloom_filter(0.01) GRANULARITY 4
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
-- platform first: few values, so a lookup by listing_id alone still prunes well, and a
-- platform filter reads only that platform's range.
ORDER BY (platform, listing_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
