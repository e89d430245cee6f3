import { join } from 'node:path';
import type { Schemas } from '@estate/client';
import type { AuctionBody, CapabilityBody, ListingBody } from '@estate/contract';
import { auctionId } from '@estate/normalize';
import { DATASET_RENDERERS, sampleBoeAuctions, sampleZvgAuctions, writeSamples } from '@estate/sample-data';
import { freePort } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, clientFor } from './support/api.js';
import { startStack, type Stack } from './support/stack.js';
import { poll } from './support/wait.js';

// The BOE's and the ZVG portal's pages, and Zillow's home pages flagged for auction, replayed by
// their collectors through NATS, the projector (ClickHouse and KV) and the gateway; every auction
// below is reached from ids the API returns.
const SEED = 13;
// The sample world's "now" is today, so its auctions are open, ahead and past by the real clock.
const AS_OF = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
const boe = sampleBoeAuctions(SEED, AS_OF);
const zvg = sampleZvgAuctions(SEED, AS_OF);
const TOTAL = boe.length + zvg.length;
/** Each sample auction's id as the API gives it, and the status its portal's page states for today. */
const expected = new Map<string, string>([...boe.map((a) => [auctionId('boe', a.id), a.phase] as const), ...zvg.map((a) => [auctionId('zvg', `${a.land}:${a.zvgId}`), a.phase] as const)]);

let stack: Stack;
let api: ReturnType<typeof clientFor>;
let sqlPort: number;

/** `poll` with the stack's last output on failure. */
const pollStack = <T>(what: string, read: () => Promise<T | undefined>, timeoutMs?: number): Promise<T> => poll(what, read, () => stack.output('embedded') + '\n' + stack.output('collector-boe'), timeoutMs);

type SearchBody = Schemas['AuctionSearchRequest'];
const search = (body: SearchBody) => answered<AuctionBody[]>('searchAuctions', api.POST('/v1/auctions/search', { body }));
const getAuction = (id: string) => answered<AuctionBody>('getAuction', api.GET('/v1/auctions/{auction_id}', { params: { path: { auction_id: id } } }));

/** Every page of a search, by its cursors; fails on an id seen twice. */
async function searchAll(body: SearchBody): Promise<AuctionBody[]> {
  const out: AuctionBody[] = [];
  let cursor: string | undefined;
  do {
    const page = await search({ ...body, limit: 5, ...(cursor ? { cursor } : {}) });
    expect(page.status).toBe(200);
    out.push(...page.body.data);
    cursor = page.body.meta.pagination?.next_cursor;
  } while (cursor !== undefined);
  expect(new Set(out.map((a) => a.id)).size).toBe(out.length);
  return out;
}

/** Current rows of the portals' auctions in the `auctions` table (observed at or after `since`, when given), through the analysts' endpoint. */
async function tableCount(since?: Date): Promise<number> {
  const after = since === undefined ? '' : ` AND observed_at >= parseDateTime64BestEffort({since:String}, 3)`;
  const query = `SELECT count() AS n FROM auctions FINAL WHERE platform IN ('boe', 'zvg') AND observed_at > now() - INTERVAL 24 HOUR${after} FORMAT JSONEachRow`;
  const params = since === undefined ? '' : `&param_since=${encodeURIComponent(since.toISOString())}`;
  const response = await fetch(`http://127.0.0.1:${sqlPort}/?query=${encodeURIComponent(query)}${params}`);
  return Number((JSON.parse((await response.text()).trim()) as { n: string }).n);
}

