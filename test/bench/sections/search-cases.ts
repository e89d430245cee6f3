import type { ListingSearchQuery } from '@estate/search';
import type { BaseListing } from '../listing-universe.js';

/** A search as a caller sends it, and the same search as the store client runs it. */
export interface SearchCase {
  readonly body: Record<string, unknown>;
  /** The store's query without `platforms`, which are those the gateway consulted. */
  readonly query: Omit<ListingSearchQuery, 'platforms'>;
}

const CURRENCY: Record<string, string> = { US: 'USD', GB: 'GBP', ES: 'EUR', PT: 'EUR', DE: 'EUR', AT: 'EUR', JP: 'JPY' };

/**
 * Typical searches around real listings of the universe, in three shapes: a price band in the
 * local currency sorted by price; 5 km around a point, newest first; bedrooms, dearest first.
 */
export function searchCases(bases: readonly BaseListing[], count: number): SearchCase[] {
  const cases: SearchCase[] = [];
  for (let i = 0; cases.length < count && i < bases.length * 3; i++) {
    const base = bases[(i * 37) % bases.length];
    const country = base?.data.property?.address?.country ?? base?.data.country;
    const currency = country ? CURRENCY[country] : undefined;
    const amount = Number(base?.data.price?.amount);
    const geometry = base?.data.property?.geometry;
    if (!base || !country || !currency || !Number.isFinite(amount) || !geometry || base.data.transaction !== 'sale') continue;
    const common = { transaction: 'sale', statuses: ['active'], country, limit: 20 } as const;
    switch (cases.length % 3) {
      case 0: {
        const price = { min: Math.round(amount * 0.7), max: Math.round(amount * 1.3), currency };
        cases.push({ body: { country, price, sort: 'price_asc', limit: 20 }, query: { ...common, price, sort: 'price_asc' } });
        break;
      }
      case 1: {
        const location = { kind: 'radius', latitude: geometry.latitude, longitude: geometry.longitude, radius_meters: 5_000 } as const;
        cases.push({ body: { country, location, sort: 'newest', limit: 20 }, query: { ...common, location, sort: 'newest' } });
        break;
      }
      default: {
        const bedrooms = { min: 2 };
        cases.push({ body: { country, bedrooms, sort: 'price_desc', limit: 20 }, query: { ...common, bedrooms, sort: 'price_desc' } });
      }
    }
  }
  if (cases.length < count) throw new Error(`only ${cases.length} search cases from ${bases.length} listings`);
  return cases;
}
