/**
 * Zillow's renderer: sample listings → the pages zillow.com serves. Search result pages and
 * home-details pages (and the listing agents' profiles) are HTML whose data is the Next.js
 * `__NEXT_DATA__` JSON, which is what the collector reads; the search box's suggestions are JSON.
 */
import { zillow } from '@estate/native-formats';
import type { NativePayload, PlatformRenderer, SampleListing } from '../../model.js';
import { renderBuildingPages } from './render-building.js';
import { renderCard } from './render-card.js';
import { BUILD_ID, hdpPath, street, zpidValue } from './render-common.js';
import { renderDirectories, renderProfiles } from './render-profile.js';
import { renderProperty } from './render-property.js';
import { renderSuggestions } from './render-suggestions.js';
import { nextDataPage } from '../html.js';


export function searchPagePath(page: number): string {
  return `search/page-${String(page).padStart(4, '0')}.html`;
}

export function detailPagePath(zpid: string): string {
  return `homedetails/${zpid}.html`;
}


/** The place a page searched for: the city most of its listings are in. */
function searchTerm(listings: readonly SampleListing[]): string {
  const counts = new Map<string, number>();
  for (const l of listings) {
    const term = `${l.address.city}, ${l.address.region}`;
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? '';
}

function searchPage(cards: zillow.ListResult[], listings: readonly SampleListing[], page: number, pages: number, total: number): NativePayload {
  const term = searchTerm(listings);
  const nextData: zillow.NextData<unknown> = {
    props: {
      pageProps: {
        searchPageState: {
          queryState: {
            pagination: { currentPage: page },
            usersSearchTerm: term,
            isMapVisible: true,
            isListVisible: true,
            filterState: { sortSelection: { value: 'globalrelevanceex' } },
          },
          cat1: {
            searchResults: { listResults: cards, mapResults: [] },
            searchList: {
              totalResultCount: total,
              totalPages: pages,
              listResultsTitle: 'Homes for You',
              pagination: page < pages ? { nextUrl: `/homes/for_sale/${page + 1}_p/` } : {},
            },
          },
          categoryTotals: { cat1: { totalResultCount: total }, cat2: { totalResultCount: 0 } },
        },
      },
      __N_SSP: true,
    },
    page: '/search/page',
    query: { searchQueryState: { pagination: { currentPage: page } } },
    buildId: BUILD_ID,
    isFallback: false,
    gssp: true,
  };
  const canonical = page === 1 ? 'https://www.zillow.com/homes/for_sale/' : `https://www.zillow.com/homes/for_sale/${page}_p/`;
  return {
    path: searchPagePath(page),
    content_type: 'text/html',
    body: nextDataPage(`${term} Real Estate & Homes For Sale | Zillow`, canonical, nextData),
  };
}

/**
 * The home-details page keeps the property in `gdpClientCache`: a JSON string (not an object)
 * keyed by the GraphQL query that loaded it.
 */
function detailPage(listing: SampleListing, property: zillow.ZillowProperty): NativePayload {
  const zpid = zpidValue(listing);
  const queryKey = `ForSaleShopperPlatformFullRenderQuery${JSON.stringify({
    zpid,
    platform: 'DESKTOP_WEB',
    formType: 'OPAQUE',
    contactFormRenderParameter: { zpid, platform: 'desktop', isDoubleScroll: true },
    skipCFRD: false,
    ompPlatform: 'web',
  })}`;
  const nextData: zillow.NextData<unknown> = {
    props: {
      pageProps: { componentProps: { zpid, gdpClientCache: JSON.stringify({ [queryKey]: { property } }) } },
      __N_SSP: true,
    },
    page: '/homedetails/[...slug]',
    query: { slug: hdpPath(listing).split('/').filter(Boolean).slice(1) },
    buildId: BUILD_ID,
    isFallback: false,
    gssp: true,
  };
  const { city, region, postal_code } = listing.address;
  const title = `${street(listing)}, ${city}, ${region} ${postal_code} | Zillow`;
  return {
    path: detailPagePath(listing.native_id),
    content_type: 'text/html',
    body: nextDataPage(title, zillow.absoluteUrl(hdpPath(listing)) ?? hdpPath(listing), nextData),
  };
}

export const renderer: PlatformRenderer = {
  platform: 'zillow',
  render(listings, options) {
    const own = listings.filter((l) => l.platform === 'zillow');
    const pageSize = Math.max(1, Math.floor(options.pageSize));
    const pages = Math.ceil(own.length / pageSize);
    const payloads: NativePayload[] = [];
    for (let page = 1; page <= pages; page++) {
      const slice = own.slice((page - 1) * pageSize, page * pageSize);
      payloads.push(searchPage(slice.map(renderCard), slice, page, pages, own.length));
    }
    for (const listing of own) payloads.push(detailPage(listing, renderProperty(listing)));
    payloads.push(...renderBuildingPages(own));
    payloads.push(...renderDirectories(own));
    payloads.push(...renderProfiles(own));
    payloads.push(...renderSuggestions(own));
    return payloads;
  },
};
