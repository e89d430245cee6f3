/**
 * idealista's parser against a real answer of its search API (provenance in real-pages/README.md).
 * Expected values were read off the answer by hand, not taken from a parser run.
 */
import { readFileSync } from 'node:fs';
import { assertPublishable, byKind } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2021-02-01T10:00:00.000Z', retrievedAt: '2021-02-01T10:00:00.000Z' };
const body = readFileSync(new URL('./real-pages/search-albacete-2021.json', import.meta.url), 'utf8');
const parsed = parse({ path: 'search/albacete-page-0001.json', content_type: 'application/json', body }, CONTEXT);
const out = byKind(parsed);
const byId = (id: string): ListingObserved | undefined => out.listings.find((l) => l.native_id === id);

describe('a 2021 search API answer (Albacete, within 100 m of a point)', () => {
  it('yields all 7 ads, publishable', () => {
    assertPublishable('idealista', parsed, CONTEXT);
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => l.native_id)).toEqual(['40013150', '35756521', '86611855', '88233836', '83250764', '81678146', '90461030']);
  });

  it('reads price, rooms, size and place as the answer gives them', () => {
    const chalet = byId('40013150');
    expect(chalet).toMatchObject({ url: 'https://www.idealista.com/inmueble/40013150/', transaction: 'sale', title: 'Chalet adosado' });
    expect(chalet?.price).toMatchObject({ amount: '380000', currency: 'EUR' });
    expect(chalet?.property).toMatchObject({ bedrooms: 3, bathrooms: 3 });
    expect(chalet?.property.areas?.[0]).toMatchObject({ basis: 'built', normalized_sqm: 257 });
    // showAddress false: the pin is moved on purpose.
    expect(chalet?.property.geometry?.precision).toBe('approximate');
    expect(chalet?.property.geometry?.latitude).toBeCloseTo(38.9885703, 4);
    expect(chalet?.property.geometry?.longitude).toBeCloseTo(-1.8693012, 4);
    const flat = byId('86611855');
    expect(flat?.price).toMatchObject({ amount: '62000' });
    expect(flat?.property).toMatchObject({ bedrooms: 4, bathrooms: 2 });
    expect(flat?.property.areas?.[0]?.normalized_sqm).toBe(125);
    expect(flat?.title).toBe('Piso en Calle Donantes de Sangre');
  });

  it('keeps each card thumbnail as the ad photo', () => {
    expect(byId('40013150')?.media).toEqual([
      { url: 'https://img3.idealista.com/blur/WEB_LISTING/0/id.pro.es.image.master/4e/cb/00/668266794.jpg', type: 'photo', position: 0 },
    ]);
    expect(out.listings.every((l) => l.media?.length === 1)).toBe(true);
  });
});

describe('an answer of idealista\'s public list endpoint with a rental ad (Madrid, 2026, 2 of 4 ads)', () => {
  const answer = readFileSync(new URL('./real-pages/list-madrid-rent-2026.json', import.meta.url), 'utf8');
  const read = parse({ path: 'search/madrid-page-0001.json', content_type: 'application/json', body: answer }, CONTEXT);
  const ads = byKind(read);

  it('reads the rent as a monthly rent ("1200.0", "€/mes"), the sale without a period', () => {
    assertPublishable('idealista', read, CONTEXT);
    expect(ads.issues).toEqual([]);
    const [sale, rent] = ads.listings;
    expect(rent).toMatchObject({ native_id: '2', transaction: 'rent', price: { amount: '1200', currency: 'EUR', period: 'month' } });
    // The ad's top-level "price" (2750000.0) is not the rent the ad shows.
    expect(rent?.price?.amount).not.toBe('2750000');
    expect(sale).toMatchObject({ native_id: '1', transaction: 'sale', price: { amount: '1195000', currency: 'EUR' } });
    expect(sale?.price?.period).toBeUndefined();
  });
});
