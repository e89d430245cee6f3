-- Series derived from listing observations, per market and day: listings live, new, removed,
-- price cuts, quartiles of the asking price and of the price per m², median days on market;
-- sales and rentals apart. Kept for good, after the 24 h observations expire.
--
-- The postal district of each observation (a GB postcode's outward code, elsewhere the whole
-- code), written by the projector with @estate/normalize's postalDistrict, so that the SQL and
-- the service's market ids agree on what a postal market is.
ALTER TABLE {{database}}.listing_observations ADD COLUMN IF NOT EXISTS postal_district String DEFAULT '' AFTER region;

-- One aggregate row per listing and day (and place, type and currency, which a listing keeps in
-- practice): its last price, price per m² and status that day (argMax by version) and when it
-- was first and last seen. Idempotent like market_listing_daily (0005): an observation inserted
-- twice leaves the same states.
CREATE TABLE IF NOT EXISTS {{database}}.market_listing_days
(
    country           LowCardinality(String),
    listing_id        String,
    day               Date,
    platform          LowCardinality(String),
    region            String,
    city              String,
    postal_district   String,
    property_type     LowCardinality(String),
    transaction       LowCardinality(String),
    currency          LowCardinality(String),
    price_amount      AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64),
    price_per_sqm     AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64),
    status            AggregateFunction(argMax, LowCardinality(String), UInt64),
    first_observed_at SimpleAggregateFunction(min, DateTime64(3, 'UTC')),
    last_observed_at  SimpleAggregateFunction(max, DateTime64(3, 'UTC'))
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (country, listing_id, day, platform, region, city, postal_district, property_type, transaction, currency);

CREATE MATERIALIZED VIEW IF NOT EXISTS {{database}}.market_listing_days_mv
TO {{database}}.market_listing_days
AS SELECT
    country,
    listing_id,
    toDate(observed_at)                 AS day,
    platform,
    region,
    city,
    postal_district,
    property_type,
    transaction,
    currency,
    argMaxState(price_amount, version)  AS price_amount,
    argMaxState(price_per_sqm, version) AS price_per_sqm,
    argMaxState(status, version)        AS status,
    min(observed_at)                    AS first_observed_at,
    max(observed_at)                    AS last_observed_at
FROM {{database}}.listing_observations
GROUP BY country, listing_id, day, platform, region, city, postal_district, property_type, transaction, currency;

-- The days already observed (the 24 h table) reach the new series too.
INSERT INTO {{database}}.market_listing_days
SELECT
    country, listing_id, toDate(observed_at) AS day, platform, region, city, postal_district, property_type, transaction, currency,
    argMaxState(price_amount, version), argMaxState(price_per_sqm, version), argMaxState(status, version),
    min(observed_at), max(observed_at)
FROM {{database}}.listing_observations
GROUP BY country, listing_id, day, platform, region, city, postal_district, property_type, transaction, currency;

-- Each listing's days, one row per listing and day, with what the series need from its other
-- days: the first day it was seen, the price of its previous observed day, whether it was seen
-- live the next day. Place names are folded as market ids fold them (NFC, trimmed, spaces
-- collapsed, lower case); a listing that moved within a day keeps its last place of the day.
-- `live` is every status but the closed ones (sold, let, withdrawn, off market).
CREATE VIEW IF NOT EXISTS {{database}}.market_listing_timeline AS
SELECT
    *,
    min(day) OVER listing                                      AS first_day,
    lagInFrame(price) OVER listing                             AS previous_price,
    leadInFrame(toNullable(day)) OVER listing                  AS next_day,
    leadInFrame(live) OVER listing                             AS next_live,
    max(day) OVER (PARTITION BY platform)                      AS platform_last_day,
    toUInt32(dateDiff('day', min(day) OVER listing, day))      AS days_on_market
FROM
(
    SELECT
        listing_id,
        day,
        argMax(platform, last_seen)                        AS platform,
        argMax(country, last_seen)                         AS country,
        argMax(region_key, last_seen)                      AS region,
        argMax(city_key, last_seen)                        AS city,
        argMax(postal_district, last_seen)                 AS postal_district,
        argMax(property_type, last_seen)                   AS property_type,
        argMax(transaction, last_seen)                     AS transaction,
        argMax(currency, last_seen)                        AS currency,
        -- Tuples keep a NULL price as the day's answer (aggregates skip NULL arguments).
        argMax(tuple(day_price), last_seen).1              AS price,
        argMax(tuple(day_price_per_sqm), last_seen).1      AS price_per_sqm,
        argMax(day_status, last_seen)                      AS status,
        CAST(status NOT IN ('sold', 'let', 'withdrawn', 'off_market') AS Bool) AS live,
        argMax(region_name, last_seen)                     AS region_name,
        argMax(city_name, last_seen)                       AS city_name
    FROM
    (
        SELECT
            listing_id, day, platform, country, postal_district, property_type, transaction, currency,
            lowerUTF8(replaceRegexpAll(trimBoth(normalizeUTF8NFC(region)), '\\s+', ' ')) AS region_key,
            lowerUTF8(replaceRegexpAll(trimBoth(normalizeUTF8NFC(city)), '\\s+', ' '))   AS city_key,
            region                                     AS region_name,
            city                                       AS city_name,
            argMaxMerge(price_amount)                  AS day_price,
            argMaxMerge(price_per_sqm)                 AS day_price_per_sqm,
            argMaxMerge(status)                        AS day_status,
            max(last_observed_at)                      AS last_seen
        FROM {{database}}.market_listing_days
        GROUP BY listing_id, day, platform, country, region, city, postal_district, property_type, transaction, currency
    )
    GROUP BY listing_id, day
)
WINDOW listing AS (PARTITION BY listing_id ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING);

