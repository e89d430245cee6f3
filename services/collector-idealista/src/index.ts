export { parse } from './parse.js';
export { renderer, searchPagePath, detailPath, adUrl } from './render.js';
export { definition, PLATFORM, BASE_URL, OPERATIONS, type OperationId } from './definition.js';
export { collector } from './collector.js';
export type { IdealistaDetail, IdealistaSearchElement, IdealistaSearchResponse } from './native-shapes.js';
