export type * from './shapes.js';
export { MEDIA_ORIGIN, ORIGIN, propertyPageUrl } from './urls.js';
export { HOME_COUNTRY, isOverseas, measuresInSqm } from './overseas.js';
export { locationIdentifier, TYPEAHEAD_ORIGIN, TYPEAHEAD_TYPES, typeaheadPath, typeaheadUrl, type Typeahead, type TypeaheadMatch, type TypeaheadType } from './typeahead.js';
export { AUCTION_TIME_ZONE, BRANCH_LOCATION_PREFIX, branchListPath, branchListUrl } from './branch.js';
