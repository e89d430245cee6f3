/**
 * Where fotocasa.es keeps its pages and images, and the paths replay records them under. URL
 * shapes as the saved 2026 pages show them (masterly14/urus fixtures, see
 * services/collector-fotocasa/test/real-pages/README.md): results
 * `/es/comprar/viviendas/cordoba-capital/todas-las-zonas/l/5`, detail
 * `/es/comprar/vivienda/cordoba-capital/ascensor/188063260/d`, images
 * `https://static.fotocasa.es/images/ads/{uuid}?rule=original`.
 */

export const ORIGIN = 'https://www.fotocasa.es';
export const IMAGE_ORIGIN = 'https://static.fotocasa.es';

/** An ad's image by its uuid, at the size the pages' galleries name (`rule=original`). */
export function imageUrl(uuid: string): string {
  return `${IMAGE_ORIGIN}/images/ads/${uuid}?rule=original`;
}

/** `cordoba-capital`, `madrid-capital`: a location segment of fotocasa's paths, from a town's name. */
export function locationSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Results page `page` (1-based) of the homes for sale in `location`. */
export function searchPath(location: string, page: number): string {
  return `/es/comprar/viviendas/${location}/todas-las-zonas/l${page > 1 ? `/${page}` : ''}`;
}

/** `/es/comprar/vivienda/{location}/{features slug}/{id}/d`: an ad's page (the slug names a few of its features). */
export function detailPath(id: string, location: string, slug: string): string {
  return `/es/comprar/vivienda/${location}/${slug || 'vivienda'}/${id}/d`;
}

/**
 * The ad's id from a detail path or URL: `…/188063260/d`, or a new build's
 * `/es/comprar/vivienda/obra-nueva/cordoba-capital/20516250/188830669` (promotion, then ad).
 */
export function idOfDetailPath(path: string): string | undefined {
  return /\/(\d+)\/d(?:[/?#]|$)/.exec(path)?.[1] ?? /\/obra-nueva\/[^/?#]+\/\d+\/(\d+)\/?(?:[?#]|$)/.exec(path)?.[1];
}

/** The path replay keeps an ad's page under. */
export function detailRecordPath(id: string): string {
  return `details/${id}.html`;
}

/** The path replay keeps results page `page` (1-based) of the home search under. */
export function searchRecordPath(page: number): string {
  return `search/page-${String(page).padStart(4, '0')}.html`;
}
