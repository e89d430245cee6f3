// Property datasets end to end: NYC ACRIS deeds and the NYC assessment roll, Catastro's
// descriptive records and MLIT's district-level transaction prices are replayed in their native
// formats beside zillow, idealista and suumo listings; the embedded process projects them and
// serves /v1, and every assertion goes through HTTP with ids the API itself returned: search →
// listing → property → records. Which listing each record is about is scored against the
// generator's labels (DATA_DIR/samples/<dataset>/.ground-truth.json).
import { join } from 'node:path';
import type { ComparableBody, ListingBody, PropertyBody, PropertyRecordBody } from '@estate/contract';
import { houseNumber, listingId, livingAreaSqm } from '@estate/normalize';
import { readDatasetTruth, type DatasetPlatform, type DatasetTruth } from '@estate/sample-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, clientFor, searchAllListings } from './support/api.js';
import { startStack, type Stack } from './support/stack.js';

const SEED = 42;
// The size counts the second portals' listings too: 340 gives ACRIS about 24 labelled pairs on live Zillow
// listings (240 gave 17, under the floor of 20 the score needs to mean something).
const SIZE = 340;
/** The issue's targets for resolution against the labels. */
const MIN_PRECISION = 0.97;
const MIN_RECALL = 0.9;

/** Each dataset, and the platform whose listings show the homes it describes. */
const DATASETS = { acris: 'zillow', nyc_assessment: 'zillow', catastro: 'idealista', mlit: 'suumo' } as const satisfies Partial<Record<DatasetPlatform, string>>;
type Dataset = keyof typeof DATASETS;
const DATASET_NAMES = Object.keys(DATASETS) as Dataset[];

let stack: Stack;
let api: ReturnType<typeof clientFor>;
const truths = new Map<Dataset, DatasetTruth>();
/** Live listings per platform, as the search returned them. */
const listings = new Map<string, ListingBody[]>();

const field = (r: PropertyRecordBody | undefined, name: string): unknown => (r?.fields as Record<string, unknown> | undefined)?.[name];
const normalized = (r: PropertyRecordBody | undefined) => (field(r, 'normalized') ?? {}) as Record<string, unknown>;

type RecordsOperation = 'getPropertyRecords' | 'getPropertyTransactions' | 'getPropertyTaxAssessments';
const PATHS = {
  getPropertyRecords: '/v1/properties/{property_id}/records',
  getPropertyTransactions: '/v1/properties/{property_id}/transactions',
  getPropertyTaxAssessments: '/v1/properties/{property_id}/tax-assessments',
} as const;

/** Every record an operation answers for a property, paged to the end. */
async function all(operation: RecordsOperation, id: string): Promise<PropertyRecordBody[]> {
  const out: PropertyRecordBody[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await answered<PropertyRecordBody[]>(operation, api.GET(PATHS[operation], { params: { path: { property_id: id }, query: { limit: 100, ...(cursor ? { cursor } : {}) } } }));
    expect(page.status, `${operation} ${id}: ${JSON.stringify(page.body.error)}`).toBe(200);
    out.push(...page.body.data);
    if (!page.body.meta.pagination?.has_more) return out;
    cursor = page.body.meta.pagination.next_cursor;
  }
  throw new Error(`${operation} did not end`);
}

