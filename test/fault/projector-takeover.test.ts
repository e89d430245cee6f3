// Two projector processes against one nats-server and one store (the testkit's chdb HTTP endpoint,
// the only ClickHouse server that runs here): one holds the lease and projects, the other stands
// by. The active one is SIGKILLed while it holds a batch (ESTATE_LARGE_TESTS=1: again with a fresh
// standby); the standby takes over, nothing is lost, nothing doubled, and the property groups are
// those one uninterrupted projector makes of the same events. The lease TTL is shortened
// (PROJECTOR_LEASE_TTL_MS) so that the takeover, not the default TTL, is what the test waits for.
// The events are every listing portal's sample listings as their parsers read them (cross-listed
// properties included), published by this process in rounds through the collectors' Publisher: no
// collector processes, so that the two projectors have the machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, defaultTopology, provision, Publisher, silentLogger, type Bus } from '@estate/bus';
import { STREAM_NAMES, type AnyEvent } from '@estate/events';
import { projectBatch, PropertyMatcher, replayStream } from '@estate/projector';
import { createStore } from '@estate/store';
import { freePort, startChdbHttpEndpoint, startNatsServer, type ChdbHttpEndpointHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingEvent, parsedListings, renderPlatforms, type BaseListing } from '../bench/listing-universe.js';
import { largeTests } from './support/large-tests.js';
import { delivered, projectorConsumer, sleep, streamLastSeq, waitCaughtUp, waitForBatchInHand } from './support/projector-process.js';
import { spawnService, type ServiceProcess } from './support/service-process.js';
import { currentListings, disagreements, kvListings, observationCounts, storedObservationIds } from './support/store-audit.js';
import { auditObservations } from './support/stream-audit.js';

/** Sample universe: 150 listings over every listing portal. */
const SAMPLE_SIZE = 150;
/** Events published per pause: a steady flow, so that the active projector always has a batch in hand. */
const PUBLISH_CHUNK = 20;
const PUBLISH_PAUSE_MS = 250;
/** Kills of the active projector while it held unacked events; each is a takeover. */
const TAKEOVERS = largeTests ? 2 : 1;
/** Rounds of the sample published at least, however quickly the takeovers go. */
const MIN_ROUNDS = largeTests ? 8 : 3;
const BATCH_SIZE = 200;
/** A killed projector's batch is redelivered this soon (the takeover replays it before that). */
const ACK_WAIT_MS = 2_000;
const LEASE_TTL_MS = 2_000;
/** How long a standby may take to be active and finish the dead one's batch before the test calls it missing (the takeover time is printed). */
const TAKEOVER_BOUND_MS = 45_000;
/** Start-up from the build on a busy machine. */
const START_BOUND_MS = 45_000;
// Info: a start that does not finish says how far it got (migrations, the matcher warm) in its tail.
const childLogLevel = process.env.CHILD_LOG_LEVEL ?? 'info';
const say = (line: string) => process.stderr.write(`[takeover ${new Date().toISOString()}] ${line}\n`);

let nats: NatsServerHandle;
let endpoint: ChdbHttpEndpointHandle;
let bus: Bus;
let workDir: string;
const projectors: Projector[] = [];

interface Projector {
  process: ServiceProcess;
  metricsUrl: string;
}

beforeAll(async () => {
  nats = await startNatsServer({ syncInterval: '1s' });
  bus = await connect({ servers: nats.url, logger: silentLogger, name: 'takeover-test' });
  await provision(bus, defaultTopology({ projector: { ackWaitMs: ACK_WAIT_MS } }));
  endpoint = await startChdbHttpEndpoint();
  workDir = await mkdtemp(join(tmpdir(), 'estate-takeover-'));
}, 60_000);

