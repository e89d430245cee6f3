import type { ListingObserved } from '@estate/events';
import { normalizeAddress } from '@estate/normalize';
import { describe, expect, it } from 'vitest';
import { displayAddressTown } from '../src/display-address.js';
import { listingObservations, premisesOf } from '../src/read-premises.js';

describe('premisesOf: what a display address states of a flat and its building', () => {
  it.each([
    ['Flat 4, 12 Abbey Road, Truro, Cornwall, TR1 2AB', { flat: 'Flat 4', line1: '12 Abbey Road' }],
    ['Flat 4, Harbour Court, Truro, TR1 2AB', { flat: 'Flat 4', buildingName: 'Harbour Court' }],
    ['Apartment 24, Harbour Court, 3 Quay Street, Truro, TR1 2AB', { flat: 'Apartment 24', buildingName: 'Harbour Court', line1: '3 Quay Street' }],
    ['Ground Floor Flat, 5 Kew Road, Richmond, TW9 2NA', { flat: 'Ground Floor Flat', line1: '5 Kew Road' }],
    ['44 Pollokshaws Road, Glasgow, Glasgow City, G41 8JG', { line1: '44 Pollokshaws Road' }],
    // A street alone, a house's name or a flat beside a postcode state no building.
    ['Abbey Road, Truro, TR1 2AB', {}],
    ['Copper House, Hayle, Cornwall, TR27 4DZ', {}],
    ['Flat 2, TR1 2AB', { flat: 'Flat 2' }],
  ])('%s', (text, stated) => {
    expect(premisesOf(text)).toEqual(stated);
  });
});

describe('a Rightmove flat placed in its building', () => {
  const flat = (id: string, text: string): ListingObserved => ({
    native_id: id,
    transaction: 'sale',
    status: 'active',
    property: { address: normalizeAddress({ text, city: displayAddressTown(text, 'GB') }, 'GB'), property_type: 'apartment' },
    access_class: 'public_portal',
    country: 'GB',
  });

  it('two flats at one number and postcode share one building, each its own unit', () => {
    const [a, b] = [listingObservations(flat('1', 'Flat 1, 12 Abbey Road, Truro, TR1 2AB')), listingObservations(flat('2', 'Flat 2, 12 Abbey Road, Truro, Cornwall, TR1 2AB'))];
    expect(a.map((o) => o.kind)).toEqual(['listing', 'building', 'unit']);
    expect(a[0]?.data).toMatchObject({ building_native_id: 'GB|TR12AB|12||abbey road' });
    expect(b[0]?.data).toMatchObject({ building_native_id: 'GB|TR12AB|12||abbey road' });
    expect([a[2]?.data, b[2]?.data]).toMatchObject([{ native_id: 'flat:1', label: 'Flat 1' }, { native_id: 'flat:2', label: 'Flat 2' }]);
  });

  it('a street with a postcode district only, or a bare street, names none', () => {
    expect(listingObservations(flat('3', '12 Abbey Road, Truro, TR1')).map((o) => o.kind)).toEqual(['listing']);
    expect(listingObservations(flat('4', 'Abbey Road, Truro, TR1 2AB')).map((o) => o.kind)).toEqual(['listing']);
  });
});
