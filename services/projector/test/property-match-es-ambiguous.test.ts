// A Spanish listing matched without a key joins a property only when no other home's listing
// matches it about as well (property-match-es `ambiguousSpanishMatch`). The ads are those of a
// Marbella flat the accuracy run grouped wrongly (seed 2024): one office's live ad on idealista, its
// old fotocasa ad of the flat's earlier sale (another reference, 9 % cheaper), and its translated
// Rightmove overseas ad, which shows neither a reference, a floor nor an area.
import type { ListingBody } from '@estate/contract';
import { describe, expect, it } from 'vitest';
import { PropertyMatcher } from '../src/property-matcher.js';
import { BASE_TIME, observed, type ListingSpec } from './property-listings.js';

interface Spanish {
  agency: string;
  reference?: string;
  floor?: string;
}

function document(spec: ListingSpec, es: Spanish): ListingBody {
  const doc = observed(spec).document;
  const extensions = { ...(es.reference !== undefined ? { agency_reference: es.reference } : {}), ...(es.floor !== undefined ? { floor: es.floor } : {}) };
  return { ...doc, agency: { id: `agy-${spec.platform}-${es.agency}`, name: es.agency }, extensions } as ListingBody;
}

const OFFICE = 'González & Moreno Asesores Inmobiliarios';

/** The live ad on idealista: the town only (no postcode), a blurred pin, the floor, the office's reference. */
const liveOnIdealista: [ListingSpec, Spanish] = [
  { platform: 'idealista', nativeId: '104553120', country: 'ES', currency: 'EUR', city: 'Marbella', at: { north: 40, east: 30 }, precision: 'approximate', type: 'apartment', bedrooms: 4, bathrooms: 2, areaSqm: 111, price: 780_000 },
  { agency: OFFICE, reference: '4027', floor: '1' },
];

/** The office's fotocasa ad of the earlier sale, never taken down: another reference, the old price. */
const oldOnFotocasa: [ListingSpec, Spanish] = [
  { platform: 'fotocasa', nativeId: '187740213', country: 'ES', currency: 'EUR', city: 'Marbella', postalCode: '29602', at: { north: -60, east: 50 }, precision: 'approximate', type: 'apartment', bedrooms: 4, bathrooms: 2, areaSqm: 111, price: 710_000 },
  { agency: OFFICE, reference: '4545', floor: '1' },
];

/** The Rightmove overseas ad: the office's name with its town, an exact pin, no reference, floor or area. */
const overseas: [ListingSpec, Spanish] = [
  { platform: 'rightmove', nativeId: '159870441', country: 'ES', currency: 'EUR', city: 'Marbella', postalCode: '29602', at: { north: 0, east: 0 }, precision: 'exact', type: 'apartment', bedrooms: 4, bathrooms: 2, price: 765_000 },
  { agency: `${OFFICE}, Marbella` },
];

const version = (n: number) => ({ observed_at: new Date(BASE_TIME.getTime() + n * 1000).toISOString(), event_id: `e-${n}` });

function assignAll(listings: ReadonlyArray<[ListingSpec, Spanish]>) {
  const matcher = new PropertyMatcher();
  return listings.map(([spec, es], i) => matcher.assign(document(spec, es), version(i + 1)));
}

describe('ES matches without a key that two homes make about as well', () => {
  it('keeps the two homes apart: one office\'s two references', () => {
    const [live, old] = assignAll([liveOnIdealista, oldOnFotocasa]);
    expect(old?.propertyId).not.toBe(live?.propertyId);
  });

  it('leaves a foreign portal\'s ad alone when it matches the live ad and the old ad of the earlier sale alike', () => {
    const [live, old, foreign] = assignAll([liveOnIdealista, oldOnFotocasa, overseas]);
    expect(foreign?.method).toBe('');
    expect(foreign?.propertyId).not.toBe(live?.propertyId);
    expect(foreign?.propertyId).not.toBe(old?.propertyId);
  });

  it('groups the same ad when only one home is listed, below `matched`', () => {
    const [live, foreign] = assignAll([liveOnIdealista, overseas]);
    expect(foreign).toMatchObject({ propertyId: live?.propertyId });
    expect(foreign?.confidence).toBeLessThan(0.8);
    const [old, foreignBesideOld] = assignAll([oldOnFotocasa, overseas]);
    expect(foreignBesideOld?.propertyId).toBe(old?.propertyId);
  });

  it('groups it when the listings it matches are one home (one office\'s one reference on both portals)', () => {
    const sameHomeOnFotocasa: [ListingSpec, Spanish] = [{ ...oldOnFotocasa[0], price: 775_000 }, { ...oldOnFotocasa[1], reference: '4027' }];
    const [live, fotocasa, foreign] = assignAll([liveOnIdealista, sameHomeOnFotocasa, overseas]);
    expect(fotocasa).toMatchObject({ propertyId: live?.propertyId, method: 'native_reference' });
    expect(foreign?.propertyId).toBe(live?.propertyId);
  });

  it('takes a key however many homes match without one: ImmoScout24 Ausland shows the office\'s reference', () => {
    const ausland: [ListingSpec, Spanish] = [{ ...overseas[0], platform: 'immoscout24', nativeId: '152208311', areaSqm: 111 }, { agency: OFFICE, reference: '4027', floor: '1' }];
    const [live, , foreign] = assignAll([liveOnIdealista, oldOnFotocasa, ausland]);
    expect(foreign).toMatchObject({ propertyId: live?.propertyId, method: 'native_reference' });
  });
});
