export * from './listings.js';
export * from './others.js';
export { Cursor, DEFAULT_PAGE_SIZE, LOCATION_FILTER_VARIANTS, Limit, LocationFilter, MAX_PAGE_SIZE, ProfessionalLocationFilter, type IdLocationFilter } from './shared.js';
