export { renderer } from './render.js';
export { fullWidth, japaneseDate, manYen } from './format.js';
export { townToChome } from './render-view.js';
