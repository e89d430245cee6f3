import { listingMedia } from './listing-media.js';
import { listingObservations } from './listing-observations.js';
import { listings } from './listings.js';
import { marketDaily } from './market-daily.js';
import { marketListingDaily } from './market-listing-daily.js';
import { sourceRuns } from './source-runs.js';

/**
 * The one list of tables of infra/clickhouse: each entry is the table's module (row schema,
 * insert, named queries). TABLES, the DESCRIBE test and the live-window test derive from it.
 * A new table: its migration, its module beside these, and one line here.
 */
export const TABLE_MODULES = {
  listings,
  listingObservations,
  listingMedia,
  sourceRuns,
  marketListingDaily,
  marketDaily,
} as const;

export type TableKey = keyof typeof TABLE_MODULES;

/** Table names, unqualified: the store's database is the default. */
export const TABLES = Object.fromEntries(Object.entries(TABLE_MODULES).map(([key, table]) => [key, table.name])) as {
  readonly [K in TableKey]: (typeof TABLE_MODULES)[K]['name'];
};

export type TableName = (typeof TABLES)[TableKey];
