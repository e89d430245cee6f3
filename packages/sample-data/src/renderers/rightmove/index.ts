export { renderer, searchPagePath, propertyPagePath } from './render.js';
export { rightmovePresentation, type RightmovePresentation } from './presentation.js';
