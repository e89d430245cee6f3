/**
 * fotocasa's fixed codes and words, as the saved pages show them. [V] = seen on the saved May
 * 2026 pages (masterly14/urus fixtures); [M] = from public scrapers' notes or inferred, not seen
 * on a saved page.
 */

export const HOME_COUNTRY = 'ES';

/** `transactionTypeId`: 1 on every sale card [V]; 3 rent (the page's filter list [1,3,5,8,7,4]) [V]. */
export const TRANSACTION_TYPE_IDS = { sale: 1, rent: 3 } as const;

/** `typeId` / `propertyTypeId` 2: vivienda (homes) [V]. */
export const HOME_TYPE_ID = 2;

/**
 * `buildingSubtype` (the legacy objects' word) → `subtypeId` and the V2 `TYPOLOGY` feature. "Flat"
 * 1/FLAT and "GroundFloorWithGarden" 52/GROUNDFLOORWITHGARDEN are [V]; "Attic", "House_Chalet",
 * "SemidetachedHouse", "CountryHouse" are [V] words on cards whose ids were not noted; the rest [M].
 * `buildingType` is "Flat" on every home card of the saved page, houses included [V].
 */
export const SUBTYPES = {
  Flat: { id: 1, typology: 'FLAT' },
  Attic: { id: 5, typology: 'PENTHOUSE' },
  Duplex: { id: 3, typology: 'DUPLEX' },
  Study: { id: 6, typology: 'STUDIO' },
  GroundFloorWithGarden: { id: 52, typology: 'GROUNDFLOORWITHGARDEN' },
  House_Chalet: { id: 13, typology: 'HOUSE_CHALET' },
  SemidetachedHouse: { id: 19, typology: 'SEMIDETACHEDHOUSE' },
  TerracedHouse: { id: 17, typology: 'TERRACEDHOUSE' },
  CountryHouse: { id: 20, typology: 'COUNTRYHOUSE' },
} as const;
export type Subtype = keyof typeof SUBTYPES;
export const BUILDING_TYPE = 'Flat';

/** `clientTypeId`: 3 professional, 1 private (27 and 3 of the saved page's cards) [V]; `clientType` the word [V]. */
export const CLIENT_TYPES = { professional: 3, private: 1 } as const;

/** `coordinates.accuracy`: 1 where the advertiser shows the street and number, 0 an approximate point [V]. */
export const ACCURACY = { approximate: 0, exact: 1 } as const;

/**
 * The `floor` feature's codes. Ground floor 3 ↔ V2 `GROUND_FLOOR` and 8 ↔ "3ª planta" /
 * `3RD_FLOOR` are [V]; the rest follows the one series both fit (1 sótano, 2 semisótano, 3 bajo,
 * 4 entresuelo, 5 principal, then floor n = n + 5) [M].
 */
export const FLOOR_CODES = { basement: 1, semiBasement: 2, ground: 3, mezzanine: 4, principal: 5, firstFloorOffset: 5 } as const;

/** A floor's code: 0 (bajo) → 3, n ≥ 1 → n + 5. */
export function floorCode(floor: number): number {
  return floor <= 0 ? FLOOR_CODES.ground : floor + FLOOR_CODES.firstFloorOffset;
}

/** The floor a code names (0 = ground floor), or undefined for codes below ground or unknown. */
export function floorOfCode(code: number): number | undefined {
  if (code === FLOOR_CODES.ground || code === FLOOR_CODES.mezzanine || code === FLOOR_CODES.principal) return 0;
  return code > FLOOR_CODES.firstFloorOffset ? code - FLOOR_CODES.firstFloorOffset : undefined;
}

/** V2's `FLOOR` feature value: `GROUND_FLOOR`, `1ST_FLOOR`, `2ND_FLOOR`, `3RD_FLOOR` [V for two], `4TH_FLOOR`… */
export function floorWord(floor: number): string {
  if (floor <= 0) return 'GROUND_FLOOR';
  const suffix = floor % 10 === 1 && floor % 100 !== 11 ? 'ST' : floor % 10 === 2 && floor % 100 !== 12 ? 'ND' : floor % 10 === 3 && floor % 100 !== 13 ? 'RD' : 'TH';
  return `${floor}${suffix}_FLOOR`;
}

/**
 * Card `features[]` keys with a count or code [V]: `rooms` (bedrooms, "habitaciones"),
 * `bathrooms`, `surface` (m² built), `floor` (code above), and amenity keys whose value is the
 * amenity's id (`elevator` 13, `terrace` 10, `parking` 5…).
 */
export const AMENITY_KEYS = {
  air_conditioning: ['air_conditioner', 1],
  parking: ['parking', 5],
  garden: ['private_garden', 7],
  terrace: ['terrace', 10],
  storage: ['storage_room', 11],
  lift: ['elevator', 13],
  balcony: ['balcony', 32],
  pool: ['community_pool', 94],
  fitted_kitchen: ['equiped_kitchen', 131],
} as const;
