-- Series derived from short-stay observations, per market and day: stays live, quartiles of the
-- nightly price, and the share of available nights in the 30 nights from each day. Kept for
-- good, after the 24 h stay tables expire, like the listing series of 0021.

-- Where a stay is, at the market levels listings use (0021): its region and postal district.
ALTER TABLE {{database}}.stays ADD COLUMN IF NOT EXISTS region String DEFAULT '' AFTER city;
ALTER TABLE {{database}}.stays ADD COLUMN IF NOT EXISTS postal_district String DEFAULT '' AFTER region;

-- Of the 30 nights from the day a calendar was read (that day included): how many the source
-- stated a state for, and how many of those were available. Written by the projector.
ALTER TABLE {{database}}.stay_calendars ADD COLUMN IF NOT EXISTS nights_stated_30 UInt8 DEFAULT 0 AFTER days;
ALTER TABLE {{database}}.stay_calendars ADD COLUMN IF NOT EXISTS nights_available_30 UInt8 DEFAULT 0 AFTER nights_stated_30;

-- One aggregate row per stay and day: its last nightly price and place that day. Idempotent: an
-- observation inserted twice leaves the same states.
CREATE TABLE IF NOT EXISTS {{database}}.market_stay_days
(
    country           LowCardinality(String),
    stay_id           String,
    day               Date,
    platform          AggregateFunction(argMax, LowCardinality(String), UInt64),
    region            AggregateFunction(argMax, String, UInt64),
    city              AggregateFunction(argMax, String, UInt64),
    postal_district   AggregateFunction(argMax, String, UInt64),
    room_type         AggregateFunction(argMax, LowCardinality(String), UInt64),
    currency          AggregateFunction(argMax, LowCardinality(String), UInt64),
    price_amount      AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64),
    last_observed_at  SimpleAggregateFunction(max, DateTime64(3, 'UTC'))
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (country, stay_id, day);

CREATE MATERIALIZED VIEW IF NOT EXISTS {{database}}.market_stay_days_mv
TO {{database}}.market_stay_days
AS SELECT
    country,
    stay_id,
    toDate(observed_at)                   AS day,
    argMaxState(platform, version)        AS platform,
    argMaxState(region, version)          AS region,
    argMaxState(city, version)            AS city,
    argMaxState(postal_district, version) AS postal_district,
    argMaxState(room_type, version)       AS room_type,
    argMaxState(currency, version)        AS currency,
    argMaxState(price_amount, version)    AS price_amount,
    max(observed_at)                      AS last_observed_at
FROM {{database}}.stays
GROUP BY country, stay_id, day;

-- One aggregate row per stay and day: the night counts of its last calendar with dates read that
-- day. Empty reads (day_count = 0) say nothing about the nights and are left out.
CREATE TABLE IF NOT EXISTS {{database}}.market_stay_calendar_days
(
    stay_id             String,
    day                 Date,
    nights_stated_30    AggregateFunction(argMax, UInt8, Tuple(DateTime64(3, 'UTC'), String)),
    nights_available_30 AggregateFunction(argMax, UInt8, Tuple(DateTime64(3, 'UTC'), String))
)
ENGINE = AggregatingMergeTree
PARTITION BY toYYYYMM(day)
ORDER BY (stay_id, day);

CREATE MATERIALIZED VIEW IF NOT EXISTS {{database}}.market_stay_calendar_days_mv
TO {{database}}.market_stay_calendar_days
AS SELECT
    stay_id,
    toDate(observed_at)                                              AS day,
    argMaxState(nights_stated_30, tuple(observed_at, event_id))      AS nights_stated_30,
    argMaxState(nights_available_30, tuple(observed_at, event_id))   AS nights_available_30
FROM {{database}}.stay_calendars
WHERE day_count > 0
GROUP BY stay_id, day;

