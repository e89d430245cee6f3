// Listing search documents as the projector writes them to the `listing_search` bucket, drawn
// from a seeded generator so a test and the start-up measurement see the same variety of values
// (several platforms and countries, cities, prices, points, property groups, missing values).
import { listingSearchFields, searchDocumentValues, type ListingSearchValues, type SearchDocument } from '@estate/search';
import { seeded } from '@estate/store/testing';

const PLATFORMS = [
  ['zillow', 'US', 'USD', ['New York', 'Austin', 'Seattle']],
  ['rightmove', 'GB', 'GBP', ['London', 'Leeds', 'Bristol']],
  ['idealista', 'ES', 'EUR', ['Madrid', 'Valencia']],
  ['immoscout24', 'DE', 'EUR', ['Berlin', 'München']],
  ['suumo', 'JP', 'JPY', ['東京都', '大阪市']],
] as const;
const TYPES = ['apartment', 'house', 'land', ''] as const;


export const listingIdOf = (n: number): string => `lst_snap${n.toString(36).padStart(6, '0')}`;

/** The search values of listing `n`, version `version`, observed at `observedAt`. */
export function listingValues(n: number, version: number, observedAt: number): ListingSearchValues {
  const random = seeded(n * 7919 + version * 104_729 + 1);
  const [platform, country, currency, cities] = PLATFORMS[n % PLATFORMS.length] as (typeof PLATFORMS)[number];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const area = random() < 0.1 ? null : Math.round(30 + random() * 220);
  const price = Math.round(50_000 + random() * 1_500_000);
  return {
    platform,
    country,
    city: pick(cities),
    region: random() < 0.2 ? '' : `${country}-R${Math.floor(random() * 4)}`,
    postal_code: random() < 0.3 ? '' : String(10_000 + Math.floor(random() * 50)),
    transaction: random() < 0.7 ? 'sale' : 'rent',
    status: random() < 0.9 ? 'active' : 'under_offer',
    property_type: pick(TYPES),
    currency,
    price_amount: random() < 0.05 ? null : price,
    price_per_sqm: area === null ? null : price / area,
    area_sqm: area,
    bedrooms: random() < 0.1 ? null : Math.floor(random() * 6),
    bathrooms: random() < 0.2 ? null : 1 + Math.floor(random() * 6) / 2,
    year_built: random() < 0.3 ? null : 1900 + Math.floor(random() * 124),
    point: random() < 0.05 ? null : { latitude: 35 + random() * 20, longitude: -120 + random() * 250 },
    observed_at: observedAt,
    source_updated_at: random() < 0.1 ? null : observedAt - Math.floor(random() * 86_400_000 * 30),
    property_id: random() < 0.4 ? '' : `prp_${Math.floor(random() * (n + 10) * 0.8).toString(36)}`,
    property_match_method: random() < 0.4 ? '' : 'address',
    property_confidence: Math.round(random() * 100) / 100,
    agent_id: random() < 0.5 ? '' : `agt_${Math.floor(random() * 5000)}`,
    agency_id: random() < 0.5 ? '' : `agy_${Math.floor(random() * 800)}`,
  };
}

/** The search document of listing `n` at `version`, as `putJson` stores it. */
export function listingDocument(n: number, version: number, observedAt: number): SearchDocument {
  const observed = new Date(observedAt).toISOString();
  return { observed_at: observed, event_id: `evt_${n}_${version}`, values: searchDocumentValues(listingSearchFields, listingValues(n, version, observedAt)) };
}
