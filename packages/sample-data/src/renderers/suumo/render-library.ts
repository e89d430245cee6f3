/**
 * SUUMO's 物件ライブラリー page of a building (`/library/…/to_<id>/`): its 物件概要 (物件名,
 * 所在地, 交通, 築年月, 構造・階建, 総戸数, label/value pairs as the detail pages have them), the
 * map pin, and the table of its units on sale (部屋番号, 所在階, 価格, 間取り, 専有面積, with the
 * link to each unit's listing). Path: `library/<id>.html`.
 */
import { suumo } from '@estate/native-formats';
import type { NativePayload } from '../../model.js';
import { escapeHtml as e } from '../html.js';
import { buildingsOf, libraryIdOf, roomOf, totalUnits, type BuildingView } from './buildings.js';
import type { ListingView } from './render-view.js';

const STRUCTURES = ['RC', 'SRC'] as const;

function outline(b: BuildingView): Array<[string, string]> {
  const first = b.units[0] as ListingView;
  const floors = Math.max(...b.units.map((u) => u.sample.total_floors ?? 1));
  const structure = STRUCTURES[floors >= 15 ? 1 : 0];
  return [
    ['物件名', e(b.name)],
    ['所在地', e(b.address)],
    ['交通', e(first.access ?? '-')],
    ['築年月', e(first.built ?? '-')],
    ['構造・階建', `${structure}${floors}階建`],
    ['総戸数', `${totalUnits(b)}戸`],
  ];
}

function unitRow(v: ListingView): string {
  return `<tr><td class="library_units-room">${e(roomOf(v))}</td><td>${e(v.floor ?? '-')}</td><td>${e(v.price)}</td><td>${e(v.layout ?? '-')}</td><td>${v.floorArea ?? '-'}</td><td><a class="library_units-link" href="${e(v.url)}">詳細を見る</a></td></tr>`;
}

export function renderLibraryPage(b: BuildingView): string {
  const first = b.units[0] as ListingView;
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<title>【SUUMO】${e(b.name)}｜物件ライブラリー</title>
<link rel="canonical" href="${e(suumo.libraryUrl(b.libraryId))}">
</head>
<body>
<div id="wrapper" class="library">
<h1 class="library_title">${e(b.name)}</h1>
<div class="secTitleOuterR"><h3 class="secTitleInnerR">物件概要</h3></div>
<table class="data_table library_gaiyou" summary="表">
<tbody>
${outline(b).map(([label, value]) => `<tr><th class="data_01" scope="row"><div class="fl">${label}</div></th><td class="bdCell">${value}</td></tr>`).join('\n')}
</tbody>
</table>
<div id="js-detailMap" class="detail_map" data-lat="${first.sample.latitude.toFixed(6)}" data-lng="${first.sample.longitude.toFixed(6)}" data-zoom="16"></div>
<div class="secTitleOuterR"><h3 class="secTitleInnerR">この物件の販売中住戸</h3></div>
<table class="library_units">
<thead><tr><th>部屋番号</th><th>所在階</th><th>価格</th><th>間取り</th><th>専有面積</th><th>詳細</th></tr></thead>
<tbody>
${b.units.map(unitRow).join('\n')}
</tbody>
</table>
</div>
</body>
</html>
`;
}

export function libraryPagePath(b: BuildingView): string {
  return `library/${b.libraryId}.html`;
}

export function renderLibraryPages(views: readonly ListingView[]): NativePayload[] {
  return buildingsOf(views).map((b) => ({ path: libraryPagePath(b), content_type: 'text/html', body: renderLibraryPage(b) }));
}

/** The link a condo's detail page shows to its building's library page (「物件ライブラリーを見る」); empty for houses and land. */
export function libraryLink(v: ListingView): string {
  const id = libraryIdOf(v);
  if (id === undefined) return '';
  return `<p class="detail_library"><a class="js-libraryLink" href="${e(suumo.libraryUrl(id))}">${e(v.name)}の物件ライブラリーを見る</a></p>\n`;
}
