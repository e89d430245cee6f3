/**
 * fotocasa's renderer: sample listings → what fotocasa.es serves. Every page is HTML whose data
 * sits in `window.__INITIAL_PROPS__ = JSON.parse(…)`. Search pages (`search/page-NNNN.html`, 30
 * results) hold `initialSearch.result.realEstates`, and on the newer front end the same ads again
 * as `resultsV2.items` (with the advertiser's reference); detail pages (`details/<id>.html`) hold
 * `realEstate`, and on the newer front end `realEstateAdDetailEntityV2` beside it. Pages of the
 * legacy front end quote the JSON in double quotes, newer ones in single quotes.
 */
import { fotocasa } from '@estate/native-formats';
import type { NativePayload, PlatformRenderer, SampleListing } from '../../model.js';
import { scriptedPage } from '../html.js';
import { initialPropsScripts } from './initial-props.js';
import { detailPathOf, fotocasaPresentation, searchGeneration } from './presentation.js';
import { renderCard, renderItemV2 } from './render-card.js';
import { renderRealEstate, renderV2 } from './render-detail.js';

export const searchPagePath = fotocasa.searchRecordPath;
export const detailPagePath = fotocasa.detailRecordPath;

/** The home search the sample pages stand for: every home for sale, all of Spain. */
const SEARCH_LOCATION = 'espana';

function html(title: string, canonical: string, scripts: string[]): string {
  return scriptedPage({ lang: 'es', rootId: 'App', title, canonical, scripts });
}

const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

interface SearchInput {
  page: number;
  pages: number;
  total: number;
  listings: readonly SampleListing[];
  asOfMs: number;
}

function renderSearch(p: SearchInput): NativePayload {
  const generation = searchGeneration(p.page);
  const pathname = fotocasa.searchPath(SEARCH_LOCATION, p.page);
  const shown = p.listings.map((l) => [l, fotocasaPresentation(l)] as const);
  const title = `${thousands(p.total)} Casas y pisos en venta en España${p.page > 1 ? ` en página ${p.page}` : ''} | fotocasa`;
  const result: fotocasa.SearchResult = {
    count: p.total,
    realEstates: shown.map(([l, s]) => renderCard(l, s, p.asOfMs)),
    hasResults: p.total > 0,
    locationLiteral: 'España',
    ...(generation === 'v2' ? { resultsV2: { page: p.page, totalItems: p.total, items: shown.map(([l, s]) => renderItemV2(l, s)) } } : {}),
  };
  const link = [{ rel: 'canonical', href: `${fotocasa.ORIGIN}${pathname}` }];
  if (p.page > 1) link.push({ rel: 'prev', href: `${fotocasa.ORIGIN}${fotocasa.searchPath(SEARCH_LOCATION, p.page - 1)}` });
  if (p.page < p.pages) link.push({ rel: 'next', href: `${fotocasa.ORIGIN}${fotocasa.searchPath(SEARCH_LOCATION, p.page + 1)}` });
  const props: fotocasa.SearchPageProps = {
    initialSearch: { result, h1: 'Casas y pisos en venta en España' },
    searchContext: { pageNumber: p.page, pathname, transactionTypeId: fotocasa.TRANSACTION_TYPE_IDS.sale, propertyTypeId: fotocasa.HOME_TYPE_ID, locationLiteral: 'España' },
    seo: { title, link },
  };
  const scripts = initialPropsScripts(props, generation === 'legacy' ? 'double' : 'single');
  return { path: searchPagePath(p.page), content_type: 'text/html', body: html(title, `${fotocasa.ORIGIN}${pathname}`, scripts) };
}

function renderDetail(listing: SampleListing, asOfMs: number): NativePayload {
  const shown = fotocasaPresentation(listing);
  const title = `${listing.title} | fotocasa`;
  const props: fotocasa.DetailPageProps = {
    propertyTitle: listing.title.replace(/ en venta en .*$/, ' en venta'),
    realEstate: renderRealEstate(listing, shown, asOfMs),
    ...(shown.generation === 'v2' ? { realEstateAdDetailEntityV2: renderV2(listing, shown) } : {}),
    seo: { title },
  };
  const scripts = initialPropsScripts(props, shown.generation === 'legacy' ? 'double' : 'single');
  return { path: detailPagePath(listing.native_id), content_type: 'text/html', body: html(title, `${fotocasa.ORIGIN}${detailPathOf(listing)}`, scripts) };
}

export const renderer: PlatformRenderer = {
  platform: 'fotocasa',
  render(listings, options) {
    const own = listings.filter((l) => l.platform === 'fotocasa');
    const pageSize = Math.max(1, Math.floor(options.pageSize));
    // "N days ago" counts from the newest update the pages show, not from the clock.
    const asOfMs = own.reduce((latest, l) => Math.max(latest, Date.parse(l.updated_at) || 0), 0);
    const pages = Math.ceil(own.length / pageSize);
    const payloads: NativePayload[] = [];
    for (let page = 1; page <= pages; page++) {
      payloads.push(renderSearch({ page, pages, total: own.length, listings: own.slice((page - 1) * pageSize, page * pageSize), asOfMs }));
    }
    for (const listing of own) payloads.push(renderDetail(listing, asOfMs));
    return payloads;
  },
};
