/**
 * SUUMO's 新築マンション project page: one per new-build building, its 物件概要 in ranges as
 * SUUMO states a project (価格 "4280万円～6980万円", 間取り "2LDK～4LDK", 専有面積, 販売戸数 of
 * 総戸数, 販売スケジュール with the 期, 完成時期 and 引渡可能時期, 売主), and the links to the
 * project's units on sale. Path: `shinchiku/<project id>.html`.
 */
import { suumo } from '@estate/native-formats';
import type { NativePayload } from '../../model.js';
import { escapeHtml as e } from '../html.js';
import { buildingsOf, projectIdOf, roomOf, totalUnits, type BuildingView } from './buildings.js';
import { jstDate, manYen, sqmNumber, stableHash } from './format.js';
import { citySlug, prefectureSlug } from './places.js';
import type { ListingView } from './render-view.js';

// SUUMO writes a period of a month in thirds.
const THIRDS = ['上旬', '中旬', '下旬'] as const;

function span(values: readonly string[]): string {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? (distinct[0] as string) : `${distinct[0]}～${distinct[distinct.length - 1]}`;
}

function projectUrl(b: BuildingView): string {
  const first = b.units[0] as ListingView;
  return suumo.projectUrl(b.projectId, prefectureSlug(first.sample.address.region), citySlug(first.sample.address.city));
}

/** 完成時期 and 引渡可能時期: the building's year with a month and a third drawn from its name; 予定 while ahead. */
function completion(b: BuildingView): { done: string; handover: string } {
  const first = b.units[0] as ListingView;
  const year = Math.max(...b.units.map((u) => u.sample.year_built ?? jstDate(u.sample.updated_at).year));
  const h = stableHash(b.name);
  const month = 1 + (h % 12);
  const third = THIRDS[h % 3] as string;
  const ahead = year > jstDate(first.sample.updated_at).year;
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    done: `${year}年${month}月${third}${ahead ? '予定' : ''}`,
    handover: ahead ? `${next.year}年${next.month}月${third}予定` : '即入居可',
  };
}

function outline(b: BuildingView): Array<[string, string]> {
  const units = b.units;
  const first = units[0] as ListingView;
  const prices = [...units.map((u) => u.sample.price)].sort((x, y) => x - y);
  const layouts = [...units.map((u) => u.layout ?? '-')].sort();
  const areas = [...units.map((u) => u.sample.living_area_sqm)].sort((x, y) => x - y);
  const { done, handover } = completion(b);
  return [
    ['物件名', e(b.name)],
    ['所在地', e(b.address)],
    ['交通', e(first.access ?? '-')],
    ['価格', e(span(prices.map(manYen)))],
    ['間取り', e(span(layouts))],
    ['専有面積', span(areas.map((a) => `${sqmNumber(a)}m<sup>2</sup>`))],
    ['販売スケジュール', `第1期 販売中`],
    ['販売戸数', `${units.length}戸`],
    ['総戸数', `${totalUnits(b)}戸`],
    ['完成時期', e(done)],
    ['引渡可能時期', e(handover)],
    ['売主', e(first.sample.agency.name)],
  ];
}

function unitLink(v: ListingView): string {
  return `<li class="project_units-item"><a href="${e(v.url)}">${e(roomOf(v))} ${e(v.layout ?? '')} ${e(v.price)}</a></li>`;
}

export function renderProjectPage(b: BuildingView): string {
  const first = b.units[0] as ListingView;
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<title>【SUUMO】${e(b.name)}｜新築マンション物件情報</title>
<link rel="canonical" href="${e(projectUrl(b))}">
</head>
<body>
<div id="wrapper" class="project">
<p class="section_h1-header-type">新築マンション</p>
<h1 class="section_h1-header-title">${e(b.name)}</h1>
<div class="secTitleOuterR"><h3 class="secTitleInnerR">物件概要</h3></div>
<table class="data_table project_gaiyou" summary="表">
<tbody>
${outline(b).map(([label, value]) => `<tr><th class="data_01" scope="row"><div class="fl">${label}</div></th><td class="bdCell">${value}</td></tr>`).join('\n')}
</tbody>
</table>
<div id="js-detailMap" class="detail_map" data-lat="${first.sample.latitude.toFixed(6)}" data-lng="${first.sample.longitude.toFixed(6)}" data-zoom="16"></div>
<div class="secTitleOuterR"><h3 class="secTitleInnerR">販売中の住戸</h3></div>
<ul class="project_units">
${b.units.map(unitLink).join('\n')}
</ul>
</div>
</body>
</html>
`;
}

/** One project page per building whose units on SUUMO are 新築マンション. */
export function renderProjectPages(views: readonly ListingView[]): NativePayload[] {
  const fresh = views.filter((v) => v.category.key === 'shinchikumansion');
  return buildingsOf(fresh).map((b) => ({ path: `shinchiku/${b.projectId}.html`, content_type: 'text/html', body: renderProjectPage(b) }));
}

/** The link a new-build unit's detail page shows to its project's 物件概要 page; empty for other listings. */
export function projectLink(v: ListingView): string {
  const id = projectIdOf(v);
  if (id === undefined) return '';
  const url = suumo.projectUrl(id, prefectureSlug(v.sample.address.region), citySlug(v.sample.address.city));
  return `<p class="detail_project"><a class="js-projectLink" href="${e(url)}">${e(v.name)}の物件概要を見る</a></p>\n`;
}
