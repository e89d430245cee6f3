export { renderer, searchPagePath, exposePath } from './render.js';
export { hidesAddress, hidesArea, hidesPrice, zimmerOf } from './render-choices.js';
