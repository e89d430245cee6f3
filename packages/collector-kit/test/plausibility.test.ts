import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, silentLogger, type Bus } from '@estate/bus';
import { decodeEvent, type EventOf } from '@estate/events';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorLogger } from '../src/logger.js';
import { REPLAY_MANIFEST_FILE } from '../src/replay-folder.js';
import { runCollector } from '../src/run-collector.js';
import { fakeDefinition, fakeRows, FAKE_PLATFORM, renderJsonLines } from './fake-platform.js';

const logger: CollectorLogger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
let server: NatsServerHandle;
let bus: Bus;
let samplesDir: string;

beforeAll(async () => {
  server = await startNatsServer();
  bus = await connect({ servers: server.url, name: 'collector-kit-plausibility', maxReconnectAttempts: 0, logger: silentLogger });
  samplesDir = await mkdtemp(join(tmpdir(), 'estate-plausibility-'));
});

afterAll(async () => {
  await bus.close();
  await server.stop();
  await rm(samplesDir, { recursive: true, force: true });
});

async function listingEvents(count: number): Promise<EventOf<'listing.observed'>[]> {
  const consumer = await bus.js.consumers.get('OBSERVATIONS', { filter_subjects: [`obs.${FAKE_PLATFORM}.listing`] });
  const events: EventOf<'listing.observed'>[] = [];
  for await (const m of await consumer.fetch({ max_messages: count, expires: 2_000 })) {
    const decoded = decodeEvent(m.data);
    if (!decoded.ok) throw new Error(`undecodable event on ${m.subject}`);
    events.push(decoded.event as EventOf<'listing.observed'>);
    if (events.length === count) break;
  }
  return events;
}

describe('the kit withholds implausible values of every collector it runs', () => {
  it('publishes a price of 0 and a 1 sq ft area with their status and rule, and leaves the other listings as read', async () => {
    const rows = fakeRows(5, 30);
    const zero = rows[3];
    const tiny = rows[17];
    if (!zero || !tiny) throw new Error('fake rows too few');
    zero.price = 0;
    tiny.area = 0.09;
    const pages = renderJsonLines(rows, 10);
    const dir = join(samplesDir, FAKE_PLATFORM);
    await mkdir(join(dir, 'search'), { recursive: true });
    for (const page of pages) await writeFile(join(dir, page.path), page.body);
    await writeFile(join(dir, REPLAY_MANIFEST_FILE), JSON.stringify({ generator: 'collector-kit-test', files: pages.map((p) => ({ path: p.path, content_type: p.content_type, bytes: Buffer.byteLength(p.body) })) }));

    const handle = await runCollector(fakeDefinition(), { samplesDir, intervalMs: 60_000, logger, heartbeatMs: 1_000, bus, instanceId: 'plausibility' });
    try {
      const until = Date.now() + 30_000;
      while (handle.lastRun() === undefined && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      expect(handle.lastRun()).toMatchObject({ status: 'success', counts: { by_kind: { listing: rows.length } } });
    } finally {
      await handle.stop();
    }
    const events = await listingEvents(rows.length);
    expect(events).toHaveLength(rows.length);
    const byId = new Map(events.map((e) => [e.data.native_id, e.data]));

    const zeroRead = byId.get(zero.id);
    expect(zeroRead?.price).toEqual({ currency: zero.currency, kind: 'asking' });
    expect(zeroRead?.field_status).toEqual({ price: 'implausible' });
    expect(zeroRead?.extensions).toEqual({ implausible: { price: { rule: 'zero_price', value: '0' } } });

    const tinyRead = byId.get(tiny.id);
    expect(tinyRead?.property.areas).toEqual([{ value: 0.09, unit: 'sqm', basis: 'living' }]);
    expect(tinyRead?.field_status).toEqual({ 'property.areas.living': 'implausible' });
    expect(tinyRead?.extensions).toEqual({ implausible: { 'property.areas.living': { rule: 'floor_area_minimum', value: 0.09 } } });

    const others = events.filter((e) => e.data.native_id !== zero.id && e.data.native_id !== tiny.id);
    expect(others).toHaveLength(rows.length - 2);
    for (const e of others) {
      expect(e.data.field_status, e.data.native_id).toBeUndefined();
      expect(e.data.price?.amount).toMatch(/^[1-9]\d*$/);
    }
  });
});
