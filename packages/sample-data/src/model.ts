import type { NativePayload } from '@estate/collector-kit';
import type { PropertyType } from '@estate/contract/vocabulary';

/**
 * The finer type a portal shows, in English keys; renderers map them to their own wording
 * (`semi_detached` → "Semi-Detached", `mansion` → 中古マンション, `terraced` → Reihenhaus):
 *   US  single_family, condo, co_op, townhouse, multi_family, manufactured
 *   GB  flat, maisonette, studio, penthouse, terraced, end_of_terrace, semi_detached, detached, bungalow
 *   ES  flat, penthouse (ático), duplex, studio, detached (chalet independiente), semi_detached
 *       (pareado), terraced (adosado), country_house (finca rústica)
 *   DE  flat (Etagenwohnung), ground_floor, top_floor (Dachgeschoss), maisonette, penthouse,
 *       detached (Einfamilienhaus), semi_detached (Doppelhaushälfte), terraced (Reihenhaus),
 *       multi_family (Mehrfamilienhaus), villa
 *   JP  mansion (マンション), detached (一戸建て)
 */
export type PropertySubtype =
  | 'single_family' | 'condo' | 'co_op' | 'townhouse' | 'multi_family' | 'manufactured'
  | 'flat' | 'maisonette' | 'studio' | 'penthouse' | 'duplex' | 'ground_floor' | 'top_floor'
  | 'terraced' | 'end_of_terrace' | 'semi_detached' | 'detached' | 'bungalow' | 'villa' | 'country_house'
  | 'mansion';

/** Amenities as English keys; renderers show them in the platform's language or as its flags. */
export type Feature =
  | 'balcony' | 'terrace' | 'garden' | 'parking' | 'garage' | 'lift' | 'pool' | 'air_conditioning'
  | 'sea_view' | 'fireplace' | 'cellar' | 'storage' | 'concierge' | 'renovated' | 'south_facing'
  | 'fitted_kitchen' | 'underfloor_heating' | 'pet_friendly' | 'auto_lock' | 'walk_in_closet';

/**
 * One listing as it should appear on one platform: the generator's truth, before a platform
 * renderer turns it into that platform's native payload (and its collector parses it back).
 * Numbers are exact here; renderers round and format them the way the platform does.
 *
 * A platform may carry listings of other countries, as the real portals do: rightmove's
 * overseas section (Spanish and Florida homes, in EUR or USD), immoscout24's Ausland section
 * (Spanish homes, in German). Renderers take `country`, `currency` and the address from the
 * listing, never from the platform. Text (title, description, captions) is already in the
 * platform's language.
 */
export interface SampleListing {
  platform: string;
  native_id: string;
  /** Ground truth: listings with the same key are one property listed on several platforms. */
  property_key: string;
  country: string;
  currency: string;
  transaction: 'sale';
  /** Service vocabulary status; renderers show the platform's own wording. */
  status: 'active' | 'under_offer' | 'pending' | 'sold';
  title: string;
  description: string;
  /** `district` is the neighbourhood a portal shows beside the city (Chamberí, Schwabing, 六本木). */
  address: { line1: string; unit?: string; city: string; region: string; postal_code: string; district?: string };
  latitude: number;
  longitude: number;
  property_type: PropertyType;
  bedrooms: number;
  /** US listings count half baths (2.5); elsewhere whole numbers. */
  bathrooms: number;
  /** Japanese layout such as `3LDK` (JP only). */
  layout?: string;
  /** See PropertySubtype. */
  property_subtype?: PropertySubtype;
  /** Rooms as the country counts them: German Zimmer (living room included, may be 2.5), the number of a Japanese layout. */
  rooms?: number;
  /** Floor of an apartment, 0 = ground floor; and the floors of its building. */
  floor?: number;
  total_floors?: number;
  /** Name of the building (Japanese マンション). */
  building_name?: string;
  /** Nearest station as Japanese portals show it. */
  station?: { line: string; name: string; walk_minutes: number };
  features?: Feature[];
  /** GB only. */
  tenure?: 'freehold' | 'leasehold' | 'share_of_freehold';
  /** New build (新築, Neubau, obra nueva). */
  new_build?: boolean;
  /** Living area in square metres, exact; renderers convert (sq ft, 坪) and round as the platform does. */
  living_area_sqm: number;
  plot_area_sqm?: number;
  year_built?: number;
  /** Asking price in whole currency units. */
  price: number;
  /** Oldest first; the last entry's amount equals `price`. */
  price_history: { date: string; event: 'listed' | 'price_changed'; price: number }[];
  listed_at: string;
  updated_at: string;
  agent: { native_id: string; name: string; phone: string; email?: string };
  agency: {
    native_id: string;
    name: string;
    address: string;
    website: string;
    phone: string;
    /** Ground truth, never rendered: agencies with the same key are one office, on whatever platform (the generator always sets it). */
    office_key?: string;
  };
  photos: { url: string; caption?: string }[];
  floor_plan_url?: string;
}

/** A renderer's pages are the collector kit's native payloads: what replay hands a parser. */
export type { NativePayload };

/** Turns sample listings into the native payloads one platform serves. */
export interface PlatformRenderer {
  platform: string;
  /** Search result pages (with `pageSize` listings each) and one detail page per listing. */
  render(listings: readonly SampleListing[], options: { pageSize: number }): NativePayload[];
}
