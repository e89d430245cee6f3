// idealista's new-build promotions (obra nueva) through the real path: the idealista collector
// process replays the generated samples (its API's result pages and ads, the towns' new-build
// searches and the promotion pages), onto NATS; the embedded process projects them into ClickHouse
// and KV and its gateway answers. The ground truth is computed from the sample listings (which
// of them a promotion groups, its promotora, stage and delivery, the span of its units' prices);
// every id used is one the API returned; the collector is then run again and nothing doubles.
import type { CapabilityBody, DevelopmentBody, ListingBody } from '@estate/contract';
import { developmentId, listingId } from '@estate/normalize';
import { generate, idealistaPages } from '@estate/sample-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, clientFor } from './support/api.js';
import { startStack, type Stack } from './support/stack.js';
import { poll } from './support/wait.js';

type Promotion = ReturnType<typeof idealistaPages.idealistaPromotions>[number];

const SEED = 11;
// 400 listings hold 11 promotions of one and of several units at all four stages (900: 23); every
// check below is exact against them.
const SIZE = 400;
const truth: Promotion[] = idealistaPages.idealistaPromotions(generate({ seed: SEED, size: SIZE, platforms: ['idealista'] }).listings);
const byId = new Map(truth.map((p) => [developmentId('idealista', p.id), p]));

let stack: Stack;
let api: ReturnType<typeof clientFor>;

const searchDevelopments = (body: Record<string, unknown>) => answered<DevelopmentBody[]>('searchDevelopments', api.POST('/v1/developments/search', { body }));
const getDevelopment = (id: string) => answered<DevelopmentBody>('getDevelopment', api.GET('/v1/developments/{development_id}', { params: { path: { development_id: id } } }));

/** Every development of a search, paged `limit` at a time to the end; fails on an id seen twice. */
async function allDevelopments(body: Record<string, unknown>, limit = 5): Promise<DevelopmentBody[]> {
  const found: DevelopmentBody[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const answer = await searchDevelopments({ ...body, limit, ...(cursor ? { cursor } : {}) });
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    found.push(...answer.body.data);
    if (!answer.body.meta.pagination?.has_more) {
      expect(new Set(found.map((d) => d.id)).size).toBe(found.length);
      return found;
    }
    cursor = answer.body.meta.pagination.next_cursor;
  }
  throw new Error('search did not end');
}

/** `poll` with the stack's last output on failure. */
const pollStack = <T>(what: string, read: () => Promise<T | undefined>, timeoutMs?: number): Promise<T> => poll(what, read, () => stack.output('embedded') + '\n' + stack.output('collector-idealista'), timeoutMs);

