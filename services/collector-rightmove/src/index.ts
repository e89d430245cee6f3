export { parse } from './parse.js';
export { renderer, searchPagePath, propertyPagePath } from './render.js';
export { definition } from './definition.js';
export { rightmovePresentation, type RightmovePresentation } from './presentation.js';
export { collector } from './collector.js';
