/**
 * Immowelt's renderer: sample listings → what immowelt.de serves. Search pages
 * (`search/page-NNNN.html`, 30 results) hold the results in `window["__UFRN_FETCHER__"]`, whose
 * `data["classified-serp-init-data"]` is the LZ-string `compressToBase64` of
 * `{pageProps: {classifieds, classifiedsData, totalCount}}`; detail pages (`details/<Online-ID>.html`)
 * hold the exposé in `<script id="__UFRN_LIFECYCLE_SERVERREQUEST__">`. Both assign the global from
 * `JSON.parse("…")`: the JSON text inside a JavaScript string literal.
 */
import { immowelt } from '@estate/native-formats';
import lzString from 'lz-string';
import type { NativePayload, PlatformRenderer, SampleListing } from '../../model.js';
import { scriptedPage } from '../html.js';
import { immoweltPresentation } from './presentation.js';
import { renderCard } from './render-card.js';
import { renderClassified } from './render-classified.js';

export const searchPagePath = immowelt.searchRecordPath;
export const detailPagePath = immowelt.detailRecordPath;

/**
 * `window["NAME"]=JSON.parse("…")`: the JSON with `<` escaped as `\u003c` (as the saved pages
 * do, so no text can close the script), then written as a JavaScript string literal.
 */
function assignment(global: string, value: unknown, id?: string): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script${id ? ` id="${id}"` : ''}>${immowelt.assignmentOf(global)}${JSON.stringify(json)});</script>`;
}

function html(title: string, canonical: string, scripts: string[]): string {
  return scriptedPage({ lang: 'de', rootId: 'ufrn-root', title, canonical, scripts });
}

function searchPage(page: number, total: number, listings: readonly SampleListing[], asOfMs: number): NativePayload {
  const classifiedsData: Record<string, immowelt.SearchCard> = {};
  for (const l of listings) classifiedsData[l.native_id] = renderCard(l, immoweltPresentation(l), asOfMs);
  const serp: immowelt.SerpInitData = { pageProps: { classifieds: listings.map((l) => l.native_id), classifiedsData, totalCount: total } };
  const fetcher: immowelt.FetcherState = { data: { [immowelt.SERP_KEY]: lzString.compressToBase64(JSON.stringify(serp)) }, errors: {} };
  const title = `Immobilien zum Kauf in Deutschland - ${total} Angebote | immowelt`;
  return { path: searchPagePath(page), content_type: 'text/html', body: html(title, immowelt.searchUrl(page), [assignment(immowelt.FETCHER_GLOBAL, fetcher)]) };
}

function detailPage(listing: SampleListing): NativePayload {
  const shown = immoweltPresentation(listing);
  const state: immowelt.LifecycleState = { app_cldp: { data: { classified: renderClassified(listing, shown), error: null } } };
  // The page's own fetcher cache is empty on an exposé (as on Homiio's captures): the state is the lifecycle blob.
  const empty: immowelt.FetcherState = { data: {}, errors: {} };
  const where = shown.published ? `${listing.address.line1},${listing.address.city}` : `${listing.address.district ?? listing.address.city},${listing.address.city}`;
  const title = `${shown.estateWord} ${Math.round(shown.livingSpace)} m² ${listing.price} € zum Kauf ${where} (${listing.address.postal_code})`;
  return {
    path: detailPagePath(listing.native_id),
    content_type: 'text/html',
    body: html(title, immowelt.exposeUrl(shown.legacyId), [assignment(immowelt.FETCHER_GLOBAL, empty), assignment(immowelt.LIFECYCLE_GLOBAL, state, immowelt.LIFECYCLE_GLOBAL)]),
  };
}

export const renderer: PlatformRenderer = {
  platform: 'immowelt',
  render(listings, options) {
    const own = listings.filter((l) => l.platform === 'immowelt');
    const pageSize = Math.max(1, Math.floor(options.pageSize));
    const asOfMs = own.reduce((latest, l) => Math.max(latest, Date.parse(l.updated_at) || 0), 0);
    const payloads: NativePayload[] = [];
    const pages = Math.ceil(own.length / pageSize);
    for (let page = 1; page <= pages; page++) payloads.push(searchPage(page, own.length, own.slice((page - 1) * pageSize, page * pageSize), asOfMs));
    for (const listing of own) payloads.push(detailPage(listing));
    return payloads;
  },
};
