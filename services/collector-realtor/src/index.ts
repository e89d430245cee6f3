export { parse } from './parse.js';
export { collector } from './collector.js';
