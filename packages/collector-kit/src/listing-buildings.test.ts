import type { BuildingObserved, ListingObserved, Observation, UnitObserved } from '@estate/events';
import { normalizeAddress, priceFromAmount } from '@estate/normalize';
import { describe, expect, it } from 'vitest';
import { listingInBuilding, placeInBuilding } from './listing-buildings.js';

function flat(native_id: string, country: string, address: Parameters<typeof normalizeAddress>[0], over: Partial<ListingObserved['property']> = {}): ListingObserved {
  return {
    native_id,
    transaction: 'sale',
    status: 'active',
    price: priceFromAmount(250_000, country === 'GB' ? 'GBP' : 'EUR'),
    property: { address: normalizeAddress(address, country), geometry: { latitude: 40.4, longitude: -3.7, precision: 'exact' }, property_type: 'apartment', bedrooms: 2, ...over },
    url: `https://example.test/${native_id}`,
    access_class: 'public_portal',
    country,
  };
}

const buildingOf = (observations: Observation[]): BuildingObserved | undefined => observations.find((o) => o.kind === 'building')?.data as BuildingObserved | undefined;
const unitOf = (observations: Observation[]): UnitObserved | undefined => observations.find((o) => o.kind === 'unit')?.data as UnitObserved | undefined;

describe('the building an apartment listing names', () => {
  it('GB: a house number and full postcode name the building; a named flat is its unit', () => {
    const listing = flat('rm-1', 'GB', { text: '12 Abbey Road, Truro, TR1 2AB', city: 'Truro', postal_code: 'TR1 2AB' });
    const placed = placeInBuilding(listing, { line1: '12 Abbey Road', flat: 'Flat 4' });
    expect(placed.listing.building_native_id).toBe('GB|TR12AB|12||abbey road');
    expect(buildingOf(placed.observations)).toMatchObject({ native_id: 'GB|TR12AB|12||abbey road', address: { line1: '12 Abbey Road', postal_code: 'TR1 2AB', city: 'Truro' }, country: 'GB' });
    expect(unitOf(placed.observations)).toMatchObject({
      building_native_id: 'GB|TR12AB|12||abbey road',
      native_id: 'flat:4',
      kind: 'physical_unit',
      label: 'Flat 4',
      listing_native_id: 'rm-1',
      price: { amount: '250000', currency: 'GBP' },
      property: { property_type: 'apartment', bedrooms: 2, address: { unit: 'Flat 4' } },
    });
  });

  it('GB: a building named beside a flat in it, with a full postcode, names it; a postcode district does not', () => {
    const named = placeInBuilding(flat('rm-2', 'GB', { text: 'Flat 4, Harbour Court, Truro, TR1 2AB', city: 'Truro' }), { buildingName: 'Harbour Court', flat: 'Flat 4' });
    expect(named.listing.building_native_id).toBe('GB|TR12AB|harbour court||');
    expect(buildingOf(named.observations)).toMatchObject({ name: 'Harbour Court', address: { line1: 'Harbour Court' } });
    const district = placeInBuilding(flat('rm-3', 'GB', { text: '12 Abbey Road, Truro, TR1', city: 'Truro' }), { line1: '12 Abbey Road' });
    expect(district.observations).toEqual([]);
    // A name without a flat in it may be a street ("Abbey Road, Truro, TR1 2AB").
    expect(placeInBuilding(flat('rm-4', 'GB', { text: 'Abbey Road, Truro, TR1 2AB', city: 'Truro' }), { buildingName: 'Abbey Road' }).observations).toEqual([]);
  });

  it('ES: street and number in the town (idealista shows no postcode); the floor labels the listing as its unit', () => {
    const placed = placeInBuilding(flat('ide-1', 'ES', { line1: 'calle de Alcalá, 45', city: 'Madrid', region: 'Madrid' }), { floor: '3', addressHidden: false });
    expect(placed.listing.building_native_id).toBe('ES|madrid|alcala|45');
    expect(unitOf(placed.observations)).toMatchObject({ native_id: 'listing:ide-1', kind: 'physical_unit', label: '3', listing_native_id: 'ide-1' });
    // Catastro's spelling of the street names the same building.
    expect(placeInBuilding(flat('ide-2', 'ES', { line1: 'CL ALCALA 45', city: 'MADRID' })).listing.building_native_id).toBe('ES|madrid|alcala|45');
  });

  it('DE: street, house number and postal code; the stated floors are the building’s', () => {
    const placed = placeInBuilding(flat('is-1', 'DE', { street: 'Weserstraße', house_number: '17', postal_code: '10243', city: 'Berlin' }), { floor: '2 von 3', floors: 3 });
    expect(placed.listing.building_native_id).toBe('DE|10243|weserstraße|17');
    expect(buildingOf(placed.observations)).toMatchObject({ floors: 3, address: { postal_code: '10243', city: 'Berlin' }, geometry: { precision: 'exact' } });
  });

  it('a hidden address, a bare street, a house or a moved pin gives no building (or no building pin)', () => {
    const shown = { line1: 'calle de Alcalá, 45', city: 'Madrid' };
    expect(placeInBuilding(flat('h-1', 'ES', shown), { addressHidden: true }).observations).toEqual([]);
    expect(placeInBuilding(flat('h-2', 'ES', { line1: 'calle de Alcalá', city: 'Madrid' })).observations).toEqual([]);
    expect(placeInBuilding(flat('h-3', 'ES', { city: 'Madrid' })).observations).toEqual([]);
    expect(placeInBuilding(flat('h-4', 'DE', { street: 'Weserstraße', house_number: '17', city: 'Berlin' })).observations).toEqual([]);
    expect(placeInBuilding(flat('h-5', 'ES', shown, { property_type: 'house' })).observations).toEqual([]);
    const untouched = flat('h-6', 'ES', shown, { property_type: 'house' });
    expect(listingInBuilding(untouched)).toEqual([{ kind: 'listing', data: untouched }]);
    const moved = placeInBuilding(flat('h-7', 'ES', shown, { geometry: { latitude: 40.4, longitude: -3.7, precision: 'approximate' } }));
    expect(buildingOf(moved.observations)?.geometry).toBeUndefined();
  });

  it('two flats of one building give one building with two units', () => {
    const a = listingInBuilding(flat('rm-10', 'GB', { text: '7 Kew Road, Richmond, TW9 2NA', city: 'Richmond' }), { line1: '7 Kew Road', flat: 'Flat 1' });
    const b = listingInBuilding(flat('rm-11', 'GB', { text: '7 Kew Rd, Richmond, TW9 2NA', city: 'Richmond' }), { line1: '7 Kew Rd', flat: 'Flat 2' });
    const buildings = new Set([...a, ...b].filter((o) => o.kind === 'building').map((o) => (o.data as BuildingObserved).native_id));
    const units = [...a, ...b].filter((o) => o.kind === 'unit').map((o) => o.data as UnitObserved);
    expect(buildings.size).toBe(1);
    expect(units.map((u) => [u.building_native_id, u.native_id])).toEqual([
      ['GB|TW92NA|7||kew road', 'flat:1'],
      ['GB|TW92NA|7||kew road', 'flat:2'],
    ]);
    expect(a[0]).toMatchObject({ kind: 'listing', data: { building_native_id: 'GB|TW92NA|7||kew road' } });
  });

  it('a unit does not carry a price that cannot be true: the words stay, the amount goes', () => {
    const listing = { ...flat('rm-9', 'GB', { text: '12 Abbey Road, Truro, TR1 2AB', city: 'Truro', postal_code: 'TR1 2AB' }), price: { ...priceFromAmount(0, 'GBP'), display_text: '£0' } };
    const unit = unitOf(placeInBuilding(listing, { line1: '12 Abbey Road', flat: 'Flat 4' }).observations);
    expect(unit?.price).toMatchObject({ currency: 'GBP', display_text: '£0' });
    expect(unit?.price).not.toHaveProperty('amount');
  });
});
