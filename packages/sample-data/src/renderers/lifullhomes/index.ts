export { detailPagePath, renderer, searchPagePath } from './render.js';
export { homesView, type HomesView } from './presentation.js';
