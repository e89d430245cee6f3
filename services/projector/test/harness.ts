import { BUCKETS, Publisher, connect, defaultTopology, openBucket, provision, silentLogger, type Bus } from '@estate/bus';
import type { AnyEvent } from '@estate/events';
import { createLogger } from '@estate/runtime';
import type { SearchDocument } from '@estate/search';
import { LIVE_OBSERVATION_FILTER, type Store } from '@estate/store';
import type { StoredListing } from '../src/kv-projection.js';
import type { ProjectorMetrics } from '../src/metrics.js';

export const logger = createLogger({ name: 'projector-test', level: process.env.TEST_LOG_LEVEL === 'debug' ? 'debug' : 'warn' });

export async function connectBus(url: string): Promise<Bus> {
  const bus = await connect({ servers: url, name: 'projector-test', logger: silentLogger });
  await provision(bus, defaultTopology());
  return bus;
}

export async function publishAll(bus: Bus, events: readonly AnyEvent[]): Promise<{ acked: number; duplicates: number }> {
  const publisher = new Publisher(bus, { logger: silentLogger });
  for (const event of events) await publisher.publish(event);
  await publisher.flush();
  const counters = publisher.stats();
  return { acked: counters.acked, duplicates: counters.duplicates };
}

/** Waits until the projector's durable consumer has nothing pending and nothing unacked. */
export async function waitCaughtUp(bus: Bus, timeoutMs = 60_000, durable = 'projector'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = await bus.jsm.consumers.info('OBSERVATIONS', durable);
    if (info.num_pending === 0 && info.num_ack_pending === 0) return;
    if (Date.now() > deadline) throw new Error(`projector did not catch up: ${info.num_pending} pending, ${info.num_ack_pending} unacked`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function rows<T>(store: Store, query: string, params: Record<string, unknown> = {}): Promise<T[]> {
  const result = await store.query({ query, query_params: params, format: 'JSONEachRow' });
  return result.json<T>();
}

export async function kvDocuments(bus: Bus): Promise<Map<string, StoredListing>> {
  const kv = await openBucket(bus, BUCKETS.listings);
  const out = new Map<string, StoredListing>();
  for await (const key of await kv.keys()) {
    const entry = await kv.get(key);
    if (entry && entry.operation === 'PUT') out.set(key, entry.json<StoredListing>());
  }
  return out;
}

/** The listing search bucket: each listing's search document, by listing id. */
export async function kvSearchDocuments(bus: Bus): Promise<Map<string, SearchDocument>> {
  const kv = await openBucket(bus, BUCKETS.listingSearch);
  const out = new Map<string, SearchDocument>();
  for await (const key of await kv.keys()) {
    const entry = await kv.get(key);
    if (entry && entry.operation === 'PUT') out.set(key, entry.json<SearchDocument>());
  }
  return out;
}

/** Stored counts the way a caller sees them: one row per key after replacing merges. */
export async function storedCounts(store: Store) {
  const [counts] = await rows<{ listings: string; observations: string; distinct_events: string; media: string; runs: string }>(
    store,
    `SELECT
       (SELECT count() FROM listings FINAL WHERE ${LIVE_OBSERVATION_FILTER}) AS listings,
       (SELECT count() FROM listing_observations FINAL WHERE ${LIVE_OBSERVATION_FILTER}) AS observations,
       (SELECT uniqExact(event_id) FROM listing_observations WHERE ${LIVE_OBSERVATION_FILTER}) AS distinct_events,
       (SELECT count() FROM listing_media FINAL WHERE ${LIVE_OBSERVATION_FILTER}) AS media,
       (SELECT count() FROM source_runs FINAL) AS runs`,
  );
  return {
    listings: Number(counts?.listings),
    observations: Number(counts?.observations),
    distinctEvents: Number(counts?.distinct_events),
    media: Number(counts?.media),
    runs: Number(counts?.runs),
  };
}

/** A store whose n-th inserts fail, before writing or after writing (a lost acknowledgement). */
export function flakyStore(store: Store, plan: Map<number, 'before' | 'after'>): Store {
  let calls = 0;
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'insertRows') {
        return async (table: string, data: Record<string, unknown>[]) => {
          calls += 1;
          const failure = plan.get(calls);
          if (failure === 'before') throw new Error(`injected failure before insert #${calls}`);
          const result = await target.insertRows(table, data);
          if (failure === 'after') throw new Error(`injected failure after insert #${calls}`);
          return result;
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The value of a projector metric, summed over the series whose labels include `labels`. */
export async function metricValue(metrics: ProjectorMetrics, name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  return values.filter((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x)).reduce((sum, v) => sum + v.value, 0);
}

/** ESTATE_LARGE_TESTS=1 runs the fault tests at their full size (read here only). */
export const largeTests = process.env.ESTATE_LARGE_TESTS === '1';
