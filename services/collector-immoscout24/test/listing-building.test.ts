import type { ListingObserved } from '@estate/events';
import { normalizeAddress } from '@estate/normalize';
import { describe, expect, it } from 'vitest';
import { etageOf, listingObservations } from '../src/listing-building.js';

const flat = (street: string | undefined, houseNumber: string | undefined): ListingObserved => ({
  native_id: '151234567',
  transaction: 'sale',
  status: 'active',
  property: { address: normalizeAddress({ street, house_number: houseNumber, postal_code: '10435', city: 'Berlin' }, 'DE'), property_type: 'apartment' },
  access_class: 'public_portal',
  country: 'DE',
});

describe('the building an ImmoScout24 flat names', () => {
  it.each([
    ['3 von 5', { floor: '3. Etage', floors: 5 }],
    ['EG von 4', { floor: 'EG', floors: 4 }],
    ['2', { floor: '2. Etage' }],
    ['DG', { floor: 'DG' }],
    ['', {}],
    [undefined, {}],
  ])('Etage %s', (etage, stated) => {
    expect(etageOf(etage)).toEqual(stated);
  });

  it('street, house number and postcode name it, with the floors the exposé states', () => {
    const [listing, building, unit] = listingObservations(flat('Knaackstraße', '45'), { addressHidden: false, etage: '3 von 5' });
    expect(listing?.data).toMatchObject({ building_native_id: 'DE|10435|knaackstraße|45' });
    expect(building?.data).toMatchObject({ floors: 5 });
    expect(unit?.data).toMatchObject({ native_id: 'listing:151234567', label: '3. Etage', kind: 'physical_unit' });
  });

  it('a hidden address or a street without its number names none', () => {
    expect(listingObservations(flat('Knaackstraße', '45'), { addressHidden: true }).map((o) => o.kind)).toEqual(['listing']);
    expect(listingObservations(flat('Knaackstraße', undefined)).map((o) => o.kind)).toEqual(['listing']);
  });
});
