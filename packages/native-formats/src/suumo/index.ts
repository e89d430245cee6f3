export { CATEGORIES, type CategoryKey, type SuumoCategory } from './categories.js';
export { detailUrl, ORIGIN, searchUrl } from './urls.js';
export { areaSelector, cityPagePath, cityPageUrl, prefectureSlug } from './areas.js';
export { LIBRARY_ID_PATTERN, libraryUrl, PROJECT_ID_PATTERN, projectUrl } from './library.js';
