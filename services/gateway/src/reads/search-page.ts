import type { OperationResult } from '../routes/operations.js';
import { ApiError } from '../http/api-error.js';
import { encodeCursor } from './cursor.js';
import { sourceStatusOf, type PlatformState } from './source-status.js';

/** A keyset position of a search in id order (or by a numeric key, then id). */
export type IdPosition = { key: number | null; id: string };

/** Whether a decoded cursor holds an IdPosition: the check that keeps a forged cursor a 400. */
export function isIdPosition(value: unknown): value is IdPosition {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && v.id.length > 0 && v.id.length <= 200 && (v.key === null || (typeof v.key === 'number' && Number.isFinite(v.key)));
}

/**
 * A search projection answers only once it holds what its bucket held at the start: before that
 * a search would under-report, so it is a retryable 503 instead.
 */
export function requireLoaded(index: { readonly isLoaded: boolean }, what: string): void {
  if (!index.isLoaded) throw new ApiError('store_unavailable', `${what} is loading its records after a start; retry shortly`);
}

/** What one page of a projection search found, apart from its documents. */
export interface ProjectionPage<P> {
  total: number;
  totalRelation: 'exact' | 'lower_bound';
  nextPosition?: P;
}

/**
 * `meta` of a search page: the consulted platforms' statuses and the pagination. `returned` counts
 * the documents served, which may be fewer than the ids found when one expired in between.
 */
export function searchPageMeta<P>(consulted: readonly PlatformState[], now: number, returned: number, page: ProjectionPage<P>, fingerprint: string): NonNullable<OperationResult['meta']> {
  const next = page.nextPosition;
  return {
    sources: consulted.map((state) => sourceStatusOf(state, now)),
    warnings: [],
    pagination: {
      has_more: next !== undefined,
      returned,
      total: page.total,
      total_relation: page.totalRelation,
      ...(next !== undefined ? { next_cursor: encodeCursor(fingerprint, next) } : {}),
    },
  };
}
