export { createStore, type Store, type StoreMode, type StorePingResult, type InsertRowsResult, type QueryParamValue, type QueryParamsRecord } from './store.js';
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
export {
  TABLES,
  LIVE_WINDOW_HOURS,
  LIVE_OBSERVATION_FILTER,
  type TableName,
  type Timestamp,
  type DecimalString,
  type ListingInsertRow,
  type ListingObservationInsertRow,
  type ListingMediaInsertRow,
  type SourceRunInsertRow,
} from './tables.js';
export {
  getListingRow,
  findLiveListingByUrl,
  countLiveListings,
  getListingHistory,
  getListingMedia,
  latestSourceRuns,
  isoFromClickHouse,
  type ListingRow,
  type ListingObservationRow,
  type ListingMediaRow,
  type SourceRunSummary,
  type LiveListingFilter,
} from './reads.js';
export { searchListings } from './listing-search.js';
export {
  DEFAULT_TOTAL_CAP,
  MAX_SEARCH_LIMIT,
  type ListingSort,
  type LocationQuery,
  type RangeQuery,
  type ListingSearchQuery,
  type SearchPosition,
  type ListingSearchRow,
  type ListingSearchPage,
} from './listing-search-query.js';
export { EARTH_RADIUS_METERS } from './geo-bounds.js';
export {
  getListingMediaPage,
  getListingHistoryPage,
  NO_MEDIA_POSITION,
  type KeysetPage,
  type MediaPosition,
  type HistoryPosition,
  type PageOptions,
} from './listing-pages.js';
export { propertyGroupsOf, type PropertyGroup } from './property-groups.js';
