export { createStore, type Store, type StoreMode, type StorePingResult, type InsertRowsResult, type QueryOptions, type QueryParamValue, type QueryParamsRecord } from './store.js';
export {
  storeConfigFromEnv,
  resolveStoreConfig,
  DEFAULT_DATA_PATH,
  DEFAULT_DATABASE,
  DEFAULT_POOL_SIZE,
  type StoreConfig,
  type ResolvedStoreConfig,
} from './config.js';
export { StoreUnavailableError, StoreUsageError, MigrationError, isUnavailable, isClickHouseError, toStoreError } from './errors.js';
export type { ChdbPoolStats } from './chdb-pool.js';
export type { StoreLogger } from './logger.js';
export { isIdentifier, assertIdentifier, qualifiedTableName } from './identifier.js';
export { splitStatements } from './sql-split.js';
export { SqlParams, float64FromBits, float64ToBits } from './sql-params.js';
export {
  migrate,
  migrationsDir,
  loadMigrations,
  renderMigration,
  appliedMigrations,
  MIGRATIONS_TABLE,
  type MigrateOptions,
  type MigrateResult,
  type MigrationFile,
  type AppliedMigration,
} from './migrations.js';
export { TABLES, TABLE_MODULES, type TableKey, type TableName } from './tables/index.js';
export { LIVE_WINDOW_HOURS, LIVE_OBSERVATION_FILTER } from './live-window.js';
export { col, type Column, type Timestamp, type DecimalString } from './tables/columns.js';
export { defineTable, type Table, type TableSpec, type RowOf, type StoredRowOf } from './tables/table.js';
export { isoFromClickHouse } from './clickhouse-time.js';
export { checkLimit, type KeysetPage, type PageOptions } from './keyset-page.js';
export {
  listings,
  getListingRow,
  listingsLeavingWindow,
  countListingRowsLeavingWindow,
  findLiveListingByUrl,
  countLiveListings,
  countLiveListingsByPlatform,
  listingMatchRows,
  listingMatchRowSlices,
  type ListingInsertRow,
  type ListingRow,
  type LiveListingFilter,
  type ListingMatchRow,
} from './tables/listings.js';
export {
  listingObservations,
  getListingHistory,
  getListingHistoryPage,
  type ListingObservationInsertRow,
  type ListingObservationRow,
  type HistoryPosition,
} from './tables/listing-observations.js';
export {
  listingMedia,
  getListingMedia,
  getListingMediaPage,
  NO_MEDIA_POSITION,
  type ListingMediaInsertRow,
  type ListingMediaRow,
  type MediaPosition,
} from './tables/listing-media.js';
export { sourceRuns, latestSourceRuns, type SourceRunInsertRow, type SourceRunSummary } from './tables/source-runs.js';
export { marketListingDaily } from './tables/market-listing-daily.js';
export { marketDaily, getMarketDays, type Market, type MarketDay } from './tables/market-daily.js';
export {
  getPointRevisions,
  getSourcePoints,
  listSourceSeries,
  marketPointRevisions,
  marketSeries,
  MAX_SERIES_POINTS,
  type MarketPointInsertRow,
  type SeriesRange,
  type SourcePointRow,
  type SourceSeriesSummary,
} from './tables/market-points.js';
export {
  getDerivedDays,
  listDerivedSeries,
  marketDerivedDaily,
  marketListingDays,
  marketListingTimeline,
  marketPlatformDaily,
  type DerivedDayRow,
  type DerivedPlace,
  type DerivedSeriesSummary,
} from './tables/market-derived.js';
export { marketHomeTimeline, marketListingProperties, recopyListingProperties } from './tables/market-homes.js';
export {
  getStayDerivedDays,
  listStayDerivedSeries,
  marketStayCalendarDays,
  marketStayDaily,
  marketStayDays,
  STAY_TRANSACTION,
  type StayDerivedDayRow,
} from './tables/market-stay-derived.js';
export { agents, type AgentInsertRow } from './tables/agents.js';
export { agencies, type AgencyInsertRow } from './tables/agencies.js';
export { locations, type LocationInsertRow } from './tables/locations.js';
export { buildings, type BuildingInsertRow } from './tables/buildings.js';
export { buildingUnits, getBuildingUnitsPage, type BuildingUnitInsertRow, type BuildingUnitRow, type BuildingUnitsPage, type UnitPosition } from './tables/building-units.js';
export { developments, type DevelopmentInsertRow } from './tables/developments.js';
export { openHouses, type OpenHouseInsertRow } from './tables/open-houses.js';
export {
  datasetVintages,
  getPropertyRecordRow,
  getPropertyRecordsPage,
  marketSalesInAreas,
  propertyRecords,
  recordsByStreetLinkKeys,
  type PropertyRecordInsertRow,
  type PropertyRecordRow,
  type RecordPosition,
} from './tables/property-records.js';
export { liveListingsByPostalCodes, liveListingsInBox, liveListingsOfProperties, type PropertyListingRow } from './property-listings.js';
export { stays, type StayInsertRow } from './tables/stays.js';
export { auctions, type AuctionInsertRow } from './tables/auctions.js';
export { stayCalendars, getStayCalendar, type StayCalendarInsertRow, type StayCalendarRow, type StayCalendarReads } from './tables/stay-calendars.js';
export { stayReviews, getStayReviewsPage, type StayReviewInsertRow, type StayReviewRow, type ReviewPosition } from './tables/stay-reviews.js';
export { stayQuotes, getRecentStayQuotes, type StayQuoteInsertRow, type StayQuoteRow } from './tables/stay-quotes.js';
export { createTableLike, dropTableIfExists, exchangeTables } from './table-ddl.js';
export { serveClickHouseHttp, type ClickHouseHttpOptions, type ClickHouseHttpServer } from './clickhouse-http/server.js';
