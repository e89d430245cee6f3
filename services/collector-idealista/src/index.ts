export { parse } from './parse.js';
export { collector } from './collector.js';
export type { IdealistaDetail, IdealistaSearchElement, IdealistaSearchResponse } from './native-shapes.js';
