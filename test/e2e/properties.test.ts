// Properties end to end: the rightmove, zoopla and zillow collectors and HM Land Registry's Price Paid
// collector replay their generated native files (yearly files and monthly A/C/D updates) onto
// NATS, the embedded process projects them into ClickHouse and serves /v1, and every assertion
// goes through HTTP with ids the API itself returned: search → listing → property → records.
// Resolution is scored against the generator's labels (which listed home each Price Paid
// transaction is about) and the valuation is backtested on held-out closed sales.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parsePricePaid } from '@estate/collector-landregistry';
import type { CapabilityBody, ComparableBody, ListingBody, PropertyBody, PropertyRecordBody } from '@estate/contract';
import type { PropertyRecordObserved } from '@estate/events';
import { generateApiKey, NatsKeyStore, valuate, type SaleEvidence } from '@estate/gateway';
import { listingId, placeRecord, recordId } from '@estate/normalize';
import { readDatasetTruth, type DatasetTruth } from '@estate/sample-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, clientFor, searchAllListings, type ApiAnswer } from './support/api.js';
import { startStack, type Stack } from './support/stack.js';

const SEED = 42;
// At 500 (measured, five portals) the valuation backtest had 24 held-out sales against its guard of
// 20, and the closed-sale comparables of the probed home came back empty. The size counts the
// second portals' listings too (236 of 800 with seed 42), so 800 now lists too few GB homes for
// the probed home's comparables: 1 000 lists 156 Rightmove homes (124 at 800).
const SIZE = 1_000;
/** Floors under the measured figures (see the printed line and docs/decisions.md). */
const MIN_PRECISION = 0.97;
const MIN_RECALL = 0.9;

let stack: Stack;
let api: ReturnType<typeof clientFor>;
let truth: DatasetTruth;
let gbListings: ListingBody[];
/** Every Price Paid row of the replayed files as the collector reads it, in replay order. */
let rows: PropertyRecordObserved[];

type Page<T> = ApiAnswer<T[]>;

/** A record's field by name (`fields` is the source's own object). */
const field = (r: PropertyRecordBody | undefined, name: string): unknown => (r?.fields as Record<string, unknown> | undefined)?.[name];
/** A record's normalised values (`fields.normalized`). */
const normalized = (r: PropertyRecordBody | undefined) => (field(r, 'normalized') ?? {}) as { price?: string; currency?: string };

const property = (id: string) => answered<PropertyBody>('getProperty', api.GET('/v1/properties/{property_id}', { params: { path: { property_id: id } } }));
const transactions = (id: string, query: { limit?: number; cursor?: string } = {}) =>
  answered<PropertyRecordBody[]>('getPropertyTransactions', api.GET('/v1/properties/{property_id}/transactions', { params: { path: { property_id: id }, query } }));

/** Every transaction of a property, paged to the end. */
async function allTransactions(id: string): Promise<PropertyRecordBody[]> {
  const out: PropertyRecordBody[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page: Page<PropertyRecordBody> = await transactions(id, { limit: 100, ...(cursor ? { cursor } : {}) });
    expect(page.status, JSON.stringify(page.body.error)).toBe(200);
    out.push(...page.body.data);
    if (!page.body.meta.pagination?.has_more) return out;
    cursor = page.body.meta.pagination.next_cursor;
  }
  throw new Error('transactions did not end');
}

