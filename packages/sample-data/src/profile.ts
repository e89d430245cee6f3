import type { PropertyType } from '@estate/contract/vocabulary';
import type { Feature, PropertySubtype } from './model.js';
import type { Rng } from './prng.js';

export type CountryCode = 'US' | 'GB' | 'ES' | 'DE' | 'JP';

export interface Station {
  line: string;
  name: string;
}

/** A neighbourhood with real coordinates (its centre); listings scatter around it. */
export interface District {
  name: string;
  lat: number;
  lon: number;
  /** Postal codes (or GB outward codes, completed with a random inward code) found there. */
  postcodes: readonly string[];
  /** Price level relative to the city's median price per m². */
  priceFactor?: number;
  /** Japanese ward the district lies in, written after the city (横浜市 + 西区). */
  ward?: string;
  stations?: readonly Station[];
}

export interface City {
  name: string;
  /** State, nation/region, comunidad autónoma, Bundesland, prefecture. */
  region: string;
  lat: number;
  lon: number;
  /** Median asking price per m² of living area, local currency. */
  pricePerSqm: number;
  /** Share of the country's listings. */
  weight: number;
  districts: readonly District[];
  streets: readonly string[];
  /** Phone prefix of the city, in the country's own format. */
  phonePrefix: string;
  /** Dense city: the type mix leans to apartments. */
  dense?: boolean;
  /** Holiday-home market: more houses with pools, more foreign buyers (cross-listings). */
  coastal?: boolean;
}

export interface TypeSpec {
  type: PropertyType;
  subtype: PropertySubtype;
  /** Weight in an ordinary city, and in a dense one. */
  weight: number;
  denseWeight: number;
  /** Median living area in m² and the log-normal spread around it. */
  areaMedian: number;
  areaSigma: number;
  /** Price per m² relative to the city's median. */
  priceFactor: number;
  /** Plot size in m², for houses. */
  plot?: readonly [number, number];
  house: boolean;
}

export interface Rooms {
  bedrooms: number;
  bathrooms: number;
  rooms?: number;
  layout?: string;
}

export interface CountryProfile {
  country: CountryCode;
  currency: string;
  /** Share of all generated properties. */
  weight: number;
  cities: readonly City[];
  types: readonly TypeSpec[];
  /** Features that occur in the country, with their probability for an apartment and a house. */
  features: ReadonlyArray<readonly [Feature, number, number]>;
  postalCode(rng: Rng, district: District): string;
  streetAddress(rng: Rng, street: string): string;
  unit(rng: Rng, floor: number): string | undefined;
  rooms(rng: Rng, area: number, spec: TypeSpec): Rooms;
  yearBuilt(rng: Rng, spec: TypeSpec): number | undefined;
  /** Round an asking price the way agents in the country set them. */
  roundPrice(price: number, rng: Rng): number;
  firstNames: readonly string[];
  lastNames: readonly string[];
  personName(rng: Rng): string;
  agencyNames: readonly string[];
  /** Top-level domain of agency websites. */
  tld: string;
  /** A full phone number in the country's format for a city prefix. */
  phone(rng: Rng, city: City): string;
}
