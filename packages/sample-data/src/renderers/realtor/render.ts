/**
 * realtor.com's renderer: sample listings → what realtor.com serves. Search pages
 * (`search/page-NNNN.html`, 42 results) carry the results in `__NEXT_DATA__`, as the site has
 * since about 2023 (`props.pageProps.properties`, `totalProperties`) or, on every third page, as
 * recorded from the 2021 site (`props.pageProps.searchResults.home_search`); detail pages
 * (`details/<property id>.html`) carry `props.pageProps.initialReduxState.propertyDetails`.
 */
import { realtor } from '@estate/native-formats';
import type { NativePayload, PlatformRenderer, SampleListing } from '../../model.js';
import { nextDataPage } from '../html.js';
import { realtorPresentation, searchGeneration } from './presentation.js';
import { renderDetails } from './render-details.js';
import { renderHome } from './render-home.js';

export const searchPagePath = realtor.searchRecordPath;

function searchPage(listings: readonly SampleListing[], page: number, total: number): NativePayload {
  const generation = searchGeneration(page);
  const homes = listings.map((l) => renderHome(l, realtorPresentation(l), generation));
  const data: realtor.SearchNextData | realtor.LegacySearchNextData =
    generation === 'home_search'
      ? { props: { pageProps: { searchResults: { home_search: { count: homes.length, total, results: homes } } } }, page: '/realestateandhomes-search' }
      : { props: { pageProps: { properties: homes, totalProperties: total } }, page: '/realestateandhomes-search/[...slug]', query: { slug: `pg-${page}` } };
  const canonical = `${realtor.ORIGIN}/realestateandhomes-search/United-States${page > 1 ? `/pg-${page}` : ''}`;
  return { path: searchPagePath(page), content_type: 'text/html', body: nextDataPage('Homes for sale - realtor.com', canonical, data) };
}

function detailPage(listing: SampleListing): NativePayload {
  const shown = realtorPresentation(listing);
  const details = renderDetails(listing, shown);
  const data: realtor.DetailNextData = { props: { pageProps: { initialReduxState: { propertyDetails: details } } }, page: '/realestateandhomes-detail/[slug]', query: { slug: shown.permalink } };
  const title = `${details.location.address.line ?? ''}, ${listing.address.city}, ${listing.address.region} ${listing.address.postal_code} | realtor.com®`;
  return { path: realtor.detailRecordPath(shown.propertyId), content_type: 'text/html', body: nextDataPage(title, details.href, data) };
}

export const renderer: PlatformRenderer = {
  platform: 'realtor',
  render(listings, options) {
    const own = listings.filter((l) => l.platform === 'realtor');
    const pageSize = Math.max(1, Math.floor(options.pageSize));
    const payloads: NativePayload[] = [];
    for (let from = 0, page = 1; from < own.length; from += pageSize, page++) payloads.push(searchPage(own.slice(from, from + pageSize), page, own.length));
    for (const listing of own) payloads.push(detailPage(listing));
    return payloads;
  },
};
