export { parse } from './parse.js';
export { readPagination, type Pagination } from './pagination.js';
export { collector } from './collector.js';
