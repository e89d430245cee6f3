/**
 * SUUMO's company page (会社概要, `/jj/bukken/kaisha/JJ010FJ500/?kc=<company code>`), one per
 * agency its listings link to: the label/value table SUUMO shows with the company name, address,
 * telephone, licence (宅地建物取引業者免許番号), hours, closing day and home page.
 */
import type { NativePayload, SampleListing } from '../../model.js';
import { escapeHtml as e } from '../html.js';
import { viewOf } from './render-view.js';

export function companyPagePath(kc: string): string {
  return `kaisha/${encodeURIComponent(kc)}.html`;
}

export function companyPageUrl(kc: string): string {
  return `https://suumo.jp/jj/bukken/kaisha/JJ010FJ500/?kc=${encodeURIComponent(kc)}`;
}

function companyPage(listing: SampleListing): string {
  const { agency } = listing;
  const rows: Array<[string, string]> = [
    ['会社名', e(agency.name)],
    ['所在地', e(agency.address)],
    ['TEL', e(agency.phone)],
    // The same licence the listing pages show: it belongs to the company, not to a listing.
    ['宅地建物取引業者免許番号', e(viewOf(listing).licence)],
    ['営業時間', '9:30～18:30'],
    ['定休日', '水曜日'],
    ['ホームページ', `<a href="${e(agency.website)}" target="_blank" rel="nofollow">${e(agency.website)}</a>`],
  ];
  return `<!DOCTYPE html>
<html lang="ja">
<head><meta charset="UTF-8"><title>${e(agency.name)}の会社概要｜SUUMO</title>
<link rel="canonical" href="${e(companyPageUrl(agency.native_id))}"></head>
<body>
<h1 class="kaisha-title">${e(agency.name)}</h1>
<table class="data_table kaisha_table">
<tbody>
${rows.map(([label, value]) => `<tr><th class="data_table-title">${label}</th><td>${value}</td></tr>`).join('\n')}
</tbody>
</table>
</body>
</html>
`;
}

export function renderCompanyPages(listings: readonly SampleListing[]): NativePayload[] {
  const first = new Map<string, SampleListing>();
  for (const l of listings) if (!first.has(l.agency.native_id)) first.set(l.agency.native_id, l);
  return [...first.values()].sort((a, b) => (a.agency.native_id < b.agency.native_id ? -1 : 1)).map((l) => ({ path: companyPagePath(l.agency.native_id), content_type: 'text/html', body: companyPage(l) }));
}
