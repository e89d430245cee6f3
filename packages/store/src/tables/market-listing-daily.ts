import { col } from './columns.js';
import { defineTable } from './table.js';

/**
 * `market_listing_daily` (0005): one aggregate row per listing, day and market, written only by
 * the materialized view over listing_observations; its states are read through market_daily.
 */
export const marketListingDaily = defineTable({
  name: 'market_listing_daily',
  live: false,
  columns: {
    day: col.date(),
    platform: col.lowCardinality(),
    country: col.lowCardinality(),
    city: col.string(),
    property_type: col.lowCardinality(),
    transaction: col.lowCardinality(),
    currency: col.lowCardinality(),
    listing_id: col.string(),
    price_amount: col.state('AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64)'),
    price_per_sqm: col.state('AggregateFunction(argMax, Nullable(Decimal(18, 2)), UInt64)'),
    area_sqm: col.state('AggregateFunction(argMax, Nullable(Float64), UInt64)'),
    status: col.state('AggregateFunction(argMax, LowCardinality(String), UInt64)'),
    observations: col.state('AggregateFunction(uniqExact, String)'),
    first_observed_at: col.state("SimpleAggregateFunction(min, DateTime64(3, 'UTC'))"),
    last_observed_at: col.state("SimpleAggregateFunction(max, DateTime64(3, 'UTC'))"),
  },
});
