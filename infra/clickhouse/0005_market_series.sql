-- Market series derived from listing observations, kept long after the 24 h tables expire.
--
-- market_listing_daily holds one aggregate row per listing, day and market (platform, country,
-- city, property type, transaction, currency): the listing's last asking price, price per m²
-- and area that day (argMax by version), how many distinct observations were made, and when it
-- was first and last seen. Every state here is idempotent: an observation inserted twice (replay,
-- redelivery, retried insert) leaves the same result, which quantile or count states over raw
-- rows would not. The per-market figures are computed from it by the view market_daily.
CREATE TABLE IF NOT EXISTS {{database}}.market_listing_daily
(
    day               Date,
    platform          LowCardinality(String),
    country           LowCardinality(String),
    city              String,
    property_type     LowCardinality(String),
    transaction       LowCardinality(String),
    currency          LowCardinality(String),
    listing_id        String,
    price_amount      AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64),
    price_per_sqm     AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64),
    area_sqm          AggregateFunction(argMax, Nullable(Float64), UInt64),
    status            AggregateFunction(argMax, LowCardinality(String), UInt64),
    observations      AggregateFunction(uniqExact, String),
    first_observed_at SimpleAggregateFunction(min, DateTime64(3, 'UTC')),
    last_observed_at  SimpleAggregateFunction(max, DateTime64(3, 'UTC'))
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (day, platform, country, city, property_type, transaction, currency, listing_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS {{database}}.market_listing_daily_mv
TO {{database}}.market_listing_daily
AS SELECT
    toDate(observed_at)                 AS day,
    platform,
    country,
    city,
    property_type,
    transaction,
    currency,
    listing_id,
    argMaxState(price_amount, version)  AS price_amount,
    argMaxState(price_per_sqm, version) AS price_per_sqm,
    argMaxState(area_sqm, version)      AS area_sqm,
    argMaxState(status, version)        AS status,
    uniqExactState(event_id)            AS observations,
    min(observed_at)                    AS first_observed_at,
    max(observed_at)                    AS last_observed_at
FROM {{database}}.listing_observations
GROUP BY day, platform, country, city, property_type, transaction, currency, listing_id;

-- The finalised daily series per market. Quantiles are exact and interpolated (like
-- numpy's default), over each listing's last price of the day; listings without a price
-- count in `listings` but not in the quantiles. Filter on day and the market columns: the
-- filter is pushed down to the aggregate table's sorting key.
CREATE VIEW IF NOT EXISTS {{database}}.market_daily AS
SELECT
    day,
    platform,
    country,
    city,
    property_type,
    transaction,
    currency,
    count()                                    AS listings,
    countIf(price IS NOT NULL)                 AS priced_listings,
    sum(observations)                          AS observations,
    quantileExactInclusive(0.10)(toFloat64(price))  AS price_p10,
    quantileExactInclusive(0.25)(toFloat64(price))  AS price_p25,
    quantileExactInclusive(0.50)(toFloat64(price))  AS price_median,
    quantileExactInclusive(0.75)(toFloat64(price))  AS price_p75,
    quantileExactInclusive(0.90)(toFloat64(price))  AS price_p90,
    quantileExactInclusive(0.25)(toFloat64(ppsqm))  AS price_per_sqm_p25,
    quantileExactInclusive(0.50)(toFloat64(ppsqm))  AS price_per_sqm_median,
    quantileExactInclusive(0.75)(toFloat64(ppsqm))  AS price_per_sqm_p75,
    avg(toFloat64(area))                       AS area_sqm_avg
FROM
(
    SELECT
        day, platform, country, city, property_type, transaction, currency, listing_id,
        argMaxMerge(price_amount)  AS price,
        argMaxMerge(price_per_sqm) AS ppsqm,
        argMaxMerge(area_sqm)      AS area,
        uniqExactMerge(observations) AS observations
    FROM {{database}}.market_listing_daily
    GROUP BY day, platform, country, city, property_type, transaction, currency, listing_id
)
GROUP BY day, platform, country, city, property_type, transaction, currency;
