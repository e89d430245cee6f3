import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { mergeObservations } from './merge-observations.js';

const card: ListingObserved = {
  native_id: '42',
  transaction: 'sale',
  status: 'active',
  price: { amount: '500000', currency: 'USD', kind: 'asking' },
  property: { address: { country: 'US', city: 'Austin', postal_code: '78701' }, bedrooms: 3, areas: [{ value: 1500, unit: 'sqft', basis: 'living', normalized_sqm: 139.35 }] },
  media: [{ url: 'https://example.test/1.jpg', type: 'photo', position: 0 }],
  access_class: 'public_portal',
  country: 'US',
  extensions: { badge: 'new' },
};

const details: ListingObserved = {
  native_id: '42',
  transaction: 'sale',
  status: 'pending',
  source_updated_at: '2026-11-20T10:00:00.000Z',
  property: { address: { country: 'US', line1: '1 Main St' }, year_built: 1999 },
  media: [
    { url: 'https://example.test/1.jpg', type: 'photo', position: 0 },
    { url: 'https://example.test/2.jpg', type: 'photo', position: 1 },
  ],
  price_history: [{ event_at: '2026-10-01', event: 'listed' }],
  access_class: 'public_portal',
  country: 'US',
  extensions: { hoa: '100' },
};

describe('mergeObservations', () => {
  it('lets the later read win field by field, nested ones included, and keeps what only the earlier had', () => {
    const merged = mergeObservations(card, details);
    expect(merged.status).toBe('pending');
    expect(merged.price).toEqual(card.price);
    expect(merged.source_updated_at).toBe(details.source_updated_at);
    expect(merged.property).toMatchObject({ bedrooms: 3, year_built: 1999, address: { country: 'US', city: 'Austin', postal_code: '78701', line1: '1 Main St' } });
    expect(merged.property.areas).toEqual(card.property.areas);
    expect(merged.extensions).toEqual({ badge: 'new', hoa: '100' });
  });

  it('keeps the fuller gallery and price history whichever read came last', () => {
    expect(mergeObservations(card, details).media).toHaveLength(2);
    expect(mergeObservations(details, card).media).toHaveLength(2);
    expect(mergeObservations(details, card).price_history).toEqual(details.price_history);
  });

  it('keeps the page\'s whole description, not the card\'s summary of it, whichever read came last', () => {
    const whole = 'A bright two bedroom flat with a balcony over the park, a lift, and a garage in the basement.';
    const summary = { ...card, description: 'A bright two bedroom flat with a balcony over the…' };
    const page = { ...details, description: whole };
    expect(mergeObservations(page, summary).description).toBe(whole);
    expect(mergeObservations(summary, page).description).toBe(whole);
    expect(mergeObservations(summary, details).description).toBe(summary.description);
  });

  it('leaves its inputs untouched', () => {
    const before = structuredClone(card);
    mergeObservations(card, details);
    expect(card).toEqual(before);
  });

  // A replay reads paths in order, so a detail page (`detail/…`) comes before its search card (`search/…`): the
  // card is the later read, and states less.
  const page: ListingObserved = {
    native_id: '50502040',
    transaction: 'sale',
    status: 'active',
    property: {
      address: { country: 'GB', line1: 'Flat 1, 168 Gloucester Road', city: 'Bristol', postal_code: 'BS3 4AW', formatted: 'Flat 1, 168 Gloucester Road, Bristol, BS3 4AW' },
      geometry: { latitude: 51.44, longitude: -2.6, precision: 'exact' },
      layout: '2LDK',
      bedrooms: 2,
    },
    agency: { native_id: '493609', name: 'Hartmann', address: { country: 'GB', postal_code: 'LS5 9NH' } },
    access_class: 'public_portal',
    country: 'GB',
    extensions: { portal: { floor: '5', agency_licence: 'L-89385', transaction_type: 'brokerage' } },
  };
  const searchCard: ListingObserved = {
    native_id: '50502040',
    transaction: 'sale',
    status: 'active',
    property: { address: { country: 'GB', postal_code: 'BS3', formatted: 'Gloucester Road, Bristol BS3' }, geometry: { latitude: 51.45, longitude: -2.61 }, layout: undefined, bedrooms: 2 },
    agency: { name: 'Hartmann' },
    access_class: 'public_portal',
    country: 'GB',
    extensions: { portal: { transaction_type: 'brokerage' } },
  };

  it('never lets a later read erase what an earlier one stated: undefined fields, nested records and extensions keep their values', () => {
    const merged = mergeObservations(page, searchCard);
    expect(merged.property.layout).toBe('2LDK');
    expect(merged.extensions).toEqual(page.extensions);
    expect(merged.agency).toEqual({ native_id: '493609', name: 'Hartmann', address: { country: 'GB', postal_code: 'LS5 9NH' } });
  });

  it('keeps the finer address whichever read came last, the coarser one only filling gaps', () => {
    for (const merged of [mergeObservations(page, searchCard), mergeObservations(searchCard, page)]) {
      expect(merged.property.address).toEqual(page.property.address);
    }
    const withRegion = { ...searchCard, property: { ...searchCard.property, address: { ...searchCard.property.address, country: 'GB', region: 'England' } } };
    expect(mergeObservations(page, withRegion).property.address).toEqual({ ...page.property.address, region: 'England' });
  });

  it('takes the point whole from one read', () => {
    expect(mergeObservations(page, searchCard).property.geometry).toEqual(searchCard.property.geometry);
    expect(mergeObservations(searchCard, page).property.geometry).toEqual(page.property.geometry);
  });

  it('leaves both reads untouched when nested records merge', () => {
    const before = [structuredClone(page), structuredClone(searchCard)];
    mergeObservations(page, searchCard);
    mergeObservations(searchCard, page);
    expect([page, searchCard]).toEqual(before);
  });
});
