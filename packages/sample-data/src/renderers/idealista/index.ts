export { renderer, searchPagePath, detailPath, adUrl } from './render.js';
export { hidesAddress, hidesArea, hidesPrice } from './render-choices.js';
