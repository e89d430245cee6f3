import type { ListingInsertRow, ListingObservationInsertRow, MarketPointInsertRow } from '../index.js';

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

/** A UK HPI monthly average price of Bristol, as the uk_hpi collector publishes it; overrides give the market, period and value. */
export function marketPointRow(overrides: Partial<MarketPointInsertRow> & Pick<MarketPointInsertRow, 'period_start' | 'event_id'>): MarketPointInsertRow {
  return {
    market_id: 'mkt_bristol',
    market_kind: 'city',
    country: 'GB',
    region: '',
    city: 'Bristol',
    district: '',
    postal_code: '',
    market_name: 'Bristol',
    platform: 'uk_hpi',
    dataset: 'uk_hpi_full',
    region_scheme: 'ons_gss',
    region_code: 'E06000023',
    region_name: 'City of Bristol',
    region_type: 'local_authority',
    metric: 'average_price',
    segment: 'all',
    seasonally_adjusted: false,
    frequency: 'monthly',
    period_end: overrides.period_start.replace(/01$/, '28'),
    vintage: '2025-07',
    value: '300000',
    value_status: overrides.value === null ? 'missing' : 'published',
    unit: 'GBP',
    currency: 'GBP',
    sample_size: null,
    native_field: 'AveragePrice',
    provider: 'collector-uk_hpi/replay',
    access_class: 'open_data',
    observed_at: '2025-07-15T00:00:00.000Z',
    ...overrides,
  };
}
