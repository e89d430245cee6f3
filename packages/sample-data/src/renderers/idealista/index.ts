export { renderer, searchPagePath, detailPath, adUrl } from './render.js';
export { hidesAddress, hidesArea, hidesPrice } from './render-choices.js';
export { idealistaPromotions, PROMOTION_STAGES, type Promotion, type PromotionStage } from './promotions.js';
export { PROMOTION_PATH_PREFIX, PROMOTION_SEARCH_PATH_PREFIX } from './render-promotion.js';