beforeAll(async () => {
  sqlPort = await freePort();
  stack = await startStack({ platforms: ['zillow'], sampleSize: 150, env: { SQL_PORT: String(sqlPort) } });
  api = clientFor(stack.url, stack.devKey);
  await writeSamples({ outDir: join(stack.dataDir, 'samples'), seed: SEED, size: 10, asOf: AS_OF, renderers: [], datasets: [DATASET_RENDERERS.boe, DATASET_RENDERERS.zvg] });
  await stack.startCollector('boe');
  await stack.startCollector('zvg');
  await pollStack('both portals projected', async () => {
    const answer = await search({ platforms: ['boe', 'zvg'], limit: 1 });
    return answer.status === 200 && answer.body.meta.pagination?.total === TOTAL ? true : undefined;
  });
  await stack.waitForListings((live) => (live.get('zillow') ?? 0) > 0);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

describe('auctions through the real path', () => {
  it('shows searchAuctions and getAuction beta in capabilities, served by both portals and Zillow', async () => {
    const answer = await answered<CapabilityBody[]>('listCapabilities', api.GET('/v1/meta/capabilities'));
    const auctions = answer.body.data.filter((c) => c.path.startsWith('/v1/auctions'));
    expect(Object.fromEntries(auctions.map((c) => [c.operation_id, c.enablement]))).toEqual({ searchAuctions: 'beta', getAuction: 'beta' });
    for (const c of auctions) expect(c.sources.map((s) => s.platform).sort()).toEqual(['boe', 'zillow', 'zvg']);
  });

  it('pages every auction once, each with the status its portal and the clock give it', async () => {
    const all = await searchAll({ platforms: ['boe', 'zvg'] });
    expect(all).toHaveLength(TOTAL);
    expect(Object.fromEntries(all.map((a) => [a.id, a.status]))).toEqual(Object.fromEntries(expected));
    // In the order of their dates: the end where stated, else the start (a ZVG Termin).
    const dates = all.map((a) => Date.parse(a.ends_at ?? a.starts_at ?? ''));
    expect(dates).toEqual([...dates].sort((x, y) => x - y));
  });

  it('filters by status, platform, place and end time, as the contract names them', async () => {
    for (const status of ['upcoming', 'open', 'closed', 'suspended', 'cancelled'] as const) {
      const found = await searchAll({ platforms: ['boe', 'zvg'], status: [status] });
      expect(found.map((a) => a.id).sort(), status).toEqual([...expected].filter(([, s]) => s === status).map(([id]) => id).sort());
    }
    const german = await searchAll({ platforms: ['zvg'] });
    expect(german).toHaveLength(zvg.length);
    expect(german.every((a) => a.source.platform === 'zvg' && a.source.country === 'DE')).toBe(true);
    const madrid = await searchAll({ location: { kind: 'text', query: 'Madrid' } });
    expect(madrid.map((a) => a.source.native_id).sort()).toEqual(boe.filter((a) => a.lot.city.name === 'Madrid').map((a) => a.id).sort());
    const now = Date.now();
    const endingSoon = await searchAll({ platforms: ['boe', 'zvg'], ends_after: new Date(now).toISOString(), ends_before: new Date(now + 30 * 86_400_000).toISOString() });
    expect(endingSoon.length).toBeGreaterThan(0);
    expect(endingSoon.every((a) => a.ends_at !== undefined && Date.parse(a.ends_at) >= now && Date.parse(a.ends_at) <= now + 30 * 86_400_000)).toBe(true);
    const inverted = await search({ ends_after: new Date(now).toISOString(), ends_before: new Date(now - 1).toISOString() });
    expect(inverted.status).toBe(400);
    expect(inverted.body.error?.code).toBe('invalid_request');
  });

  it('reads a BOE auction by the id a search returned: dates with their zone, bids, terms, the lot', async () => {
    const [first] = (await search({ platforms: ['boe'], status: ['open'], limit: 1 })).body.data;
    const truth = boe.find((a) => a.id === first?.source.native_id);
    expect(truth).toBeDefined();
    const read = await getAuction(first?.id as string);
    expect(read.status).toBe(200);
    const a = read.body.data;
    expect(a).toMatchObject({ id: first?.id, status: 'open', timezone: 'Europe/Madrid', terms_url: `https://www.boe.es/diario_boe/txt.php?id=${truth?.boeNotice}`, reserve_disclosed: true });
    expect(a.source).toMatchObject({ platform: 'boe', access_class: 'open_data', country: 'ES', url: `https://subastas.boe.es/detalleSubasta.php?idSub=${truth?.id}` });
    expect(a.property?.address).toMatchObject({ city: truth?.lot.city.name, postal_code: truth?.lot.postalCode });
    expect(Number(a.starting_bid?.amount ?? 0)).toBe((truth?.minimumBidCents ?? 0) / 100);
    // 18:00 in Madrid, the hour the page printed, whatever the season.
    expect(new Date(a.starts_at as string).toLocaleString('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', hour12: false })).toBe('18');
    expect(a.extensions).toMatchObject({ 'Tipo de subasta': truth?.kind, 'Anuncio BOE': truth?.boeNotice });
  });

  it('reads a cancelled ZVG notice as cancelled, with its Termin, court and valuation', async () => {
    const [first] = (await search({ platforms: ['zvg'], status: ['cancelled'], limit: 1 })).body.data;
    const read = await getAuction(first?.id as string);
    expect(read.status).toBe(200);
    const truth = zvg.find((a) => `${a.land}:${a.zvgId}` === read.body.data.source.native_id);
    expect(read.body.data).toMatchObject({ status: 'cancelled', timezone: 'Europe/Berlin', source_status: 'Der Termin wurde aufgehoben.' });
    expect(read.body.data.extensions).toMatchObject({ Aktenzeichen: truth?.aktenzeichen, Amtsgericht: truth?.court });
    expect(read.body.data).not.toHaveProperty('ends_at');
  });

  it('reads a Zillow home sold at auction with its live listing, whose id getListing answers', async () => {
    const flagged = await searchAll({ platforms: ['zillow'] });
    expect(flagged.length).toBeGreaterThan(0);
    for (const summary of flagged) {
      const read = await getAuction(summary.id);
      expect(read.status).toBe(200);
      const a = read.body.data;
      expect(a.source).toMatchObject({ platform: 'zillow', country: 'US' });
      expect(a.listing?.native_id).toBe(a.source.native_id);
      expect(a.status).toBe(Date.now() < Date.parse(a.starts_at as string) ? 'upcoming' : 'open');
      expect(new Date(a.starts_at as string).toLocaleString('en-US', { timeZone: a.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('10:00');
      const listing = await answered<ListingBody>('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: a.listing?.id as string } } }));
      expect(listing.status).toBe(200);
      expect(listing.body.data.id).toBe(a.listing?.id);
    }
  });

  it('answers 404 in the error envelope for an id it does not hold', async () => {
    const missing = await getAuction('auc_00000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe('not_found');
  });

  it('survives a second replay of both portals without doubling anything', async () => {
    const before = (await searchAll({ platforms: ['boe', 'zvg'] })).map((a) => a.id).sort();
    expect(await tableCount()).toBe(TOTAL);
    const replayedAt = new Date();
    await stack.stopCollector('boe');
    await stack.startCollector('boe');
    await stack.stopCollector('zvg');
    await stack.startCollector('zvg');
    // The second runs are in once every auction's current row is an observation of theirs.
    await pollStack('the second replay projected', async () => ((await tableCount(replayedAt)) === TOTAL ? true : undefined));
    const after = await searchAll({ platforms: ['boe', 'zvg'] });
    expect(after.map((a) => a.id).sort()).toEqual(before);
    expect((await search({ platforms: ['boe', 'zvg'], limit: 1 })).body.meta.pagination).toMatchObject({ total: TOTAL, total_relation: 'exact' });
    expect(await tableCount()).toBe(TOTAL);
  }, 180_000);
});
