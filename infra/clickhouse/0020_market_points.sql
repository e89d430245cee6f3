-- Source market series (Zillow Research, Redfin, UK HPI, INE …): every published point, kept
-- for good, one row per point and vintage.
--
-- A point is a series (platform, dataset, source region, metric, segment, seasonal adjustment)
-- and a period. Each release of a dataset that carries the point is a vintage of it; a
-- republished figure (a revision) is a new row, so every revision stays visible here, and the
-- view market_series serves the newest vintage of each point. The same vintage read again (a
-- replay, the collector's next run over the same file) collapses into its row: the version is
-- the observation time, so the latest reading of a vintage wins a merge.
--
-- `value` is NULL where the source left the figure empty or withheld it (`value_status`
-- `missing` or `suppressed`): a missing value is never a zero.
CREATE TABLE IF NOT EXISTS {{database}}.market_point_revisions
(
    market_id           String,
    market_kind         LowCardinality(String),
    country             LowCardinality(String),
    region              String,
    city                String,
    district            String,
    postal_code         String,
    market_name         String,
    platform            LowCardinality(String),
    dataset             LowCardinality(String),
    region_scheme       LowCardinality(String),
    region_code         String,
    region_name         String,
    region_type         LowCardinality(String),
    metric              LowCardinality(String),
    segment             LowCardinality(String),
    seasonally_adjusted Bool,
    frequency           LowCardinality(String),
    period_start        Date,
    period_end          Date,
    vintage             String,
    value               Nullable(Decimal(38, 10)),
    value_status        LowCardinality(String),
    unit                LowCardinality(String),
    currency            LowCardinality(String),
    sample_size         Nullable(UInt64),
    native_field        String,
    provider            LowCardinality(String),
    access_class        LowCardinality(String),
    observed_at         DateTime64(3, 'UTC'),
    retrieved_at        Nullable(DateTime64(3, 'UTC')),
    event_id            String,
    version             UInt64 MATERIALIZED bitOr(bitShiftLeft(toUInt64(toUnixTimestamp64Milli(observed_at)), 20), cityHash64(event_id) % 1048576)
)
ENGINE = ReplacingMergeTree(version)
PARTITION BY platform
ORDER BY (market_id, platform, metric, segment, seasonally_adjusted, dataset, region_scheme, region_code, period_start, vintage);

-- The current value of every source series point: its newest vintage (vintages of one source
-- compare as text; each source writes its own in a sortable form: a month, a date, a timestamp).
-- A point whose newest vintage is missing stays missing, whatever an older vintage said.
-- `revisions` counts the vintages that carried the point.
CREATE VIEW IF NOT EXISTS {{database}}.market_series AS
SELECT
    market_id,
    platform,
    metric,
    segment,
    seasonally_adjusted,
    dataset,
    region_scheme,
    region_code,
    period_start,
    argMax(market_kind, rank)  AS market_kind,
    argMax(country, rank)      AS country,
    argMax(region, rank)       AS region,
    argMax(city, rank)         AS city,
    argMax(district, rank)     AS district,
    argMax(postal_code, rank)  AS postal_code,
    argMax(market_name, rank)  AS market_name,
    argMax(region_name, rank)  AS region_name,
    argMax(frequency, rank)    AS frequency,
    argMax(period_end, rank)   AS period_end,
    max(rank).1                              AS vintage,
    -- In a tuple, so that a NULL of the newest vintage is taken rather than skipped (aggregate
    -- functions skip NULL arguments, which would serve an older vintage's figure instead).
    argMax(tuple(value), rank).1 AS value,
    argMax(value_status, rank) AS value_status,
    argMax(unit, rank)         AS unit,
    argMax(currency, rank)     AS currency,
    argMax(tuple(sample_size), rank).1 AS sample_size,
    argMax(native_field, rank) AS native_field,
    argMax(provider, rank)     AS provider,
    argMax(access_class, rank) AS access_class,
    argMax(observed_at, rank)  AS observed_at,
    uniqExact(rank.1)                        AS revisions
FROM (SELECT *, (vintage, version) AS rank FROM {{database}}.market_point_revisions)
GROUP BY market_id, platform, metric, segment, seasonally_adjusted, dataset, region_scheme, region_code, period_start;
