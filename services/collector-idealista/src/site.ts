/** The platform's name, and where a replay folder keeps its payloads. */
export const PLATFORM = 'idealista';

export const SEARCH_PATH_PREFIX = 'search/';
export const DETAIL_PATH_PREFIX = 'detail/';
/** The locations API's answers, one per parent location id (`locations/0-EU-ES-28.json`). */
export const LOCATIONS_PATH_PREFIX = 'locations/';
/** The agencies' microsites, one per `micrositeShortName` (`pro/<name>.html`). */
export const MICROSITE_PATH_PREFIX = 'pro/';
/** New-build promotion pages, one per promotion id (`obra-nueva/<id>.html`). */
export const PROMOTION_PATH_PREFIX = 'obra-nueva/';
/** A town's new-build search, which lists its promotions (`obra-nueva-busqueda/<municipio>-<provincia>.html`). */
export const PROMOTION_SEARCH_PATH_PREFIX = 'obra-nueva-busqueda/';
