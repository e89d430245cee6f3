export type * from './shapes.js';
export { detailPath, detailRecordPath, detailUrl, IMAGE_ORIGIN, IMAGE_SIZE, imageUrl, ORIGIN, ORIGINAL_ORIGIN, searchRecordPath, type Section } from './urls.js';
export { BOOTSTRAP, PUSH_CALL, REFERENCE } from './flight.js';
export { CARD_FEATURE_ICONS, HOME_COUNTRY, PROPERTY_TYPES, PRICE_QUALIFIERS, type PropertyTypeKey, type PriceQualifierKey } from './terms.js';
export { cardDay, fromUkWallClock, TIME_ZONE, ukWallClock } from './dates.js';
