export type * from './shapes.js';
export { detailPath, detailRecordPath, detailUrl, IMAGE_ORIGIN, ORIGIN, PERMALINK_PROPERTY_ID, propertyIdOf, propertyIdTail, searchRecordPath } from './urls.js';
export { HOME_COUNTRY, PROPERTY_TYPES, SELLER, STATUSES, UNIT_DESIGNATORS, type PropertyType } from './terms.js';
