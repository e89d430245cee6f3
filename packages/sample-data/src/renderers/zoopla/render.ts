/**
 * Zoopla's renderer: sample listings → what zoopla.co.uk serves. Each page is HTML in one of the
 * site's two generations: React Server Components flight chunks (since late 2024) or a
 * `__NEXT_DATA__` script (before), chosen per page as if recorded at different times. Search
 * pages (`search/page-NNNN.html`, 25 results) carry the results as `regularListingsFormatted`
 * beside promoted (`featuredListingsFormatted`) cards that are not results; detail pages
 * (`details/<id>.html`) carry the listing's `ListingData`.
 */
import { zoopla } from '@estate/native-formats';
import type { NativePayload, PlatformRenderer, SampleListing } from '../../model.js';
import { scriptedPage, scriptSafeJson } from '../html.js';
import { FlightStream } from './flight.js';
import { zooplaPresentation, type Generation } from './presentation.js';
import { renderCard } from './render-card.js';
import { renderListingData } from './render-listing.js';

/** Flight chunks are cut at this many characters, about as long as the saved 2026 page's. */
const CHUNK = 2_400;

export const searchPagePath = zoopla.searchRecordPath;
export const detailPagePath = zoopla.detailRecordPath;

/** Every fourth results page was recorded from the `__NEXT_DATA__` site. */
export function searchGeneration(page: number): Generation {
  return page % 4 === 0 ? 'next_data' : 'rsc';
}

function html(title: string, canonical: string, scripts: string[]): string {
  return scriptedPage({ lang: 'en-GB', rootId: '__next', title, canonical, scripts });
}

function nextData(value: unknown): string {
  return `<script id="__NEXT_DATA__" type="application/json">${scriptSafeJson(value)}</script>`;
}

interface SearchPage {
  page: number;
  pages: number;
  total: number;
  cards: zoopla.SearchCard[];
  /** Promoted cards of other results, shown above these. */
  featured: zoopla.SearchCard[];
}

function searchPage(p: SearchPage): NativePayload {
  const pagination: zoopla.SearchPagination = { pageNumber: p.page, pageNumberMax: p.pages, totalResults: p.total, totalResultsWasLimited: false };
  const canonical = `${zoopla.ORIGIN}/for-sale/property/uk/?results_sort=newest_listings${p.page > 1 ? `&pn=${p.page}` : ''}`;
  const title = `Property for sale in the UK - Zoopla`;
  let scripts: string[];
  if (searchGeneration(p.page) === 'next_data') {
    const data: zoopla.SearchNextData = { props: { pageProps: { regularListingsFormatted: p.cards, initialState: { pageNumberMax: p.pages } } }, page: '/search' };
    scripts = [nextData(data)];
  } else {
    const stream = new FlightStream();
    const results = stream.module('(app-pages-browser)/./src/app/search/results.tsx', 'SearchResults');
    const props: zoopla.SearchResultsProps = { regularListingsFormatted: p.cards, featuredListingsFormatted: p.featured, extendedListingsFormatted: [], pagination };
    stream.json(['$', 'main', null, { className: 'search', children: ['$', `$L${results}`, null, props] }]);
    scripts = stream.scripts(CHUNK);
  }
  return { path: searchPagePath(p.page), content_type: 'text/html', body: html(title, canonical, scripts) };
}

function detailPage(listing: SampleListing): NativePayload {
  const shown = zooplaPresentation(listing);
  let scripts: string[];
  let title: string;
  if (shown.generation === 'next_data') {
    const data = renderListingData(listing, shown, listing.description);
    title = data.metaTitle;
    const page: zoopla.DetailNextData = { props: { pageProps: { listingDetails: data } }, page: '/for-sale/details/[listingId]' };
    scripts = [nextData(page)];
  } else {
    const stream = new FlightStream();
    const view = stream.module('(app-pages-browser)/./src/app/listing/listing-details.tsx', 'ListingDetails');
    // The description is its own text row, and the listing holds a reference to it.
    const data = renderListingData(listing, shown, stream.text(listing.description));
    title = data.metaTitle;
    stream.json(['$', 'div', null, { className: '_1olqsf93', children: [['$', `$L${view}`, null, data]] }]);
    scripts = stream.scripts(CHUNK);
  }
  return { path: detailPagePath(listing.native_id), content_type: 'text/html', body: html(title, zoopla.detailUrl(listing.native_id), scripts) };
}

export const renderer: PlatformRenderer = {
  platform: 'zoopla',
  render(listings, options) {
    const own = listings.filter((l) => l.platform === 'zoopla');
    const pageSize = Math.max(1, Math.floor(options.pageSize));
    // "Just added" and "Reduced" count from the newest update the pages show, not from the clock.
    const asOfMs = own.reduce((latest, l) => Math.max(latest, Date.parse(l.updated_at) || 0), 0);
    const cards = own.map((l) => renderCard(l, zooplaPresentation(l), asOfMs));
    const pages = Math.ceil(own.length / pageSize);
    const payloads: NativePayload[] = [];
    for (let page = 1; page <= pages; page++) {
      const from = (page - 1) * pageSize;
      // Promoted: two cards of the next page's results, shown again above this page's.
      const featured = cards.slice(page * pageSize, page * pageSize + 2);
      payloads.push(searchPage({ page, pages, total: own.length, cards: cards.slice(from, from + pageSize), featured }));
    }
    for (const listing of own) payloads.push(detailPage(listing));
    return payloads;
  },
};
