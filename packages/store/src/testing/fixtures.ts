import type { ListingInsertRow, ListingObservationInsertRow } from '../index.js';

export function listingRow(overrides: Partial<ListingInsertRow> & Pick<ListingInsertRow, 'listing_id' | 'observed_at' | 'event_id'>): ListingInsertRow {
  return {
    platform: 'zillow',
    native_id: overrides.listing_id.replace(/^lst_/, ''),
    country: 'US',
    city: 'Austin',
    region: 'TX',
    postal_code: '78701',
    transaction: 'sale',
    status: 'active',
    property_type: 'house',
    price_amount: '450000.00',
    currency: 'USD',
    price_per_sqm: '3000.00',
    area_sqm: 150,
    bedrooms: 3,
    bathrooms: 2,
    rooms: 5,
    year_built: 1999,
    latitude: 30.27,
    longitude: -97.74,
    title: 'A house',
    url: 'https://example.test/1',
    source_updated_at: null,
    property_id: '',
    document: JSON.stringify({ id: overrides.listing_id }),
    ...overrides,
  };
}

export function observationRow(
  overrides: Partial<ListingObservationInsertRow> & Pick<ListingObservationInsertRow, 'listing_id' | 'observed_at' | 'event_id'>,
): ListingObservationInsertRow {
  return {
    platform: 'zillow',
    native_id: overrides.listing_id.replace(/^lst_/, ''),
    country: 'US',
    city: 'Austin',
    transaction: 'sale',
    status: 'active',
    property_type: 'house',
    price_amount: '450000.00',
    currency: 'USD',
    price_per_sqm: '3000.00',
    area_sqm: 150,
    bedrooms: 3,
    ...overrides,
  };
}
