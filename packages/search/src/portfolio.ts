import { LIVE_WINDOW_MS } from '@estate/events/live-window';
import { defineSearchKind, type FieldValues } from './field-spec.js';
import { listingSearchValuesOf } from './listing.js';
import type { SearchPosition } from './listing-query.js';
import { SearchProjection } from './search-projection.js';

/**
 * Portfolios: the live listings of each agent and agency. Fed by the listing search documents
 * (which carry each listing's agent and agency ids), holding only what a portfolio page needs —
 * its owners, status and transaction (counted), and the listing search's `newest` order.
 */
export const portfolioSearchFields = defineSearchKind({
  kind: 'portfolio',
  fields: {
    agent_id: { type: 'string' },
    agency_id: { type: 'string' },
    status: { type: 'enum' },
    transaction: { type: 'enum' },
    observed_at: { type: 'timestamp' },
    source_updated_at: { type: 'timestamp' },
  },
  sorts: { newest: { field: 'source_updated_at', direction: 'desc' } },
  expiresBy: 'observed_at',
  groupBy: ['agent_id', 'agency_id'],
});

export type PortfolioSearchFields = typeof portfolioSearchFields.fields;
export type PortfolioProjection = SearchProjection<PortfolioSearchFields>;

export function createPortfolioSearch(): PortfolioProjection {
  return new SearchProjection(portfolioSearchFields, { liveWindowMs: LIVE_WINDOW_MS });
}

/** A listing search document's portfolio fields; undefined when it is not a listing search document. */
export function portfolioValuesOf(document: unknown): FieldValues<PortfolioSearchFields> | undefined {
  const values = listingSearchValuesOf(document);
  if (values === undefined) return undefined;
  const { agent_id, agency_id, status, transaction, observed_at, source_updated_at } = values;
  return { agent_id, agency_id, status, transaction, observed_at, source_updated_at };
}

/** Whose portfolio: an agent's or an agency's, by service id. */
export type PortfolioOwner = { field: 'agent_id' | 'agency_id'; id: string };

export interface PortfolioPage {
  listing_ids: string[];
  has_more: boolean;
  next?: SearchPosition;
  total: number;
  total_relation: 'exact' | 'lower_bound';
  /** Every live listing of the portfolio counted by status and by transaction. */
  by_status: Record<string, number>;
  by_transaction: Record<string, number>;
}

/**
 * One page of the live listings an agent or agency markets (every status and transaction), newest
 * first as listing searches order them, with the whole portfolio counted by status and
 * transaction from the owner's group.
 */
export function portfolioPage(projection: PortfolioProjection, owner: PortfolioOwner, page: { limit: number; after?: SearchPosition | undefined }, now = Date.now()): PortfolioPage {
  const result = projection.search(
    {
      filters: [{ kind: 'in', field: owner.field, values: [owner.id] }],
      sort: 'newest',
      limit: page.limit,
      after: page.after === undefined ? undefined : { key: page.after.key, id: page.after.listing_id },
    },
    now,
  );
  const by_status: Record<string, number> = {};
  const by_transaction: Record<string, number> = {};
  for (const id of projection.group(owner.field, owner.id, now)) {
    const status = projection.valueOf(id, 'status') || 'unknown';
    const transaction = projection.valueOf(id, 'transaction') || 'unknown';
    by_status[status] = (by_status[status] ?? 0) + 1;
    by_transaction[transaction] = (by_transaction[transaction] ?? 0) + 1;
  }
  const next = result.nextPosition;
  return {
    listing_ids: result.ids,
    has_more: next !== undefined,
    ...(next !== undefined ? { next: { key: next.key, listing_id: next.id } } : {}),
    total: result.total,
    total_relation: result.totalRelation,
    by_status,
    by_transaction,
  };
}
