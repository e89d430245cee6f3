export { collector } from './collector.js';
export { AcrisJoin } from './parse.js';
