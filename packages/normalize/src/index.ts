// The public surface of @estate/normalize: pure functions, no I/O, no clock. The vocabularies
// the results use (PROPERTY_TYPES, PRICE_KINDS, …) and their types are imported from
// @estate/contract, not re-exported, so each has one place to come from.
export {
  parsePrice,
  priceFromAmount,
  NO_CURRENCY,
  type Price,
  type PerAreaUnit,
  type PriceHint,
  type PriceOptions,
} from './money.js';
export {
  parseArea,
  areaFromValue,
  areaBasisFromLabel,
  type Area,
  type AreaOptions,
} from './area.js';
export { parseRooms, parseJapaneseLayout, type Rooms, type RoomsOptions, type JapaneseLayout } from './layout.js';
export { normalizeAddress, normalizePostalCode, plotOfDisplayAddress, withoutPlot, type Address, type AddressParts } from './address.js';
export { normalizeGeometry, PRECISION_DECIMALS, type Geometry } from './geometry.js';
export { isFlatType, normalizePropertyType, type PropertyTypeResult } from './property-type.js';
export {
  makeId,
  listingId,
  agentId,
  agencyId,
  locationId,
  stayId,
  buildingId,
  developmentId,
  auctionId,
  recordId,
  isId,
  idPrefix,
  ID_PREFIXES,
  ID_HASH_LENGTH,
  type IdPrefix,
} from './ids.js';
export { toDecimalString } from './decimal.js';
export { marketId, marketKey, postalDistrict, type MarketPlaceParts } from './market.js';
export { currencyMinorUnits, MinorAmount } from './minor-units.js';
export { normalizeCountry, countryCurrency, type LocaleHint } from './locale.js';
export {
  areaCentre,
  distanceMeters,
  inBox,
  inRing,
  inGeoArea,
  inBounds,
  isClosedRing,
  isSimpleRing,
  radiusBounds,
  ringBounds,
  EARTH_RADIUS_METERS,
  METERS_PER_DEGREE,
  type GeoPoint,
  type GeoArea,
  type GeoBounds,
  type Position,
} from './geo.js';
export { matchesTextLocation, textLocationQuery, textLocationKey, type TextPlace, type TextLocation } from './text-location.js';
export { matchesLocation, type LocationFilter, type Place } from './location.js';
export { livingAreaSqm, livingAreaOf, isFloorArea, type StatedArea } from './living-area.js';
export { inRange, type NumberRange } from './range.js';
export {
  compactPostalCode,
  comparablesAreaKey,
  houseNumber,
  japaneseDistrict,
  linkListing,
  placeRecord,
  streetKey,
  streetLinkKey,
  unitKey,
  unitOfLine,
  type JapaneseArea,
  type Link,
  type LinkCandidate,
  type LinkSubject,
  type PlaceKeys,
  type Placement,
  type PlacementMethod,
} from './property-keys.js';
export { isTimeZone, zonedTimeToIso, zoneOffsetMinutes, type WallClock } from './zoned-time.js';
export {
  implausibleValues,
  implausiblePrice,
  withoutImplausible,
  withheldPrice,
  statusOf,
  notesOf,
  IMPLAUSIBLE,
  PLAUSIBILITY_RULES,
  type Finding,
  type PlausibilityRule,
  type PlausibilitySubject,
  type PriceSubject,
} from './plausibility.js';
