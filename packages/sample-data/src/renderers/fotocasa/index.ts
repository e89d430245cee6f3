export { detailPagePath, renderer, searchPagePath } from './render.js';
export { fotocasaPresentation, searchGeneration, streetOf, type FotocasaPresentation, type Generation } from './presentation.js';
export { agencyReference } from '../../agency-reference.js';
