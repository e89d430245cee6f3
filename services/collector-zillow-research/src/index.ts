export { collector } from './collector.js';
export { parse } from './parse.js';
export { zillowFile, type ZillowFile } from './files.js';
