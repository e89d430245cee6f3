import { LIVE_WINDOW_MS } from '@estate/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKETS, defaultTopology, ensureStream, provision, ProvisioningError, type Bus } from '../src/index.js';
import { connectTo } from './helpers.js';
import { startNatsServer, type NatsServerHandle } from './nats.js';

describe('provisioning', () => {
  let server: NatsServerHandle;
  let bus: Bus;

  beforeAll(async () => {
    server = await startNatsServer();
    bus = await connectTo(server.url);
  });
  afterAll(async () => {
    await bus?.close();
    await server?.stop();
  });

  it('creates the topology once, then changes nothing', async () => {
    const first = await provision(bus, defaultTopology());
    expect(first.results.map((r) => `${r.kind}:${r.name}:${r.action}`)).toEqual([
      'stream:OBSERVATIONS:created',
      'stream:SERIES:created',
      'stream:JOBS:created',
      'stream:CHANGES:created',
      'stream:COLLECT_ITEMS:created',
      'stream:COLLECT_RESULTS:created',
      'consumer:OBSERVATIONS/projector:created',
      'consumer:SERIES/projector:created',
      'bucket:collectors:created',
      'bucket:listings:created',
      'bucket:listing_search:created',
      'bucket:stays:created',
      'bucket:stay_search:created',
      'bucket:stay_calendar_search:created',
      'bucket:agents:created',
      'bucket:agent_search:created',
      'bucket:agencies:created',
      'bucket:agency_search:created',
      'bucket:locations:created',
      'bucket:location_search:created',
      'bucket:buildings:created',
      'bucket:developments:created',
      'bucket:development_search:created',
      'bucket:open_houses:created',
      'bucket:auctions:created',
      'bucket:auction_search:created',
      'bucket:api_keys:created',
      'bucket:credits:created',
      'bucket:read_jobs:created',
      'bucket:read_job_results:created',
      'bucket:gateways:created',
      'bucket:collection_runs:created',
      'bucket:politeness:created',
    ]);
    const before = await bus.jsm.streams.info('OBSERVATIONS');
    const second = await provision(bus, defaultTopology());
    expect(second.results.every((r) => r.action === 'unchanged')).toBe(true);
    const after = await bus.jsm.streams.info('OBSERVATIONS');
    expect(after.created).toBe(before.created);

    const obs = after.config;
    expect(obs.subjects.sort()).toEqual(['obs.>', 'runs.>']);
    expect(obs.storage).toBe('file');
    expect(obs.max_age).toBe(3 * 24 * 3600 * 1e9);
    expect(obs.duplicate_window).toBe(120 * 1e9);
    expect((await bus.jsm.streams.info('JOBS')).config.retention).toBe('workqueue');
    const projector = await bus.jsm.consumers.info('OBSERVATIONS', 'projector');
    expect(projector.config.ack_policy).toBe('explicit');
    expect(projector.config.max_ack_pending).toBe(6000);
    const listings = await second.buckets[BUCKETS.listings]!.status();
    // The point-read documents expire with the live window, the one fact the 24 h tables' TTL also follows.
    expect(listings.ttl).toBe(LIVE_WINDOW_MS);
    expect(listings.history).toBe(1);
    const search = await second.buckets[BUCKETS.listingSearch]!.status();
    expect(search.ttl).toBe(LIVE_WINDOW_MS);
    expect(search.history).toBe(1);
    // Stays expire with the live window too, their search fields and calendars with them.
    for (const bucket of [BUCKETS.stays, BUCKETS.staySearch, BUCKETS.stayCalendarSearch]) {
      expect((await second.buckets[bucket]!.status()).ttl).toBe(LIVE_WINDOW_MS);
    }
    // So do agents, agencies and places, documents and search fields alike.
    for (const bucket of [BUCKETS.agents, BUCKETS.agentSearch, BUCKETS.agencies, BUCKETS.agencySearch, BUCKETS.locations, BUCKETS.locationSearch, BUCKETS.buildings, BUCKETS.developments, BUCKETS.developmentSearch, BUCKETS.openHouses, BUCKETS.auctions, BUCKETS.auctionSearch]) {
      expect((await second.buckets[bucket]!.status()).ttl).toBe(LIVE_WINDOW_MS);
    }
    // A read job's results and the change feed reach back as far as the listings live; the job itself outlives them, to say it expired.
    expect((await second.buckets[BUCKETS.readJobResults]!.status()).ttl).toBe(LIVE_WINDOW_MS);
    expect((await second.buckets[BUCKETS.readJobs]!.status()).ttl).toBeGreaterThan(LIVE_WINDOW_MS);
    expect((await bus.jsm.streams.info('CHANGES')).config.max_age).toBe(LIVE_WINDOW_MS * 1e6);
  });

  it('applies a changed topology where NATS allows it, and only that', async () => {
    const changed = defaultTopology({
      observationsMaxAgeMs: 4 * 24 * 3600 * 1000,
      projector: { ackWaitMs: 90_000 },
      listingsTtlMs: 12 * 3600 * 1000,
    });
    const result = await provision(bus, changed);
    const byName = Object.fromEntries(result.results.map((r) => [r.name, r]));
    expect(byName.OBSERVATIONS).toMatchObject({ action: 'updated', changed: ['max_age'] });
    expect(byName.SERIES?.action).toBe('unchanged');
    expect(byName['OBSERVATIONS/projector']).toMatchObject({ action: 'updated', changed: ['ack_wait'] });
    expect(byName['SERIES/projector']).toMatchObject({ action: 'updated', changed: ['ack_wait'] });
    expect(byName.listings).toMatchObject({ action: 'updated', changed: ['max_age'] });
    expect(byName.listing_search).toMatchObject({ action: 'updated', changed: ['max_age'] });
    expect(byName.collectors?.action).toBe('unchanged');
    expect((await bus.jsm.consumers.info('OBSERVATIONS', 'projector')).config.ack_wait).toBe(90 * 1e9);
    expect((await result.buckets[BUCKETS.listings]!.status()).ttl).toBe(12 * 3600 * 1000);

    const again = await provision(bus, changed);
    expect(again.results.filter((r) => r.action !== 'unchanged')).toEqual([]);
  });

  it('refuses a change the server cannot apply in place', async () => {
    const [observations] = defaultTopology().streams;
    await expect(ensureStream(bus, { ...observations!, storage: 'memory' })).rejects.toThrow(ProvisioningError);
  });
});
