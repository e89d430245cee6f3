/**
 * A SUUMO detail page: the category label and building name in the header, the status, a photo
 * gallery with captions (images lazy-loaded through `data-src`), the sales point, the 物件概要
 * table (two th/td pairs a row; labels in `div.fl`, many with a ヒント tooltip beside them),
 * the 会社概要 of the agency, and the 周辺環境 map whose pin is in `data-lat`/`data-lng`.
 */
import { escapeHtml as e } from '../html.js';
import { LAZY_PLACEHOLDER } from './render-search.js';
import type { ListingView } from './render-view.js';

// SUUMO puts a ヒント link next to the labels it explains; parsers must see past it.
const HINTED = new Set(['価格', '専有面積', '間取り', '所在階', '取引態様', '土地面積', '建物面積']);

type Row = readonly [label: string, valueHtml: string];

function th(label: string): string {
  const hint = HINTED.has(label) ? '<div class="fr"><a class="js-hint" href="javascript:void(0);">ヒント</a></div>' : '';
  return `<th class="data_01" scope="row"><div class="fl">${label}</div>${hint}</th>`;
}

function table(cls: string, rows: readonly Row[]): string {
  const trs: string[] = [];
  for (let i = 0; i < rows.length; i += 2) {
    const pair = rows.slice(i, i + 2).map(([label, value]) => `${th(label)}<td class="bdCell">${value}</td>`);
    trs.push(`<tr>${pair.join('')}</tr>`);
  }
  return `<table class="data_table ${cls}" summary="表">\n<tbody>\n${trs.join('\n')}\n</tbody>\n</table>`;
}

function outlineRows(v: ListingView): Row[] {
  const rows: Row[] = [
    ['物件名', e(v.name)],
    ['価格', e(v.price)],
    ['所在地', e(v.address)],
    ['交通', e(v.access ?? '-')],
  ];
  switch (v.category.shape) {
    case 'condo':
      rows.push(['間取り', e(v.layout ?? '-')], ['専有面積', v.floorArea ?? '-']);
      rows.push(['所在階', e(v.floor ?? '-')], ['完成時期（築年月）', e(v.built ?? '-')]);
      break;
    case 'house':
      rows.push(['間取り', e(v.layout ?? '-')], ['建物面積', v.floorArea ?? '-']);
      rows.push(['土地面積', v.plotArea ?? '-'], ['完成時期（築年月）', e(v.built ?? '-')]);
      break;
    case 'land':
      rows.push(['土地面積', v.plotArea ?? '-'], ['建ぺい率・容積率', '-']);
      break;
  }
  const isNew = v.category.key.startsWith('shinchiku');
  rows.push(['取引態様', isNew ? '売主' : '仲介'], ['情報提供日', e(v.providedOn)], ['次回更新予定日', e(v.nextUpdate)]);
  return rows;
}

function companyRows(v: ListingView): Row[] {
  const { agency, agent } = v.sample;
  const link = `<a href="/jj/bukken/kaisha/JJ010FJ500/?kc=${encodeURIComponent(agency.native_id)}">${e(agency.name)}</a>`;
  return [
    ['会社名', link],
    ['所在地', e(agency.address)],
    ['宅地建物取引業者免許番号', e(v.licence)],
    ['TEL', e(agency.phone)],
    ['担当者', e(agent.name)],
  ];
}

function gallery(v: ListingView): string {
  const items = v.sample.photos.map((p) => ({ url: p.url, caption: p.caption ?? '' }));
  if (v.sample.floor_plan_url) items.push({ url: v.sample.floor_plan_url, caption: '間取り図' });
  const lis = items.map(
    (p) =>
      `<li class="photo_slider-item"><img class="js-noContextMenu js-slideLazy-image" src="${LAZY_PLACEHOLDER}" data-src="${e(p.url)}" alt="${e(p.caption)}"><p class="photo_slider-caption">${e(p.caption)}</p></li>`,
  );
  return `<div id="js-photoGallery" class="photo_slider">\n<ul class="photo_slider-list">\n${lis.join('\n')}\n</ul>\n</div>`;
}

export function renderDetailPage(v: ListingView): string {
  const s = v.sample;
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<title>【SUUMO】${e(v.name)} ${v.category.label}物件情報</title>
<link rel="canonical" href="${e(v.url)}">
<meta property="og:url" content="${e(v.url)}">
</head>
<body>
<div id="wrapper">
<div class="section_h1">
<div class="section_h1-header">
<p class="section_h1-header-type">${v.category.label}</p>
<h1 class="section_h1-header-title">${e(v.name)}</h1>
<p class="section_h1-header-status">${e(v.status)}</p>
</div>
</div>
${gallery(v)}
<div class="section_h2"><h2 class="section_h2-header-title">物件の特徴</h2></div>
<div class="section_h2-body"><p class="detail_salespoint">${e(s.description)}</p></div>
<div class="secTitleOuterR"><h3 class="secTitleInnerR">物件概要</h3></div>
${table('table_gaiyou', outlineRows(v))}
<div class="secTitleOuterR"><h3 class="secTitleInnerR">会社概要</h3></div>
${table('table_kaisha', companyRows(v))}
<div class="secTitleOuterR"><h3 class="secTitleInnerR">周辺環境</h3></div>
<div id="js-detailMap" class="detail_map" data-lat="${s.latitude.toFixed(6)}" data-lng="${s.longitude.toFixed(6)}" data-zoom="16"></div>
</div>
</body>
</html>
`;
}
