/** Where immowelt.de's pages and images live, and the paths replay records them under. */

export const ORIGIN = 'https://www.immowelt.de';
/** Listing images: `https://mms.immowelt.de/{a}/{b}/{c}/{d}/{uuid}.{ext}?ci_seal={40 hex}` (the first four characters of the uuid). */
export const IMAGE_ORIGIN = 'https://mms.immowelt.de';

/** The exposé's canonical address: by its legacy uuid (`/expose/8e1049f3-…`); the Online-ID answers too. */
export function exposeUrl(legacyIdOrOnlineId: string): string {
  return `${ORIGIN}/expose/${legacyIdOrOnlineId}`;
}

/** The home search the sample generator records: everything for sale in Germany, newest first. */
export function searchUrl(page: number): string {
  const params = new URLSearchParams({ distributionTypes: 'Buy', estateTypes: 'House,Apartment', locations: 'AD02DE1', order: 'DateDesc' });
  if (page > 1) params.set('page', String(page));
  return `${ORIGIN}/classified-search?${params.toString()}`;
}

/** The path replay keeps an exposé under: its Online-ID or legacy uuid. */
export function detailRecordPath(id: string): string {
  return `details/${id}.html`;
}

/** The path replay keeps results page `page` (1-based) of the home search under. */
export function searchRecordPath(page: number): string {
  return `search/page-${String(page).padStart(4, '0')}.html`;
}
