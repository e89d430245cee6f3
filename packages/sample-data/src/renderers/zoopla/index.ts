export { detailPagePath, renderer, searchGeneration, searchPagePath } from './render.js';
export { uprnOf, zooplaPresentation, zooplaTitle, type Generation, type ZooplaPresentation } from './presentation.js';
