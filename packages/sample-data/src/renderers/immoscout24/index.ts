export { renderer, searchPagePath, exposePath, exposeUrl } from './render.js';
export { hidesAddress, hidesArea, hidesPrice, zimmerOf } from './render-choices.js';
