import { join } from 'node:path';
import type { AvailabilityObservationBody, CapabilityBody, MarketBody, MarketPointBody, StayBody, StayQuoteBody, StayReviewBody } from '@estate/contract';
import { distanceMeters, stayId } from '@estate/normalize';
import { DATASET_RENDERERS, sampleStays, snapshotDate, writeSamples, type SampleStay } from '@estate/sample-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import { startStack, type Stack } from './support/stack.js';
import { poll } from './support/wait.js';

// Inside Airbnb's snapshot and Airbnb's pages, replayed by their two collectors through NATS, the
// projector (ClickHouse and KV) and the gateway; every stay below is reached from ids the API returns.
const SEED = 11;
// The sample world's "now" is today, so its calendars run from a few days ago into next year.
const AS_OF = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
const truth = sampleStays(SEED, AS_OF);
const snapshot = snapshotDate(AS_OF);
const DAY_MS = 86_400_000;
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const truthOf = (id: string): SampleStay => {
  const found = truth.find((s) => stayId('airbnb', s.id) === id);
  if (!found) throw new Error(`no sample stay behind ${id}`);
  return found;
};

let stack: Stack;
let key: string;

/** `poll` with the stack's last output on failure. */
const pollStack = <T>(what: string, read: () => Promise<T | undefined>, timeoutMs?: number): Promise<T> => poll(what, read, () => stack.output('embedded'), timeoutMs);

const search = (body: Record<string, unknown>) => call<StayBody[]>(stack.url, 'searchStays', '/v1/stays/search', { key, body });

beforeAll(async () => {
  stack = await startStack({ platforms: [] });
  key = stack.devKey;
}, 120_000);

// A hook of its own: starting the processes and waiting for their data are each bounded.
beforeAll(async () => {
  await writeSamples({ outDir: join(stack.dataDir, 'samples'), seed: SEED, size: 10, asOf: AS_OF, renderers: [], datasets: [DATASET_RENDERERS.insideairbnb, DATASET_RENDERERS.airbnb] });
  await stack.startCollector('insideairbnb');
  await pollStack('the snapshot projected', async () => {
    const answer = await search({ location: { kind: 'bbox', west: -180, south: -90, east: 180, north: 90 }, limit: 1 });
    return answer.status === 200 && answer.body.meta.pagination?.total === truth.length ? true : undefined;
  });
}, 120_000);

beforeAll(async () => {
  // Airbnb's pages after the snapshot: their empty calendars are the latest calendar reads. The
  // last stay's page and the last empty calendar projected mean the whole run is.
  await stack.startCollector('airbnb');
  const lastPriced = [...truth].reverse().find((s) => observedWeek(s) !== undefined) as SampleStay;
  const lastEmpty = truth.filter((_, i) => i % 6 === 0).at(-1) as SampleStay;
  await pollStack('the price breakdowns and calendars projected', async () => {
    const quote = await call(stack.url, 'getStayQuote', `/v1/stays/${stayId('airbnb', lastPriced.id)}/quote`, { key, body: observedWeek(lastPriced) });
    const calendar = await call(stack.url, 'getStayAvailability', `/v1/stays/${stayId('airbnb', lastEmpty.id)}/availability`, { key });
    return quote.status === 200 && calendar.body.meta.warnings.some((w) => w.code === 'calendar_empty') ? true : undefined;
  });
}, 120_000);

/** The dates and guests Airbnb's page priced for a stay (sample-data's airbnb renderer): a free week from a month ahead. */
function observedWeek(stay: SampleStay): { check_in: string; check_out: string; guests: number } | undefined {
  const nights = Math.max(7, stay.minimum_nights);
  const start = stay.calendar.findIndex((_, d) => d >= 30 && d + nights <= stay.calendar.length && stay.calendar.slice(d, d + nights).every(Boolean));
  return start < 0 ? undefined : { check_in: dayAfter(snapshot, start), check_out: dayAfter(snapshot, start + nights), guests: Math.min(2, stay.accommodates) };
}

afterAll(async () => {
  await stack?.stop();
});

