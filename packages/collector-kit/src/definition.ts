import type { ObservedKind } from '@estate/events';
import type { NativePayload, PlatformRenderer } from '@estate/sample-data';
import type { JobRequest } from './job-request.js';
import type { ParsedPayload, PayloadParser } from './parser.js';

/** One page to fetch in live mode, and the path its payload is known by (as in replay). */
export interface LiveRequest {
  url: string;
  /** Defaults to the URL's path and query. */
  path?: string;
  headers?: Record<string, string>;
}

/**
 * How a collector reaches its platform live. `requests` lists the first pages (search result
 * pages for the configured areas, or for a job's search); `discover` names the pages a fetched
 * payload links to (next result page, detail and gallery pages), fetched in turn.
 */
export interface LivePlan {
  requests(context: { job?: JobRequest }): Iterable<LiveRequest> | AsyncIterable<LiveRequest>;
  discover?(payload: NativePayload, parsed: ParsedPayload): LiveRequest[];
}

/** Everything the kit needs to know about one platform's collector. */
export interface CollectorDefinition {
  /** Platform name: a subject token (`zillow`). The collector's name is `collector-<platform>`. */
  platform: string;
  displayName: string;
  /** ISO alpha-2 codes of the countries whose listings this collector observes. */
  countries: string[];
  /** Record kinds observed; listing and media are what the kit publishes today. */
  recordKinds: ObservedKind[];
  /** API operationIds this collector's data serves. */
  operations: string[];
  /** Per operationId, the request fields honoured (`transaction`, `price`, `location.bbox` ...). */
  selectors: Record<string, string[]>;
  parse: PayloadParser;
  /** Renders sample listings in the platform's format: what replay mode reads when nothing was recorded. */
  renderer: PlatformRenderer;
  /** Default `collector-<platform>/<mode>`. */
  provider?: string;
  /** Default `public_portal`. */
  accessClass?: string;
  /** Collector version; default 0.1.0. */
  version?: string;
  /** Needed for live mode only. */
  live?: LivePlan;
}
