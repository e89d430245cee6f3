import type { KV } from '@estate/bus';
import { LIVE_WINDOW_MS } from '@estate/events';
import { ApiError } from '../http/api-error.js';

/**
 * Point reads of a kind's documents in its bucket (agents, agencies, places). The bucket's max
 * age counts from the last put, so the live window is enforced here on `observed_at`, as for
 * listings: an expired observation reads as absent while its entry still exists.
 */
export class LiveDocuments<T extends { observed_at: string }> {
  constructor(
    private readonly kv: KV,
    private readonly what: string,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<T | undefined> {
    let value: T | undefined;
    try {
      const entry = await this.kv.get(key);
      value = entry && entry.operation === 'PUT' && entry.length > 0 ? entry.json<T>() : undefined;
    } catch (error) {
      throw new ApiError('store_unavailable', `the ${this.what} store cannot be reached right now (${error instanceof Error ? error.message : String(error)}); retry shortly`);
    }
    if (value === undefined || typeof value.observed_at !== 'string') return undefined;
    const observed = Date.parse(value.observed_at);
    return Number.isFinite(observed) && this.now() - observed < LIVE_WINDOW_MS ? value : undefined;
  }
}
