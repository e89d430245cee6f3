import type { ListingObserved } from '@estate/events';
import { normalizeAddress } from '@estate/normalize';
import { describe, expect, it } from 'vitest';
import { floorLabel, listingObservations } from '../src/listing-building.js';

const ad = (line1: string | undefined, extensions: Record<string, unknown> = {}): ListingObserved => ({
  native_id: '1234',
  transaction: 'sale',
  status: 'active',
  property: { address: normalizeAddress({ line1, city: 'Madrid', region: 'Madrid' }, 'ES'), property_type: 'apartment' },
  access_class: 'public_portal',
  country: 'ES',
  extensions,
});

describe('the building an idealista flat names', () => {
  it.each([
    ['3', 'planta 3'],
    ['bj', 'bajo'],
    ['en', 'entreplanta'],
    ['ss', 'semisótano'],
    ['x', 'x'],
  ])('floor %s → %s', (floor, label) => {
    expect(floorLabel(floor)).toBe(label);
  });

  it('street and number in the town name it; the listing is the unit, labelled by its floor', () => {
    const [listing, building, unit] = listingObservations(ad('calle de Alcalá, 45', { floor: 'bj' }));
    expect(listing?.data).toMatchObject({ building_native_id: 'ES|madrid|alcala|45' });
    expect(building).toMatchObject({ kind: 'building', data: { native_id: 'ES|madrid|alcala|45' } });
    expect(unit).toMatchObject({ kind: 'unit', data: { native_id: 'listing:1234', label: 'bajo', listing_native_id: '1234' } });
  });

  it('a hidden address (the town alone) names none', () => {
    expect(listingObservations(ad(undefined, { floor: '3' })).map((o) => o.kind)).toEqual(['listing']);
  });
});
