// The change feed over HTTP carries `cross_listed` (a live home already listed on another
// platform appeared on this one) as the projector publishes it: the message passes the stream's
// schema check and the feed's filters, and the client reads the home and the other platforms.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { ListingChange as ListingChangeBodySchema, compileSchema, createAjv } from '@estate/contract';
import { listingChangeSubject, type ListingChange } from '@estate/events';
import { createLogger } from '@estate/runtime';
import { listingSearchFields, searchDocumentValues } from '@estate/search';
import { migrate } from '@estate/store';
import { startClickHouse, startNatsServer, type ClickHouseHandle, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGatewayService, type GatewayService } from '../src/service.js';
import { announceCollectors } from './harness.js';

const now = Date.now();
const observedAt = new Date(now - 60_000).toISOString();

let nats: NatsServerHandle;
let clickhouse: ClickHouseHandle;
let bus: Bus;
let gateway: GatewayService;
let dir: string;

beforeAll(async () => {
  [nats, clickhouse] = await Promise.all([startNatsServer(), startClickHouse()]);
  await migrate(clickhouse.store);
  bus = await connect({ servers: nats.url, logger: silentLogger });
  await provision(bus, defaultTopology());
  dir = await mkdtemp(join(tmpdir(), 'estate-gateway-cross-listed-'));
  await announceCollectors(bus, ['rightmove', 'zoopla'], ['searchListings', 'getListing'], new Date(now + 600_000).toISOString());
  const logger = createLogger({ name: 'gateway-cross-listed', level: 'silent' });
  gateway = await startGatewayService({ bus, store: clickhouse.store, logger, config: { port: 0, host: '127.0.0.1', devKeyPath: join(dir, 'key'), searchShards: 1 } });
  await gateway.ready;
}, 60_000);

afterAll(async () => {
  await gateway?.close();
  await bus?.close();
  await Promise.all([clickhouse?.stop(), nats?.stop()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A change as the projector publishes it, for a GB sale listing of `platform`. */
function change(type: ListingChange['type'], listing: string, platform: string, price: number, extra: Partial<ListingChange> = {}): ListingChange {
  const values = { platform, country: 'GB', transaction: 'sale', status: 'active', currency: 'GBP', price_amount: price, observed_at: Date.parse(observedAt), property_id: 'prp_home' };
  const event_id = `evt_${listing}_${type}`;
  const current = { price_amount: price, currency: 'GBP', status: 'active' };
  return { type, listing_id: listing, platform, observed_at: observedAt, event_id, current, search: { observed_at: observedAt, event_id, values: searchDocumentValues(listingSearchFields, values) }, ...extra };
}

async function publish(c: ListingChange): Promise<void> {
  await bus.js.publish(listingChangeSubject(c.platform), JSON.stringify(c), { msgID: `${c.listing_id}.${c.event_id}.${c.type}` });
}

/** Reads SSE events (id, event, data) from a feed until `count` arrived, then closes it. */
async function readEvents(path: string, count: number): Promise<{ id: string; event: string; data: Record<string, unknown> }[]> {
  const controller = new AbortController();
  const response = await fetch(`${gateway.address}${path}`, { headers: { accept: 'text/event-stream', 'x-api-key': gateway.devKey?.key as string }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const out: { id: string; event: string; data: Record<string, unknown> }[] = [];
  let text = '';
  const timer = setTimeout(() => controller.abort(), 20_000);
  try {
    while (out.length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end).split('\n');
        text = text.slice(end + 2);
        const field = (name: string) => block.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const data = field('data');
        if (data !== undefined) out.push({ id: field('id') ?? '', event: field('event') ?? '', data: JSON.parse(data) as Record<string, unknown> });
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return out;
}

describe('cross_listed on the change feed', () => {
  it('is sent with the home and the other platforms, through a platform filter, in stream order', async () => {
    await publish(change('new', 'lst_zp1', 'zoopla', 370_000));
    await publish(change('cross_listed', 'lst_zp1', 'zoopla', 370_000, { property_id: 'prp_home', other_platforms: ['onthemarket', 'rightmove'] }));
    // Another platform's change the filter leaves out, then one it lets through after it.
    await publish(change('cross_listed', 'lst_rm1', 'rightmove', 375_000, { property_id: 'prp_home', other_platforms: ['zoopla'] }));
    await publish(change('price_changed', 'lst_zp1', 'zoopla', 365_000, { previous: { price_amount: 370_000, currency: 'GBP', status: 'active' } }));

    const filter = encodeURIComponent(JSON.stringify({ platforms: ['zoopla'], country: 'GB' }));
    const events = await readEvents(`/v1/events?last_event_id=0&filter=${filter}`, 3);
    expect(events.map((e) => [e.event, e.data.type, e.data.listing_id])).toEqual([
      ['new', 'new', 'lst_zp1'],
      ['cross_listed', 'cross_listed', 'lst_zp1'],
      ['price_changed', 'price_changed', 'lst_zp1'],
    ]);
    const crossed = events[1]?.data;
    expect(crossed).toMatchObject({ id: '2', platform: 'zoopla', country: 'GB', property_id: 'prp_home', other_platforms: ['onthemarket', 'rightmove'], current: { price: { amount: '370000', currency: 'GBP' }, status: 'active' } });
    // Other changes carry neither field.
    expect(events[0]?.data).not.toHaveProperty('property_id');
    const valid = compileSchema(createAjv(), ListingChangeBodySchema);
    expect(events.every((e) => valid(e.data))).toBe(true);

    // Without a filter the rightmove one is there too, third in the stream.
    const all = await readEvents('/v1/events?last_event_id=0', 4);
    expect(all.map((e) => [e.id, e.data.type, e.data.platform])).toEqual([
      ['1', 'new', 'zoopla'],
      ['2', 'cross_listed', 'zoopla'],
      ['3', 'cross_listed', 'rightmove'],
      ['4', 'price_changed', 'zoopla'],
    ]);
  });
});
