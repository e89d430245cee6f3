import type { NewEvent } from '../src/index.js';

export const collector = { name: 'collector-zillow', version: '0.1.0', run_id: 'run-1' };

export function listingInput(overrides: Partial<NewEvent<'listing.observed'>['data']> = {}): NewEvent<'listing.observed'> {
  return {
    type: 'listing.observed',
    platform: 'zillow',
    provider: 'collector-zillow/replay',
    observed_at: '2026-10-13T10:00:00.000Z',
    collector,
    data: {
      native_id: 'z-123',
      url: 'https://www.zillow.com/homedetails/z-123',
      transaction: 'sale',
      status: 'active',
      source_status: 'For Sale',
      title: '3 bd, 2 ba house',
      price: { amount: '525000', currency: 'USD', kind: 'asking', display_text: '$525,000' },
      price_history: [{ event_at: '2026-09-01', event: 'listed', price: { amount: '540000', currency: 'USD', kind: 'asking' } }],
      property: {
        address: { country: 'US', line1: '1 Main St', city: 'Austin', region: 'TX', postal_code: '78701' },
        geometry: { latitude: 30.27, longitude: -97.74, precision: 'exact', crs: 'EPSG:4326' },
        property_type: 'house',
        bedrooms: 3,
        bathrooms: 2,
        areas: [{ value: 1800, unit: 'sqft', basis: 'living', original_text: '1,800 sqft', normalized_sqm: 167.23 }],
        year_built: 1998,
      },
      agent: { name: 'Jane Doe', professional_contacts: [{ kind: 'business_phone', value: '+1 512 555 0100' }] },
      agency: { name: 'Doe Realty' },
      media: [{ url: 'https://photos.example/1.jpg', type: 'photo', position: 0 }],
      retrieved_at: '2026-10-13T10:00:01.000Z',
      access_class: 'public_portal',
      country: 'US',
      ...overrides,
    },
  };
}