-- The stay series: one row per day, market and segment, over the stays observed that day. Markets
-- are the levels of market_derived_daily (0021), with place names folded the same way; segments
-- are each room type and `all`; `transaction` is `stay`. Columns:
--   listings_live            stays observed that day
--   priced_stays             of them, priced in the country's own currency
--   nightly_price_p25/median/p75   exact interpolated quantiles over the priced stays
--   calendar_stays           stays with a calendar with dates read that day
--   available_nights_pct_30d available nights as a percentage of the nights stated, over the 30
--                            nights from that day, summed over the calendar stays (NULL without one)
CREATE VIEW IF NOT EXISTS {{database}}.market_stay_daily AS
SELECT
    day,
    level.1                                                     AS market_kind,
    country,
    level.2                                                     AS region,
    level.3                                                     AS city,
    level.4                                                     AS postal_code,
    'stay'                                                      AS transaction,
    segment                                                     AS property_type,
    any(level.5)                                                AS market_name,
    arraySort(groupUniqArray(platform))                         AS platforms,
    count()                                                     AS listings_live,
    countIf(priced)                                             AS priced_stays,
    any(local_currency)                                         AS currency,
    quantileExactInclusiveIf(0.25)(toFloat64(price), priced)    AS nightly_price_p25,
    quantileExactInclusiveIf(0.50)(toFloat64(price), priced)    AS nightly_price_median,
    quantileExactInclusiveIf(0.75)(toFloat64(price), priced)    AS nightly_price_p75,
    countIf(nights_stated > 0)                                  AS calendar_stays,
    if(sum(nights_stated) = 0, NULL, 100 * sum(nights_available) / sum(nights_stated)) AS available_nights_pct_30d
FROM
(
    SELECT
        s.country AS country,
        s.day AS day,
        s.platform AS platform,
        s.price AS price,
        c.nights_stated AS nights_stated,
        c.nights_available AS nights_available,
        arrayDistinct([if(s.room_type = '', 'unknown', s.room_type), 'all']) AS segments,
        -- The listing countries' currencies, as market_derived_daily (0021) states them.
        transform(s.country, ['US', 'GB', 'ES', 'DE', 'JP'], ['USD', 'GBP', 'EUR', 'EUR', 'JPY'], '') AS local_currency,
        s.price IS NOT NULL AND s.currency = local_currency AND local_currency != '' AS priced,
        arrayFilter(l -> l.1 != '', [
            ('country', '', '', '', s.country),
            (if(s.region_key != '', 'region', ''), s.region_key, '', '', s.region_name),
            (if(s.city_key != '' AND (s.country != 'US' OR s.region_key != ''), 'city', ''), if(s.country = 'US', s.region_key, ''), s.city_key, '', s.city_name),
            (if(s.postal_district != '', 'postal_code', ''), '', '', s.postal_district, s.postal_district)
        ]) AS levels
    FROM
    (
        SELECT
            country, stay_id, day,
            argMaxMerge(platform)        AS platform,
            argMaxMerge(region)          AS region_name,
            argMaxMerge(city)            AS city_name,
            lowerUTF8(replaceRegexpAll(trimBoth(normalizeUTF8NFC(region_name)), '\\s+', ' ')) AS region_key,
            lowerUTF8(replaceRegexpAll(trimBoth(normalizeUTF8NFC(city_name)), '\\s+', ' '))   AS city_key,
            argMaxMerge(postal_district) AS postal_district,
            argMaxMerge(room_type)       AS room_type,
            argMaxMerge(currency)        AS currency,
            argMaxMerge(price_amount)    AS price
        FROM {{database}}.market_stay_days
        GROUP BY country, stay_id, day
    ) AS s
    LEFT JOIN
    (
        SELECT stay_id, day, argMaxMerge(nights_stated_30) AS nights_stated, argMaxMerge(nights_available_30) AS nights_available
        FROM {{database}}.market_stay_calendar_days
        GROUP BY stay_id, day
    ) AS c ON s.stay_id = c.stay_id AND s.day = c.day
)
ARRAY JOIN levels AS level
ARRAY JOIN segments AS segment
GROUP BY day, market_kind, country, region, city, postal_code, property_type;
