/**
 * Immowelt's fixed words and codes, as seen in saved pages (fredy's cards and detail state,
 * Homiio's detail states) [V], or marked [M] where only inferred.
 */

export const HOME_COUNTRY = 'DE';

/** `sections.key.keys[].label`. */
export const KEY_LABELS = { onlineId: 'Online-ID', reference: 'Referenznummer' } as const;

/** `hardFacts.facts[].type`. */
export const FACT_TYPES = {
  rooms: 'numberOfRooms',
  livingSpace: 'livingSpace',
  plotSpace: 'plotSpace',
  floor: 'numberOfFloors',
  overallSpace: 'overallSpace',
} as const;

/** `rawData.propertyType` [V APARTMENT, HOUSE]. */
export const PROPERTY_TYPES = { apartment: 'APARTMENT', house: 'HOUSE' } as const;

/** `rawData.propertySubType` [V MULTI_FAMILY_HOUSE; the others M]. */
export const PROPERTY_SUBTYPES = {
  multiFamily: 'MULTI_FAMILY_HOUSE',
  detached: 'SINGLE_FAMILY_HOUSE',
  semiDetached: 'SEMI_DETACHED_HOUSE',
  terraced: 'TERRACED_HOUSE',
  villa: 'VILLA',
  penthouse: 'PENTHOUSE',
  maisonette: 'MAISONETTE',
  groundFloor: 'GROUND_FLOOR',
  topFloor: 'ROOF_STOREY',
  flat: 'FLAT',
} as const;

/** `tracking.estate_type`: av_2 apartment, av_5 Mehrfamilienhaus, av_9 plot [V]; av_1 house [M]. */
export const ESTATE_TYPES = { house: 'av_1', apartment: 'av_2', multiFamily: 'av_5', plot: 'av_9' } as const;

/** `tracking.distribution_type` [V] and `rawData.distributionType` [V]. */
export const DISTRIBUTION = { buy: { tracking: '2', raw: 'BUY', section: 'SALE' }, rent: { tracking: '1', raw: 'RENT', section: 'RENT' } } as const;

/** Title words after the estate word: "Wohnung zum Kauf", "Wohnung zur Miete" [V]. */
export const TITLE_SUFFIX = { buy: 'zum Kauf', rent: 'zur Miete' } as const;

/** Price labels: "Kaufpreis" [V], "Kaltmiete" [V], "Warmmiete ca." (estimated) [V]. */
export const PRICE_LABELS = { sale: 'Kaufpreis', coldRent: 'Kaltmiete', warmRentEstimate: 'Warmmiete ca.' } as const;

/** Words Immowelt adds to the title of a listing no longer free [M: not seen on a saved page]. */
export const STATUS_ADDITIONS = { reserved: 'reserviert', sold: 'verkauft' } as const;
