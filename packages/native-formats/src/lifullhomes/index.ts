export type * from './shapes.js';
export { BUILDING_KINDS, GONE_MARKERS, HOME_COUNTRY, LEGACY_IDS, RENT_DETAIL_LABELS, SALE_ABOUT_LABELS } from './shapes.js';
export { detailIdOf, detailRecordPath, imageUrl, listUrl, ORIGIN, originalOfImage, ROOM_KEY, roomDetailUrl, SALE_ID, saleDetailPath, saleDetailUrl, saleSearchUrl, searchRecordPath, type SaleKind } from './urls.js';
export { formatManYen, formatSqm, parseFloor, parseMonths, parseSqm, parseTotalFloors, parseYen } from './money.js';