async function until<T>(what: string, read: () => Promise<T>, ready: (value: T) => boolean, timeoutMs = 100_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ready(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} never happened: ${JSON.stringify(value).slice(0, 1500)}\n${stack.output('collector-landregistry')}\n${stack.output('embedded')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The rows of the replayed Price Paid files, read back by the collector's own parser, in the order the replay reads them. */
async function replayedRows(): Promise<PropertyRecordObserved[]> {
  const dir = join(stack.dataDir, 'samples', 'landregistry');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.csv')).sort();
  const context = { observedAt: new Date().toISOString(), retrievedAt: new Date().toISOString() };
  const out: PropertyRecordObserved[] = [];
  for (const path of files) {
    const parsed = parsePricePaid({ path, content_type: 'text/csv', body: await readFile(join(dir, path), 'utf8') }, context);
    out.push(...parsed.observations.flatMap((o) => (o.kind === 'property_record' ? [o.data] : [])));
  }
  return out;
}

beforeAll(async () => {
  // Zoopla lists about half of Rightmove's homes: its listings join their Rightmove homes' properties.
  stack = await startStack({ platforms: ['rightmove', 'zoopla', 'zillow'], datasets: ['landregistry'], sampleSeed: SEED, sampleSize: SIZE });
  api = clientFor(stack.url, stack.devKey);
}, 120_000);

// A hook of its own: starting the processes and waiting for their data are each bounded.
beforeAll(async () => {
  await stack.waitForListings((live) => (live.get('rightmove') ?? 0) > 0 && (live.get('zoopla') ?? 0) > 0 && (live.get('zillow') ?? 0) > 0, 100_000);
}, 120_000);

// The Price Paid files arrive on their own stream after the listings: bounded on their own.
beforeAll(async () => {
  const loaded = await readDatasetTruth(join(stack.dataDir, 'samples'), 'landregistry');
  if (!loaded) throw new Error('estate-samples wrote no Price Paid ground truth');
  truth = loaded;
  rows = await replayedRows();
  // The records arrive on their own stream: wait until the last monthly file's rows are served.
  const lastAdded = [...rows].reverse().find((r) => !r.retracted && placeRecord(r.keys) !== undefined && r.vintage.length === 7);
  if (!lastAdded) throw new Error('no addition in the monthly files');
  const placed = placeRecord(lastAdded.keys)?.propertyId as string;
  await until('the last monthly addition served', () => transactions(placed), (a) => a.status === 200 && a.body.data.some((r) => r.source.native_id === lastAdded.native_id));
  gbListings = (await searchAllListings(api, { country: 'GB', platforms: ['rightmove'] })).listings;
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('capabilities', () => {
  it('shows all eight property operations beta, served by Price Paid in GB', async () => {
    const answer = await answered<CapabilityBody[]>('listCapabilities', api.GET('/v1/meta/capabilities', {}));
    const ops = ['resolveProperty', 'getProperty', 'getPropertyListings', 'getPropertyRecords', 'getPropertyTransactions', 'getPropertyTaxAssessments', 'getPropertyValuations', 'getPropertyComparables'];
    for (const op of ops) {
      const capability = answer.body.data.find((c) => c.operation_id === op);
      expect(capability?.enablement, op).toMatch(/^(beta|active)$/);
    }
    expect(answer.body.data.find((c) => c.operation_id === 'getPropertyTransactions')?.countries).toContain('GB');
  });
});

describe('search → listing → property → records', () => {
  let listing: ListingBody;
  let propertyId: string;

  it('reaches a listed home’s sales from a listing the search returned', async () => {
    const truthListings = new Set(truth.records.flatMap((r) => r.listings.filter((l) => l.platform === 'rightmove').map((l) => listingId('rightmove', l.native_id))));
    listing = gbListings.find((l) => truthListings.has(l.id)) as ListingBody;
    expect(listing).toBeDefined();
    const got = await answered<ListingBody>('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: listing.id } } }));
    expect(got.status).toBe(200);
    propertyId = got.body.data.property.id;
    const home = await property(propertyId);
    expect(home.status).toBe(200);
    expect(home.body.data.id).toBe(propertyId);
    expect(home.body.meta.property_groups?.[0]?.listing_ids).toContain(listing.id);
    const sales = await allTransactions(propertyId);
    expect(sales.length).toBeGreaterThan(0);
    const sale = sales[0] as PropertyRecordBody;
    expect(sale).toMatchObject({ record_type: 'transaction', jurisdiction: 'GB-EAW', source: { platform: 'landregistry', access_class: 'open_data' } });
    expect(sale.id).toMatch(/^rec_/);
    expect(sale.fields).toHaveProperty('Transaction unique identifier', sale.source.native_id);
    expect(sale.fields).toHaveProperty('PPDCategory Type');
    expect(normalized(sale).currency).toBe('GBP');
    expect(normalized(sale).price).toMatch(/^\d+$/);
  });

  it('names the Price Paid release consulted in meta.sources, with the lag warning', async () => {
    const answer = await transactions(propertyId);
    const source = answer.body.meta.sources.find((s) => s.platform === 'landregistry');
    expect(source?.vintage).toMatch(/^\d{4}-\d{2}$/);
    expect(answer.body.meta.warnings.some((w) => w.code === 'dataset_lag' && w.message.includes(source?.vintage ?? '?'))).toBe(true);
  });

  it('lists the property’s listings and its records, paged without a repeat', async () => {
    const listings = await answered<ListingBody[]>('getPropertyListings', api.GET('/v1/properties/{property_id}/listings', { params: { path: { property_id: propertyId } } }));
    expect(listings.status).toBe(200);
    expect(listings.body.data.map((l) => l.id)).toContain(listing.id);
    const seen: PropertyRecordBody[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 20; i++) {
      const page = await answered<PropertyRecordBody[]>('getPropertyRecords', api.GET('/v1/properties/{property_id}/records', { params: { path: { property_id: propertyId }, query: { limit: 1, ...(cursor ? { cursor } : {}) } } }));
      expect(page.status).toBe(200);
      seen.push(...page.body.data);
      if (!page.body.meta.pagination?.has_more) break;
      cursor = page.body.meta.pagination.next_cursor;
    }
    const ids = seen.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Its sales, and what the rightmove page says of the home: tenure and council tax band.
    expect(seen.filter((r) => r.record_type === 'transaction').map((r) => r.id).sort()).toEqual((await allTransactions(propertyId)).map((r) => r.id).sort());
    const page = seen.find((r) => r.record_type === 'property_record' && r.source.platform === 'rightmove');
    expect(field(page, 'tenure')).toHaveProperty('tenureType');
    expect((field(page, 'normalized') as { tenure?: string }).tenure).toMatch(/^(freehold|leasehold)$/);
  });

  it('values the property with its own method, range and comparables, and ranks comparables by similarity', async () => {
    const answer = await answered<PropertyRecordBody[]>('getPropertyValuations', api.GET('/v1/properties/{property_id}/valuations', { params: { path: { property_id: propertyId } } }));
    expect(answer.status).toBe(200);
    const own = answer.body.data[0] as PropertyRecordBody;
    expect(own).toMatchObject({ record_type: 'valuation', source: { platform: 'estate' } });
    const f = own.fields as { value: string; value_low: string; value_high: string; confidence: number; method: string; currency: string; comparables: unknown[] };
    expect(Number(f.value_low)).toBeLessThanOrEqual(Number(f.value));
    expect(Number(f.value_high)).toBeGreaterThanOrEqual(Number(f.value));
    expect(f.confidence).toBeGreaterThan(0);
    expect(f.currency).toBe('GBP');
    expect(f.comparables.length).toBeGreaterThan(0);

    const comps = await answered<ComparableBody[]>('getPropertyComparables', api.GET('/v1/properties/{property_id}/comparables', { params: { path: { property_id: propertyId }, query: { limit: 5 } } }));
    expect(comps.status).toBe(200);
    expect(comps.body.data.length).toBeGreaterThan(0);
    expect(comps.body.data.length).toBeLessThanOrEqual(5);
    const scores = comps.body.data.map((c) => c.similarity ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(comps.body.data.every((c) => c.property.id !== propertyId && c.selection_method)).toBe(true);
    const sales = await answered<ComparableBody[]>('getPropertyComparables', api.GET('/v1/properties/{property_id}/comparables', { params: { path: { property_id: propertyId }, query: { basis: 'closed_sale', limit: 100 } } }));
    expect(sales.body.data.length).toBeGreaterThan(0);
    expect(sales.body.data.every((c) => c.basis === 'closed_sale' && c.price?.kind === 'sold' && c.source.platform === 'landregistry')).toBe(true);
    const listed = await answered<ComparableBody[]>('getPropertyComparables', api.GET('/v1/properties/{property_id}/comparables', { params: { path: { property_id: propertyId }, query: { basis: 'active_listing' } } }));
    expect(listed.body.data.every((c) => c.basis === 'active_listing' && c.listing !== undefined && c.distance_meters !== undefined)).toBe(true);
  });

  it('needs the tax_assessments entitlement for tax assessments', async () => {
    const allowed = await answered<PropertyRecordBody[]>('getPropertyTaxAssessments', api.GET('/v1/properties/{property_id}/tax-assessments', { params: { path: { property_id: propertyId } } }));
    expect(allowed.status).toBe(200);
    const keys = await NatsKeyStore.open(stack.bus);
    const { key, keyId, hash } = generateApiKey();
    await keys.put({ key_id: keyId, hash, name: 'no-tax', created_at: new Date().toISOString(), entitlements: [] });
    const refused = await answered('getPropertyTaxAssessments', clientFor(stack.url, key).GET('/v1/properties/{property_id}/tax-assessments', { params: { path: { property_id: propertyId } } }));
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('entitlement_required');
  });
});

describe('what the listing platforms show of the home', () => {
  it('serves a zillow home’s tax history, past sale and Zestimate with its band as the home’s records', async () => {
    const us = (await searchAllListings(api, { country: 'US', platforms: ['zillow'] })).listings;
    let found: { tax: PropertyRecordBody[]; valuations: PropertyRecordBody[]; sales: PropertyRecordBody[] } | undefined;
    for (const listing of us.slice(0, 40)) {
      const id = listing.property.id;
      const tax = await answered<PropertyRecordBody[]>('getPropertyTaxAssessments', api.GET('/v1/properties/{property_id}/tax-assessments', { params: { path: { property_id: id } } }));
      expect(tax.status).toBe(200);
      const valuations = await answered<PropertyRecordBody[]>('getPropertyValuations', api.GET('/v1/properties/{property_id}/valuations', { params: { path: { property_id: id } } }));
      const sales = await allTransactions(id);
      if (tax.body.data.length > 0 && valuations.body.data.some((v) => v.source.platform === 'zillow') && sales.length > 0) {
        found = { tax: tax.body.data, valuations: valuations.body.data, sales };
        break;
      }
    }
    expect(found, 'a zillow home with tax history, a Zestimate and a past sale').toBeDefined();
    const { tax, valuations, sales } = found as NonNullable<typeof found>;
    expect(tax[0]).toMatchObject({ record_type: 'tax_assessment', source: { platform: 'zillow' } });
    expect(field(tax[0], 'taxPaid')).toBeTypeOf('number');
    expect(normalized(tax[0])).toMatchObject({ currency: 'USD' });
    const zestimate = valuations.find((v) => v.source.platform === 'zillow') as PropertyRecordBody;
    const z = field(zestimate, 'normalized') as { value: string; value_low: string; value_high: string; method: string };
    expect(z.method).toBe('zestimate');
    expect(Number(z.value_low)).toBeLessThan(Number(z.value));
    expect(Number(z.value_high)).toBeGreaterThan(Number(z.value));
    expect(field(zestimate, 'zestimateLowPercent')).toBeTypeOf('string');
    expect(sales.some((s) => s.source.platform === 'zillow' && field(s, 'event') === 'Sold')).toBe(true);
  });
});

describe('resolveProperty', () => {
  it('resolves a listing id, a listing URL and an address to the property, saying how', async () => {
    const listing = gbListings[0] as ListingBody;
    const byId = await answered<PropertyBody>('resolveProperty', api.POST('/v1/properties/resolve', { body: { listing_id: listing.id } }));
    expect(byId.status).toBe(200);
    expect(byId.body.data.id).toBe(listing.property.id);
    expect(byId.body.meta.property_groups?.[0]).toMatchObject({ property_id: listing.property.id, match_method: 'native_reference', status: 'matched' });
    if (listing.source.url) {
      const byUrl = await answered<PropertyBody>('resolveProperty', api.POST('/v1/properties/resolve', { body: { url: listing.source.url } }));
      expect(byUrl.body.data.id).toBe(listing.property.id);
    }
    const sale = rows.find((r) => !r.retracted && r.keys.gb?.paon && /^\d+$/.test(r.keys.gb.paon) && !r.keys.gb.saon) as PropertyRecordObserved;
    const gb = sale.keys.gb as NonNullable<PropertyRecordObserved['keys']['gb']>;
    const byAddress = await answered<PropertyBody>('resolveProperty', api.POST('/v1/properties/resolve', { body: { address: { line1: `${gb.paon} ${gb.street?.toLowerCase()}`, postal_code: gb.postcode.toLowerCase(), country: 'GB' } } }));
    expect(byAddress.status).toBe(200);
    expect(byAddress.body.data.id).toBe(placeRecord(sale.keys)?.propertyId);
    expect(byAddress.body.meta.property_groups?.[0]).toMatchObject({ match_method: 'gb_postcode_paon', confidence: 0.97 });
  });

  it('answers bad input with the envelope’s clear error', async () => {
    const noCountry = await answered('resolveProperty', api.POST('/v1/properties/resolve', { body: { address: { line1: '1 Nowhere Road' } } as never }));
    expect(noCountry.status).toBe(400);
    const nowhere = await answered('resolveProperty', api.POST('/v1/properties/resolve', { body: { address: { line1: '999 Nowhere Road', postal_code: 'ZZ9 9ZZ', country: 'GB' } } }));
    expect(nowhere.status).toBe(404);
    const unknown = await property('prp_0000000000000000000z');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('not_found');
    const badLimit = await answered('getPropertyComparables', api.GET('/v1/properties/{property_id}/comparables', { params: { path: { property_id: 'prp_x' }, query: { limit: 0 } } }));
    expect(badLimit.status).toBe(400);
  });
});

describe('Price Paid updates', () => {
  it('takes a D row out of every read, and answers its record id with a 404 saying so', async () => {
    const deleted = rows.filter((r) => r.retracted && placeRecord(r.keys));
    expect(deleted.length).toBeGreaterThan(0);
    for (const d of deleted) {
      const home = placeRecord(d.keys)?.propertyId as string;
      const answer = await transactions(home, { limit: 100 });
      // A home whose only sale was deleted is no longer known at all.
      if (answer.status === 404) continue;
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((r) => r.source.native_id), d.native_id).not.toContain(d.native_id);
    }
    const first = deleted[0] as PropertyRecordObserved;
    const asProperty = await property(recordId('landregistry', 'ppd', first.native_id));
    expect(asProperty.status).toBe(404);
    expect(asProperty.body.error?.message).toContain('retracted');
  });

  it('serves a C row’s corrected price, not the yearly file’s', async () => {
    const changed = rows.filter((r) => r.fields['Record Status - monthly file only'] === 'C' && placeRecord(r.keys));
    expect(changed.length).toBeGreaterThan(0);
    for (const c of changed.slice(0, 5)) {
      const later = rows.filter((r) => r.native_id === c.native_id && r.vintage > c.vintage);
      if (later.length > 0) continue;
      const served = (await transactions(placeRecord(c.keys)?.propertyId as string, { limit: 100 })).body.data.find((r) => r.source.native_id === c.native_id);
      expect(normalized(served).price).toBe(c.values.price);
      expect(field(served, 'vintage')).toBe(c.vintage);
    }
  });

  it('loses and doubles nothing when the files are replayed again', async () => {
    const probe = gbListings.slice(0, 30).map((l) => l.property.id);
    const before = await Promise.all(probe.map(async (id) => (await allTransactions(id)).map((r) => `${r.id}:${normalized(r).price}`).sort()));
    const withSales = probe.find((_, i) => (before[i] ?? []).length > 0) as string;
    expect(withSales).toBeDefined();
    const runBefore = (await transactions(withSales)).body.meta.sources.find((s) => s.platform === 'landregistry')?.observed_at;
    await stack.stopCollector('landregistry');
    await stack.startCollector('landregistry');
    // While the collector is away its operations answer 501; then its second run completes.
    await until('a second Price Paid run', () => transactions(withSales), (a) => a.status === 200 && (a.body.meta.sources.find((s) => s.platform === 'landregistry')?.observed_at ?? '') > (runBefore ?? ''));
    await until('the projector caught up', () => stack.progress(), (p) => p.backlog === 0);
    const after = await Promise.all(probe.map(async (id) => (await allTransactions(id)).map((r) => `${r.id}:${normalized(r).price}`).sort()));
    expect(after).toEqual(before);
  }, 120_000);
});

describe('accuracy against the generator’s labels', () => {
  it('links listings to their own sales: precision and recall of (listing, transaction) pairs', async () => {
    const live = new Set(gbListings.map((l) => l.id));
    const truePairs = new Set(
      truth.records.flatMap((r) => r.listings.filter((l) => l.platform === 'rightmove').map((l) => listingId('rightmove', l.native_id)).filter((id) => live.has(id)).map((id) => `${id}|${r.native_id}`)),
    );
    const predicted = new Set<string>();
    // A few requests at a time: the gateway answers them side by side.
    for (let i = 0; i < gbListings.length; i += 8) {
      const batch = gbListings.slice(i, i + 8);
      const answers = await Promise.all(batch.map((listing) => allTransactions(listing.property.id)));
      for (const [k, sales] of answers.entries()) {
        for (const sale of sales) if (sale.source.platform === 'landregistry') predicted.add(`${(batch[k] as ListingBody).id}|${sale.source.native_id}`);
      }
    }
    const correct = [...predicted].filter((p) => truePairs.has(p)).length;
    const precision = predicted.size === 0 ? 0 : correct / predicted.size;
    const recall = truePairs.size === 0 ? 0 : correct / truePairs.size;
    process.stdout.write(`[properties] resolution over ${gbListings.length} GB listings: precision ${precision.toFixed(3)} (${correct}/${predicted.size}), recall ${recall.toFixed(3)} (${correct}/${truePairs.size})\n`);
    expect(truePairs.size).toBeGreaterThan(50);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  }, 120_000);

  it('backtests the valuation on held-out closed sales: median absolute percentage error and share within ±10 %', () => {
    const latest = new Map<string, PropertyRecordObserved>();
    for (const r of rows) if (!latest.has(r.native_id) || r.vintage >= (latest.get(r.native_id) as PropertyRecordObserved).vintage) latest.set(r.native_id, r);
    const sales: SaleEvidence[] = [...latest.values()]
      .filter((r) => !r.retracted && r.values.market_sale && r.event_at && r.values.price)
      .map((r) => ({ id: r.native_id, propertyId: placeRecord(r.keys)?.propertyId ?? '', price: Number(r.values.price), date: (r.event_at as string).slice(0, 10), propertyType: r.values.property_type ?? '' }));
    const byProperty = new Map<string, SaleEvidence[]>();
    for (const s of sales) byProperty.set(s.propertyId, [...(byProperty.get(s.propertyId) ?? []), s]);
    const errors: number[] = [];
    for (const [propertyId, own] of byProperty) {
      if (propertyId === '' || own.length < 2) continue;
      const heldOut = [...own].sort((a, b) => (a.date < b.date ? 1 : -1))[0] as SaleEvidence;
      // As of the day before the sale, from everything registered before it, the sale itself unseen.
      const asOf = new Date(Date.parse(heldOut.date) - 86_400_000).toISOString().slice(0, 10);
      const evidence = sales.filter((s) => s.id !== heldOut.id && s.date <= asOf);
      const v = valuate({ propertyIds: [propertyId], propertyType: heldOut.propertyType }, { sales: evidence, listings: [] }, asOf);
      if (v) errors.push(Math.abs(v.value - heldOut.price) / heldOut.price);
    }
    errors.sort((a, b) => a - b);
    const median = errors[Math.floor(errors.length / 2)] ?? 1;
    const within = errors.filter((e) => e <= 0.1).length / Math.max(1, errors.length);
    process.stdout.write(`[properties] valuation backtest on ${errors.length} held-out sales: median APE ${(median * 100).toFixed(1)} %, within ±10 % ${(within * 100).toFixed(1)} %\n`);
    expect(errors.length).toBeGreaterThan(20);
    expect(median).toBeLessThan(0.15);
  });
});
