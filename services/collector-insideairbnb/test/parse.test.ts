import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeGoldenPayloads } from '@estate/collector-kit/testing';
import type { StayAvailabilityObserved, StayObserved, StayReviewObserved } from '@estate/events';
import { DATASET_RENDERERS, sampleStays } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2025-09-20T00:00:00.000Z', retrievedAt: '2025-09-19T08:00:00.000Z' };
const DIR = 'spain/comunidad-de-madrid/madrid/2025-09-14/data';

const recorded = describeGoldenPayloads({ platform: 'insideairbnb', parse, testDir: here, context: CONTEXT });
const read = (file: string) => parse(recorded.payload(`${DIR}/${file}`), CONTEXT);
const data = <T>(file: string, kind: string): T[] => read(file).observations.flatMap((o) => (o.kind === kind ? [o.data as T] : []));

describe('listings.csv', () => {
  const stays = data<StayObserved>('listings.csv', 'stay');

  it('reads `$1,180.00` as 1180.00 in the city’s currency, t/f flags, the room type and the 0–5 rating', () => {
    expect(stays[0]).toMatchObject({
      native_id: '6369',
      listing_platform: 'airbnb',
      country: 'ES',
      title: 'Rooftop terrace room ,  ensuite bathroom',
      room_type: 'private_room',
      source_room_type: 'Private room',
      accommodates: 2,
      price: { amount: '1180.00', currency: 'EUR', kind: 'asking', period: 'night', display_text: '$1,180.00' },
      minimum_nights: 4,
      maximum_nights: 365,
      rating: 4.87,
      review_count: 86,
      address: { country: 'ES', city: 'Madrid', region: 'Comunidad de Madrid', formatted: 'Hispanoamérica, Madrid' },
      geometry: { latitude: 40.45724, longitude: -3.67688, precision: 'approximate' },
      source_observed_at: '2025-09-14T00:00:00.000Z',
    });
    // The JSON-in-CSV amenities survive as the source wrote them.
    expect(JSON.parse(stays[0]?.fields?.amenities as string)).toContain('Dedicated workspace');
  });

  it('keeps a 19-digit id exact, and leaves an empty price, rating and bedrooms out rather than zero', () => {
    expect(stays[1]?.native_id).toBe('1068420934012345678');
    expect(stays[1]).not.toHaveProperty('price');
    expect(stays[1]).not.toHaveProperty('rating');
    expect(stays[1]).not.toHaveProperty('bedrooms');
    expect(stays[1]).toMatchObject({ room_type: 'entire_home', review_count: 0 });
  });

  it('reports a row without a numeric id and keeps the others', () => {
    expect(stays).toHaveLength(2);
    expect(read('listings.csv').issues).toEqual([expect.objectContaining({ error_code: 'parse_error', message: expect.stringContaining('"n/a"') })]);
  });
});

describe('calendar.csv', () => {
  const calendars = data<StayAvailabilityObserved>('calendar.csv', 'stay_availability');

  it('gives one calendar per listing: t → available, f → unavailable, an empty cell → stated without a state', () => {
    expect(calendars.map((c) => c.stay_native_id)).toEqual(['6369', '1068420934012345678']);
    expect(calendars[0]?.days).toEqual([
      { date: '2025-09-14', available: false, minimum_nights: 4, maximum_nights: 365 },
      { date: '2025-09-15', available: true, minimum_nights: 4, maximum_nights: 365, price: '1180.00' },
      { date: '2025-09-16', available: true, minimum_nights: 4, maximum_nights: 365 },
      { date: '2025-09-17', available: null, minimum_nights: 4, maximum_nights: 365 },
    ]);
    expect(calendars[0]?.currency).toBe('EUR');
  });

  it('reports a row without a date', () => {
    expect(read('calendar.csv').issues).toEqual([expect.objectContaining({ error_code: 'parse_error', native_id: '1068420934012345678' })]);
  });
});

describe('reviews.csv', () => {
  const reviews = data<StayReviewObserved>('reviews.csv', 'stay_review');

  it('reads multi-line quoted comments, doubled quotes and <br/> line breaks', () => {
    expect(reviews[0]).toMatchObject({ stay_native_id: '6369', native_id: '30938', reviewed_at: '2010-03-14', reviewer_name: 'Jenny', text: 'Simon was a great host.\nThe room is "exactly" as described, and the terrace, well, amazing!' });
    expect(reviews[1]?.text).toBe('Great stay.\nWould come back\n- truly.');
    expect(reviews[2]).not.toHaveProperty('text');
  });

  it('reports a file cut inside a quoted comment as truncated, keeping the whole records', () => {
    expect(reviews).toHaveLength(3);
    expect(read('reviews.csv').issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload' })]);
  });
});

describe('the sample snapshot', () => {
  it('reads back every stay, calendar and review the generator wrote, in every city', () => {
    const context = { seed: 3, asOf: '2026-11-01T00:00:00.000Z' };
    const truth = sampleStays(context.seed, context.asOf);
    const files = DATASET_RENDERERS.insideairbnb.render(context);
    const parsed = files.map((f) => parse(f, CONTEXT));
    expect(parsed.flatMap((p) => p.issues)).toEqual([]);
    const all = parsed.flatMap((p) => p.observations);
    const stays = all.flatMap((o) => (o.kind === 'stay' ? [o.data] : []));
    expect(stays.map((s) => s.native_id).sort()).toEqual(truth.map((s) => s.id).sort());
    for (const stay of truth) {
      const read = stays.find((s) => s.native_id === stay.id);
      expect(read?.price?.amount).toBe(stay.price === undefined ? undefined : stay.price.toFixed(2));
      expect(read?.country).toBe(stay.country);
    }
    expect(new Set(stays.map((s) => s.country)).size).toBeGreaterThanOrEqual(3);
    expect(all.filter((o) => o.kind === 'stay_availability')).toHaveLength(truth.length);
    expect(all.filter((o) => o.kind === 'stay_review')).toHaveLength(truth.reduce((n, s) => n + s.reviews.length, 0));
  });
});
