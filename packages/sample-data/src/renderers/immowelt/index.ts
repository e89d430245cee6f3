export { detailPagePath, renderer, searchPagePath } from './render.js';
export { germanNumber, immoweltPresentation, legacyIdOf, type ImmoweltPresentation } from './presentation.js';
