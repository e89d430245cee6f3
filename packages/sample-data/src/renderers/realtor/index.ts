export { renderer, searchPagePath } from './render.js';
export { propertyIdOf, realtorPresentation, searchGeneration, type RealtorPresentation, type SearchGeneration } from './presentation.js';
