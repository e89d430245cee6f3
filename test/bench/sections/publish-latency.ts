import { BUCKETS, openBucket, Publisher, silentLogger, type Bus } from '@estate/bus';
import type { StoredListing } from '@estate/documents';
import { DeliverPolicy } from '@nats-io/jetstream';
import { listingEvent, universeListing, type BaseListing } from '../listing-universe.js';
import { figure, percentiles, type Figure } from '../report.js';

export interface LatencyOptions {
  bus: Bus;
  bases: readonly BaseListing[];
  /** Listings already loaded: the run re-observes them, as collectors do on every run. */
  universe: number;
  eventsPerSecond: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Publish→queryable under a steady stream of re-observations: the time from handing an event to
 * the publisher to its document being readable (the projector writes the KV document after the
 * ClickHouse rows, so both reads see it by then). Baseline: the same events' delivery to a bare
 * ordered consumer of the stream, the floor JetStream itself sets.
 */
export async function measurePublishToQueryable(o: LatencyOptions): Promise<{ figures: Figure[]; details: Record<string, unknown> }> {
  const sentAt = new Map<string, number>();
  const queryable: number[] = [];
  const delivered: number[] = [];

  const kv = await openBucket(o.bus, BUCKETS.listings);
  const watcher = await kv.watch({ include: 'updates' });
  const watching = (async () => {
    for await (const entry of watcher) {
      if (entry.operation !== 'PUT') continue;
      const at = performance.now();
      const sent = sentAt.get(entry.json<StoredListing>().event_id);
      if (sent !== undefined) queryable.push(at - sent);
    }
  })();

  const consumer = await o.bus.js.consumers.get('OBSERVATIONS', { deliver_policy: DeliverPolicy.New, filter_subjects: ['obs.*.listing'] });
  const messages = await consumer.consume();
  const consuming = (async () => {
    for await (const m of messages) {
      const at = performance.now();
      const id = m.json<{ id?: string }>().id;
      const sent = id ? sentAt.get(id) : undefined;
      if (sent !== undefined) delivered.push(at - sent);
    }
  })();

  const publisher = new Publisher(o.bus, { logger: silentLogger });
  const tickMs = 50;
  const perTick = Math.max(1, Math.round((o.eventsPerSecond * tickMs) / 1000));
  const started = performance.now();
  let sent = 0;
  for (let tick = 0; performance.now() - started < o.seconds * 1000; tick++) {
    const observedAt = new Date().toISOString();
    for (let k = 0; k < perTick; k++) {
      const event = listingEvent(universeListing(o.bases, (sent * 7_919) % o.universe), observedAt, 'bench-latency');
      sentAt.set(event.id, performance.now());
      await publisher.publish(event);
      sent += 1;
    }
    const due = started + (tick + 1) * tickMs;
    await sleep(Math.max(0, due - performance.now()));
  }
  await publisher.flush();
  const publishedRate = sent / ((performance.now() - started) / 1000);

  const deadline = Date.now() + 30_000;
  while ((queryable.length < sent || delivered.length < sent) && Date.now() < deadline) await sleep(100);
  watcher.stop();
  await messages.close();
  await Promise.all([watching, consuming]);
  if (queryable.length < sent) throw new Error(`only ${queryable.length} of ${sent} published events became queryable within 30 s`);

  const q = percentiles(queryable);
  const d = percentiles(delivered);
  const baseline = 'JetStream delivery to a bare consumer';
  return {
    figures: [
      figure('publish_to_queryable.p50', q.p50, 'ms', { name: baseline, value: d.p50 }),
      figure('publish_to_queryable.p99', q.p99, 'ms', { name: baseline, value: d.p99 }, 'value <= 1000 ms'),
    ],
    details: { events: sent, events_per_s: Math.round(publishedRate), queryable_ms: q, delivered_ms: d },
  };
}
