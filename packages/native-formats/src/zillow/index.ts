export type * from './shapes.js';
export { absoluteUrl, ORIGIN } from './urls.js';
export { isoDay } from './dates.js';
