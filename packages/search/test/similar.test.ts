import { SIMILARITY } from '@estate/contract';
import { distanceMeters } from '@estate/normalize';
import { describe, expect, it } from 'vitest';
import { createListingSearch, type ListingSearchValues } from '../src/index.js';
import { similarListings } from '../src/similar.js';

const NOW = Date.parse('2026-11-24T08:00:00Z');
const AUSTIN = { latitude: 30.27, longitude: -97.74 };

/** A live Austin sale listing, 400 000 USD, 100 m², 2 bedrooms, at the origin unless overridden. */
function listing(overrides: Partial<ListingSearchValues> = {}): ListingSearchValues {
  return {
    platform: 'zillow', country: 'US', city: 'Austin', region: 'TX', postal_code: '78701', transaction: 'sale', status: 'active',
    property_type: 'apartment', currency: 'USD', price_amount: 400_000, price_per_sqm: 4_000, area_sqm: 100, bedrooms: 2, bathrooms: 1,
    year_built: 2000, point: AUSTIN, observed_at: NOW - 60_000, source_updated_at: NOW - 120_000, property_id: '', property_match_method: '',
    property_confidence: 0, agent_id: '', agency_id: '', ...overrides,
  };
}

/** A point `metres` north of the origin. */
const north = (metres: number) => ({ latitude: AUSTIN.latitude + metres / 111_195, longitude: AUSTIN.longitude });

describe('similar listings', () => {
  const search = createListingSearch();
  search.upsert('lst_origin', listing());
  search.upsert('lst_twin', listing({ point: north(1) }));
  search.upsert('lst_pricier', listing({ price_amount: 480_000, point: north(1) }));
  search.upsert('lst_far', listing({ point: north(4_000) }));
  search.upsert('lst_bigger_beds', listing({ bedrooms: 4, area_sqm: 120, point: north(1) }));
  search.upsert('lst_no_beds', listing({ bedrooms: null, point: north(1) }));
  // Each outside the candidates for one reason.
  search.upsert('lst_too_far', listing({ point: north(SIMILARITY.radiusMeters + 200) }));
  search.upsert('lst_too_dear', listing({ price_amount: 400_000 * 1.31 }));
  search.upsert('lst_too_small', listing({ area_sqm: 100 / 1.31 }));
  search.upsert('lst_house', listing({ property_type: 'house' }));
  search.upsert('lst_sold', listing({ status: 'sold' }));
  search.upsert('lst_rent', listing({ transaction: 'rent' }));
  search.upsert('lst_euros', listing({ currency: 'EUR' }));

  const ranked = similarListings(search, 'lst_origin', NOW);

  it('weighs only the live listings the rule admits, never the listing itself', () => {
    expect(ranked.map((s) => s.id).sort()).toEqual(['lst_bigger_beds', 'lst_far', 'lst_no_beds', 'lst_pricier', 'lst_twin']);
  });

  it('scores by the documented weights: the twin next door first, an unknown bedroom count half unlike', () => {
    const score = (id: string) => ranked.find((s) => s.id === id)?.score;
    const { weights } = SIMILARITY;
    const near = weights.distance * (1 / SIMILARITY.radiusMeters);
    expect(ranked[0]?.id).toBe('lst_twin');
    expect(score('lst_twin')).toBeCloseTo(1 - near, 4);
    expect(score('lst_pricier')).toBeCloseTo(1 - weights.price * (Math.log(1.2) / Math.log(1 + SIMILARITY.band)) - near, 4);
    expect(score('lst_far')).toBeCloseTo(1 - weights.distance * (4_000 / SIMILARITY.radiusMeters), 3);
    expect(score('lst_no_beds')).toBeCloseTo(1 - weights.bedrooms * SIMILARITY.unknown - near, 4);
    expect(score('lst_bigger_beds')).toBeCloseTo(1 - weights.area * (Math.log(1.2) / Math.log(1 + SIMILARITY.band)) - weights.bedrooms - near, 4);
    for (let i = 1; i < ranked.length; i++) expect((ranked[i - 1]?.score ?? 0) >= (ranked[i]?.score ?? 0)).toBe(true);
  });

  it('gives each the great-circle distance in whole metres', () => {
    const far = ranked.find((s) => s.id === 'lst_far');
    expect(far?.distance_meters).toBe(Math.round(distanceMeters(AUSTIN, north(4_000))));
  });

  it('never offers the same home on another portal, while other homes stay candidates', () => {
    const homes = createListingSearch();
    homes.upsert('lst_home_zillow', listing({ property_id: 'prp_home' }));
    homes.upsert('lst_home_realtor', listing({ platform: 'realtor', property_id: 'prp_home', point: north(1) }));
    homes.upsert('lst_home_again', listing({ property_id: 'prp_home', price_amount: 410_000 }));
    homes.upsert('lst_next_door', listing({ property_id: 'prp_next_door', point: north(1) }));
    homes.upsert('lst_unmatched', listing({ point: north(2) }));
    expect(similarListings(homes, 'lst_home_zillow', NOW).map((s) => s.id)).toEqual(['lst_next_door', 'lst_unmatched']);
    expect(similarListings(homes, 'lst_next_door', NOW).map((s) => s.id).sort()).toEqual(['lst_home_again', 'lst_home_realtor', 'lst_home_zillow', 'lst_unmatched']);
  });

  it('answers nothing for a listing the projection does not hold', () => {
    expect(similarListings(search, 'lst_unknown', NOW)).toEqual([]);
  });
});
