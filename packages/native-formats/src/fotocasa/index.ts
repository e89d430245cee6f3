export type * from './shapes.js';
export { detailPath, detailRecordPath, IMAGE_ORIGIN, idOfDetailPath, imageUrl, locationSlug, ORIGIN, searchPath, searchRecordPath } from './urls.js';
export { INITIAL_PROPS_MARKER, OTHER_GLOBALS, type Quoting } from './script.js';
export { ACCURACY, AMENITY_KEYS, BUILDING_TYPE, CLIENT_TYPES, floorCode, floorOfCode, floorWord, FLOOR_CODES, HOME_COUNTRY, HOME_TYPE_ID, SUBTYPES, TRANSACTION_TYPE_IDS, type Subtype } from './terms.js';
