/**
 * A page of the used-home list (`/chuko/list/?cond[sortby]=newdate&page=N`): the JSON-LD
 * ItemList of its results (url, name, price in yen, floorSize, yearBuilt, the address to the
 * 丁目) and one block per result — condos as `div.mod-mergeBuilding--sale.cMansion` with the
 * building's `div.bukkenSpec` and a `table.unitSummary` row per unit (`tr[data-href]`, the floor
 * in `td.info span`, 価格/間取り/専有面積 in `td.info table.verticalTable`, the agency and comment
 * in the `memberDataRow` after it), houses as `div.mod-listKks.mod-listKks-sale` cards. Shapes:
 * masakihnw/real-estate homes_scraper.py (`_parse_jsonld_itemlist`, `_extract_html_layout_walk`).
 */
import { lifullhomes } from '@estate/native-formats';
import type { NativePayload } from '../../model.js';
import { escapeHtml as e, scriptSafeJson } from '../html.js';
import type { HomesView } from './presentation.js';

function item(v: HomesView, position: number): lifullhomes.ItemListElement {
  const s = v.sample;
  const offered: lifullhomes.ItemListElement['item']['offers']['itemOffered'] = {
    '@type': v.kind === 'mansion' ? 'Apartment' : 'SingleFamilyResidence',
    floorSize: { '@type': 'QuantitativeValue', value: Number(v.area), unitCode: 'MTK' },
    address: { '@type': 'PostalAddress', name: v.blockAddress },
  };
  if (s.year_built !== undefined) offered.yearBuilt = s.year_built;
  return { '@type': 'ListItem', position, item: { '@type': 'Product', name: v.name, url: v.url, offers: { '@type': 'Offer', price: s.price, priceCurrency: 'JPY', itemOffered: offered } } };
}

const th = (label: string, value: string | undefined) => (value === undefined ? '' : `<tr><th>${e(label)}</th><td>${e(value)}</td></tr>`);

function statusBadge(v: HomesView): string {
  return v.status ? `<span class="bukkenStatus">${e(v.status)}</span>` : '';
}

function photo(v: HomesView): string {
  const first = v.sample.photos[0];
  return first ? `<td class="photo"><img class="prg-lazy-display" data-original="${e(first.url)}" alt="${e(v.name)}"></td>` : '<td class="photo"></td>';
}

function memberRow(v: HomesView): string {
  return `<tr class="memberDataRow prg-memberDataRow"><td colspan="3"><p class="textFeatureComment">${e(v.sample.title)}</p><div class="memberName"><span>${e(v.sample.agency.name)}</span></div></td></tr>`;
}

function condoBlock(v: HomesView): string {
  const age = [v.built, v.totalFloors].filter((x): x is string => x !== undefined).join(' / ');
  return [
    '<div class="mod-mergeBuilding--sale cMansion ui-frame"><div class="moduleInner prg-building">',
    `<div class="moduleHead"><h3 class="heading"><a href="${e(v.url)}" class="prg-bukkenNameAnchor"><span class="bType">中古マンション</span><span class="bukkenName">${e(v.name)}</span></a>${statusBadge(v)}</h3></div>`,
    `<div class="bukkenSpec"><table class="verticalTable"><tbody>${th('所在地', v.address)}${v.access ? `<tr><th>交通</th><td><span class="prg-stationText">${e(v.access)}</span></td></tr>` : ''}${th('築年月/階数', age || undefined)}</tbody></table></div>`,
    '<table class="unitSummary"><tbody>',
    `<tr data-href="${e(v.url)}" class="raSpecRow prg-room">${photo(v)}<td class="info">${v.floor ? `<span class="u-text-sm u-font-bold">${e(v.floor)}</span>` : ''}<table class="verticalTable"><tbody>${th('価格', v.price)}${th('間取り', v.layout)}${th('専有面積', `${v.area}㎡`)}</tbody></table></td></tr>`,
    memberRow(v),
    '</tbody></table>',
    '</div></div>',
  ].join('\n');
}

function houseCard(v: HomesView): string {
  return [
    '<div class="mod-listKks mod-listKks-sale cKodate ui-frame">',
    `<h3 class="heading"><a href="${e(v.url)}" class="prg-detailLink"><span class="bType">中古一戸建て</span><span class="bukkenName">${e(v.name)}</span></a>${statusBadge(v)}</h3>`,
    '<table class="unitSummary"><tbody>',
    `<tr data-href="${e(v.url)}" class="raSpecRow">${photo(v)}<td class="info"><table class="verticalTable"><tbody>${th('価格', v.price)}${th('間取り', v.layout)}${th('建物面積', `${v.area}㎡`)}${th('土地面積', v.plotArea === undefined ? undefined : `${v.plotArea}㎡`)}${th('所在地', v.address)}${th('交通', v.access)}${th('築年月', v.built)}</tbody></table></td></tr>`,
    memberRow(v),
    '</tbody></table>',
    '</div>',
  ].join('\n');
}

export function renderSearch(views: readonly HomesView[], page: number, pages: number, total: number, from: number): NativePayload {
  const list: lifullhomes.ItemList = { '@context': 'https://schema.org', '@type': 'ItemList', itemListElement: views.map((v, i) => item(v, from + i + 1)) };
  const next = page < pages ? `<li class="nextPage"><a href="${e(lifullhomes.saleSearchUrl(page + 1))}">次へ</a></li>` : '';
  const body = [
    '<!DOCTYPE html>',
    '<html lang="ja">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>中古マンション・中古一戸建ての購入情報（${total}件）｜LIFULL HOME'S</title>`,
    `<link rel="canonical" href="${e(lifullhomes.saleSearchUrl(page))}">`,
    `<script type="application/ld+json">${scriptSafeJson(list)}</script>`,
    '</head>',
    '<body>',
    `<div class="resultCount"><span class="totalNum">${total}</span>件</div>`,
    '<div class="prg-bukkenList">',
    ...views.map((v) => (v.kind === 'mansion' ? condoBlock(v) : houseCard(v))),
    '</div>',
    `<ul class="pagination">${next}</ul>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { path: lifullhomes.searchRecordPath(page), content_type: 'text/html', body };
}
