import type { BuildingObserved, UnitObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { mergeBuildings, mergeUnits } from './merge-places.js';

describe('mergeBuildings and mergeUnits', () => {
  it('keep what each read of a building states, the later read winning field by field', () => {
    const card: BuildingObserved = { native_id: 'DE|80331|muller|12', access_class: 'public_portal', country: 'DE', address: { line1: 'Müllerstraße 12', city: 'München' } };
    const expose: BuildingObserved = { native_id: 'DE|80331|muller|12', access_class: 'public_portal', country: 'DE', floors: 5, address: { postal_code: '80331' }, extensions: { year_built: 1958 } };
    expect(mergeBuildings(card, expose)).toEqual({
      native_id: 'DE|80331|muller|12',
      access_class: 'public_portal',
      country: 'DE',
      floors: 5,
      address: { line1: 'Müllerstraße 12', city: 'München', postal_code: '80331' },
      extensions: { year_built: 1958 },
    });
  });

  it('keep the label one read gives and the property another gives', () => {
    const base = { building_native_id: 'b', native_id: 'listing:1', kind: 'physical_unit', access_class: 'public_portal', country: 'DE' } as const;
    const card: UnitObserved = { ...base, price: { kind: 'asking', amount: '420000', currency: 'EUR' }, property: { bedrooms: 2 } };
    const expose: UnitObserved = { ...base, label: '3. Etage', property: { bathrooms: 1 } };
    expect(mergeUnits(card, expose)).toEqual({ ...base, label: '3. Etage', price: { kind: 'asking', amount: '420000', currency: 'EUR' }, property: { bedrooms: 2, bathrooms: 1 } });
  });
});
