import { randomBytes } from 'node:crypto';
import { BUCKETS, openBucket, type Bus, type KV } from '@estate/bus';
import { ApiError } from '../http/api-error.js';
import type { PlatformProgress, ReadJobOutcome, ReadJobRecord } from './read-job-state.js';

const encoder = new TextEncoder();

/** `job_` and 24 hex digits: opaque, unguessable (a key sees only its own jobs, and ids are not a way round that). */
export function newJobId(): string {
  return `job_${randomBytes(12).toString('hex')}`;
}

const JOB_ID = /^job_[0-9a-f]{24}$/;
/** Listing ids as the projector makes them: a result key `<job_id>.<listing_id>` splits at its first dot. */
const RESULT_KEY = /^job_[0-9a-f]{24}\.(.+)$/;

function isRecord(value: unknown): value is ReadJobRecord {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<ReadJobRecord>;
  return typeof v.id === 'string' && typeof v.key_id === 'string' && typeof v.created_at === 'string' && typeof v.deadline_at === 'string' && Array.isArray(v.platforms);
}

function isProgress(value: unknown): value is PlatformProgress {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<PlatformProgress>;
  return typeof v.status === 'string' && typeof v.platform === 'string' && typeof v.observed_at === 'string';
}

/** A failed read of the bucket is the store being away: a 503 the caller may retry. */
async function bucketCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('store_unavailable', `read jobs cannot be ${what} right now (${error instanceof Error ? error.message : String(error)}); retry shortly`);
  }
}

/**
 * The read jobs in NATS: each job's record and its platforms' progress (`read_jobs`), and the
 * listings each job collected (`read_job_results`). Nothing of a job lives in a gateway process.
 */
export class ReadJobBucket {
  private constructor(
    private readonly jobs: KV,
    private readonly results: KV,
  ) {}

  static async open(bus: Bus): Promise<ReadJobBucket> {
    return new ReadJobBucket(await openBucket(bus, BUCKETS.readJobs), await openBucket(bus, BUCKETS.readJobResults));
  }

  async create(record: ReadJobRecord): Promise<void> {
    await bucketCall('recorded', () => this.jobs.create(record.id, encoder.encode(JSON.stringify(record))));
  }

  /** The job, with its revision for a later compare-and-set; undefined for an unknown (or malformed) id. */
  async read(jobId: string): Promise<{ record: ReadJobRecord; revision: number } | undefined> {
    if (!JOB_ID.test(jobId)) return undefined;
    const entry = await bucketCall('read', () => this.jobs.get(jobId));
    if (!entry || entry.operation !== 'PUT' || entry.length === 0) return undefined;
    const value = entry.json<unknown>();
    return isRecord(value) ? { record: value, revision: entry.revision } : undefined;
  }

  /** Each platform's latest report on the job. */
  async progress(record: ReadJobRecord): Promise<Map<string, PlatformProgress>> {
    const found = new Map<string, PlatformProgress>();
    await bucketCall('read', () =>
      Promise.all(
        record.platforms.map(async (platform) => {
          const entry = await this.jobs.get(`${record.id}.${platform}`);
          if (!entry || entry.operation !== 'PUT' || entry.length === 0) return;
          const value = entry.json<unknown>();
          if (isProgress(value)) found.set(platform, value);
        }),
      ),
    );
    return found;
  }

  /**
   * Records the job's end unless another gateway recorded one first (compare-and-set on the
   * revision read); returns the outcome that stands.
   */
  async end(record: ReadJobRecord, revision: number, outcome: ReadJobOutcome): Promise<ReadJobOutcome> {
    try {
      await this.jobs.update(record.id, encoder.encode(JSON.stringify({ ...record, outcome })), revision);
      return outcome;
    } catch {
      const now = await this.read(record.id);
      if (now?.record.outcome) return now.record.outcome;
      throw new ApiError('store_unavailable', `the end of read job ${record.id} could not be recorded; retry shortly`);
    }
  }

  /** The ids of the listings the job collected, in id order. */
  async resultIds(jobId: string): Promise<string[]> {
    return bucketCall('read', async () => {
      const ids: string[] = [];
      for await (const key of await this.results.keys(`${jobId}.>`)) {
        const id = RESULT_KEY.exec(key)?.[1];
        if (id !== undefined) ids.push(id);
      }
      return ids.sort();
    });
  }
}