describe('short stays through the real path', () => {
  it('shows the five operations beta in capabilities', async () => {
    const answer = await call<CapabilityBody[]>(stack.url, 'listCapabilities', '/v1/meta/capabilities', { key });
    const stays = answer.body.data.filter((c) => c.path.startsWith('/v1/stays'));
    expect(Object.fromEntries(stays.map((c) => [c.operation_id, c.enablement]))).toEqual({
      searchStays: 'beta',
      getStay: 'beta',
      getStayQuote: 'beta',
      getStayAvailability: 'beta',
      getStayReviews: 'beta',
    });
  });

  it('searches by text, reads the stay, its calendar, its reviews and a quote from the ids it returns', async () => {
    const found = await search({ location: { kind: 'text', query: 'Madrid' }, sort: 'reviews_desc', limit: 5 });
    expect(found.status).toBe(200);
    expect(found.body.meta.pagination).toMatchObject({ total: truth.filter((s) => s.city.name === 'Madrid').length, total_relation: 'exact', has_more: true });
    const counts = found.body.data.map((s) => s.review_count ?? -1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const first = found.body.data[0] as StayBody;
    expect(first.source).toMatchObject({ platform: 'insideairbnb', access_class: 'open_data', country: 'ES' });

    const stay = await call<StayBody>(stack.url, 'getStay', `/v1/stays/${first.id}`, { key });
    expect(stay.status).toBe(200);
    expect(stay.body.data).toEqual(first);

    const calendar = await call<AvailabilityObservationBody[]>(stack.url, 'getStayAvailability', `/v1/stays/${first.id}/availability?start_date=${snapshot}&days=10`, { key });
    expect(calendar.status).toBe(200);
    const sample = truthOf(first.id);
    expect(calendar.body.data.map((d) => d.status)).toEqual(sample.calendar.slice(0, 10).map((free) => (free ? 'available' : 'unavailable')));

    const reviews = await call<StayReviewBody[]>(stack.url, 'getStayReviews', `/v1/stays/${first.id}/reviews?limit=2`, { key });
    expect(reviews.status).toBe(200);
    const newest = [...sample.reviews].sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1));
    expect(reviews.body.data.map((r) => r.id)).toEqual(newest.slice(0, 2).map((r) => r.id));
    if (newest.length > 2) {
      const next = await call<StayReviewBody[]>(stack.url, 'getStayReviews', `/v1/stays/${first.id}/reviews?limit=100&cursor=${reviews.body.meta.pagination?.next_cursor}`, { key });
      expect(next.body.data.map((r) => r.id)).toEqual(newest.slice(2).map((r) => r.id));
    }
  });

  it('keeps only stays whose calendar shows every night free and whose minimum and maximum nights fit', async () => {
    const checkIn = dayAfter(AS_OF.slice(0, 10), 10);
    const nights = 3;
    const body = { location: { kind: 'bbox', west: -180, south: -90, east: 180, north: 90 }, check_in: checkIn, check_out: dayAfter(checkIn, nights), guests: 2, limit: 100 };
    const answer = await search(body);
    expect(answer.status).toBe(200);
    const offset = (Date.parse(checkIn) - Date.parse(snapshot)) / DAY_MS;
    const expected = truth.filter((s) => s.accommodates >= 2 && s.minimum_nights <= nights && s.maximum_nights >= nights && s.calendar.slice(offset, offset + nights).every(Boolean));
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.data.map((s) => s.id).sort()).toEqual(expected.map((s) => stayId('airbnb', s.id)).sort());
    // A stay known booked or blocked on one of the nights is not offered.
    expect(answer.body.meta.pagination?.total).toBeLessThan(truth.length);

    expect((await search({ ...body, check_out: undefined })).status).toBe(400);
    expect((await search({ ...body, check_out: checkIn })).status).toBe(400);
  });

  it('filters by price per night in a currency and sorts by it, cheapest first', async () => {
    const answer = await search({ location: { kind: 'radius', latitude: 51.5074, longitude: -0.1278, radius_meters: 30_000 }, price_per_night: { max: 200, currency: 'GBP' }, sort: 'price_asc', limit: 100 });
    const expected = truth.filter((s) => s.country === 'GB' && s.price !== undefined && s.price <= 200);
    expect(answer.body.data.map((s) => Number(s.price?.amount))).toEqual(expected.map((s) => s.price).sort((a, b) => (a as number) - (b as number)));
  });

  it('sorts nearest first from the centre of the area, page after page, and refuses a place without a centre', async () => {
    const centre = { latitude: 40.4168, longitude: -3.7038 };
    const body = { location: { kind: 'radius', ...centre, radius_meters: 20_000 }, sort: 'distance_asc', limit: 7 };
    const seen: StayBody[] = [];
    let cursor: string | undefined;
    do {
      const page = await search({ ...body, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.body.data);
      cursor = page.body.meta.pagination?.next_cursor;
    } while (cursor !== undefined);
    const inMadrid = truth.filter((s) => distanceMeters(centre, s) <= 20_000);
    expect(seen.length).toBe(inMadrid.length);
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    const metres = seen.map((s) => {
      const point = s.property?.geometry;
      return point ? distanceMeters(centre, point) : Infinity;
    });
    expect(metres).toEqual([...metres].sort((a, b) => a - b));

    const refused = await search({ location: { kind: 'text', query: 'Madrid' }, sort: 'distance_asc' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('centre of body.location');
  });

  it('keeps the last calendar with dates when the source later returned an empty one, and says so', async () => {
    // The airbnb pages hold an empty calendar for every sixth stay (sample-data's airbnb renderer).
    const empty = truth.filter((_, i) => i % 6 === 0)[0] as SampleStay;
    const id = stayId('airbnb', empty.id);
    const answer = await call<AvailabilityObservationBody[]>(stack.url, 'getStayAvailability', `/v1/stays/${id}/availability?start_date=${snapshot}`, { key });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(30);
    expect(answer.body.data.map((d) => d.status)).toEqual(empty.calendar.slice(0, 30).map((free) => (free ? 'available' : 'unavailable')));
    expect(answer.body.meta.warnings).toEqual([expect.objectContaining({ code: 'calendar_empty' })]);
    // Days past the calendar are unknown, never guessed.
    const beyond = await call<AvailabilityObservationBody[]>(stack.url, 'getStayAvailability', `/v1/stays/${id}/availability?start_date=${dayAfter(snapshot, 360)}&days=10`, { key });
    expect(beyond.body.data.slice(5).every((d) => d.status === 'unknown')).toBe(true);
  });

  it('quotes the observed dates as the page priced them, other dates from its rates, and refuses what the stay cannot take', async () => {
    // A stay the pages priced for a week a month ahead, found by a search.
    const found = await search({ location: { kind: 'text', query: 'Berlin' }, limit: 100 });
    const priced = found.body.data.map((s) => truthOf(s.id)).find((s) => s.weekly_discount_pct > 0 && s.accommodates >= 2 && s.minimum_nights <= 2 && observedWeek(s) !== undefined);
    if (!priced) throw new Error('no Berlin stay with a weekly discount in the sample');
    const id = stayId('airbnb', priced.id);
    const observed = observedWeek(priced);
    if (!observed) throw new Error('the sample stay has no priced week');
    const quote = await call<StayQuoteBody>(stack.url, 'getStayQuote', `/v1/stays/${id}/quote`, { key, body: observed });
    expect(quote.status).toBe(200);
    const data = quote.body.data;
    expect(data).toMatchObject({ stay_id: id, ...observed, currency: 'EUR', basis: 'observed', source: { platform: 'airbnb' } });
    expect(data.discounts?.[0]).toMatchObject({ kind: 'weekly' });
    const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
    const parts = [...(data.nights ?? []), ...(data.discounts ?? []), ...data.fees].reduce((sum, p) => sum + cents(p.price.amount), 0);
    expect(parts).toBe(cents(data.total.amount));
    expect(Date.parse(data.valid_until as string)).toBeGreaterThan(Date.parse(data.quoted_at));

    // Two free nights elsewhere in the calendar: derived from the same breakdown, no weekly discount.
    const two = priced.calendar.findIndex((_, d) => d >= 5 && priced.calendar[d] && priced.calendar[d + 1]);
    const derived = await call<StayQuoteBody>(stack.url, 'getStayQuote', `/v1/stays/${id}/quote`, { key, body: { check_in: dayAfter(snapshot, two), check_out: dayAfter(snapshot, two + 2), guests: 1 } });
    if (priced.minimum_nights <= 2) {
      expect(derived.status).toBe(200);
      expect(derived.body.data).toMatchObject({ basis: 'derived', discounts: [] });
      expect(derived.body.data.nights?.map((n) => n.price.amount)).toEqual([priced.nightly.toFixed(2), priced.nightly.toFixed(2)]);
      const sum = [...(derived.body.data.nights ?? []), ...derived.body.data.fees].reduce((s, p) => s + cents(p.price.amount), 0);
      expect(sum).toBe(cents(derived.body.data.total.amount));
    }

    const taken = priced.calendar.indexOf(false, 5);
    const refused = await call(stack.url, 'getStayQuote', `/v1/stays/${id}/quote`, { key, body: { check_in: dayAfter(snapshot, taken), check_out: dayAfter(snapshot, taken + 1), guests: 1 } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'stay_not_bookable', message: expect.stringMatching(/availability|minimum_nights/) });
    const crowd = await call(stack.url, 'getStayQuote', `/v1/stays/${id}/quote`, { key, body: { ...observed, guests: priced.accommodates + 1 } });
    expect(crowd.status).toBe(409);
    expect(crowd.body.error?.message).toMatch(/^capacity/);
  });

  it('answers 404 for a stay id it does not hold', async () => {
    const answer = await call(stack.url, 'getStay', '/v1/stays/sty_00000000000000000000', { key });
    expect(answer.status).toBe(404);
  });

  it('derives daily market series from the stays: stays live, nightly price quartiles and the share of available nights', async () => {
    const metric = 'stay_nightly_price_median';
    const madrid = await pollStack('the Madrid stay series', async () => {
      const found = await call<MarketBody[]>(stack.url, 'searchMarkets', '/v1/markets/search', { key, body: { query: 'Madrid', kinds: ['city'], metric, limit: 5 } });
      return found.body.data?.find((m) => m.country === 'ES');
    });
    const today = (await call<StayBody>(stack.url, 'getStay', `/v1/stays/${stayId('airbnb', (truth[0] as SampleStay).id)}`, { key })).body.data.observed_at.slice(0, 10);
    const point = async (name: string) => {
      const answer = await call<MarketPointBody[]>(stack.url, 'getMarketSeries', `/v1/markets/${encodeURIComponent(madrid.id)}/series?metric=${name}&from=${today}&to=${today}`, { key });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toHaveLength(1);
      return answer.body.data[0] as MarketPointBody;
    };
    const stays = truth.filter((s) => s.city.name === 'Madrid');
    const prices = stays.flatMap((s) => (s.price === undefined ? [] : [s.price])).sort((a, b) => a - b);
    const mid = (prices.length - 1) / 2;
    const median = ((prices[Math.floor(mid)] as number) + (prices[Math.ceil(mid)] as number)) / 2;
    const offset = Math.round((Date.parse(today) - Date.parse(snapshot)) / DAY_MS);
    const ahead = stays.map((s) => s.calendar.slice(offset, offset + 30));
    const share = (100 * ahead.reduce((n, nights) => n + nights.filter(Boolean).length, 0)) / ahead.reduce((n, nights) => n + nights.length, 0);

    const live = await point('stay_listings_live');
    expect(live).toMatchObject({ value: String(stays.length), unit: 'count', derived: true, frequency: 'daily', source: { platform: 'estate', provider: 'projector/market_stay_daily' } });
    expect(live.derived_from).toContain('insideairbnb');
    const price = await point(metric);
    expect(price).toMatchObject({ unit: 'EUR', currency: 'EUR', sample_size: prices.length });
    expect(Number(price.value)).toBeCloseTo(median, 2);
    const available = await point('stay_available_nights_pct_30d');
    expect(available).toMatchObject({ unit: 'percent', sample_size: stays.length });
    expect(Number(available.value)).toBeCloseTo(share, 1);
  }, 120_000);
});
