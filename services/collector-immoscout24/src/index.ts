export { parse } from './parse.js';
export { renderer, searchPagePath, exposePath, exposeUrl } from './render.js';
export { definition, PLATFORM, BASE_URL, OPERATIONS, type OperationId } from './definition.js';
export { collector } from './collector.js';
export type { Is24KeyValues, Is24ResultEntry, Is24SearchResponse } from './native-shapes.js';
