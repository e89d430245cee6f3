import { jobSubject, LIVE_WINDOW_MS, STREAM_NAMES, STREAM_SUBJECTS } from '@estate/events';
import { BUCKET_LIST, type BucketEntry, type BucketTtl } from './buckets.js';
import { natsReplicas } from './replicas.js';

export { BUCKETS } from './buckets.js';

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
    buckets: (Object.values(BUCKET_LIST) as readonly BucketEntry[]).map(({ name, ttl, history, description }) => ({
      name,
      ttlMs: TTL_OF_RULE[ttl](opts),
      history: history ?? 1,
      storage,
      replicas,
      description,
    })),
  };
}

/** What each bucket's TTL rule comes to with these options. */
const TTL_OF_RULE: Readonly<Record<BucketTtl, (opts: TopologyOptions) => number>> = {
  live: (opts) => opts.listingsTtlMs ?? LIVE_WINDOW_MS,
  collectors: (opts) => opts.collectorsTtlMs ?? 10 * MINUTE,
  gateways: (opts) => opts.gatewaysTtlMs ?? MINUTE,
  readJobs: (opts) => opts.readJobsTtlMs ?? 7 * DAY,
  none: () => 0,
  day: () => DAY,
  hour: () => HOUR,
};

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
