// Auctions and developments through the real path, on one stack (the zillow collector replaying
// its sample universe, whose home pages flag auctions; the embedded process with its analysts' SQL
// endpoint), each slice's collectors started by its own describe block.
//
// The BOE's and the ZVG portal's pages, and Zillow's home pages flagged for auction, replayed by
// their collectors through NATS, the projector (ClickHouse and KV) and the gateway; every auction
// below is reached from ids the API returns.
//
// Rightmove's new-homes developments (a developer branch's property list) and its homes sold by
// auction (`auctionOnly`, timed in the description), replayed by collector-rightmove through
// NATS, the projector (ClickHouse and KV) and the gateway; every record is reached from ids the
// API returns, and the truth is computed from the sample listings the pages were rendered from.
import { join } from 'node:path';
import type { Schemas } from '@estate/client';
import type { AuctionBody, CapabilityBody, DevelopmentBody, ListingBody } from '@estate/contract';
import { auctionId, developmentId, listingId, zonedTimeToIso } from '@estate/normalize';
import { DATASET_RENDERERS, generate, rendererOf, rightmovePages, sampleBoeAuctions, sampleZvgAuctions, writeSamples } from '@estate/sample-data';
import { freePort } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, clientFor } from './support/api.js';
import { startStack, type Stack } from './support/stack.js';
import { poll } from './support/wait.js';

const SEED = 13;
// The sample world's "now" is today, so its auctions are open, ahead and past by the real clock,
// which is the gateway's: each status is checked against the clock at the request.
const AS_OF = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;

let stack: Stack;
let api: ReturnType<typeof clientFor>;
let sqlPort: number;

beforeAll(async () => {
  sqlPort = await freePort();
  stack = await startStack({ platforms: ['zillow'], sampleSize: 150, env: { SQL_PORT: String(sqlPort) } });
  api = clientFor(stack.url, stack.devKey);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

// First: its capabilities check names exactly the sources running before Rightmove's collector starts.
describe('auctions through the real path', () => {
  const boe = sampleBoeAuctions(SEED, AS_OF);
  const zvg = sampleZvgAuctions(SEED, AS_OF);
  const TOTAL = boe.length + zvg.length;
  /** Each sample auction's id as the API gives it, and the status its portal's page states for today. */
  const expected = new Map<string, string>([...boe.map((a) => [auctionId('boe', a.id), a.phase] as const), ...zvg.map((a) => [auctionId('zvg', `${a.land}:${a.zvgId}`), a.phase] as const)]);

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
    await writeSamples({ outDir: join(stack.dataDir, 'samples'), seed: SEED, size: 10, asOf: AS_OF, renderers: [], datasets: [DATASET_RENDERERS.boe, DATASET_RENDERERS.zvg] });
    await stack.startCollector('boe');
    await stack.startCollector('zvg');
    await pollStack('both portals projected', async () => {
      const answer = await search({ platforms: ['boe', 'zvg'], limit: 1 });
      return answer.status === 200 && answer.body.meta.pagination?.total === TOTAL ? true : undefined;
    });
    await stack.waitForListings((live) => (live.get('zillow') ?? 0) > 0);
  }, 120_000);

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
  }, 120_000);
});

