export { collector } from './collector.js';
export { parse } from './parse.js';
