-- Auctions as each source announced them (`auction.observed`): the BOE's and ZVG's notices and
-- portal listings flagged for auction, one row per auction, the latest observation winning. 24 h
-- table like listings (0001): read with FINAL and the age filter; the settings are there for
-- the reasons 0001 gives. `document` is the contract's Auction as served, without what is
-- computed when read: its status (`stated_status` and the clock against `starts_at` and
-- `ends_at`) and the linked listing (`listing_id`, whose own document lives in `listings`).
CREATE TABLE IF NOT EXISTS {{database}}.auctions
(
    auction_id        String,
    platform          LowCardinality(String),
    native_id         String,
    country           LowCardinality(String),
    city              String DEFAULT '',
    region            String DEFAULT '',
    postal_code       String DEFAULT '',
    stated_status     LowCardinality(String) DEFAULT '',
    source_status     String DEFAULT '',
    starts_at         Nullable(DateTime64(3, 'UTC')),
    ends_at           Nullable(DateTime64(3, 'UTC')),
    timezone          LowCardinality(String) DEFAULT '',
    currency          LowCardinality(String) DEFAULT '',
    starting_bid      Nullable(Decimal(18, 2)),
    current_bid       Nullable(Decimal(18, 2)),
    listing_id        String DEFAULT '',
    latitude          Nullable(Float64),
    longitude         Nullable(Float64),
    document          String CODEC(ZSTD(3)),
    observed_at       DateTime64(3, 'UTC'),
    event_id          String,
    version           UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY toStartOfHour(observed_at)
ORDER BY (platform, auction_id)
TTL toDateTime(observed_at) + INTERVAL 24 HOUR
SETTINGS ttl_only_drop_parts = 1, merge_with_ttl_timeout = 3600,
         non_replicated_deduplication_window = 1000, ratio_of_defaults_for_sparse_serialization = 1;
