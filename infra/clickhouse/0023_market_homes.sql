-- The derived series count homes, not ads (issue 30): a home listed on two portals is one live
-- listing, one new listing and one price in the median. The projector already groups the
-- listings of one home into a property (`listings.property_id`); this keeps that grouping for
-- good and counts by it. The per-portal series, each listing counted, stay in
-- market_platform_daily.

-- Each listing's property, as the projector last assigned it. `listings` expires after 24 h but
-- the series are kept for good, so the assignment is copied here by a materialized view on every
-- listing row. Reads take the newest row of a listing (argMax by version, then write time): every day of the
-- listing is counted under its latest property, so a group that changes later restates the days
-- already past as one home, never as two homes or none.
--
-- The listings table drops a retried identical block (its dedup window), and with it this view's
-- copy; that block's first insert already reached the view unless the view failed half-way, and
-- the listing's next observation writes the same row again.
CREATE TABLE IF NOT EXISTS {{database}}.market_listing_properties
(
    listing_id  String,
    property_id String,
    version     UInt64,
    -- A projector rebuild regroups listings without a newer version: the later copy wins a tie.
    written_at  DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = ReplacingMergeTree(version)
ORDER BY listing_id;

CREATE MATERIALIZED VIEW IF NOT EXISTS {{database}}.market_listing_properties_mv
TO {{database}}.market_listing_properties
AS SELECT listing_id, property_id, version
FROM {{database}}.listings;

-- The listings already live reach it too.
INSERT INTO {{database}}.market_listing_properties (listing_id, property_id, version)
SELECT listing_id, property_id, version FROM {{database}}.listings;

-- 0021's timeline, unchanged but for `last_seen_at` (the listing's last observation that day), by
-- which a home's listing of the day is chosen.
CREATE OR REPLACE VIEW {{database}}.market_listing_timeline AS
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
        argMax(city_name, last_seen)                       AS city_name,
        toDateTime64(max(last_seen), 3, 'UTC')             AS last_seen_at
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

-- Each home's days, one row per home, transaction and day. A home is a property (a listing the
-- projector never grouped, or whose assignment is unknown, is a home of its own). It is live when
-- one of its listings is; its listing of the day — the one whose price, place and type it takes —
-- is a live one before a closed one, a priced one before an unpriced one, then the one observed
-- last that day (ties: the greater listing id), so two portals' prices are never averaged and a
-- portal that lags one day does not move the home to another market. `price_cut`: one of its live
-- listings was cut that day (each portal against its own previous price: comparing one portal's
-- price with the other's would invent cuts). `data_last_day`: the earliest last day of data of the
-- platforms that had it live, so a home is removed only once each of them has collected the day
-- after. `listings_live`: its live listings that day.
CREATE VIEW IF NOT EXISTS {{database}}.market_home_timeline AS
SELECT
    *,
    min(day) OVER home                                         AS first_day,
    leadInFrame(toNullable(day)) OVER home                     AS next_day,
    leadInFrame(live) OVER home                                AS next_live,
    toUInt32(dateDiff('day', min(day) OVER home, day))         AS days_on_market
FROM
(
    SELECT
        home_id,
        transaction,
        day,
        argMax(fields, pick).1                                 AS country,
        argMax(fields, pick).2                                 AS region,
        argMax(fields, pick).3                                 AS city,
        argMax(fields, pick).4                                 AS postal_district,
        argMax(fields, pick).5                                 AS property_type,
        argMax(fields, pick).6                                 AS currency,
        argMax(fields, pick).7                                 AS price,
        argMax(fields, pick).8                                 AS price_per_sqm,
        argMax(fields, pick).9                                 AS region_name,
        argMax(fields, pick).10                                AS city_name,
        CAST(max(listing_live) AS Bool)                        AS live,
        CAST(max(listing_cut) AS Bool)                         AS price_cut,
        arraySort(groupUniqArrayIf(listing_platform, listing_live)) AS platforms,
        minIf(platform_last_day, listing_live)                 AS data_last_day,
        countIf(listing_live)                                  AS listings_live
    FROM
    (
        SELECT
            if(p.property_id = '', t.listing_id, p.property_id) AS home_id,
            t.transaction                                      AS transaction,
            t.day                                              AS day,
            tuple(t.country, t.region, t.city, t.postal_district, t.property_type, t.currency, t.price, t.price_per_sqm, t.region_name, t.city_name) AS fields,
            tuple(t.live, t.price IS NOT NULL, t.last_seen_at, t.listing_id) AS pick,
            t.live                                             AS listing_live,
            t.live AND t.previous_price IS NOT NULL AND t.price < t.previous_price AS listing_cut,
            t.platform                                         AS listing_platform,
            t.platform_last_day                                AS platform_last_day
        FROM {{database}}.market_listing_timeline AS t
        LEFT JOIN
        (
            SELECT listing_id, argMax(property_id, tuple(version, written_at)) AS property_id
            FROM {{database}}.market_listing_properties
            GROUP BY listing_id
        ) AS p ON p.listing_id = t.listing_id
    )
    GROUP BY home_id, transaction, day
)
WINDOW home AS (PARTITION BY home_id, transaction ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING);

-- The derived series (0021's columns and levels), now over homes: every count and quantile
-- counts a home once however many portals list it. `platforms` lists the platforms whose
-- listings the row's live homes were seen on. Counts:
--   listings_live     homes with a live listing that day
--   listings_new      live on the home's first day seen (on any portal: a second portal listing
--                     a home later is no new home)
--   listings_removed  live the day before, no listing live that day (counted once every platform
--                     that had it live has data of that day)
--   price_cuts        live homes one of whose listings was cut that day
-- Quantiles are over live homes priced in the country's own currency (`priced_listings` of them),
-- each at its listing of the day's price; days on market from the home's first day seen.
CREATE OR REPLACE VIEW {{database}}.market_derived_daily AS
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
    arraySort(groupUniqArrayArrayIf(platforms, event.1 = 'live'))    AS platforms,
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
        platforms,
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
            (if(live AND price_cut, 'price_cut', ''), day),
            (if(live AND (next_day IS NULL OR next_day > day + 1 OR NOT next_live) AND day + 1 <= data_last_day, 'removed', ''), day + 1)
        ]) AS events,
        arrayFilter(l -> l.1 != '', [
            ('country', '', '', '', country),
            (if(region != '', 'region', ''), region, '', '', region_name),
            (if(city != '' AND (country != 'US' OR region != ''), 'city', ''), if(country = 'US', region, ''), city, '', city_name),
            (if(postal_district != '', 'postal_code', ''), '', '', postal_district, postal_district)
        ]) AS levels
    FROM {{database}}.market_home_timeline
)
ARRAY JOIN events AS event
ARRAY JOIN levels AS level
ARRAY JOIN segments AS segment
GROUP BY day, market_kind, country, region, city, postal_code, transaction, property_type;

-- The per-portal series: 0021's derived series, each listing counted, one row per platform too
-- (what market_derived_daily answered before for a market one platform covers).
CREATE VIEW IF NOT EXISTS {{database}}.market_platform_daily AS
SELECT
    event.2                                                          AS day,
    platform,
    level.1                                                          AS market_kind,
    country,
    level.2                                                          AS region,
    level.3                                                          AS city,
    level.4                                                          AS postal_code,
    transaction,
    segment                                                          AS property_type,
    any(level.5)                                                     AS market_name,
    [platform]                                                       AS platforms,
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
GROUP BY day, platform, market_kind, country, region, city, postal_code, transaction, property_type;
