export { parse } from './parse.js';
export { renderer, searchPagePath, detailPagePath } from './render.js';
export { definition } from './definition.js';
export { zillowPresentation, type ZillowPresentation } from './presentation.js';
export { collector } from './collector.js';
