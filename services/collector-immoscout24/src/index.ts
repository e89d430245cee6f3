export { parse } from './parse.js';
export { collector } from './collector.js';
export type { Is24KeyValues, Is24ResultEntry, Is24SearchResponse } from './native-shapes.js';
