/**
 * SampleListings → the HTML SUUMO serves: search result pages, one series per category (SUUMO
 * searches 中古マンション, 新築マンション, 中古一戸建て, 新築一戸建て and 土地 separately), and
 * a detail page per listing, the company page (会社概要) of each agency, and the city page of each
 * prefecture (its municipalities' codes). Paths: `search/<category>/page-0001.html`,
 * `detail/<nc id>.html`, `kaisha/<company code>.html`, `city/<prefecture>.html`.
 */
import { suumo } from '@estate/native-formats';
import type { NativePayload, PlatformRenderer, SampleListing } from '../../model.js';
import { renderCityPages } from './render-areas.js';
import { renderCompanyPages } from './render-company.js';
import { renderDetailPage } from './render-detail.js';
import { renderLibraryPages } from './render-library.js';
import { renderProjectPages } from './render-project.js';
import { renderSearchPage } from './render-search.js';
import { viewOf, type ListingView } from './render-view.js';

const HTML = 'text/html';

function pageName(page: number): string {
  return `page-${String(page).padStart(4, '0')}.html`;
}

function render(listings: readonly SampleListing[], options: { pageSize: number }): NativePayload[] {
  const pageSize = Math.max(1, Math.floor(options.pageSize));
  const views = listings.map(viewOf);
  const payloads: NativePayload[] = [];
  for (const category of suumo.CATEGORIES) {
    const inCategory = views.filter((v) => v.category.key === category.key);
    const last = Math.ceil(inCategory.length / pageSize);
    for (let page = 1; page <= last; page++) {
      const onPage: ListingView[] = inCategory.slice((page - 1) * pageSize, page * pageSize);
      payloads.push({
        path: `search/${category.key}/${pageName(page)}`,
        content_type: HTML,
        body: renderSearchPage(category, onPage, page, last, inCategory.length),
      });
    }
  }
  for (const v of views) {
    payloads.push({ path: `detail/${encodeURIComponent(v.sample.native_id)}.html`, content_type: HTML, body: renderDetailPage(v) });
  }
  payloads.push(...renderCompanyPages(listings));
  payloads.push(...renderCityPages(listings));
  payloads.push(...renderLibraryPages(views), ...renderProjectPages(views));
  return payloads;
}

export const renderer: PlatformRenderer = { platform: 'suumo', render };
