import { DEFAULT_PAGE_SIZE, type CreateReadJobRequest, type WarningBody } from '@estate/contract';
import type { Publisher } from '@estate/bus';
import { jobSubject } from '@estate/events';
import { ApiError } from '../http/api-error.js';
import { SerializedJson } from '../http/serialized-json.js';
import type { LiveListing, LiveListings } from '../reads/live-listings.js';
import { planSearch } from '../search-plan/search-plan.js';
import type { LocationDirectory } from '../places/location-directory.js';
import { withPlaceName } from '../places/place-name.js';
import { decodeCursor, encodeCursor } from '../reads/cursor.js';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { Caller } from '../auth/authenticate.js';
import type { HandlerOf } from '../routes/operations.js';
import type { ReadJobBucket } from './read-job-bucket.js';
import { newJobId } from './read-job-bucket.js';
import { READ_JOB_DEADLINE_MS, viewReadJob, type ReadJobRecord, type ReadJobView } from './read-job-state.js';

/** The operation a job runs, as collectors' manifests name the search it repeats. */
const SEARCH_OF_JOB = { 'listings.search': 'searchListings' } as const satisfies Record<CreateReadJobRequest['operation'], string>;

export interface ReadJobDeps {
  jobs: ReadJobBucket;
  board: SourceBoard;
  locations: LocationDirectory;
  listings: LiveListings;
  /** Publishes on JOBS, whose work-queue consumers are the collectors'. */
  publisher: Publisher;
}

const encoder = new TextEncoder();

/**
 * createReadJob: the body's search is checked as searchListings checks it (ranges, rings,
 * platform names, a location id resolved to its place), then one job request goes to each
 * platform that serves the search and whose collector takes jobs. The request on `jobs.<platform>`
 * is the body with the job's id, in the collector kit's JobRequest shape; its message id makes a
 * repeated publish one message.
 */
export function createReadJobHandler(deps: ReadJobDeps): HandlerOf<'createReadJob'> {
  return async ({ body, caller }) => {
    const search = SEARCH_OF_JOB[body.operation];
    const params = withPlaceName(body.params, deps.locations);
    const known = await storeCall(() => deps.board.platforms());
    const plan = planSearch(search, { ...params, ...(body.platforms ? { platforms: body.platforms } : {}) }, undefined, known);
    const warnings: WarningBody[] = [...plan.warnings];
    const platforms: string[] = [];
    for (const { platform, manifest } of plan.consulted) {
      if (manifest?.state === 'live' && manifest.accepts_jobs && manifest.operations.includes(search)) platforms.push(platform);
      else warnings.push({ code: 'platform_not_collecting', field: 'body.platforms', message: `${platform} has no running collector that takes read jobs; it is left out of the job` });
    }
    if (platforms.length === 0) {
      throw new ApiError('source_unavailable', 'no platform the search asks for has a running collector that takes read jobs; see GET /v1/meta/capabilities');
    }
    const now = deps.board.now();
    const record: ReadJobRecord = {
      id: newJobId(),
      key_id: caller.keyId,
      operation: body.operation,
      created_at: new Date(now).toISOString(),
      deadline_at: new Date(now + READ_JOB_DEADLINE_MS).toISOString(),
      platforms,
    };
    await deps.jobs.create(record);
    const request = { operation: body.operation, params, ...(body.max_results !== undefined ? { max_results: body.max_results } : {}), job_id: record.id, requested_at: record.created_at };
    try {
      for (const platform of platforms) await deps.publisher.publishRaw(jobSubject(platform), encoder.encode(JSON.stringify({ ...request, platforms: [platform] })), `${record.id}.${platform}`);
      await deps.publisher.flush();
    } catch (error) {
      // Nobody will take a job that was never queued: it ends now rather than at its deadline.
      const stored = await deps.jobs.read(record.id);
      if (stored) {
        const reason = `the job could not be queued: ${error instanceof Error ? error.message : String(error)}`;
        await deps.jobs.end(stored.record, stored.revision, { status: 'failed', completed_at: new Date(deps.board.now()).toISOString(), result_count: 0, sources: [], warnings: [{ code: 'job_not_queued', message: reason }] });
      }
      throw new ApiError('source_unavailable', `read job ${record.id} could not be queued for the collectors; retry shortly`);
    }
    const view = viewReadJob(record, new Map(), (await deps.board.platforms()).flatMap((p) => (p.manifest ? [p.manifest] : [])), now);
    return { data: view.job, meta: { sources: view.job.sources, warnings } };
  };
}