describe('rightmove developments and auctions through the real path', () => {
  const SIZE = 600;
  const listings = generate({ seed: SEED, size: SIZE, asOf: AS_OF, platforms: ['rightmove'] }).listings;

  /** Each development's truth: its plots, and the price range over those that show a figure. */
  const developments = rightmovePages.developmentsOf(listings).map(({ development, plots }) => {
    const prices = plots.filter((p) => !rightmovePages.rightmovePresentation(p).poa).map((p) => p.price);
    return { id: developmentId('rightmove', development.branchId), development, plots, from: Math.min(...prices), to: Math.max(...prices) };
  });

  /** Each auction lot's truth: the instants its notice states (noon and 09:00 in London), and whether it sold. */
  const lots = listings.flatMap((listing) => {
    const lot = rightmovePages.auctionLotOf(listing);
    if (!lot) return [];
    const at = (day: string | undefined, hour: number) =>
      day === undefined ? undefined : Date.parse(zonedTimeToIso({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), hour, minute: 0 }, 'Europe/London') ?? '');
    return [{ id: auctionId('rightmove', listing.native_id), listing, soldStc: lot.soldStc, startsAt: at(lot.opensDay, 9), endsAt: at(lot.endsDay, 12) }];
  });
  type Lot = (typeof lots)[number];
  const served = lots.filter((l) => l.soldStc || l.endsAt !== undefined);
  const untimed = lots.filter((l) => !l.soldStc && l.endsAt === undefined);

  /** A lot's status at `now`, as the clock gives it: Sold STC is closed whatever the dates. */
  function statusAt(lot: Lot, now: number): string {
    if (lot.soldStc) return 'closed';
    if (lot.endsAt !== undefined && now >= lot.endsAt) return 'closed';
    return lot.startsAt !== undefined && now < lot.startsAt ? 'upcoming' : 'open';
  }

  /** `poll` with the stack's last output on failure. */
  const pollStack = <T>(what: string, read: () => Promise<T | undefined>, timeoutMs?: number): Promise<T> => poll(what, read, () => stack.output('embedded') + '\n' + stack.output('collector-rightmove'), timeoutMs);

  const searchDevelopments = (body: Schemas['DevelopmentSearchRequest']) => answered<DevelopmentBody[]>('searchDevelopments', api.POST('/v1/developments/search', { body }));
  const getDevelopment = (id: string) => answered<DevelopmentBody>('getDevelopment', api.GET('/v1/developments/{development_id}', { params: { path: { development_id: id } } }));
  const searchAuctions = (body: Schemas['AuctionSearchRequest']) => answered<AuctionBody[]>('searchAuctions', api.POST('/v1/auctions/search', { body }));
  const getAuction = (id: string) => answered<AuctionBody>('getAuction', api.GET('/v1/auctions/{auction_id}', { params: { path: { auction_id: id } } }));

  /** Every page of a search, by its cursors; fails on an id seen twice. */
  async function all<T extends { id: string }>(search: (cursor: string | undefined) => Promise<{ status: number; body: { data: T[]; meta: { pagination?: { next_cursor?: string } } } }>): Promise<T[]> {
    const out: T[] = [];
    let cursor: string | undefined;
    do {
      const page = await search(cursor);
      expect(page.status).toBe(200);
      out.push(...page.body.data);
      cursor = page.body.meta.pagination?.next_cursor;
    } while (cursor !== undefined);
    expect(new Set(out.map((r) => r.id)).size).toBe(out.length);
    return out;
  }

  const allDevelopments = () => all((cursor) => searchDevelopments({ platforms: ['rightmove'], limit: 3, ...(cursor ? { cursor } : {}) }));
  const allAuctions = (body: Schemas['AuctionSearchRequest'] = {}) => all((cursor) => searchAuctions({ platforms: ['rightmove'], ...body, limit: 5, ...(cursor ? { cursor } : {}) }));

  /** Current rows of Rightmove's records in `table` (observed at or after `since`, when given), through the analysts' endpoint. */
  async function tableCount(table: 'developments' | 'auctions', since?: Date): Promise<number> {
    const after = since === undefined ? '' : ` AND observed_at >= parseDateTime64BestEffort({since:String}, 3)`;
    const query = `SELECT count() AS n FROM ${table} FINAL WHERE platform = 'rightmove' AND observed_at > now() - INTERVAL 24 HOUR${after} FORMAT JSONEachRow`;
    const params = since === undefined ? '' : `&param_since=${encodeURIComponent(since.toISOString())}`;
    const response = await fetch(`http://127.0.0.1:${sqlPort}/?query=${encodeURIComponent(query)}${params}`);
    return Number((JSON.parse((await response.text()).trim()) as { n: string }).n);
  }

  beforeAll(async () => {
    await writeSamples({ outDir: join(stack.dataDir, 'samples'), seed: SEED, size: SIZE, asOf: AS_OF, renderers: [rendererOf('rightmove')] });
    await stack.startCollector('rightmove');
    await pollStack('developments and auctions projected', async () => {
      const [d, a] = await Promise.all([searchDevelopments({ platforms: ['rightmove'], limit: 1 }), searchAuctions({ platforms: ['rightmove'], limit: 1 })]);
      return d.status === 200 && a.status === 200 && d.body.meta.pagination?.total === developments.length && a.body.meta.pagination?.total === served.length ? true : undefined;
    });
    await stack.waitForListings((live) => (live.get('rightmove') ?? 0) > 0);
  }, 120_000);

  it('has what the checks below need: developments of several plots, and lots of every kind', () => {
    expect(developments.filter((d) => d.plots.length > 1).length).toBeGreaterThan(1);
    const now = Date.now();
    expect(served.some((l) => l.soldStc)).toBe(true);
    expect(served.some((l) => !l.soldStc && statusAt(l, now) === 'closed')).toBe(true);
    expect(served.some((l) => statusAt(l, now) !== 'closed')).toBe(true);
    expect(untimed.length).toBeGreaterThan(0);
  });

  it('shows the four operations in capabilities with Rightmove among their sources', async () => {
    const answer = await answered<CapabilityBody[]>('listCapabilities', api.GET('/v1/meta/capabilities'));
    for (const op of ['searchDevelopments', 'getDevelopment', 'searchAuctions', 'getAuction']) {
      const capability = answer.body.data.find((c) => c.operation_id === op);
      expect(['beta', 'active'], op).toContain(capability?.enablement);
      expect(capability?.sources.map((s) => s.platform), op).toContain('rightmove');
    }
  });

  it('finds every development with its developer, completion and the price range of its plots', async () => {
    const found = await allDevelopments();
    expect(found.map((d) => d.id).sort()).toEqual(developments.map((d) => d.id).sort());
    for (const truth of developments) {
      const d = found.find((f) => f.id === truth.id) as DevelopmentBody;
      // A development whose plots are all under offer or sold is sold out (the list shows none for sale).
      const forSale = truth.plots.filter((p) => p.status === 'active').length;
      expect(d).toMatchObject({ name: truth.development.name, developer: truth.development.brand, status: forSale > 0 ? 'selling' : 'sold_out', source: { platform: 'rightmove', country: 'GB', native_id: truth.development.branchId } });
      expect(d.address?.city).toBe(truth.development.city);
      expect((d.extensions as Record<string, unknown> | undefined)?.['completion_text']).toBe(truth.development.completion);
      expect(d.completion_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number(d.price_from?.amount)).toBe(truth.from);
      expect(Number(d.price_to?.amount)).toBe(truth.to);
      expect(d.unit_count).toBe(truth.plots.length);
      expect(d.units_for_sale).toBe(forSale);
    }
    const byTown = await searchDevelopments({ location: { kind: 'text', query: developments[0]?.development.city as string, country: 'GB' } });
    expect(byTown.body.data.map((d) => d.id)).toContain(developments[0]?.id);
  });

  it('reads a development by id, and each of its listing ids resolves with getListing', async () => {
    const truth = developments.find((d) => d.plots.length > 1) ?? (developments[0] as (typeof developments)[number]);
    const read = await getDevelopment(truth.id);
    expect(read.status).toBe(200);
    expect(read.body.data.listing_ids?.slice().sort()).toEqual(truth.plots.map((p) => listingId('rightmove', p.native_id)).sort());
    for (const id of read.body.data.listing_ids ?? []) {
      const listing = await answered<ListingBody>('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: id } } }));
      expect(listing.status).toBe(200);
      expect(listing.body.data.agency?.name).toBe(truth.development.display);
    }
  });

  it('serves each timed or sold lot with the status the clock gives it, linked to its listing', async () => {
    const found = await allAuctions();
    expect(found.map((a) => a.id).sort()).toEqual(served.map((l) => l.id).sort());
    for (const lot of served) {
      const before = Date.now();
      const read = await getAuction(lot.id);
      const after = Date.now();
      expect(read.status).toBe(200);
      const a = read.body.data;
      // The clock may cross a start or an end during the request: either side's status is right.
      expect([statusAt(lot, before), statusAt(lot, after)]).toContain(a.status);
      expect(a).toMatchObject({ reserve_disclosed: false, source: { platform: 'rightmove', country: 'GB', native_id: lot.listing.native_id } });
      expect(a.ends_at === undefined ? undefined : Date.parse(a.ends_at)).toBe(lot.endsAt);
      expect(a.starts_at === undefined ? undefined : Date.parse(a.starts_at)).toBe(lot.startsAt);
      if (lot.endsAt !== undefined) expect(a.timezone).toBe('Europe/London');
      expect(a.listing?.id).toBe(listingId('rightmove', lot.listing.native_id));
    }
    for (const status of ['upcoming', 'open', 'closed'] as const) {
      const now = Date.now();
      const filtered = await allAuctions({ status: [status] });
      expect(filtered.every((a) => a.status === status)).toBe(true);
      expect(filtered.length, status).toBe(served.filter((l) => statusAt(l, now) === status).length);
    }
  });

  it('serves no status for a lot whose listing states neither a time nor a sale', async () => {
    for (const lot of untimed) {
      const read = await getAuction(lot.id);
      expect(read.status).toBe(404);
      expect(read.body.error?.message).toMatch(/states neither its dates nor its state/);
    }
  });

  it('survives a second replay without doubling developments or auctions', async () => {
    const before = { developments: (await allDevelopments()).map((d) => d.id).sort(), auctions: (await allAuctions()).map((a) => a.id).sort() };
    // Every lot is a row, untimed ones too: the table keeps what the pages say.
    expect(await tableCount('developments')).toBe(developments.length);
    expect(await tableCount('auctions')).toBe(lots.length);
    const replayedAt = new Date();
    await stack.stopCollector('rightmove');
    await stack.startCollector('rightmove');
    await pollStack('the second replay projected', async () => ((await tableCount('developments', replayedAt)) === developments.length && (await tableCount('auctions', replayedAt)) === lots.length ? true : undefined));
    expect((await allDevelopments()).map((d) => d.id).sort()).toEqual(before.developments);
    expect((await allAuctions()).map((a) => a.id).sort()).toEqual(before.auctions);
    expect(await tableCount('developments')).toBe(developments.length);
    expect(await tableCount('auctions')).toBe(lots.length);
  }, 120_000);
});
