import { describe, expect, it } from 'vitest';
import { createListingSearch, listingSearchValues, propertyGroupsOfPage, searchListingIds, type ListingSearchQuery, type ListingSearchValues } from '../src/index.js';
import { HOUR } from './listing-rows.js';

/**
 * The rule of a collapsed listing search on a few hand-made homes, where the answer is known:
 * which listing stands for a home, which homes a filter keeps, how homes are counted and paged,
 * and a home's price spread. The randomised comparisons (differential.test.ts against SQL,
 * sharded-search.test.ts across shards) hold the same rule over many more.
 */

const now = Date.parse('2026-11-27T12:00:00Z');
const base: ListingSearchQuery = { platforms: ['rightmove', 'zoopla'], transaction: 'sale', statuses: ['active'], sort: 'price_asc', limit: 10 };

function listing(platform: string, property: string, price: number | null, updatedHoursAgo: number | null, extra: Partial<ListingSearchValues> = {}): ListingSearchValues {
  return {
    ...listingSearchValues({
      platform,
      country: 'GB',
      city: 'Leeds',
      transaction: 'sale',
      status: 'active',
      property_type: 'house',
      currency: 'GBP',
      price_amount: price === null ? null : String(price),
      bedrooms: 3,
      observed_at: new Date(now - HOUR).toISOString(),
      source_updated_at: updatedHoursAgo === null ? null : new Date(now - updatedHoursAgo * HOUR).toISOString(),
      property_id: property,
      property_match_method: property === '' ? '' : 'postcode_rooms',
      property_confidence: property === '' ? 0 : 0.85,
    }),
    ...extra,
  };
}

function projectionOf(listings: Record<string, ListingSearchValues>) {
  const projection = createListingSearch();
  for (const [id, values] of Object.entries(listings)) projection.upsert(id, values);
  return projection;
}

describe('a collapsed listing search', () => {
  const projection = projectionOf({
    // One home on two portals: rightmove's listing updated more recently, zoopla's cheaper.
    lst_rm_a: listing('rightmove', 'prp_a', 300_000, 2),
    lst_zp_a: listing('zoopla', 'prp_a', 295_000, 5),
    // Another home on both, with a third, sold listing of it.
    lst_rm_b: listing('rightmove', 'prp_b', 410_000, 10),
    lst_zp_b: listing('zoopla', 'prp_b', 420_000, 10),
    lst_old_b: listing('zoopla', 'prp_b', 380_000, 1, { status: 'sold' }),
    // Listings without a property: homes of their own.
    lst_alone_1: listing('rightmove', '', 250_000, 3),
    lst_alone_2: listing('zoopla', '', 500_000, null),
  });

  it('shows each home once, as its most recent matching listing, counting homes', () => {
    const page = searchListingIds(projection, { ...base, collapse: 'property' }, now);
    // prp_a: rightmove's (2 h) beats zoopla's (5 h) and sorts at its price, 300 000, not 295 000.
    // prp_b: a tie in date goes to the greater id (lst_zp_b); the sold listing does not match.
    expect(page.listing_ids).toEqual(['lst_alone_1', 'lst_rm_a', 'lst_zp_b', 'lst_alone_2']);
    expect({ total: page.total, relation: page.total_relation, more: page.has_more }).toEqual({ total: 4, relation: 'exact', more: false });
    // Without collapse: every listing, as before.
    expect(searchListingIds(projection, base, now).total).toBe(6);
  });

  it('keeps a home when any of its listings matches, shown by the matching one', () => {
    const page = searchListingIds(projection, { ...base, price: { max: 298_000 }, collapse: 'property' }, now);
    expect(page.listing_ids).toEqual(['lst_alone_1', 'lst_zp_a']);
    const sold = searchListingIds(projection, { ...base, statuses: ['active', 'sold'], sort: 'newest', collapse: 'property' }, now);
    // The sold listing (1 h) is now prp_b's most recent matching listing.
    expect(sold.listing_ids).toEqual(['lst_old_b', 'lst_rm_a', 'lst_alone_1', 'lst_alone_2']);
  });

  it('pages homes through positions, and caps their count', () => {
    const first = searchListingIds(projection, { ...base, limit: 3, totalCap: 2, collapse: 'property' }, now);
    expect(first).toEqual({ listing_ids: ['lst_alone_1', 'lst_rm_a', 'lst_zp_b'], has_more: true, next: { key: 420_000, listing_id: 'lst_zp_b' }, total: 2, total_relation: 'lower_bound' });
    const second = searchListingIds(projection, { ...base, limit: 3, after: first.next, collapse: 'property' }, now);
    expect(second.listing_ids).toEqual(['lst_alone_2']);
    expect(second.has_more).toBe(false);
  });

  it("gives each home's price spread over all its live listings, in one currency", () => {
    const groups = propertyGroupsOfPage(projection, ['prp_a', 'prp_b', ''], now, { pricesOf: 'sale' });
    expect(groups.map((g) => [g.property_id, g.platforms, g.price_spread])).toEqual([
      ['prp_a', ['rightmove', 'zoopla'], { currency: 'GBP', min: 295_000, max: 300_000 }],
      ['prp_b', ['rightmove', 'zoopla'], { currency: 'GBP', min: 380_000, max: 420_000 }],
    ]);
    const mixed = projectionOf({ lst_1: listing('rightmove', 'prp_c', 1, 1), lst_2: listing('zoopla', 'prp_c', 2, 1, { currency: 'EUR' }), lst_3: listing('zoopla', 'prp_c', null, 1) });
    // A rent is no sale price: the spread is of the search's transaction only.
    const saleAndLet = projectionOf({ lst_1: listing('rightmove', 'prp_d', 300_000, 1), lst_2: listing('zoopla', 'prp_d', 1_200, 1, { transaction: 'rent' }), lst_3: listing('zoopla', 'prp_d', 310_000, 1) });
    expect(propertyGroupsOfPage(saleAndLet, ['prp_d'], now, { pricesOf: 'sale' })[0]?.price_spread).toEqual({ currency: 'GBP', min: 300_000, max: 310_000 });
    expect(propertyGroupsOfPage(saleAndLet, ['prp_d'], now, { pricesOf: 'rent' })[0]?.price_spread).toEqual({ currency: 'GBP', min: 1_200, max: 1_200 });
    expect(propertyGroupsOfPage(mixed, ['prp_c'], now, { pricesOf: 'sale' })[0]?.price_spread).toBeUndefined();
    // Without the option, the groups are as before.
    expect(propertyGroupsOfPage(projection, ['prp_a'], now)[0]).not.toHaveProperty('price_spread');
  });
});
