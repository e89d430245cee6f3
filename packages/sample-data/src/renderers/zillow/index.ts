export { renderer, searchPagePath, detailPagePath } from './render.js';
export { zillowPresentation, type ZillowPresentation } from './presentation.js';
