export type * from './shapes.js';
export { exposeUrl, ORIGIN } from './urls.js';
