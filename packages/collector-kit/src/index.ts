export type { ParseContext, ParsedPayload, ParseErrorCode, ParseIssue, PayloadParser } from './parser.js';
export type { CollectorDefinition, LivePlan, LiveRequest } from './definition.js';
export type { FetchErrorCode, FetchIssue, FetchOutcome } from './fetch-outcome.js';
export { backoffDelay, parseRetryAfter, type BackoffOptions } from './backoff.js';
export { HostRateLimiter, TokenBucket, type TokenBucketOptions } from './token-bucket.js';
export { DEFAULT_USER_AGENT, FetchError, LiveFetcher, type LiveFetcherOptions, type LiveResponse } from './live-fetcher.js';
export { ReplayFetcher, type ReplayEntry } from './replay-fetcher.js';
export { liveSource, replaySource, type PayloadSource, type SourceContext } from './source.js';
export { collect, runStatus, type RunCounts, type RunIssue, type RunOptions, type RunReport } from './collection-run.js';
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
export { defaultSamplesDir, ensureSamples, type EnsureSamplesOptions } from './samples.js';
export { defaultInstanceId, runCollector, type CollectorHandle, type CollectorOptions, type JobHandler, type RunRequest } from './run-collector.js';
export type { CollectorLogger } from './logger.js';
export { CollectorProcessConfig, runCollectorProcess } from './process.js';
export {
  arrayItems,
  assignedJson,
  endOfValue,
  endsEarly,
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
  count,
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
export { guardedRead, type RecordRead } from './guarded-read.js';
