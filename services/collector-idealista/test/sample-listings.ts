import type { SampleListing } from '@estate/sample-data';

// Hand-made ground truth for the round trip: one of each kind idealista lists, with the
// statuses, price changes and areas the renderer treats differently.

const agent = { native_id: 'agt-101', name: 'Lucía Romero', phone: '+34 912 345 678' };
const agency = {
  native_id: 'inmobiliaria-castellana',
  name: 'Inmobiliaria Castellana',
  address: 'Paseo de la Castellana 120, 28046 Madrid',
  website: 'https://www.inmocastellana.es',
  phone: '+34 912 345 600',
};

function listing(overrides: Partial<SampleListing> & Pick<SampleListing, 'native_id'>): SampleListing {
  return {
    platform: 'idealista',
    property_key: `prop-${overrides.native_id}`,
    country: 'ES',
    currency: 'EUR',
    transaction: 'sale',
    status: 'active',
    title: 'Piso en venta',
    description: 'Piso luminoso, reformado, cerca del metro.',
    address: { line1: 'Calle de Alcalá 45', city: 'Madrid', region: 'Madrid', postal_code: '28014' },
    latitude: 40.4189,
    longitude: -3.6976,
    property_type: 'apartment',
    bedrooms: 3,
    bathrooms: 2,
    living_area_sqm: 96.4,
    price: 685000,
    price_history: [{ date: '2024-11-02', event: 'listed', price: 685000 }],
    listed_at: '2024-11-02T09:00:00.000Z',
    updated_at: '2025-02-10T16:30:00.000Z',
    agent,
    agency,
    photos: [
      { url: 'https://img.example.test/es/a1.jpg', caption: 'Salón' },
      { url: 'https://img.example.test/es/a2.jpg', caption: 'Cocina' },
      { url: 'https://img.example.test/es/a3.jpg' },
    ],
    floor_plan_url: 'https://img.example.test/es/a-plan.jpg',
    ...overrides,
  };
}

export const SPANISH_LISTINGS: readonly SampleListing[] = [
  listing({ native_id: '104523987' }),
  listing({
    native_id: '104523988',
    title: 'Chalet independiente con piscina',
    address: { line1: 'Calle Ágata 2', city: 'Estepona', region: 'Málaga', postal_code: '29688' },
    latitude: 36.476812,
    longitude: -5.0222844,
    property_type: 'house',
    bedrooms: 4,
    bathrooms: 4,
    living_area_sqm: 530,
    plot_area_sqm: 681,
    year_built: 2024,
    price: 2500000,
    price_history: [
      { date: '2024-09-01', event: 'listed', price: 2650000 },
      { date: '2025-01-15', event: 'price_changed', price: 2500000 },
    ],
    listed_at: '2024-09-01T10:00:00.000Z',
  }),
  listing({
    native_id: '104523989',
    status: 'under_offer',
    title: 'Chalet pareado en Sant Cugat',
    address: { line1: 'Carrer de la Riera 18', city: 'Sant Cugat del Vallès', region: 'Barcelona', postal_code: '08172' },
    latitude: 41.4722,
    longitude: 2.0861,
    property_type: 'semi_detached',
    bedrooms: 4,
    bathrooms: 3,
    living_area_sqm: 210.6,
    plot_area_sqm: 320,
    year_built: 1998,
    price: 890000,
  }),
  listing({
    native_id: '104523990',
    title: 'Estudio en Lavapiés',
    address: { line1: 'Calle del Ave María 12', city: 'Madrid', region: 'Madrid', postal_code: '28012' },
    latitude: 40.4095,
    longitude: -3.7001,
    property_type: 'apartment',
    bedrooms: 0,
    bathrooms: 1,
    living_area_sqm: 31.2,
    price: 189000,
  }),
  listing({
    native_id: '104523991',
    status: 'pending',
    title: 'Adosado en Valencia',
    address: { line1: 'Carrer de Sant Vicent Màrtir 210', city: 'Valencia', region: 'Valencia', postal_code: '46007' },
    latitude: 39.4598,
    longitude: -0.3874,
    property_type: 'townhouse',
    bedrooms: 3,
    bathrooms: 2,
    living_area_sqm: 142,
    price: 415000,
  }),
  listing({
    native_id: '104523992',
    status: 'sold',
    title: 'Piso vendido en Sevilla',
    address: { line1: 'Calle Feria 40', city: 'Sevilla', region: 'Sevilla', postal_code: '41003' },
    latitude: 37.3989,
    longitude: -5.9911,
    bedrooms: 2,
    bathrooms: 1,
    living_area_sqm: 74.8,
    price: 235000,
  }),
];

/** Many listings with varied ids, so every rendering choice (hidden price, area, address) occurs. */
export function manyListings(n: number): SampleListing[] {
  const types = ['apartment', 'house', 'semi_detached', 'townhouse', 'apartment', 'apartment'] as const;
  return Array.from({ length: n }, (_, i) =>
    listing({
      native_id: String(105000000 + i * 7919),
      property_type: types[i % types.length] ?? 'apartment',
      bedrooms: i % 5,
      bathrooms: 1 + (i % 3),
      living_area_sqm: 40 + ((i * 37) % 260) + (i % 4) * 0.25,
      price: 120000 + i * 15250,
      latitude: 40.3 + (i % 50) * 0.004,
      longitude: -3.8 + (i % 40) * 0.005,
      address: { line1: `Calle de Prueba ${i + 1}`, city: 'Madrid', region: 'Madrid', postal_code: '28001' },
    }),
  );
}
