// Two gateways, one truth: two gateway services over the same NATS and store, each holding its own
// search projection fed by its own watch of the listing search bucket, answer the same searches
// with the same ids in the same order and the same totals, and both see a new observation.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUCKETS, Publisher, connect, defaultTopology, openBucket, provision, silentLogger, type Bus } from '@estate/bus';
import { collectorManifest, ManifestKeeper } from '@estate/collector-kit';
import { collector as zillow } from '@estate/collector-zillow';
import type { Schemas } from '@estate/client';
import type { ListingBody } from '@estate/contract';
import { createEvent } from '@estate/events';
import { startGatewayService, type GatewayService } from '@estate/gateway';
import { listingId } from '@estate/normalize';
import { startProjector, type RunningProjector } from '@estate/projector';
import { createLogger } from '@estate/runtime';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleObservations } from './grouping/sample-observations.js';
import { ALL_STATUSES, answered, clientFor, searchAllListings } from './support/api.js';

const SIZE = 800;
const logger = createLogger({ name: 'two-gateways-e2e', level: 'warn' });

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let dir: string;
let bus: Bus;
let projector: RunningProjector;
let keeper: ManifestKeeper;
const gateways: { bus: Bus; service: GatewayService }[] = [];
let key: string;

async function waitCaughtUp(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = await bus.jsm.consumers.info('OBSERVATIONS', 'projector');
    if (info.num_pending === 0 && info.num_ack_pending === 0) return;
    if (Date.now() > deadline) throw new Error(`projector did not catch up: ${info.num_pending} pending`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A gateway service on a NATS connection of its own, sharing the store and the dev key file. */
async function startGateway(name: string): Promise<GatewayService> {
  const own = await connect({ servers: nats.url, name, logger: silentLogger });
  const service = await startGatewayService({ bus: own, store: clickhouse.store, logger, config: { port: 0, host: '127.0.0.1', devKeyPath: join(dir, 'dev-api-key') } });
  gateways.push({ bus: own, service });
  return service;
}

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  dir = await mkdtemp(join(tmpdir(), 'estate-two-gateways-'));
  bus = await connect({ servers: nats.url, name: 'two-gateways-e2e', logger: silentLogger });
  await provision(bus, defaultTopology());
  const { events } = sampleObservations({ seed: 5, size: SIZE, observedAt: new Date(Date.now() - 20 * 60_000) });
  const publisher = new Publisher(bus, { logger: silentLogger });
  for (const event of events) await publisher.publish(event);
  await publisher.flush();
  projector = await startProjector({ bus, store: clickhouse.store, logger, batchSize: 500 });
  await waitCaughtUp(180_000);
  // A running collector's manifest enables the search operations.
  keeper = new ManifestKeeper(
    await openBucket(bus, BUCKETS.collectors),
    collectorManifest(zillow, { mode: 'replay', instanceId: 'two-gateways', startedAt: new Date().toISOString() }),
    { logger: silentLogger, heartbeatMs: 2_000 },
  );
  await keeper.start();
  const started = performance.now();
  await startGateway('gateway-a');
  await startGateway('gateway-b');
  process.stdout.write(`two gateways: ${SIZE} listings, both search projections loaded in ${Math.round(performance.now() - started)} ms\n`);
  key = gateways[0]?.service.devKey?.key as string;
}, 300_000);

afterAll(async () => {
  for (const { bus: own, service } of gateways) {
    await service.close();
    await own.close();
  }
  await keeper?.stop();
  await projector?.stop();
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

const SEARCHES: Schemas['ListingSearchRequest'][] = [
  {},
  { status: ALL_STATUSES },
  { status: ALL_STATUSES, sort: 'price_asc' },
  { status: ALL_STATUSES, sort: 'price_desc', country: 'GB' },
  { status: ALL_STATUSES, sort: 'area_desc', bedrooms: { min: 2 } },
  { status: ALL_STATUSES, sort: 'price_per_sqm_asc', price: { min: 100_000, max: 900_000, currency: 'EUR' } },
  { transaction: 'rent', status: ALL_STATUSES },
  { status: ALL_STATUSES, location: { kind: 'bbox', west: -10, south: 35, east: 20, north: 60 } },
  { status: ALL_STATUSES, location: { kind: 'radius', latitude: 51.5, longitude: -0.12, radius_meters: 50_000 } },
  { status: ALL_STATUSES, location: { kind: 'text', query: 'Madrid' } },
];

/** Every page of a search on one gateway: the ids in order, and the total each page gave. */
async function walk(url: string, request: Schemas['ListingSearchRequest']): Promise<{ ids: string[]; totals: string[] }> {
  const { listings, pages } = await searchAllListings(clientFor(url, key), request, { limit: 37 });
  return { ids: listings.map((l) => l.id), totals: pages.map((p) => `${p.body.meta.pagination?.total}/${p.body.meta.pagination?.total_relation}`) };
}

describe('two gateways over the same NATS and store', () => {
  it('are both ready, each with its own projection', async () => {
    expect(gateways).toHaveLength(2);
    for (const { service } of gateways) {
      const ready = await fetch(`${service.address}/readyz`);
      expect(ready.status).toBe(200);
    }
  });

  it('answer the same searches with the same ids in the same order and the same totals', async () => {
    const [a, b] = gateways.map((g) => g.service.address) as [string, string];
    let found = 0;
    for (const request of SEARCHES) {
      const [onA, onB] = await Promise.all([walk(a, request), walk(b, request)]);
      expect(onB, JSON.stringify(request)).toEqual(onA);
      found += onA.ids.length;
    }
    // The searches found something: the comparison was not of empty pages.
    expect(found).toBeGreaterThan(SIZE);
  }, 120_000);

  it('both see a newly published observation', async () => {
    const nativeId = '990011001';
    const publisher = new Publisher(bus, { logger: silentLogger });
    await publisher.publish(
      createEvent({
        type: 'listing.observed',
        platform: 'zillow',
        provider: 'collector-zillow/replay',
        observed_at: new Date(),
        collector: { name: 'e2e', version: '0', run_id: 'two-gateways' },
        data: {
          native_id: nativeId,
          url: `https://www.zillow.com/homedetails/two-gateways/${nativeId}_zpid/`,
          transaction: 'sale',
          status: 'active',
          price: { amount: '123456', currency: 'USD', kind: 'asking' },
          property: { address: { country: 'US', city: 'Twogatesville' }, bedrooms: 2 },
          access_class: 'public_portal',
          country: 'US',
        },
      }),
    );
    await publisher.flush();
    const id = listingId('zillow', nativeId);
    for (const { service } of gateways) {
      // Bounded polling: the projector commits, then the watch delivers; no latency is asserted.
      let seen: ListingBody[] = [];
      for (let attempt = 0; attempt < 300 && seen.length === 0; attempt++) {
        const answer = await answered<ListingBody[]>('searchListings', clientFor(service.address, key).POST('/v1/listings/search', { body: { location: { kind: 'text', query: 'Twogatesville' } } }));
        expect(answer.status).toBe(200);
        seen = answer.body.data;
        if (seen.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(seen.map((l) => l.id)).toEqual([id]);
    }
  }, 60_000);
});
