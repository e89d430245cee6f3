import { jobSubject, LIVE_WINDOW_MS, STREAM_NAMES, STREAM_SUBJECTS } from '@estate/events';
import { natsReplicas } from './replicas.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface StreamSpec {
  name: string;
  subjects: readonly string[];
  /** `workqueue`: a message is gone once a consumer acks it (read-job requests). */
  retention: 'limits' | 'workqueue';
  storage: 'file' | 'memory';
  /** 0 = kept until another limit removes it. */
  maxAgeMs: number;
  /** How long a `Nats-Msg-Id` is remembered to drop a repeated publish. */
  duplicateWindowMs: number;
  /** -1 = unlimited. */
  maxBytes: number;
  replicas: number;
  description: string;
}

export interface ConsumerSpec {
  stream: string;
  durable: string;
  filterSubject?: string;
  /** Must stay well above the time a batch takes to commit, or it is redelivered meanwhile. */
  ackWaitMs: number;
  /** At least twice the batch size, so the next batch can be fetched while one commits. */
  maxAckPending: number;
  /** -1 = redeliver until acked or termed: a failing store must not lose events. */
  maxDeliver: number;
  description: string;
}

export interface BucketSpec {
  name: string;
  /** Max age of an entry, counted from its last put; 0 = none. */
  ttlMs: number;
  /** Revisions kept per key. */
  history: number;
  storage: 'file' | 'memory';
  replicas: number;
  description: string;
}

export interface Topology {
  streams: StreamSpec[];
  consumers: ConsumerSpec[];
  buckets: BucketSpec[];
}

export const BUCKETS = {
  collectors: 'collectors',
  listings: 'listings',
  listingSearch: 'listing_search',
  agents: 'agents',
  agentSearch: 'agent_search',
  agencies: 'agencies',
  agencySearch: 'agency_search',
  locations: 'locations',
  locationSearch: 'location_search',
  stays: 'stays',
  staySearch: 'stay_search',
  stayCalendarSearch: 'stay_calendar_search',
  buildings: 'buildings',
  developments: 'developments',
  developmentSearch: 'development_search',
  openHouses: 'open_houses',
  auctions: 'auctions',
  auctionSearch: 'auction_search',
  apiKeys: 'api_keys',
  credits: 'credits',
  gateways: 'gateways',
  readJobs: 'read_jobs',
  readJobResults: 'read_job_results',
  collectionRuns: 'collection_runs',
  politeness: 'politeness',
} as const;
export const PROJECTOR_DURABLE = 'projector';

export interface TopologyOptions {
  /** Enough to rebuild the 24 h tables from the log after an outage; default 3 days. */
  observationsMaxAgeMs?: number;
  /** Market series and property records outlive listings; default 0 (no age limit). */
  seriesMaxAgeMs?: number;
  /** A read-job request nobody took within this time is dropped; default 1 day. */
  jobsMaxAgeMs?: number;
  /** The change feed's reach back (Last-Event-ID); default the live window. */
  changesMaxAgeMs?: number;
  /** A read job and its per-platform progress are kept this long, past the 24 h of its results, so it can say it expired; default 7 days. */
  readJobsTtlMs?: number;
  /** Default 2 minutes: covers a collector's publish retries. */
  duplicateWindowMs?: number;
  /**
   * Copies of every stream and bucket; default `NATS_REPLICAS` (see natsReplicas), 1 when unset.
   * The durable consumers follow their stream's count.
   */
  replicas?: number;
  /** Where `NATS_REPLICAS` is read; default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  storage?: 'file' | 'memory';
  projector?: Partial<Pick<ConsumerSpec, 'durable' | 'ackWaitMs' | 'maxAckPending' | 'maxDeliver'>>;
  /**
   * Point-read documents and the compact search documents beside them; default the live window
   * (LIVE_WINDOW_MS), the API's retention of listing observations.
   */
  listingsTtlMs?: number;
  /** A collector that stopped refreshing its manifest disappears after this; default 10 min. */
  collectorsTtlMs?: number;
  /** A gateway that stopped refreshing its registration disappears after this; default 1 min. */
  gatewaysTtlMs?: number;
}

