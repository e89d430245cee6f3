import { agencies } from './agencies.js';
import { agents } from './agents.js';
import { buildingUnits } from './building-units.js';
import { buildings } from './buildings.js';
import { developments } from './developments.js';
import { auctions } from './auctions.js';
import { listingMedia } from './listing-media.js';
import { listingObservations } from './listing-observations.js';
import { listings } from './listings.js';
import { locations } from './locations.js';
import { marketDaily } from './market-daily.js';
import { marketDerivedDaily, marketListingDays, marketListingTimeline, marketPlatformDaily } from './market-derived.js';
import { marketHomeTimeline, marketListingProperties } from './market-homes.js';
import { marketListingDaily } from './market-listing-daily.js';
import { marketPointRevisions, marketSeries } from './market-points.js';
import { openHouses } from './open-houses.js';
import { propertyRecords } from './property-records.js';
import { marketStayCalendarDays, marketStayDaily, marketStayDays } from './market-stay-derived.js';
import { sourceRuns } from './source-runs.js';
import { stayCalendars } from './stay-calendars.js';
import { stayQuotes } from './stay-quotes.js';
import { stayReviews } from './stay-reviews.js';
import { stays } from './stays.js';

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
  marketPointRevisions,
  marketSeries,
  marketListingDays,
  marketListingTimeline,
  marketDerivedDaily,
  marketListingProperties,
  marketHomeTimeline,
  marketPlatformDaily,
  marketStayDays,
  marketStayCalendarDays,
  marketStayDaily,
  stays,
  stayCalendars,
  stayReviews,
  stayQuotes,
  agents,
  agencies,
  locations,
  buildings,
  buildingUnits,
  developments,
  openHouses,
  auctions,
  propertyRecords,
} as const;

export type TableKey = keyof typeof TABLE_MODULES;

/** Table names, unqualified: the store's database is the default. */
export const TABLES = Object.fromEntries(Object.entries(TABLE_MODULES).map(([key, table]) => [key, table.name])) as {
  readonly [K in TableKey]: (typeof TABLE_MODULES)[K]['name'];
};

export type TableName = (typeof TABLES)[TableKey];
