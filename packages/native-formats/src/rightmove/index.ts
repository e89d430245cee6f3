export type * from './shapes.js';
export { MEDIA_ORIGIN, ORIGIN, propertyPageUrl } from './urls.js';
export { HOME_COUNTRY, isOverseas, measuresInSqm } from './overseas.js';