/** Streams, consumers and buckets the services need, with this project's defaults. */
export function defaultTopology(opts: TopologyOptions = {}): Topology {
  const replicas = opts.replicas ?? natsReplicas(opts.env);
  const storage = opts.storage ?? 'file';
  const duplicateWindowMs = opts.duplicateWindowMs ?? 2 * MINUTE;
  const projector = {
    durable: PROJECTOR_DURABLE,
    ackWaitMs: 60_000,
    // Three batches of the projector's default 2000: two committing, the next being fetched.
    maxAckPending: 6_000,
    maxDeliver: -1,
    ...opts.projector,
  };
  const stream = (name: string, rest: Omit<StreamSpec, 'name' | 'subjects' | 'storage' | 'replicas' | 'maxBytes'>): StreamSpec => ({
    name,
    subjects: STREAM_SUBJECTS[name as keyof typeof STREAM_SUBJECTS],
    storage,
    replicas,
    maxBytes: -1,
    ...rest,
  });
  return {
    streams: [
      stream(STREAM_NAMES.observations, {
        retention: 'limits',
        maxAgeMs: opts.observationsMaxAgeMs ?? 3 * DAY,
        duplicateWindowMs,
        description: 'Listing-like observations, source runs and job reports (obs.>, runs.>)',
      }),
      stream(STREAM_NAMES.series, {
        retention: 'limits',
        maxAgeMs: opts.seriesMaxAgeMs ?? 0,
        duplicateWindowMs,
        description: 'Market points and property records, kept long (series.>)',
      }),
      stream(STREAM_NAMES.jobs, {
        retention: 'workqueue',
        maxAgeMs: opts.jobsMaxAgeMs ?? DAY,
        duplicateWindowMs,
        description: 'Read-job requests, one subject per platform (jobs.<platform>)',
      }),
      stream(STREAM_NAMES.changes, {
        retention: 'limits',
        // A listing's change is worth following as long as the listing is served.
        maxAgeMs: opts.changesMaxAgeMs ?? LIVE_WINDOW_MS,
        duplicateWindowMs,
        description: 'Listing changes the projector made (changes.<platform>.listing): the change feed, GET /v1/events',
      }),
      ...collectionStreams(storage, replicas),
    ],
    consumers: [STREAM_NAMES.observations, STREAM_NAMES.series].map((s) => ({
      stream: s,
      durable: projector.durable,
      ackWaitMs: projector.ackWaitMs,
      maxAckPending: projector.maxAckPending,
      maxDeliver: projector.maxDeliver,
      description: 'Projector: ClickHouse tables and the listings KV',
    })),
    buckets: [
      {
        name: BUCKETS.collectors,
        ttlMs: opts.collectorsTtlMs ?? 10 * MINUTE,
        history: 1,
        storage,
        replicas,
        description: 'Collector manifests, refreshed while each collector runs',
      },
      {
        name: BUCKETS.listings,
        ttlMs: opts.listingsTtlMs ?? LIVE_WINDOW_MS,
        history: 1,
        storage,
        replicas,
        description: 'Current listing documents for point reads (24 h)',
      },
      {
        name: BUCKETS.listingSearch,
        ttlMs: opts.listingsTtlMs ?? LIVE_WINDOW_MS,
        history: 1,
        storage,
        replicas,
        description: "Each current listing's filter and sort fields, which every gateway's search projection watches (24 h)",
      },
      {
        name: BUCKETS.stays,
        ttlMs: opts.listingsTtlMs ?? LIVE_WINDOW_MS,
        history: 1,
        storage,
        replicas,
        description: 'Current short-stay documents for point reads (24 h)',
      },
      {
        name: BUCKETS.staySearch,
        ttlMs: opts.listingsTtlMs ?? LIVE_WINDOW_MS,
        history: 1,
        storage,
        replicas,
        description: "Each current stay's filter and sort fields, which every gateway's stay search projection watches (24 h)",
      },
      {
        // Apart from stay_search because a calendar and its stay arrive in separate events: each
        // bucket is written newer-only by its own events, and the gateway joins them by stay id.
        // An empty calendar is not written, so the last one with dates stays until it expires.
        name: BUCKETS.stayCalendarSearch,
        ttlMs: opts.listingsTtlMs ?? LIVE_WINDOW_MS,
        history: 1,
        storage,
        replicas,
        description: "Each stay's latest calendar with dates, as available nights for the date filter of stay searches (24 h)",
      },
      // Agents, agencies and places: a document per record for reads by id, and the compact
      // search document each gateway's search projection watches, both 24 h like listings.
      ...(
        [
          [BUCKETS.agents, 'Current agent documents (24 h)'],
          [BUCKETS.agentSearch, "Each current agent's filter fields for the gateways' search projections (24 h)"],
          [BUCKETS.agencies, 'Current agency documents (24 h)'],
          [BUCKETS.agencySearch, "Each current agency's filter fields for the gateways' search projections (24 h)"],
          [BUCKETS.locations, "How each platform names each place of its location vocabulary (24 h)"],
          [BUCKETS.locationSearch, "Each place's search fields for the gateways' search projections (24 h)"],
          [BUCKETS.buildings, 'Current building documents (24 h)'],
          [BUCKETS.developments, 'Current development documents (24 h)'],
          [BUCKETS.developmentSearch, "Each current development's filter fields for the gateways' search projections (24 h)"],
          [BUCKETS.openHouses, "Each listing's current open-house schedule (24 h)"],
          [BUCKETS.auctions, 'Current auction documents, without their status (computed when read) (24 h)'],
          [BUCKETS.auctionSearch, "Each current auction's stated state, dates and place for the gateways' search projections (24 h)"],
        ] as const
      ).map(([name, description]) => ({ name, ttlMs: opts.listingsTtlMs ?? LIVE_WINDOW_MS, history: 1, storage, replicas, description })),
      { name: BUCKETS.apiKeys, ttlMs: 0, history: 5, storage, replicas, description: 'Hashed API keys, credit grants, rate limits, entitlements' },
      // One revision per balance: every lease is a compare-and-set on the latest one.
      { name: BUCKETS.credits, ttlMs: 0, history: 1, storage, replicas, description: 'Remaining credits per API key, leased in blocks by the gateways' },
      {
        name: BUCKETS.readJobs,
        ttlMs: opts.readJobsTtlMs ?? 7 * DAY,
        history: 1,
        storage,
        replicas,
        description: 'Read jobs (`<job_id>`, written by the gateway) and each platform\'s progress on them (`<job_id>.<platform>`, by the projector)',
      },
      {
        name: BUCKETS.readJobResults,
        ttlMs: opts.listingsTtlMs ?? LIVE_WINDOW_MS,
        history: 1,
        storage,
        replicas,
        description: 'The listings each read job collected (`<job_id>.<listing_id>`), for getReadJobResults (24 h)',
      },
      {
        name: BUCKETS.gateways,
        ttlMs: opts.gatewaysTtlMs ?? MINUTE,
        history: 1,
        storage,
        replicas,
        description: 'Running gateway processes, refreshed while each runs (rate limits are shared among them)',
      },
      ...collectionBuckets(storage, replicas),
    ],
  };
}

