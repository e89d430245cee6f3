export { CATEGORIES, type CategoryKey, type SuumoCategory } from './categories.js';
export { detailUrl, ORIGIN, searchUrl } from './urls.js';
