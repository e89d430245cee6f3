/**
 * Rightmove's renderer: sample listings → what rightmove.co.uk serves. Search results are the
 * JSON the search page loads; each property page is HTML with the data assigned to
 * `window.PAGE_MODEL`, which is what the collector reads. UK homes and each overseas country
 * are searched separately (`/property-for-sale/…`, `/overseas-property/in-Spain.html`), so
 * each has its own series of search pages; property pages are `/properties/<id>` for all.
 */
import { rightmove } from '@estate/native-formats';
import type { NativePayload, PlatformRenderer, SampleListing } from '../../model.js';
import { escapeHtml, scriptSafeJson } from '../html.js';
import { grouped } from './format.js';
import { countryName, overseasSlug } from './overseas.js';
import { renderPageModel } from './render-page.js';
import { renderSearchProperty } from './render-search.js';
import { asLotCard, asLotPage } from './auction.js';
import { asPlotCard, asPlotPage, renderBranchLists } from './new-homes.js';
import { renderTypeahead } from './render-typeahead.js';

/** `search/page-0001.json` for UK results, `search/overseas/spain/page-0001.json` for an overseas country's. */
export function searchPagePath(page: number, country: string = rightmove.HOME_COUNTRY): string {
  const name = `page-${String(page).padStart(4, '0')}.json`;
  return rightmove.isOverseas(country) ? `search/overseas/${overseasSlug(country)}/${name}` : `search/${name}`;
}

export function propertyPagePath(id: string): string {
  return `properties/${id}.html`;
}

/** The town most of a page's listings are in: what the search was for. */
function place(listings: readonly SampleListing[]): string {
  const counts = new Map<string, number>();
  for (const l of listings) counts.set(l.address.city, (counts.get(l.address.city) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
}

/**
 * What a results page was a search for: the main town of a UK page (REGION), the country of
 * an overseas one. Overseas places are assumed to be WORLD_REGION locations, as Rightmove's
 * overseas location identifiers are (`WORLD_REGION^…`); the ids are placeholders the
 * collector never reads.
 */
function searchLocation(listings: readonly SampleListing[], country: string): rightmove.SearchResults['location'] {
  if (!rightmove.isOverseas(country)) {
    const town = place(listings);
    return { id: 87490, displayName: town, shortDisplayName: town, locationType: 'REGION' };
  }
  const name = countryName(country);
  return { id: 0, displayName: name, shortDisplayName: name, locationType: 'WORLD_REGION' };
}

/** A search card, as a development's plot or an auction lot shows it. */
function card(listing: SampleListing): rightmove.SearchProperty {
  return asLotCard(asPlotCard(renderSearchProperty(listing), listing), listing);
}

function searchPage(listings: readonly SampleListing[], country: string, page: number, pages: number, pageSize: number, total: number): NativePayload {
  const location = searchLocation(listings, country);
  const results: rightmove.SearchResults = {
    properties: listings.map(card),
    resultCount: grouped(total),
    searchParametersDescription: `Property For Sale in ${location.displayName}`,
    pagination: {
      total: pages,
      options: Array.from({ length: pages }, (_, i) => ({ value: String(i * pageSize), description: String(i + 1) })),
      first: '0',
      last: String((pages - 1) * pageSize),
      ...(page < pages ? { next: String(page * pageSize) } : {}),
      page: String(page),
    },
    location,
    timestamp: Math.max(0, ...listings.map((l) => Date.parse(l.updated_at) || 0)),
  };
  return { path: searchPagePath(page, country), content_type: 'application/json', body: JSON.stringify(results) };
}

function propertyPage(listing: SampleListing): NativePayload {
  const model = asLotPage(asPlotPage(renderPageModel(listing), listing), listing);
  const body = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(model.propertyData.text.pageTitle)}</title>`,
    `<link rel="canonical" href="${escapeHtml(rightmove.propertyPageUrl(listing.native_id))}">`,
    '</head>',
    '<body>',
    '<div id="root"></div>',
    '<script>',
    `    window.PAGE_MODEL = ${scriptSafeJson(model)}`,
    '</script>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { path: propertyPagePath(listing.native_id), content_type: 'text/html', body };
}

export const renderer: PlatformRenderer = {
  platform: 'rightmove',
  render(listings, options) {
    const own = listings.filter((l) => l.platform === 'rightmove');
    const pageSize = Math.max(1, Math.floor(options.pageSize));
    // The UK search first, then each overseas country's, in country-code order.
    const countries = [...new Set(own.map((l) => l.country))].sort((a, b) => (a === rightmove.HOME_COUNTRY ? -1 : b === rightmove.HOME_COUNTRY ? 1 : a < b ? -1 : a > b ? 1 : 0));
    const payloads: NativePayload[] = [];
    for (const country of countries) {
      const found = own.filter((l) => l.country === country);
      const pages = Math.ceil(found.length / pageSize);
      for (let page = 1; page <= pages; page++) {
        payloads.push(searchPage(found.slice((page - 1) * pageSize, page * pageSize), country, page, pages, pageSize, found.length));
      }
    }
    for (const listing of own) payloads.push(propertyPage(listing));
    payloads.push(...renderBranchLists(own, card));
    payloads.push(...renderTypeahead(own));
    return payloads;
  },
};
