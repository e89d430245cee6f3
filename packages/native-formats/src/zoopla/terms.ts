/**
 * Zoopla's fixed words. Property types are snake_case keys (`semi_detached`, seen on search cards
 * and in `adTargeting.propertyType`); the words beside them are what its boilerplate titles say
 * ("4 bed semi-detached house for sale"). Keys marked [M] are from scrapers' notes, not a saved page.
 */

export const HOME_COUNTRY = 'GB';

export const PROPERTY_TYPES = {
  flat: 'flat',
  maisonette: 'maisonette',
  studio: 'studio', // [M]
  penthouse: 'penthouse', // [M]
  terraced: 'terraced house',
  end_terrace: 'end terrace house', // [M]
  semi_detached: 'semi-detached house',
  detached: 'detached house',
  town_house: 'town house',
  bungalow: 'bungalow',
} as const;
export type PropertyTypeKey = keyof typeof PROPERTY_TYPES;

/** `pricing.qualifier` / `adTargeting.priceQualifier` keys and the label beside the price. Only `offers_over` is [V]. */
export const PRICE_QUALIFIERS = {
  offers_over: 'Offers over',
  guide_price: 'Guide price',
  offers_in_region_of: 'Offers in the region of',
  fixed_price: 'Fixed price',
} as const;
export type PriceQualifierKey = keyof typeof PRICE_QUALIFIERS;

/**
 * `features[].iconId` on a search card: there is no bedrooms field, only these icons with a
 * count; `area` counts square feet (`{"iconId":"area","content":536}` on the saved 2023 cards). A
 * studio's card has no `bed` icon at all.
 */
export const CARD_FEATURE_ICONS = { bedrooms: 'bed', bathrooms: 'bath', receptions: 'chair', areaSqft: 'area' } as const;
