/**
 * SUUMO's city pages (`/ms/chuko/<prefecture>/city/`, 市区郡を選択), one per prefecture the sample
 * listings are in: the search form with the hidden `ar`, `bs` and `ta` inputs and an `sc`
 * checkbox per municipality that has listings, labelled with its name and count as SUUMO shows
 * them. `ta` and `sc` are the real JIS codes (prefecture; municipality, or ward of a designated
 * city, without the check digit).
 */
import { suumo } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';
import { escapeHtml as e } from '../html.js';
import { prefectureSlug } from './places.js';

/** JIS prefecture code and SUUMO area block of each prefecture the sample world lists in. */
const PREFECTURES: Readonly<Record<string, { ta: string; ar: string }>> = {
  北海道: { ta: '01', ar: '010' },
  東京都: { ta: '13', ar: '030' },
  神奈川県: { ta: '14', ar: '030' },
  愛知県: { ta: '23', ar: '050' },
  京都府: { ta: '26', ar: '060' },
  大阪府: { ta: '27', ar: '060' },
  福岡県: { ta: '40', ar: '090' },
};

/** JIS municipality codes of the sample world's cities and wards, as SUUMO names them. */
const MUNICIPALITIES: Readonly<Record<string, string>> = {
  港区: '13103', 世田谷区: '13112',
  横浜市西区: '14103', 横浜市中区: '14104', 横浜市港北区: '14109', 横浜市港南区: '14111', 横浜市青葉区: '14117',
  名古屋市千種区: '23101', 名古屋市東区: '23102', 名古屋市北区: '23103', 名古屋市中区: '23106', 名古屋市昭和区: '23107',
  京都市北区: '26101', 京都市左京区: '26103', 京都市中京区: '26104', 京都市下京区: '26106',
  大阪市福島区: '27102', 大阪市西区: '27106', 大阪市天王寺区: '27109', 大阪市北区: '27127', 大阪市中央区: '27128',
  福岡市東区: '40131', 福岡市博多区: '40132', 福岡市中央区: '40133', 福岡市早良区: '40137',
  札幌市中央区: '01101', 札幌市北区: '01102', 札幌市豊平区: '01105',
};

const CATEGORY = suumo.CATEGORIES[0] as suumo.SuumoCategory;

export function cityPagePath(prefecture: string): string {
  return suumo.cityPagePath(prefectureSlug(prefecture) ?? encodeURIComponent(prefecture));
}

function cityPage(prefecture: string, codes: { ta: string; ar: string }, counts: ReadonlyMap<string, number>): string {
  const slug = prefectureSlug(prefecture) ?? '';
  const items = [...counts.entries()]
    .map(([city, count]) => ({ city, count, sc: MUNICIPALITIES[city] ?? '' }))
    .sort((a, b) => (a.sc < b.sc ? -1 : 1))
    .map(
      (m) =>
        `<li class="searchitem-list-item"><input type="checkbox" name="sc" value="${m.sc}" id="sc${m.sc}" class="js-searchitem-checkbox"><label for="sc${m.sc}"><span class="searchitem-list-name">${e(m.city)}</span><span class="searchitem-list-value">(${m.count})</span></label></li>`,
    );
  return `<!DOCTYPE html>
<html lang="ja">
<head><meta charset="UTF-8"><title>${e(prefecture)}の${e(CATEGORY.label)}購入 市区郡選択｜SUUMO</title>
<link rel="canonical" href="${e(suumo.cityPageUrl(CATEGORY.pathPrefix, slug))}"></head>
<body>
<h1 class="ui-section-title">${e(prefecture)}の${e(CATEGORY.label)} 市区郡を選択</h1>
<form id="js-cityForm" action="/jj/bukken/ichiran/JJ010FJ001/" method="get">
<input type="hidden" name="ar" value="${codes.ar}">
<input type="hidden" name="bs" value="${CATEGORY.bs}">
<input type="hidden" name="ta" value="${codes.ta}">
<ul class="searchitem-list">
${items.join('\n')}
</ul>
<button type="submit" class="ui-btn">この条件で検索する</button>
</form>
</body>
</html>
`;
}

export function renderCityPages(listings: readonly SampleListing[]): NativePayload[] {
  const byPrefecture = new Map<string, Map<string, number>>();
  for (const l of listings) {
    // A place outside the tables is not on the recorded pages: SUUMO lists it, the sample does not.
    if (l.country !== 'JP' || !PREFECTURES[l.address.region] || !MUNICIPALITIES[l.address.city]) continue;
    const counts = byPrefecture.get(l.address.region) ?? new Map<string, number>();
    counts.set(l.address.city, (counts.get(l.address.city) ?? 0) + 1);
    byPrefecture.set(l.address.region, counts);
  }
  return [...byPrefecture.entries()]
    .sort(([a], [b]) => ((PREFECTURES[a]?.ta ?? '') < (PREFECTURES[b]?.ta ?? '') ? -1 : 1))
    .map(([prefecture, counts]) => ({ path: cityPagePath(prefecture), content_type: 'text/html', body: cityPage(prefecture, PREFECTURES[prefecture] as { ta: string; ar: string }, counts) }));
}
