export { parse } from './parse.js';
export { readPagination, type Pagination } from './pagination.js';
export { CATEGORIES, type SuumoCategory, type CategoryKey } from './categories.js';
export { collector } from './collector.js';