/** The work-queue consumer through which one platform's collector takes read jobs. */
export function jobConsumerSpec(platform: string, opts: Partial<Omit<ConsumerSpec, 'stream' | 'filterSubject'>> = {}): ConsumerSpec {
  return {
    stream: STREAM_NAMES.jobs,
    durable: `collector-${platform}`,
    filterSubject: jobSubject(platform),
    ackWaitMs: 5 * MINUTE,
    maxAckPending: 16,
    maxDeliver: 5,
    description: `Read jobs for the ${platform} collector`,
    ...opts,
  };
}

/** Shared collection runs (collector-kit shared-run.ts): the work items of a run, and what each item came to. */
export const COLLECTION_STREAMS = { items: 'COLLECT_ITEMS', results: 'COLLECT_RESULTS' } as const;

// A run's items are deduplicated by msg id for as long as a run may last, not the usual 2 minutes.
function collectionStreams(storage: StreamSpec['storage'], replicas: number): StreamSpec[] {
  const common = { storage, replicas, maxBytes: -1, maxAgeMs: DAY, duplicateWindowMs: 6 * HOUR };
  return [
    { name: COLLECTION_STREAMS.items, subjects: ['collect.>'], retention: 'workqueue', ...common, description: 'Work items of shared collection runs (collect.<platform>.<run>.item|finish)' },
    { name: COLLECTION_STREAMS.results, subjects: ['collected.>'], retention: 'limits', ...common, description: 'Parsed pages of shared collection runs, merged by whoever finishes the run (collected.<platform>.<run>)' },
  ];
}

function collectionBuckets(storage: BucketSpec['storage'], replicas: number): BucketSpec[] {
  return [
    { name: BUCKETS.collectionRuns, ttlMs: DAY, history: 1, storage, replicas, description: 'Shared collection runs: who opened each schedule slot, each run\'s state and report' },
    { name: BUCKETS.politeness, ttlMs: HOUR, history: 1, storage, replicas, description: 'Per-host request budgets shared by every instance of a collector (compare-and-set)' },
  ];
}

/** The work-queue consumer every instance of one platform's collector takes shared-run items from. */
export function collectConsumerSpec(platform: string, opts: Partial<Omit<ConsumerSpec, 'stream' | 'filterSubject'>> = {}): ConsumerSpec {
  return {
    stream: COLLECTION_STREAMS.items,
    durable: `collect-${platform}`,
    filterSubject: `collect.${platform}.>`,
    ackWaitMs: 30_000,
    maxAckPending: 256,
    // A page that keeps failing is given up on by the kit (reported), never left to block its run.
    maxDeliver: -1,
    description: `Shared collection items for the ${platform} collector`,
    ...opts,
  };
}
