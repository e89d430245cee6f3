import type { SampleListing } from './model.js';
import { mix32 } from './prng.js';

/**
 * Values that cannot be true, as real portals show now and then (issue 31: a "1 sq. ft." living
 * area on a £9.57M house, 11 bedrooms in 25 m², a "$0+" card), injected into a known share of
 * the generated listings with their ground truth, so a test can count that the plausibility rules
 * of `@estate/normalize` flag every one of them and no correct value.
 *
 * Only homes listed once in the whole universe receive one: the cross-listing ground truth
 * (`groups`) describes the same homes with or without the injection, and an agent's typo on one
 * portal is not a second portal's.
 */
export type InjectedKind = 'zero_price' | 'tiny_area' | 'crowded_layout' | 'price_in_thousands' | 'history_in_thousands';

/** What the plausibility rules should say of an injected value. */
export interface InjectedValue {
  platform: string;
  native_id: string;
  property_key: string;
  kind: InjectedKind;
  /**
   * The field withheld, as `field_status` keys it; an area's key ends with the basis its
   * platform states (`property.areas.living`, `.built`), and a history point's with its place in
   * the history the page shows (`price_history.0.price`), so those are given as the prefix.
   */
  field: 'price' | 'property.areas.' | 'property.bedrooms' | 'price_history.';
  /** The rule that must fire (PLAUSIBILITY_RULES of @estate/normalize). */
  rule: 'zero_price' | 'price_minimum' | 'floor_area_minimum' | 'rooms_for_area' | 'price_per_sqm';
  /** The value the generator had before the injection. */
  true_value: number;
  /** The value the listing shows. */
  shown_value: number;
}

/** Share of once-listed homes that show one implausible value (about 1 listing in 60). */
export const IMPLAUSIBLE_RATE = 0.02;

const SQM_PER_SQFT = 0.09290304;
/** Portals that state areas in square feet show "1 sq. ft."; the others "1 m²". */
const SQFT_COUNTRIES: ReadonlySet<string> = new Set(['US', 'GB']);
/** A Japanese price is set in 万円, so a price "in thousands" cannot be written there. */
const KINDS_BY_COUNTRY: Readonly<Record<string, readonly InjectedKind[]>> = {
  JP: ['zero_price', 'tiny_area', 'crowded_layout'],
};
const ALL_KINDS: readonly InjectedKind[] = ['zero_price', 'tiny_area', 'crowded_layout', 'price_in_thousands'];
/** Two digits at most: a layout of "99LDK" is the most a page's 間取り shows. */
const MAX_ROOMS = 99;

/** Which once-listed property gets which kind, from the seed and the property's index alone. */
export function injectionOf(seedHash: number, index: number, country: string): InjectedKind | undefined {
  const h = mix32(seedHash ^ 0x1bad5eed, index);
  if (h / 2 ** 32 >= IMPLAUSIBLE_RATE) return undefined;
  const kinds = KINDS_BY_COUNTRY[country] ?? ALL_KINDS;
  return kinds[mix32(h, 7) % kinds.length];
}

/** Sets the price the listing shows, and the last point of its history with it (they agree on portals). */
function showPrice(listing: SampleListing, price: number): void {
  listing.price = price;
  const last = listing.price_history.at(-1);
  if (last) last.price = price;
}

/** Changes the listing in place to show the value; undefined when the kind does not fit it. */
export function inject(listing: SampleListing, kind: InjectedKind): InjectedValue | undefined {
  const base = { platform: listing.platform, native_id: listing.native_id, property_key: listing.property_key, kind };
  switch (kind) {
    case 'zero_price': {
      const true_value = listing.price;
      showPrice(listing, 0);
      return { ...base, field: 'price', rule: 'zero_price', true_value, shown_value: 0 };
    }
    case 'price_in_thousands': {
      // "£450" for £450,000, "£2" for £2M: the agent typed the price in thousands or millions.
      // Either is under any home's price (price_minimum) even where the page shows no area.
      const true_value = listing.price;
      showPrice(listing, Math.max(1, Math.round(true_value / (true_value < 1_000_000 ? 1_000 : 1_000_000))));
      return { ...base, field: 'price', rule: 'price_minimum', true_value, shown_value: listing.price };
    }
    case 'tiny_area': {
      const true_value = listing.living_area_sqm;
      listing.living_area_sqm = SQFT_COUNTRIES.has(listing.country) ? SQM_PER_SQFT : 1;
      return { ...base, field: 'property.areas.', rule: 'floor_area_minimum', true_value, shown_value: listing.living_area_sqm };
    }
    case 'crowded_layout': {
      // Fewer than 3 m² a bedroom: below the 4 m² the rule allows the smallest room.
      const bedrooms = Math.max(11, Math.floor(listing.living_area_sqm / 3) + 1);
      if (bedrooms + 1 > MAX_ROOMS || listing.property_type === 'land') return undefined;
      const true_value = listing.bedrooms;
      listing.bedrooms = bedrooms;
      if (listing.layout !== undefined) listing.layout = `${bedrooms}LDK`;
      if (listing.rooms !== undefined) listing.rooms = bedrooms + 1;
      return { ...base, field: 'property.bedrooms', rule: 'rooms_for_area', true_value, shown_value: bedrooms };
    }
  }
}

/**
 * Share of the homes listed once on a platform whose pages show the price history (Zillow's
 * `priceHistory`), for sale with an earlier price than the current one, whose earlier price shows
 * typed in thousands: "$450" in the history of a $450,000 home. Decided apart from the other
 * kinds (a home gets one of them or this, never both), so their ground truth is unchanged.
 */
export const HISTORY_IMPLAUSIBLE_RATE = 0.2;
/** The portals whose pages show a listing's earlier prices, not only its current one. */
const HISTORY_PLATFORMS: ReadonlySet<string> = new Set(['zillow']);

/** Whether the once-listed property at `index` gets an implausible earlier price, from the seed and its index alone. */
export function historyInjectionOf(seedHash: number, index: number): boolean {
  return mix32(seedHash ^ 0x41570e1d, index) / 2 ** 32 < HISTORY_IMPLAUSIBLE_RATE;
}

/** Changes the first (oldest) history point in place to show its price in thousands; undefined when the listing shows no earlier price. */
export function injectHistory(listing: SampleListing): InjectedValue | undefined {
  const first = listing.price_history[0];
  if (!HISTORY_PLATFORMS.has(listing.platform) || listing.transaction !== 'sale' || listing.price_history.length < 2 || !first) return undefined;
  const true_value = first.price;
  first.price = Math.max(1, Math.round(true_value / (true_value < 1_000_000 ? 1_000 : 1_000_000)));
  return { platform: listing.platform, native_id: listing.native_id, property_key: listing.property_key, kind: 'history_in_thousands', field: 'price_history.', rule: 'price_minimum', true_value, shown_value: first.price };
}
