export type { ParseContext, ParsedPayload, ParseErrorCode, ParseIssue, PayloadParser } from './parser.js';
export { AGENCY_OPERATIONS, AGENT_OPERATIONS, defineCollector, JOB_OPERATIONS, LISTING_OPERATIONS, LISTING_SEARCH_SELECTORS, listingSearchSelectors, type CollectorDefinition, type CollectorSpec, type LivePlan, type LiveRequest, type LiveSettings } from './definition.js';
export type { NativePayload } from './native-payload.js';
export { guardedParser, listingWithGallery, onlyIssue, ParsedPayloadBuilder, salvageRecords, takeSalvaged, type AroundRecords, type RecordWords } from './parsed-payload.js';
export { readReplayManifest, REPLAY_MANIFEST_FILE, type ReplayManifest } from './replay-folder.js';
export { CollectorMetrics, serveMetrics, type MetricsServer } from './metrics.js';
export {
  elementText,
  htmlText,
  isCompleteDocument,
  looksLikeDocument,
  parseHtml,
  scriptText,
  type HTMLElement,
  type ScriptText,
} from './html.js';
export { FETCH_ERROR_CODES, type FetchErrorCode, type FetchIssue, type FetchOutcome } from './fetch-outcome.js';
export { backoffDelay, parseRetryAfter, type BackoffOptions } from './backoff.js';
export { HostRateLimiter, TokenBucket, type HostBudgets, type RequestBudget, type TokenBucketOptions } from './token-bucket.js';
export { budgetKey, SharedHostBudget, SharedHostBudgets, type SharedBudgetOptions } from './shared-budget.js';
export { orderResults, SharedCollection, type RunRecord, type SharedCollectionOptions, type SharedCollectionStats } from './shared-run.js';
export { collectSubjects, runToken, type FinishItem, type ResultPart, type WorkItem } from './work-items.js';
export { DEFAULT_USER_AGENT, FetchError, LiveFetcher, type LiveFetcherOptions, type LiveResponse } from './live-fetcher.js';
export { ReplayFetcher, type ReplayEntry } from './replay-fetcher.js';
export { DEFAULT_MAX_PAGES, onBase, pageFile, pageOfPath, searchFolder, withinPages } from './live-plan.js';
export { RobotsRules, type RobotsRulesOptions, type RobotsVerdict } from './robots.js';
export { liveSource, replaySource, type PayloadSource, type SourceContext } from './source.js';
export { collect, collectResults, parsePayload, runStatus, type PageResult, type ResultsRunOptions, type RunCounts, type RunIssue, type RunOptions, type RunReport } from './collection-run.js';
export { ManifestError, ManifestKeeper, validManifest, type ManifestKeeperOptions } from './manifest-keeper.js';
export { collectorManifest, type ManifestRun } from './collector-manifest.js';
export {
  decodeJobRequest,
  encodeJobRequest,
  JobRequestSchema,
  matchesJob,
  publishJobRequest,
  type JobDecodeResult,
  type JobParams,
  type JobRequest,
} from './job-request.js';
export { defaultSamplesDir, replayDir } from './samples.js';
export { defaultInstanceId, runCollector, type CollectorHandle, type CollectorOptions, type JobHandler, type RunRequest, type SharedSettings } from './run-collector.js';
export type { CollectorLogger } from './logger.js';
export { CollectorProcessConfig, runCollectorProcess } from './process.js';
export {
  arrayItems,
  assignedJson,
  endOfValue,
  endsEarly,
  idMentioned,
  readJson,
  salvageArray,
  type ArrayItems,
  type AssignedJson,
  type JsonRead,
  type Salvage,
  type SalvagedElement,
} from './json-text.js';
export {
  at,
  bool,
  compact,
  coordinate,
  count,
  currencyCode,
  fields,
  finite,
  identifier,
  isFields,
  isoInstant,
  list,
  looseCount,
  looseFlag,
  looseNumber,
  looseText,
  text,
  type Fields,
} from './record-values.js';
export { guardedRead, unreadable, type RecordRead } from './guarded-read.js';
export { decimalCell, readDelimited, type DelimitedTable } from './delimited-table.js';
export { defineSeriesCollector, MARKET_OPERATIONS, MARKET_SELECTORS, observeSeriesPoint, type SeriesCell, type SeriesCollectorSpec, type SeriesPointFacts } from './market-series.js';
export { payloadText } from './payload-text.js';
export { PROPERTY_OPERATIONS, PROPERTY_SELECTORS, PROPERTY_TRANSACTION_OPERATIONS } from './property-records.js';
export { listingInBuilding, placeInBuilding, type PlacedListing, type StatedPremises } from './listing-buildings.js';
export { READ_RULES } from './read-rules.js';
