export type * from './shapes.js';
export { ORIGIN } from './urls.js';
