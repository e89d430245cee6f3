// The synthetic live listings both benches load (bench/search.ts one search at a time,
// bench/shards.ts at concurrent callers): one distribution, so their figures describe the same data.
import type { ListingSearchValues } from '../src/index.js';

export const NOW = Date.UTC(2026, 10, 24, 12);
export const HOUR = 3_600_000;
export const PLATFORMS = ['zillow', 'rightmove', 'idealista', 'immoscout24', 'suumo'];
export const COUNTRIES = ['US', 'GB', 'ES', 'DE', 'JP'];
export const TYPES = ['house', 'apartment', 'condo', 'townhouse'];
export const CITIES = Array.from({ length: 2000 }, (_, i) => `City ${i}`);
const REGIONS = Array.from({ length: 100 }, (_, i) => `Region ${i}`);

/** mulberry32: the same records on both sides of a comparison and in every child process. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The id of the i-th bench listing: scattered, so ids do not arrive in their sort order. */
export const benchListingId = (i: number): string => `lst_${(i * 2654435761 + 1).toString(16).padStart(12, '0').slice(-12)}${i}`;

/** The next listing of the distribution from `random`. */
export function benchListing(random: () => number): ListingSearchValues {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const country = Math.floor(random() * COUNTRIES.length);
  const area = random() < 0.9 ? Math.round(30 + random() * 300) : null;
  const price = random() < 0.95 ? Math.round(random() * 2_000_000) / 100 + 50_000 : null;
  return {
    platform: PLATFORMS[country],
    country: COUNTRIES[country],
    city: pick(CITIES),
    region: pick(REGIONS),
    postal_code: String(10_000 + Math.floor(random() * 90_000)),
    transaction: random() < 0.7 ? 'sale' : 'rent',
    status: random() < 0.8 ? 'active' : pick(['sold', 'under_offer', 'off_market']),
    // Land is rare: a categorical filter that keeps few records.
    property_type: random() < 0.01 ? 'land' : pick(TYPES),
    currency: pick(['USD', 'GBP', 'EUR', 'JPY']),
    price_amount: price,
    price_per_sqm: price !== null && area !== null ? Math.round((price / area) * 100) / 100 : null,
    area_sqm: area,
    bedrooms: random() < 0.9 ? Math.floor(random() * 6) : null,
    bathrooms: random() < 0.9 ? pick([1, 1.5, 2, 2.5, 3]) : null,
    year_built: random() < 0.7 ? 1900 + Math.floor(random() * 125) : null,
    point: random() < 0.95 ? { latitude: -60 + random() * 130, longitude: -180 + random() * 360 } : null,
    observed_at: NOW - Math.floor(random() * 23 * HOUR),
    source_updated_at: random() < 0.6 ? NOW - Math.floor(random() * 72) * HOUR : null,
    property_id: '',
    property_match_method: '',
    property_confidence: 0,
    agent_id: '',
    agency_id: '',
  };
}
