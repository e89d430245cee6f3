/**
 * LIFULL HOME'S's renderer: sample listings → what homes.co.jp serves for used homes. Search
 * pages (`search/page-NNNN.html`, 30 results, as `PLATFORM_PROFILES.lifullhomes.pageSize`) hold
 * the JSON-LD ItemList and a block per result; detail pages (`details/<id>.html`) the `#about`
 * table. Written against the format (see shapes.ts in native-formats), never against the parser.
 */
import { lifullhomes } from '@estate/native-formats';
import type { NativePayload, PlatformRenderer } from '../../model.js';
import { homesView } from './presentation.js';
import { renderDetail } from './render-detail.js';
import { renderSearch } from './render-search.js';

export const searchPagePath = lifullhomes.searchRecordPath;
export const detailPagePath = lifullhomes.detailRecordPath;

export const renderer: PlatformRenderer = {
  platform: 'lifullhomes',
  render(listings, options) {
    const views = listings.filter((l) => l.platform === 'lifullhomes').map(homesView);
    const pageSize = Math.max(1, Math.floor(options.pageSize));
    const pages = Math.ceil(views.length / pageSize);
    const payloads: NativePayload[] = [];
    for (let page = 1; page <= pages; page++) {
      const from = (page - 1) * pageSize;
      payloads.push(renderSearch(views.slice(from, from + pageSize), page, pages, views.length, from));
    }
    for (const view of views) payloads.push(renderDetail(view, detailPagePath(view.sample.native_id)));
    return payloads;
  },
};
