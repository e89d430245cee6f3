import type { KindName } from '@estate/events';

/**
 * How long an entry lives, as a rule the topology resolves with its options: `live` is the
 * live window (listingsTtlMs), the others are their own options or fixed.
 */
export type BucketTtl = 'live' | 'collectors' | 'gateways' | 'readJobs' | 'none' | 'day' | 'hour';

export interface BucketEntry {
  readonly name: string;
  readonly ttl: BucketTtl;
  /** Revisions kept per key; default 1. */
  readonly history?: number;
  /**
   * The kind whose projection writes it, and what it holds of that kind: its point-read
   * `document`, the compact `search` document the gateways' search projections watch, or a
   * `side` document beside those. Absent: a bucket of the services (keys, credits, runs).
   */
  readonly kind?: KindName;
  readonly holds?: 'document' | 'search' | 'side';
  readonly description: string;
}

/**
 * The one list of KV buckets, by their BUCKETS key, in the order they are provisioned.
 * BUCKETS and the topology's buckets derive from it; every stored document kind must have its
 * `document` bucket here, and every `document` bucket its stored document (checked both ways in
 * @estate/documents).
 */
export const BUCKET_LIST = {
  collectors: { name: 'collectors', ttl: 'collectors', description: 'Collector manifests, refreshed while each collector runs' },
  listings: { name: 'listings', ttl: 'live', kind: 'listing', holds: 'document', description: 'Current listing documents for point reads (24 h)' },
  listingSearch: {
    name: 'listing_search',
    ttl: 'live',
    kind: 'listing',
    holds: 'search',
    description: "Each current listing's filter and sort fields, which every gateway's search projection watches (24 h)",
  },
  stays: { name: 'stays', ttl: 'live', kind: 'stay', holds: 'document', description: 'Current short-stay documents for point reads (24 h)' },
  staySearch: {
    name: 'stay_search',
    ttl: 'live',
    kind: 'stay',
    holds: 'search',
    description: "Each current stay's filter and sort fields, which every gateway's stay search projection watches (24 h)",
  },
  // Apart from stay_search because a calendar and its stay arrive in separate events: each
  // bucket is written newer-only by its own events, and the gateway joins them by stay id.
  // An empty calendar is not written, so the last one with dates stays until it expires.
  stayCalendarSearch: {
    name: 'stay_calendar_search',
    ttl: 'live',
    kind: 'stay_availability',
    holds: 'search',
    description: "Each stay's latest calendar with dates, as available nights for the date filter of stay searches (24 h)",
  },
  // Agents, agencies and places: a document per record for reads by id, and the compact
  // search document each gateway's search projection watches, both 24 h like listings.
  agents: { name: 'agents', ttl: 'live', kind: 'agent', holds: 'document', description: 'Current agent documents (24 h)' },
  agentSearch: { name: 'agent_search', ttl: 'live', kind: 'agent', holds: 'search', description: "Each current agent's filter fields for the gateways' search projections (24 h)" },
  agencies: { name: 'agencies', ttl: 'live', kind: 'agency', holds: 'document', description: 'Current agency documents (24 h)' },
  agencySearch: { name: 'agency_search', ttl: 'live', kind: 'agency', holds: 'search', description: "Each current agency's filter fields for the gateways' search projections (24 h)" },
  locations: { name: 'locations', ttl: 'live', kind: 'location', holds: 'document', description: 'How each platform names each place of its location vocabulary (24 h)' },
  locationSearch: { name: 'location_search', ttl: 'live', kind: 'location', holds: 'search', description: "Each place's search fields for the gateways' search projections (24 h)" },
  buildings: { name: 'buildings', ttl: 'live', kind: 'building', holds: 'document', description: 'Current building documents (24 h)' },
  developments: { name: 'developments', ttl: 'live', kind: 'development', holds: 'document', description: 'Current development documents (24 h)' },
  developmentSearch: {
    name: 'development_search',
    ttl: 'live',
    kind: 'development',
    holds: 'search',
    description: "Each current development's filter fields for the gateways' search projections (24 h)",
  },
  openHouses: { name: 'open_houses', ttl: 'live', kind: 'open_house', holds: 'document', description: "Each listing's current open-house schedule (24 h)" },
  auctions: { name: 'auctions', ttl: 'live', kind: 'auction', holds: 'document', description: 'Current auction documents, without their status (computed when read) (24 h)' },
  auctionSearch: {
    name: 'auction_search',
    ttl: 'live',
    kind: 'auction',
    holds: 'search',
    description: "Each current auction's stated state, dates and place for the gateways' search projections (24 h)",
  },
  apiKeys: { name: 'api_keys', ttl: 'none', history: 5, description: 'Hashed API keys, credit grants, rate limits, entitlements' },
  // One revision per balance: every lease is a compare-and-set on the latest one.
  credits: { name: 'credits', ttl: 'none', description: 'Remaining credits per API key, leased in blocks by the gateways' },
  readJobs: {
    name: 'read_jobs',
    ttl: 'readJobs',
    kind: 'job_progress',
    holds: 'side',
    description: "Read jobs (`<job_id>`, written by the gateway) and each platform's progress on them (`<job_id>.<platform>`, by the projector)",
  },
  readJobResults: {
    name: 'read_job_results',
    ttl: 'live',
    kind: 'listing',
    holds: 'side',
    description: 'The listings each read job collected (`<job_id>.<listing_id>`), for getReadJobResults (24 h)',
  },
  gateways: { name: 'gateways', ttl: 'gateways', description: 'Running gateway processes, refreshed while each runs (rate limits are shared among them)' },
  collectionRuns: { name: 'collection_runs', ttl: 'day', description: "Shared collection runs: who opened each schedule slot, each run's state and report" },
  politeness: { name: 'politeness', ttl: 'hour', description: 'Per-host request budgets shared by every instance of a collector (compare-and-set)' },
} as const satisfies Record<string, BucketEntry>;

type BucketList = typeof BUCKET_LIST;
export type BucketKey = keyof BucketList;

/** Bucket names by key. */
export const BUCKETS = Object.fromEntries(Object.entries(BUCKET_LIST).map(([key, entry]) => [key, entry.name])) as {
  readonly [K in BucketKey]: BucketList[K]['name'];
};

export type BucketName = (typeof BUCKETS)[BucketKey];

/** The kinds with a `document` bucket: @estate/documents holds a stored document type for each. */
export type DocumentBucketKind = { [K in BucketKey]: BucketList[K] extends { holds: 'document'; kind: infer N } ? N : never }[BucketKey];

/** The buckets a kind's projection writes, in the order of the list. */
export function bucketsOfKind(kind: KindName): BucketName[] {
  return (Object.values(BUCKET_LIST) as readonly BucketEntry[]).filter((b) => b.kind === kind).map((b) => b.name as BucketName);
}