/** The job as it stands, its end recorded the first time a gateway sees it (any gateway, any time). */
async function currentJob(deps: ReadJobDeps, jobId: string, caller: Caller): Promise<ReadJobView> {
  const stored = await deps.jobs.read(jobId);
  // Another key's job is as unknown as one that never existed.
  if (!stored || stored.record.key_id !== caller.keyId) throw new ApiError('not_found', `no read job ${jobId} for this key`);
  const { record, revision } = stored;
  if (record.outcome) return viewReadJob(record, new Map(), [], deps.board.now());
  const [progress, known] = await Promise.all([deps.jobs.progress(record), storeCall(() => deps.board.platforms())]);
  const manifests = known.flatMap((p) => (p.manifest ? [p.manifest] : []));
  const view = viewReadJob(record, progress, manifests, deps.board.now());
  if (!view.ended) return view;
  const outcome = await deps.jobs.end(record, revision, view.ended);
  return viewReadJob({ ...record, outcome }, new Map(), [], deps.board.now());
}

export function getReadJobHandler(deps: ReadJobDeps): HandlerOf<'getReadJob'> {
  return async ({ params, caller }) => {
    const { job, warnings } = await currentJob(deps, params.job_id, caller);
    return { data: job, meta: { sources: job.sources, warnings, ...(job.status === 'queued' || job.status === 'running' ? { completeness: 'partial' } : {}) } };
  };
}

const isListingId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;

/**
 * getReadJobResults: the listings the job collected, in id order, a keyset page at a time, each
 * as it stands now (the current document of the listing). 409 until the job ended; after the
 * 24 h window the job is `expired` and its results are gone. A listing that left the live window
 * since is counted in the total and the position but not served, as in a search.
 */
export function getReadJobResultsHandler(deps: ReadJobDeps): HandlerOf<'getReadJobResults'> {
  return async ({ params, query, caller }) => {
    const { job, warnings } = await currentJob(deps, params.job_id, caller);
    if (job.status === 'expired') throw new ApiError('not_found', `read job ${job.id} expired: its results passed the 24 h window`);
    if (job.status === 'queued' || job.status === 'running') throw new ApiError('job_not_complete', `read job ${job.id} is ${job.status}; poll GET /v1/jobs/${job.id} until it ends`, job.sources);
    const fingerprint = `job:${job.id}`;
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, fingerprint, isListingId, 'query.cursor');
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const ids = await deps.jobs.resultIds(job.id);
    const start = after === undefined ? 0 : ids.findIndex((id) => id > after);
    const from = start < 0 ? ids.length : start;
    const page = ids.slice(from, from + limit);
    const found = await Promise.all(page.map((id) => deps.listings.get(id)));
    const documents = found.filter((d): d is LiveListing => d !== undefined);
    const hasMore = from + limit < ids.length;
    const last = page.at(-1);
    return {
      data: SerializedJson.list(documents.map((d) => d.json)),
      meta: {
        sources: job.sources,
        warnings,
        completeness: job.status === 'succeeded' ? 'complete' : 'partial',
        pagination: {
          has_more: hasMore,
          returned: documents.length,
          total: ids.length,
          total_relation: 'exact',
          ...(hasMore && last !== undefined ? { next_cursor: encodeCursor(fingerprint, last) } : {}),
        },
      },
    };
  };
}
