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

  it('leaves its inputs untouched', () => {
    const before = structuredClone(card);
    mergeObservations(card, details);
    expect(card).toEqual(before);
  });
});
