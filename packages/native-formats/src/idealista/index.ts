export type * from './shapes.js';
export { ORIGIN, placeSlug, promotionSearchUrl, promotionUrl } from './urls.js';
export { locationsUrl, LOCATIONS_ORIGIN, SPAIN_LOCATION_ID, type IdealistaLocation, type IdealistaLocations } from './locations.js';