afterAll(async () => {
  await Promise.all(projectors.map((p) => p.process.kill()));
  await bus?.close();
  await endpoint?.stop();
  await nats?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/**
 * Publishes every sample listing once per round, each round observed a little later (new events
 * of the same listings), in small chunks, until `stop` says so; returns the events published.
 */
async function publishRounds(bases: readonly BaseListing[], stop: () => boolean): Promise<number> {
  const publisher = new Publisher(bus, { logger: silentLogger });
  let published = 0;
  for (let round = 0; !stop() || round < MIN_ROUNDS; round++) {
    const observedAt = new Date().toISOString();
    for (const [i, base] of bases.entries()) {
      await publisher.publish(listingEvent(base, observedAt, `takeover-${round}`));
      published += 1;
      if (i % PUBLISH_CHUNK === PUBLISH_CHUNK - 1) await sleep(PUBLISH_PAUSE_MS);
    }
  }
  await publisher.flush();
  return published;
}

/** A real projector process in server mode, on the shared store, with its lease and /readyz. */
async function startProjector(name: string): Promise<Projector> {
  const port = await freePort();
  const env = {
    NATS_URL: nats.url,
    CLICKHOUSE_URL: endpoint.url,
    PROJECTOR_METRICS_PORT: String(port),
    PROJECTOR_BATCH_SIZE: String(BATCH_SIZE),
    PROJECTOR_ACK_WAIT_MS: String(ACK_WAIT_MS),
    PROJECTOR_LEASE_TTL_MS: String(LEASE_TTL_MS),
    LOG_LEVEL: childLogLevel,
  };
  const child = spawnService(name, 'projector', env, { unsetEnv: ['CLICKHOUSE_DATA_PATH'] });
  const projector = { process: child, metricsUrl: `http://127.0.0.1:${port}` };
  projectors.push(projector);
  return projector;
}

async function role(p: Projector): Promise<string | undefined> {
  try {
    const res = await fetch(`${p.metricsUrl}/readyz`);
    return ((await res.json()) as { role?: string }).role;
  } catch {
    return undefined;
  }
}

async function metric(p: Projector, name: string): Promise<number> {
  const text = await (await fetch(`${p.metricsUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

async function waitRole(p: Projector, wanted: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await role(p)) === wanted) return;
    if (!p.process.running()) throw new Error(`${p.process.name} exited before being ${wanted}:\n${p.process.tail().join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${p.process.name} was not ${wanted} within ${timeoutMs} ms (role ${await role(p)}):\n${p.process.tail().join('\n')}`);
    await sleep(100);
  }
}

/** Waits until one of two projectors started together holds the lease and the other stands by; returns them in that order. */
async function activeAndStandby(a: Projector, b: Projector): Promise<[Projector, Projector]> {
  const deadline = Date.now() + START_BOUND_MS;
  for (;;) {
    const roles = await Promise.all([role(a), role(b)]);
    if (roles[0] === 'active' && roles[1] === 'standby') return [a, b];
    if (roles[0] === 'standby' && roles[1] === 'active') return [b, a];
    for (const p of [a, b]) if (!p.process.running()) throw new Error(`${p.process.name} exited while starting:\n${p.process.tail().join('\n')}`);
    if (Date.now() > deadline) {
      const tails = [a, b].map((p, i) => `${p.process.name} (${roles[i]}):\n${p.process.tail().join('\n')}`).join('\n');
      throw new Error(`no active and standby pair within ${START_BOUND_MS} ms (roles ${roles.join(', ')}):\n${tails}`);
    }
    await sleep(100);
  }
}

/** Waits until the standby is active and the consumer's ack floor passed `seq`: the dead one's batch is committed and acked. */
async function waitTakenOver(standby: Projector, seq: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const info = await projectorConsumer(bus);
    if (info.ack_floor.stream_seq >= seq && (await role(standby)) === 'active') return Date.now() - started;
    if (!standby.process.running()) throw new Error(`the standby exited:\n${standby.process.tail().join('\n')}`);
    if (Date.now() - started > TAKEOVER_BOUND_MS) {
      throw new Error(`no takeover within ${TAKEOVER_BOUND_MS} ms: ack floor ${info.ack_floor.stream_seq} < ${seq}, role ${await role(standby)}:\n${standby.process.tail().join('\n')}`);
    }
    await sleep(100);
  }
}

/** What one uninterrupted projector makes of the stream: every listing's property, matched in stream order from an empty matcher. */
async function referenceProperties(lastSeq: number): Promise<Map<string, string>> {
  const matcher = new PropertyMatcher();
  const out = new Map<string, string>();
  await replayStream(bus, STREAM_NAMES.observations, { from: 1, to: lastSeq }, 1_000, async (events: AnyEvent[]) => {
    for (const { listing_id: listing, property_id: property } of projectBatch(events, matcher).rows.listings) {
      if (listing === undefined || property === undefined) throw new Error('a listings row without its listing or property id');
      out.set(listing, property);
    }
  });
  return out;
}

const groupsOf = (properties: ReadonlyMap<string, string>): number => {
  const sizes = new Map<string, number>();
  for (const property of properties.values()) sizes.set(property, (sizes.get(property) ?? 0) + 1);
  return [...sizes.values()].filter((n) => n > 1).length;
};

describe('two projector processes, the active one SIGKILLed mid-batch', () => {
  it('hands over to the standby, stores every observation once and groups properties as one projector does', async () => {
    const bases = parsedListings(renderPlatforms(11, SAMPLE_SIZE), new Date().toISOString());
    say(`${bases.length} sample listings; starting two projectors`);
    // Both start at once; the lease decides which one projects.
    let [active, standby] = await activeAndStandby(await startProjector('projector-1'), await startProjector('projector-2'));
    expect(await metric(active, 'projector_active')).toBe(1);
    expect(await metric(standby, 'projector_active')).toBe(0);
    say('one active, one standing by; publishing');

    let faultsDone = false;
    const publishing = publishRounds(bases, () => faultsDone);
    const flowing = Date.now() + START_BOUND_MS;
    while ((await streamLastSeq(bus)) === 0) {
      if (Date.now() > flowing) throw new Error('nothing was published');
      await sleep(250);
    }

    const takeoverMs: number[] = [];
    const replayed: number[] = [];
    let kills = 0;
    let next = 3;
    while (takeoverMs.length < TAKEOVERS) {
      if (kills >= 3 * TAKEOVERS) throw new Error(`only ${takeoverMs.length} of ${kills} kills found events in hand`);
      await waitForBatchInHand(bus, active.process, await delivered(bus));
      await sleep(Math.floor(Math.random() * 300));
      const exit = await active.process.kill();
      expect(exit.signal, active.process.tail().join('\n')).toBe('SIGKILL');
      kills += 1;
      const info = await projectorConsumer(bus);
      const midBatch = info.num_ack_pending > 0;
      say(`killed ${active.process.name} (${midBatch ? `${info.num_ack_pending} unacked` : 'nothing in hand'}); waiting for ${standby.process.name}`);
      const ms = await waitTakenOver(standby, info.delivered.stream_seq);
      say(`${standby.process.name} took over in ${ms} ms`);
      if (midBatch) {
        takeoverMs.push(ms);
        // The new active one projected the dead one's unacked events before anything newer.
        replayed.push(await metric(standby, 'projector_in_doubt_replayed_total'));
      }
      active = standby;
      if (takeoverMs.length === TAKEOVERS) break;
      standby = await startProjector(`projector-${next++}`);
      await waitRole(standby, 'standby', START_BOUND_MS);
    }

    faultsDone = true;
    const publishedEvents = await publishing;
    say(`${publishedEvents} events published; waiting for ${active.process.name} to catch up`);
    await waitCaughtUp(bus, active.process, 60_000);
    // A graceful stop commits and acks the batch in hand, gives the lease up and exits 0.
    expect(await active.process.terminate(), active.process.tail().join('\n')).toEqual({ code: 0, signal: null });

    const stream = await auditObservations(bus);
    const kv = await kvListings(bus);
    const reference = await referenceProperties(stream.lastSeq);
    const store = await createStore({ url: endpoint.url });
    let counts, storedIds: Set<string>, current, properties: Map<string, string>;
    try {
      counts = await observationCounts(store);
      storedIds = await storedObservationIds(store);
      current = await currentListings(store);
      const rows = await store.queryRows<{ listing_id: string; property_id: string }>('SELECT listing_id, property_id FROM listings FINAL');
      properties = new Map(rows.map((r) => [r.listing_id, r.property_id]));
    } finally {
      await store.close();
    }

    const published = stream.listingEventIds.size;
    // eslint-disable-next-line no-console -- the line the fault suite reports
    console.log(
      `takeover published=${published} stored=${counts.distinctEvents} duplicates=${counts.duplicates} takeovers=${takeoverMs.length} all_kills=${kills}` +
        ` takeover_ms=${takeoverMs.join(',')} in_doubt_replayed=${replayed.join(',')} listings=${current.rows} property_groups=${groupsOf(reference)}`,
    );

    expect(stream.undecodable).toBe(0);
    expect(published).toBe(publishedEvents);
    expect(published).toBeGreaterThanOrEqual(MIN_ROUNDS * bases.length);
    expect(takeoverMs).toHaveLength(TAKEOVERS);
    for (const n of replayed) expect(n).toBeGreaterThan(0);

    // published == stored, the same event ids, and no event visible twice.
    expect(counts.distinctEvents).toBe(published);
    expect([...stream.listingEventIds].filter((id) => !storedIds.has(id)).slice(0, 5)).toEqual([]);
    expect([...storedIds].filter((id) => !stream.listingEventIds.has(id)).slice(0, 5)).toEqual([]);
    expect(counts.duplicates).toBe(0);

    // The current row and the KV document of every listing are its newest observation.
    const newest = new Map([...stream.latest].map(([id, version]) => [id, version.event_id]));
    expect(current.rows).toBe(current.byListing.size);
    expect(disagreements(newest, current.byListing)).toEqual([]);
    expect(disagreements(newest, kv)).toEqual([]);

    // The property of every listing is the one a single projector gives it over the same events.
    expect(groupsOf(reference)).toBeGreaterThan(10);
    expect(properties.size).toBe(reference.size);
    expect(disagreements(reference, properties)).toEqual([]);
  }, largeTests ? 600_000 : 120_000);
});