async function until(what: string, ready: () => Promise<boolean>, timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} never happened\n${DATASET_NAMES.map((d) => stack.output(`collector-${d.replaceAll('_', '-')}`)).join('\n')}\n${stack.output('embedded')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The records of every listing of a platform, by listing, read through the listing's property. */
const recordsByListing = new Map<string, PropertyRecordBody[]>();

beforeAll(async () => {
  // At `info` the collectors say when their run has finished (every event published and acked).
  stack = await startStack({ platforms: ['zillow', 'idealista', 'suumo'], datasets: DATASET_NAMES, sampleSeed: SEED, sampleSize: SIZE, env: { LOG_LEVEL: 'info' } });
  api = clientFor(stack.url, stack.devKey);
}, 120_000);

// A hook of its own: starting the processes and waiting for their data are each bounded.
beforeAll(async () => {
  await stack.waitForListings((live) => ['zillow', 'idealista', 'suumo'].every((p) => (live.get(p) ?? 0) > 0), 100_000);
  // Each dataset collector replays its files once at start; then the projector catches up.
  await until('every dataset collection run finished', async () => DATASET_NAMES.every((d) => stack.output(`collector-${d.replaceAll('_', '-')}`).includes('collection run finished')));
  await until('the projector caught up', async () => (await stack.progress()).backlog === 0);
}, 120_000);

// Reading back what the accuracy checks score: a request per listing, bounded on its own.
beforeAll(async () => {
  for (const dataset of DATASET_NAMES) {
    const truth = await readDatasetTruth(join(stack.dataDir, 'samples'), dataset);
    if (!truth) throw new Error(`estate-samples wrote no ${dataset} ground truth`);
    truths.set(dataset, truth);
  }
  for (const [platform, country] of [['zillow', 'US'], ['idealista', 'ES'], ['suumo', 'JP']] as const) {
    listings.set(platform, (await searchAllListings(api, { country, platforms: [platform] })).listings);
  }
  // A few requests at a time: the gateway answers them side by side.
  const scored = [...(listings.get('zillow') ?? []), ...(listings.get('idealista') ?? [])];
  for (let i = 0; i < scored.length; i += 8) {
    const batch = scored.slice(i, i + 8);
    const answers = await Promise.all(batch.map((l) => all('getPropertyRecords', l.property.id)));
    for (const [k, records] of answers.entries()) recordsByListing.set((batch[k] as ListingBody).id, records);
  }
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('accuracy against the generator’s labels', () => {
  /** Precision and recall of (listing, record) pairs for one dataset, printed. */
  function score(dataset: Exclude<Dataset, 'mlit'>, only?: (listing: ListingBody) => boolean): { precision: number; recall: number; truePairs: number } {
    const platform = DATASETS[dataset];
    const live = new Set((listings.get(platform) ?? []).filter((l) => only?.(l) ?? true).map((l) => l.id));
    const truePairs = new Set(
      (truths.get(dataset) as DatasetTruth).records
        .filter((r) => r.resolvable_to === 'property')
        .flatMap((r) => r.listings.filter((l) => l.platform === platform).map((l) => listingId(platform, l.native_id)).filter((id) => live.has(id)).map((id) => `${id}|${r.native_id}`)),
    );
    const predicted = new Set<string>();
    for (const [id, records] of recordsByListing) {
      if (!live.has(id)) continue;
      for (const r of records) if (r.source.platform === dataset) predicted.add(`${id}|${r.source.native_id}`);
    }
    const correct = [...predicted].filter((p) => truePairs.has(p)).length;
    const precision = predicted.size === 0 ? 0 : correct / predicted.size;
    const recall = truePairs.size === 0 ? 0 : correct / truePairs.size;
    process.stdout.write(`[property-datasets] ${dataset} over ${live.size} ${platform} listings${only ? ' that show their street, number and area' : ''}: precision ${precision.toFixed(3)} (${correct}/${predicted.size}), recall ${recall.toFixed(3)} (${correct}/${truePairs.size})\n`);
    return { precision, recall, truePairs: truePairs.size };
  }

  for (const dataset of ['acris', 'nyc_assessment'] as const) {
    it(`places ${dataset} records on the listed homes they describe: precision ≥ ${MIN_PRECISION}, recall ≥ ${MIN_RECALL}`, () => {
      const { precision, recall, truePairs } = score(dataset);
      expect(truePairs).toBeGreaterThan(20);
      expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
      expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
    });
  }

  it(`places Catastro records on the listed homes whose street, number and area the listing shows: precision ≥ ${MIN_PRECISION}, recall ≥ ${MIN_RECALL}`, () => {
    // idealista hides the street and number of some ads ("barrio Chamberí") and shows no
    // postcode, floor or door on any: such a listing names no one parcel, and one without its
    // area cannot tell its flat from a neighbour's of the same building, so their Catastro
    // records are left unlinked rather than guessed. Recall over all listings is printed beside
    // the recall over those that state what the keys need, which is what is held to the target.
    const overall = score('catastro');
    const addressed = score('catastro', (l) => houseNumber(l.property.address?.line1) !== '' && livingAreaSqm(l.property.areas) !== undefined);
    expect(addressed.truePairs).toBeGreaterThan(10);
    expect(overall.precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(addressed.precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(addressed.recall).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it('places no MLIT row on a home: its rows name a district', () => {
    const mlit = (truths.get('mlit') as DatasetTruth).records;
    expect(mlit.length).toBeGreaterThan(0);
    expect(mlit.every((r) => r.resolvable_to === 'district')).toBe(true);
    const placed = [...recordsByListing.values()].flat().filter((r) => r.source.platform === 'mlit');
    expect(placed).toEqual([]);
  });
});

/** The first listing of a platform whose property the records of `dataset` reach, with them. */
function listedWith(platform: string, dataset: Dataset): { listing: ListingBody; records: PropertyRecordBody[] } {
  for (const listing of listings.get(platform) ?? []) {
    const records = recordsByListing.get(listing.id) ?? [];
    if (records.some((r) => r.source.platform === dataset)) return { listing, records };
  }
  throw new Error(`no ${platform} listing reaches a ${dataset} record`);
}

describe('a New York home: search → listing → property → deeds and assessments', () => {
  it('serves the home’s ACRIS deeds and assessment roll records, with the sources’ own fields', async () => {
    const candidates = (listings.get('zillow') ?? []).filter((l) => {
      const records = recordsByListing.get(l.id) ?? [];
      return records.some((r) => r.source.platform === 'acris') && records.some((r) => r.source.platform === 'nyc_assessment');
    });
    expect(candidates.length).toBeGreaterThan(0);
    const listing = candidates[0] as ListingBody;
    const got = await answered<ListingBody>('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: listing.id } } }));
    expect(got.status).toBe(200);
    const id = got.body.data.property.id;
    const home = await answered<PropertyBody>('getProperty', api.GET('/v1/properties/{property_id}', { params: { path: { property_id: id } } }));
    expect(home.status).toBe(200);

    const records = await all('getPropertyRecords', id);
    const roll = records.find((r) => r.source.platform === 'nyc_assessment' && r.record_type === 'property_record');
    expect(roll).toMatchObject({ source: { access_class: 'open_data', country: 'US' } });
    expect(field(roll, 'PARID')).toBeTypeOf('string');

    const deeds = (await all('getPropertyTransactions', id)).filter((r) => r.source.platform === 'acris');
    expect(deeds.length).toBeGreaterThan(0);
    const deed = deeds[0] as PropertyRecordBody;
    expect(deed).toMatchObject({ record_type: 'transaction', source: { access_class: 'open_data' } });
    expect(deed.id).toMatch(/^rec_/);
    expect(field(deed, 'DOCUMENT ID')).toBe(deed.source.native_id);
    expect(normalized(deed).currency).toBe('USD');

    const taxes = (await all('getPropertyTaxAssessments', id)).filter((r) => r.source.platform === 'nyc_assessment');
    expect(taxes.length).toBeGreaterThan(0);
    expect(taxes.every((r) => r.record_type === 'tax_assessment')).toBe(true);
    expect(normalized(taxes[0]).currency).toBe('USD');
    // The records operations agree: every deed and assessment is among the home's records.
    const ids = new Set(records.map((r) => r.id));
    expect([...deeds, ...taxes].every((r) => ids.has(r.id))).toBe(true);
  });
});

describe('a Spanish home: search → listing → property → Catastro record', () => {
  it('serves the Catastro record of the listed flat, not its neighbour’s', async () => {
    const { listing } = listedWith('idealista', 'catastro');
    const got = await answered<ListingBody>('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: listing.id } } }));
    const id = got.body.data.property.id;
    const records = (await all('getPropertyRecords', id)).filter((r) => r.source.platform === 'catastro');
    expect(records.length).toBe(1);
    const record = records[0] as PropertyRecordBody;
    expect(record).toMatchObject({ record_type: 'property_record', source: { access_class: 'open_data', country: 'ES' } });
    expect(record.source.native_id).toMatch(/^[0-9A-Z]{20}$/);
    const label = (truths.get('catastro') as DatasetTruth).records.find((r) => r.native_id === record.source.native_id);
    expect(label?.listings.map((l) => listingId(l.platform, l.native_id))).toContain(listing.id);
    // Catastro describes the home; it records no sale and no assessment.
    expect((await all('getPropertyTransactions', id)).some((r) => r.source.platform === 'catastro')).toBe(false);
    expect((await all('getPropertyTaxAssessments', id)).some((r) => r.source.platform === 'catastro')).toBe(false);
  });
});

describe('a Japanese home: comparables', () => {
  it('serves MLIT’s sales of the listed home’s district as its closed-sale comparables', async () => {
    const suumo = listings.get('suumo') ?? [];
    expect(suumo.length).toBeGreaterThan(0);
    const sales: { listing: ListingBody; comparable: ComparableBody }[] = [];
    let answeredWithData = 0;
    for (const listing of suumo.slice(0, 20)) {
      const comps = await answered<ComparableBody[]>('getPropertyComparables', api.GET('/v1/properties/{property_id}/comparables', { params: { path: { property_id: listing.property.id }, query: { limit: 20 } } }));
      expect(comps.status, JSON.stringify(comps.body.error)).toBe(200);
      if (comps.body.data.length > 0) answeredWithData++;
      expect(comps.body.data.every((c) => c.property.id !== listing.property.id && c.basis && c.selection_method)).toBe(true);
      for (const c of comps.body.data) if (c.source.platform === 'mlit') sales.push({ listing, comparable: c });
    }
    process.stdout.write(`[property-datasets] JP comparables: ${answeredWithData} of ${Math.min(20, suumo.length)} suumo properties answered with data, ${sales.length} MLIT district sales among them\n`);
    expect(sales.length).toBeGreaterThan(0);
    for (const { listing, comparable } of sales) {
      // A district's sale: a closed sale in yen, of the listed home's municipality, on no one property.
      expect(comparable).toMatchObject({ basis: 'closed_sale', selection_method: 'same_area_recent_sales', source: { access_class: 'open_data', country: 'JP' }, price: { currency: 'JPY', kind: 'sold' } });
      expect(comparable.property.address?.city).toBe(listing.property.address?.city);
      expect(comparable.event_at).toMatch(/^\d{4}-(01|04|07|10)-01$/);
    }
    // The district level the labels give: none of these rows is the listed home's own sale.
    const mlitTruth = (truths.get('mlit') as DatasetTruth).records;
    expect(sales.every(({ comparable }) => mlitTruth.some((r) => r.native_id === comparable.source.native_id && r.resolvable_to === 'district'))).toBe(true);
  }, 120_000);
});
