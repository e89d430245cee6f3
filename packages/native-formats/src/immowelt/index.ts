export type * from './shapes.js';
export { detailRecordPath, exposeUrl, IMAGE_ORIGIN, ORIGIN, searchRecordPath, searchUrl } from './urls.js';
export { assignmentOf, FETCHER_GLOBAL, LIFECYCLE_GLOBAL, SERP_KEY } from './page.js';
export { DISTRIBUTION, ESTATE_TYPES, FACT_TYPES, HOME_COUNTRY, KEY_LABELS, PRICE_LABELS, PROPERTY_SUBTYPES, PROPERTY_TYPES, STATUS_ADDITIONS, TITLE_SUFFIX } from './terms.js';
