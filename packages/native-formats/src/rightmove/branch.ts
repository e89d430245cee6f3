/**
 * A branch's property list: every home one Rightmove branch markets, as the search page for the
 * location `BRANCH^<branchId>` lists it (`customerPropertiesUrl` on a property page,
 * `/property-for-sale/find/<brand>/<branch>.html?locationIdentifier=BRANCH%5E<id>`), with sold
 * ones included (`includeSSTC=true`). Its data is the search results JSON every search loads.
 * A new-homes developer markets each development from a branch of its own, so a development's
 * plots are its branch's list.
 */
import { ORIGIN } from './urls.js';

export const BRANCH_LOCATION_PREFIX = 'BRANCH^';

/** The search results JSON of a branch's list, from result `index` on (24 to a page). */
export function branchListUrl(branchId: string, index = 0): string {
  const params = new URLSearchParams({
    locationIdentifier: `${BRANCH_LOCATION_PREFIX}${branchId}`,
    channel: 'BUY',
    index: String(index),
    numberOfPropertiesPerPage: '24',
    sortType: '6',
    viewType: 'LIST',
    includeSSTC: 'true',
  });
  return `${ORIGIN}/api/_search?${params.toString()}`;
}

/**
 * Where a branch's list is recorded: `branch/<id>.json`, then `branch/<id>-<index>.json` for
 * later pages. Not `page-NNNN`: those name the configured searches' pages, which `maxPages`
 * limits; a branch list is reached from the homes a search found.
 */
export function branchListPath(branchId: string, index = 0): string {
  return index === 0 ? `branch/${branchId}.json` : `branch/${branchId}-${index}.json`;
}

/** The zone UK auction houses state their times in. */
export const AUCTION_TIME_ZONE = 'Europe/London';