-- The derived series: one row per day, market and segment. Markets are the levels of the place
-- (`country`; `region`; `city`, in the US within its state; `postal_code`, the postal district),
-- each with the key columns it needs and the others empty; segments are each property type and
-- `all`. Counts:
--   listings_live     listings seen live that day
--   listings_new      live on their first day seen
--   listings_removed  live the day before, not seen live that day (counted once the platform
--                     has data of that day, so today's not-yet-collected listings are not removed)
--   price_cuts        live with a lower asking price than on their previous day seen
-- Quantiles (exact, interpolated) are over live listings priced in the country's own currency
-- (`priced_listings` of them); days on market count from the first day the service saw the
-- listing. `platforms` lists the platforms whose listings the row is over.
-- (Stays add their nightly price and available-night share beside these once the stays kind
-- keeps a daily table; the market levels and the ARRAY JOIN of events are the place to join.)
CREATE VIEW IF NOT EXISTS {{database}}.market_derived_daily AS
SELECT
    event.2                                                          AS day,
    level.1                                                          AS market_kind,
    country,
    level.2                                                          AS region,
    level.3                                                          AS city,
    level.4                                                          AS postal_code,
    transaction,
    segment                                                          AS property_type,
    any(level.5)                                                     AS market_name,
    arraySort(groupUniqArrayIf(platform, event.1 = 'live'))          AS platforms,
    countIf(event.1 = 'live')                                        AS listings_live,
    countIf(event.1 = 'new')                                         AS listings_new,
    countIf(event.1 = 'removed')                                     AS listings_removed,
    countIf(event.1 = 'price_cut')                                   AS price_cuts,
    countIf(event.1 = 'live' AND priced)                             AS priced_listings,
    any(local_currency)                                              AS currency,
    quantileExactInclusiveIf(0.25)(toFloat64(price), event.1 = 'live' AND priced)          AS asking_price_p25,
    quantileExactInclusiveIf(0.50)(toFloat64(price), event.1 = 'live' AND priced)          AS asking_price_median,
    quantileExactInclusiveIf(0.75)(toFloat64(price), event.1 = 'live' AND priced)          AS asking_price_p75,
    quantileExactInclusiveIf(0.25)(toFloat64(price_per_sqm), event.1 = 'live' AND priced_area) AS asking_price_per_sqm_p25,
    quantileExactInclusiveIf(0.50)(toFloat64(price_per_sqm), event.1 = 'live' AND priced_area) AS asking_price_per_sqm_median,
    quantileExactInclusiveIf(0.75)(toFloat64(price_per_sqm), event.1 = 'live' AND priced_area) AS asking_price_per_sqm_p75,
    quantileExactInclusiveIf(0.50)(toFloat64(toNullable(days_on_market)), event.1 = 'live') AS days_on_market_median
FROM
(
    SELECT
        country,
        transaction,
        platform,
        price,
        price_per_sqm,
        days_on_market,
        arrayDistinct([property_type, 'all']) AS segments,
        -- The countries the listing platforms cover (@estate/normalize countryCurrency; a store test holds them equal).
        transform(country, ['US', 'GB', 'ES', 'DE', 'JP'], ['USD', 'GBP', 'EUR', 'EUR', 'JPY'], '') AS local_currency,
        price IS NOT NULL AND currency = local_currency AND local_currency != '' AS priced,
        priced AND price_per_sqm IS NOT NULL AS priced_area,
        arrayFilter(e -> e.1 != '', [
            (if(live, 'live', ''), day),
            (if(live AND day = first_day, 'new', ''), day),
            (if(live AND previous_price IS NOT NULL AND price < previous_price, 'price_cut', ''), day),
            (if(live AND (next_day IS NULL OR next_day > day + 1 OR NOT next_live) AND day + 1 <= platform_last_day, 'removed', ''), day + 1)
        ]) AS events,
        arrayFilter(l -> l.1 != '', [
            ('country', '', '', '', country),
            (if(region != '', 'region', ''), region, '', '', region_name),
            (if(city != '' AND (country != 'US' OR region != ''), 'city', ''), if(country = 'US', region, ''), city, '', city_name),
            (if(postal_district != '', 'postal_code', ''), '', '', postal_district, postal_district)
        ]) AS levels
    FROM {{database}}.market_listing_timeline
)
ARRAY JOIN events AS event
ARRAY JOIN levels AS level
ARRAY JOIN segments AS segment
GROUP BY day, market_kind, country, region, city, postal_code, transaction, property_type;
