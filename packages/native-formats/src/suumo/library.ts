/**
 * SUUMO's building and new-build project pages (sources.md §9). A building's 物件ライブラリー page
 * is `/library/…/to_<id>/` (its id after `to_`); a 新築マンション project's 物件概要 page is
 * `/ms/shinchiku/…/nc_<id>/bukkengaiyo/`, the project's id being its `nc`.
 */
import { ORIGIN } from './urls.js';

export function libraryUrl(buildingId: string): string {
  return `${ORIGIN}/library/to_${encodeURIComponent(buildingId)}/`;
}

/** The building id in a library URL (`to_1002517081`). */
export const LIBRARY_ID_PATTERN = /\/library\/(?:[^/?#]+\/)*to_(\d+)\/?/;

/**
 * A new-build project's 物件概要 page (`/ms/shinchiku/<pref>/sc_<city>/nc_<id>/bukkengaiyo/`): the
 * project's own page beside its units' detail pages, which share the `nc_<id>/` stem.
 */
export function projectUrl(projectId: string, prefecture?: string, city?: string): string {
  const place = `${prefecture ?? 'zenkoku'}/${city ? `sc_${city}/` : ''}`;
  return `${ORIGIN}/ms/shinchiku/${place}nc_${encodeURIComponent(projectId)}/bukkengaiyo/`;
}

/** The project id in a project page's URL. */
export const PROJECT_ID_PATTERN = /\/ms\/shinchiku\/(?:[^/?#]+\/)*nc_(\d+)\/bukkengaiyo\/?/;
