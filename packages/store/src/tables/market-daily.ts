import type { Store } from '../store.js';
import { col } from './columns.js';
import { defineTable, type StoredRowOf } from './table.js';

/** `market_daily` (0005): the view of the finalised daily series per market. */
export const marketDaily = defineTable({
  name: 'market_daily',
  live: false,
  engine: 'view',
  columns: {
    day: col.date(),
    platform: col.lowCardinality(),
    country: col.lowCardinality(),
    city: col.string(),
    property_type: col.lowCardinality(),
    transaction: col.lowCardinality(),
    currency: col.lowCardinality(),
    listings: col.uint64(),
    priced_listings: col.uint64(),
    observations: col.uint64(),
    price_p10: col.nullable(col.float64()),
    price_p25: col.nullable(col.float64()),
    price_median: col.nullable(col.float64()),
    price_p75: col.nullable(col.float64()),
    price_p90: col.nullable(col.float64()),
    price_per_sqm_p25: col.nullable(col.float64()),
    price_per_sqm_median: col.nullable(col.float64()),
    price_per_sqm_p75: col.nullable(col.float64()),
    area_sqm_avg: col.nullable(col.float64()),
  },
});

/** One day of one market. Counts are numbers here, whatever JSON made of them. */
export type MarketDay = StoredRowOf<typeof marketDaily>;

/** A market: the view's key columns but the day. */
export type Market = Pick<MarketDay, 'platform' | 'country' | 'city' | 'property_type' | 'transaction' | 'currency'>;

/** The days of one market from `from` to `to` (ISO dates, inclusive), oldest first. */
export async function getMarketDays(store: Store, market: Market, range: { from: string; to: string }): Promise<MarketDay[]> {
  // Every key column bound: the filter reaches the aggregate table's sorting key.
  const rows = await store.queryRows<MarketDay>(
    `SELECT * FROM market_daily
     WHERE day BETWEEN {from:Date} AND {to:Date}
       AND platform = {platform:String} AND country = {country:String} AND city = {city:String}
       AND property_type = {property_type:String} AND transaction = {transaction:String} AND currency = {currency:String}
     ORDER BY day`,
    { ...market, ...range },
    { name: 'getMarketDays' },
  );
  return rows.map((row) => ({ ...row, listings: Number(row.listings), priced_listings: Number(row.priced_listings), observations: Number(row.observations) }));
}