beforeAll(async () => {
  stack = await startStack({ platforms: ['idealista'], sampleSize: SIZE, sampleSeed: SEED });
  api = clientFor(stack.url, stack.devKey);
  await stack.waitForListings((live) => (live.get('idealista') ?? 0) > 0, 100_000);
  await pollStack('every promotion projected', async () => {
    const answer = await searchDevelopments({ platforms: ['idealista'], limit: 1 });
    return answer.status === 200 && answer.body.meta.pagination?.total === truth.length ? true : undefined;
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('the sample world', () => {
  it('has promotions of one and of several units, at every stage', () => {
    expect(truth.length).toBeGreaterThan(5);
    expect(truth.some((p) => p.units.length > 1)).toBe(true);
    expect(new Set(truth.map((p) => p.stage)).size).toBeGreaterThan(2);
  });
});

describe('capabilities', () => {
  it('list searchDevelopments and getDevelopment as live, served by idealista', async () => {
    const answer = await answered<CapabilityBody[]>('listCapabilities', api.GET('/v1/meta/capabilities'));
    for (const op of ['searchDevelopments', 'getDevelopment']) {
      const capability = answer.body.data.find((c) => c.operation_id === op);
      expect(['beta', 'active'], op).toContain(capability?.enablement);
      expect(capability?.sources.map((s) => s.platform)).toContain('idealista');
    }
  });
});

describe('idealista promotions', () => {
  it('are every promotion of the truth, with its promotora, stage, delivery, homes, price span and units', async () => {
    const found = await allDevelopments({ platforms: ['idealista'] });
    expect(found.map((d) => d.id).sort()).toEqual([...byId.keys()].sort());
    for (const d of found) {
      const p = byId.get(d.id) as Promotion;
      expect(d).toMatchObject({
        source: { platform: 'idealista', native_id: p.id },
        name: p.name,
        developer: p.promotora,
        status: idealistaPages.PROMOTION_STAGES[p.stage],
        completion_date: p.deliveryDate,
        unit_count: p.totalUnits,
        units_for_sale: p.units.length,
        address: { city: p.city },
        extensions: { status_text: p.stage, completion_text: p.deliveryText },
        url: `https://www.idealista.com/obra-nueva/${p.id}/`,
      });
      expect(d.listing_ids).toEqual(p.units.map((u) => listingId('idealista', u.native_id)));
      expect(d.price_from?.amount).toBe(p.priceFrom === undefined ? undefined : String(p.priceFrom));
      expect(d.price_to?.amount).toBe(p.priceTo === undefined ? undefined : String(p.priceTo));
      if (p.priceFrom !== undefined) expect(d.price_from?.currency).toBe('EUR');
    }
  });

  it('are read by id, and their listing ids resolve to new-build listings priced within the span', async () => {
    const [first] = await allDevelopments({ platforms: ['idealista'] });
    const several = (await allDevelopments({ platforms: ['idealista'] })).find((d) => (d.listing_ids?.length ?? 0) > 1) ?? (first as DevelopmentBody);
    const read = await getDevelopment(several.id);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(several);
    let resolved = 0;
    for (const id of several.listing_ids ?? []) {
      const listing = await answered<ListingBody>('getListing', api.GET('/v1/listings/{listing_id}', { params: { path: { listing_id: id } } }));
      expect(listing.status, id).toBe(200);
      expect(listing.body.data.extensions).toMatchObject({ new_development: true });
      const amount = listing.body.data.price?.amount;
      if (amount !== undefined) {
        expect(Number(amount)).toBeGreaterThanOrEqual(Number(several.price_from?.amount));
        expect(Number(amount)).toBeLessThanOrEqual(Number(several.price_to?.amount));
      }
      resolved++;
    }
    expect(resolved).toBe(several.listing_ids?.length);
    expect(resolved).toBeGreaterThan(0);
  });

  it('are found by their town, their name and their stage, and only those', async () => {
    const [p] = [...truth].sort((a, b) => truth.filter((x) => x.city === b.city).length - truth.filter((x) => x.city === a.city).length);
    const promotion = p as Promotion;
    const inTown = await allDevelopments({ platforms: ['idealista'], location: { kind: 'text', query: promotion.city, country: 'ES' } }, 2);
    expect(inTown.map((d) => d.id).sort()).toEqual(truth.filter((x) => x.city === promotion.city).map((x) => developmentId('idealista', x.id)).sort());

    const named = await searchDevelopments({ platforms: ['idealista'], query: promotion.name });
    expect(named.body.data.map((d) => d.id)).toContain(developmentId('idealista', promotion.id));

    for (const stage of ['planned', 'under_construction', 'completed', 'selling'] as const) {
      const staged = await allDevelopments({ platforms: ['idealista'], status: [stage] });
      expect(staged.map((d) => d.id).sort(), stage).toEqual(truth.filter((x) => idealistaPages.PROMOTION_STAGES[x.stage] === stage).map((x) => developmentId('idealista', x.id)).sort());
    }
    expect((await searchDevelopments({ platforms: ['idealista'], country: 'JP' })).body.data).toEqual([]);
  });

  it('an unknown promotion is 404', async () => {
    const answer = await getDevelopment(developmentId('idealista', '1'));
    expect(answer.status).toBe(404);
  });
});

describe('a second collection of the same pages', () => {
  it('doubles no promotion', async () => {
    const before = await allDevelopments({ platforms: ['idealista'] });
    const [first] = before;
    await stack.stopCollector('idealista');
    await stack.startCollector('idealista');
    await pollStack('the promotions observed again', async () => {
      const again = await getDevelopment(first?.id as string);
      return again.status === 200 && again.body.data.observed_at !== first?.observed_at ? true : undefined;
    });
    await stack.waitForListings(() => true, 120_000);
    const after = await allDevelopments({ platforms: ['idealista'] });
    expect(after.map((d) => d.id).sort()).toEqual(before.map((d) => d.id).sort());
    expect(after.length).toBe(truth.length);
  });
});
