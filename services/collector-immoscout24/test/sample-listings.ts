import type { SampleListing } from '@estate/sample-data';

// Hand-made ground truth for the round trip: one of each kind ImmoScout24 lists, with the
// statuses, half rooms, plots and hidden facts the renderer treats differently.

const agent = { native_id: 'agt-77', name: 'Katrin Vogel', phone: '+49 30 2345678' };
const agency = {
  native_id: '001.48213',
  name: 'Vogel Immobilien GmbH',
  address: 'Kurfürstendamm 50, 10707 Berlin',
  website: 'https://www.vogel-immobilien.de',
  phone: '+49 30 2345600',
};

function listing(overrides: Partial<SampleListing> & Pick<SampleListing, 'native_id'>): SampleListing {
  return {
    platform: 'immoscout24',
    property_key: `prop-${overrides.native_id}`,
    country: 'DE',
    currency: 'EUR',
    transaction: 'sale',
    status: 'active',
    title: 'Helle 3-Zimmer-Wohnung mit Balkon',
    description: 'Gepflegte Wohnung im 2. OG, Parkett, Einbauküche, Südbalkon.\nRuhige Seitenstraße, U-Bahn fußläufig.',
    address: { line1: 'Kastanienallee 12', city: 'Berlin', region: 'Berlin', postal_code: '10435' },
    latitude: 52.5387,
    longitude: 13.4094,
    property_type: 'apartment',
    bedrooms: 2,
    bathrooms: 1,
    living_area_sqm: 82.5,
    year_built: 1908,
    price: 549000,
    price_history: [{ date: '2024-11-20', event: 'listed', price: 549000 }],
    listed_at: '2024-11-20T08:00:00.000Z',
    updated_at: '2025-02-12T15:45:00.000Z',
    agent,
    agency,
    photos: [
      { url: 'https://pictures.example.test/de/w1.jpg', caption: 'Wohnzimmer' },
      { url: 'https://pictures.example.test/de/w2.jpg', caption: 'Küche' },
      { url: 'https://pictures.example.test/de/w3.jpg' },
    ],
    floor_plan_url: 'https://pictures.example.test/de/w-grundriss.jpg',
    ...overrides,
  };
}

export const GERMAN_LISTINGS: readonly SampleListing[] = [
  listing({ native_id: '153201877' }),
  listing({
    native_id: '153201878',
    title: 'Freistehendes Einfamilienhaus mit großem Garten',
    address: { line1: 'Am Sonnenhang 7a', city: 'München', region: 'Bayern', postal_code: '81477' },
    latitude: 48.0824,
    longitude: 11.5131,
    property_type: 'house',
    bedrooms: 4,
    bathrooms: 2,
    living_area_sqm: 168.4,
    plot_area_sqm: 612,
    year_built: 1986,
    price: 1650000,
  }),
  listing({
    native_id: '153201879',
    status: 'under_offer',
    title: 'Doppelhaushälfte in Köln-Rodenkirchen',
    address: { line1: 'Weißer Straße 140', city: 'Köln', region: 'Nordrhein-Westfalen', postal_code: '50999' },
    latitude: 50.8805,
    longitude: 6.9985,
    property_type: 'semi_detached',
    bedrooms: 3,
    bathrooms: 2,
    living_area_sqm: 131.75,
    plot_area_sqm: 298,
    year_built: 2003,
    price: 789000,
  }),
  listing({
    native_id: '153201880',
    title: 'Reihenhaus in Hamburg-Rahlstedt',
    address: { line1: 'Rahlstedter Weg 33', city: 'Hamburg', region: 'Hamburg', postal_code: '22147' },
    latitude: 53.6021,
    longitude: 10.1578,
    property_type: 'townhouse',
    bedrooms: 3,
    bathrooms: 1,
    living_area_sqm: 112,
    plot_area_sqm: 180,
    year_built: 1972,
    price: 498000,
    status: 'pending',
  }),
  listing({
    native_id: '153201881',
    title: '1-Zimmer-Apartment nahe Uni',
    address: { line1: 'Gutenbergstraße 5', city: 'Leipzig', region: 'Sachsen', postal_code: '04178' },
    latitude: 51.3455,
    longitude: 12.3049,
    bedrooms: 0,
    bathrooms: 1,
    living_area_sqm: 29.8,
    year_built: 1995,
    price: 119000,
  }),
  listing({
    native_id: '153201882',
    status: 'sold',
    title: 'Verkauft: Altbauwohnung in Frankfurt-Nordend',
    address: { line1: 'Oeder Weg 88', city: 'Frankfurt am Main', region: 'Hessen', postal_code: '60318' },
    latitude: 50.1253,
    longitude: 8.6787,
    bedrooms: 3,
    bathrooms: 2,
    living_area_sqm: 118.3,
    price: 925000,
  }),
  listing({
    native_id: '153201883',
    title: 'Baugrundstück in ruhiger Lage',
    address: { line1: 'Lindenweg', city: 'Potsdam', region: 'Brandenburg', postal_code: '14469' },
    latitude: 52.4207,
    longitude: 13.0461,
    property_type: 'land',
    bedrooms: 0,
    bathrooms: 0,
    living_area_sqm: 0,
    plot_area_sqm: 740,
    year_built: undefined,
    price: 385000,
    photos: [{ url: 'https://pictures.example.test/de/g1.jpg' }],
    floor_plan_url: undefined,
  }),
];

/** Many listings with varied ids, so every rendering choice (hidden price, area, address, half room) occurs. */
export function manyListings(n: number): SampleListing[] {
  const types = ['apartment', 'house', 'semi_detached', 'townhouse', 'apartment', 'multi_family'] as const;
  return Array.from({ length: n }, (_, i) =>
    listing({
      native_id: String(154000000 + i * 7919),
      property_type: types[i % types.length] ?? 'apartment',
      bedrooms: i % 5,
      bathrooms: 1 + (i % 3),
      living_area_sqm: 28 + ((i * 37) % 260) + (i % 4) * 0.25,
      plot_area_sqm: i % 6 === 1 || i % 6 === 2 || i % 6 === 3 ? 250 + i * 3 : undefined,
      price: 150000 + i * 17350,
      latitude: 52.45 + (i % 50) * 0.003,
      longitude: 13.3 + (i % 40) * 0.004,
      address: { line1: `Teststraße ${i + 1}`, city: 'Berlin', region: 'Berlin', postal_code: '10115' },
    }),
  );
}
