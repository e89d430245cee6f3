/**
 * A SUUMO search result page: the hit count and pager (`div.pagination_set`) above and below
 * the list, and one `div.property_unit` card per listing in `#js-bukkenList`, nested as
 * suumo.jp nests them (see services/collector-suumo/test/real-pages): the title link to the
 * detail page, the photo block (`.property_unit-object`, lazy-loaded `img.js-noContextMenu`
 * with the real URL in `rel`), a `dottable` of dt/dd pairs whose labels depend on the category,
 * and the `moreinfo` box: the shop's comment with the person in charge (担当) and their
 * portrait, the shop's name (`.shopmore-title`) and its line (`.makermore-tel-txt`).
 */
import { suumo } from '@estate/native-formats';
import { escapeHtml as e } from '../html.js';
import type { ListingView } from './render-view.js';

export const LAZY_PLACEHOLDER = 'https://img01.suumo.com/front/gazo/common/pc/loading.gif';

function dl(label: string, valueHtml: string, vm = false): string {
  const cls = vm ? ' class="dottable-vm"' : '';
  return `<dl><dt${cls}>${label}</dt><dd${cls}>${valueHtml}</dd></dl>`;
}

/** A line of two label/value pairs side by side, the way SUUMO lays out the short fields. */
function fixLine(a: string, b: string): string {
  return `<div class="dottable-line"><table class="dottable-fix"><tbody><tr><td>${a}</td><td>${b}</td></tr></tbody></table></div>`;
}

function cardImages(v: ListingView): string {
  const imgs: string[] = [];
  const photo = v.sample.photos[0];
  if (photo) imgs.push(cardImage(photo.url, ''));
  if (v.sample.floor_plan_url) imgs.push(cardImage(v.sample.floor_plan_url, '間取り図'));
  return imgs.join('\n');
}

function cardImage(url: string, alt: string): string {
  return `<img src="${LAZY_PLACEHOLDER}" rel="${e(url)}" alt="${alt}" width="192" height="144" class="js-noContextMenu js-scrollLazy" />`;
}

/** The shop's box: its comment with the person in charge and their portrait, its name and line. */
function moreInfo(v: ListingView): string {
  const { agency, agent } = v.sample;
  const kc = encodeURIComponent(agency.native_id);
  return `<div class="moreinfo">
<div class="moreinfo-box ofh">
<div class="storecomment">
<div class="storecomment-img"><img src="${LAZY_PLACEHOLDER}" rel="https://img01.suumo.com/jj/resizeImage?src=gazo%2Fkaisha%2F030%2FN040001%2Fimg%2F${e(kc)}_03_001.jpg&amp;w=70&amp;h=70" alt="担当者" width="70" height="70" class="js-noContextMenu js-scrollLazy" /></div>
<div class="storecomment-txt"><p>お気軽にお問い合わせください。</p><div class="storecomment-staff"><span>担当：</span>${e(agent.name)}</div></div>
</div>
</div>
<div class="moreinfo-box">
<div class="makermore">
<div class="makermore-repute"><div class="shopmore"><div class="shopmore-title"><a href="/jj/bukken/kaisha/JJ010FJ500/?kc=${kc}">${e(agency.name)}</a></div></div></div>
<div class="makermore-tel"><span class="kr-list-icon kr_list-icon--tel"></span><span class="makermore-tel-txt">${e(agency.phone)}</span></div>
</div>
</div>
</div>`;
}

function cardFields(v: ListingView): string {
  const lines = [
    `<div class="dottable-line">${dl('物件名', e(v.name), true)}</div>`,
    `<div class="dottable-line">${dl('販売価格', `<span class="dottable-value">${e(v.price)}</span>`, true)}</div>`,
    `<div class="dottable-line">${dl('所在地', e(v.address))}${dl('沿線・駅', e(v.access ?? '-'))}</div>`,
  ];
  const layout = e(v.layout ?? '-');
  switch (v.category.shape) {
    case 'condo':
      lines.push(fixLine(dl('専有面積', v.floorArea ?? '-'), dl('間取り', layout)));
      lines.push(fixLine(dl('バルコニー', '-'), dl('築年月', e(v.built ?? '-'))));
      break;
    case 'house':
      lines.push(fixLine(dl('土地面積', v.plotArea ?? '-'), dl('間取り', layout)));
      lines.push(fixLine(dl('建物面積', v.floorArea ?? '-'), dl('築年月', e(v.built ?? '-'))));
      break;
    case 'land':
      lines.push(fixLine(dl('土地面積', v.plotArea ?? '-'), dl('建ぺい率・容積率', '-')));
      break;
  }
  return lines.join('\n');
}

export function renderCard(v: ListingView): string {
  // SUUMO flags only the listings that are not plainly for sale; a card without a label is 販売中.
  const status = v.status === '販売中' ? '' : `\n<span class="property_unit-status">${e(v.status)}</span>`;
  return `<div class="property_unit">
<div class="property_unit-content">
<div class="property_unit-header">
<h2 class="property_unit-title"><a href="${e(v.url.replace(suumo.ORIGIN, ''))}" target="_blank">${e(v.name)}</a></h2>${status}
</div>
<div class="property_unit-body ofh">
<div class="ui-media">
<div class="ui-media-object property_unit-object">
${cardImages(v)}
</div>
<div class="ui-media-body property_unit-info">
<div class="dottable dottable--cassette">
${cardFields(v)}
</div>
</div>
</div>
${moreInfo(v)}
</div>
</div>
</div>`;
}

function pageLinks(category: suumo.SuumoCategory, page: number, last: number): string {
  // SUUMO shows a window of pages around the current one, with the first and last pinned.
  const shown = new Set([1, last]);
  for (let p = Math.max(1, page - 4); p <= Math.min(last, page + 4); p++) shown.add(p);
  const items: string[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push('<li>...</li>');
    items.push(p === page ? `<li><span>${p}</span></li>` : `<li><a href="${e(suumo.searchUrl(category, p))}">${p}</a></li>`);
    previous = p;
  }
  return items.join('');
}

function pagination(category: suumo.SuumoCategory, page: number, last: number, total: number): string {
  const prev = page > 1 ? `<p class="pagination-parts"><a href="${e(suumo.searchUrl(category, page - 1))}">前へ</a></p>` : '';
  const next = page < last ? `<p class="pagination-parts"><a href="${e(suumo.searchUrl(category, page + 1))}">次へ</a></p>` : '';
  return `<div class="pagination_set">
<div class="pagination_set-hit">${total.toLocaleString('en-US')}<span>件</span></div>
<div class="pagination pagination_set-nav">${prev}<ol class="pagination-parts">${pageLinks(category, page, last)}</ol>${next}</div>
</div>`;
}

export function renderSearchPage(category: suumo.SuumoCategory, views: readonly ListingView[], page: number, last: number, total: number): string {
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<title>【SUUMO】${category.label} 購入物件一覧 ${page}ページ目</title>
<link rel="canonical" href="${e(suumo.searchUrl(category, page))}">
</head>
<body>
<div id="wrapper">
<div class="ui-section-header"><h1 class="ui-section-title">${category.label} 検索結果</h1></div>
${pagination(category, page, last, total)}
<div id="js-bukkenList" class="property_unit_group">
${views.map(renderCard).join('\n')}
</div>
${pagination(category, page, last, total)}
</div>
</body>
</html>
`;
}
