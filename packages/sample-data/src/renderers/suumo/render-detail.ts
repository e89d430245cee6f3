/**
 * A SUUMO detail page in the template suumo.jp serves (checked against saved pages of 2024 and
 * 2026, see services/collector-suumo/test/real-pages): the heading with name, price and layout;
 * the 物件の特徴 text and thumbnails, each opening a lightbox (`div.jsiKrThickbox`) whose hidden
 * `…orgn` input holds "url,caption"; the 物件詳細情報 summary table, which says 住所 (with its
 * 周辺環境 link) where the 物件概要 says 所在地, follows the price with a 支払シミュレーション link,
 * and ends with the 担当者より row (the agent's portrait and name) and the お問い合せ先 row (the
 * shop, its TEL, the company link in a hidden input); then the 物件概要 table, the 会社情報
 * table (会社概要 as one text), the 情報提供日 table, the map's `googleMapsSettings` script
 * (initIdo/initKeido) and the inquiry form, whose rows (お名前, ご住所…) are the visitor's.
 */
import { escapeHtml as e } from '../html.js';
import { libraryLink } from './render-library.js';
import { projectLink } from './render-project.js';
import type { ListingView } from './render-view.js';

// SUUMO puts a ヒント link next to the labels it explains; parsers must see past it.
const HINTED = new Set(['価格', '専有面積', '間取り', '所在階', '取引態様', '土地面積', '建物面積']);

type Row = readonly [label: string, valueHtml: string];

function th(label: string): string {
  const hint = HINTED.has(label) ? '<div class="fr w10 h10 mt1"><a class="ic btOl icBeginner2 pr" href="javascript:void(0);">ヒント</a></div>' : '';
  return `<th class="w118 thSideLGray bdCell vat tal"><div class="fl ">${label}</div>${hint}</th>`;
}

function table(rows: readonly Row[]): string {
  const trs: string[] = [];
  for (let i = 0; i < rows.length; i += 2) {
    const pair = rows.slice(i, i + 2).map(([label, value]) => `${th(label)}<td class="w299 bdCell">${value}</td>`);
    trs.push(`<tr>${pair.join('')}</tr>`);
  }
  return `<table summary="表" class="mt10 bdGrayT bdGrayL bgWhite pCell10 bdclps wf">\n<tbody class="vat tal">\n${trs.join('\n')}\n</tbody>\n</table>`;
}

/** A row of the summary table: one label, one value cell. */
function summaryRow(label: string, valueHtml: string): string {
  return `<tr>\n<th class="w130 thSideLGray bdCell inkBgBrown vat tal">${label}</th>\n<td class="w290 bdCell">${valueHtml}</td>\n</tr>`;
}

/** The company link of the お問い合せ先 row: the company page's query with `=` as z1 and `&` as z2. */
function companyWindowUrl(v: ListingView): string {
  return `https://suumo.jp/chukomansion/kaisha/__JJ_JJ051FD001_arz1030z2bsz1${v.category.bs}z2kcz1${encodeURIComponent(v.sample.agency.native_id)}.html`;
}

function summaryTable(v: ListingView): string {
  const { agency, agent } = v.sample;
  const rows = [
    summaryRow('物件名', e(v.name)),
    summaryRow('価格', `${e(v.price)}\n<span class="ml5">[ <span class="fgOrange">□</span><a href="javascript:void(0);">支払シミュレーション</a> ]</span>`),
  ];
  if (v.layout) rows.push(summaryRow('間取り', e(v.layout)));
  if (v.category.shape === 'condo' && v.floorArea) rows.push(summaryRow('専有面積', v.floorArea));
  if (v.category.shape === 'house' && v.floorArea) rows.push(summaryRow('建物面積', v.floorArea));
  if (v.category.shape !== 'condo' && v.plotArea) rows.push(summaryRow('土地面積', v.plotArea));
  if (v.floor) rows.push(summaryRow('所在階/構造・階建', e(v.floor)));
  if (v.built) rows.push(summaryRow('完成時期（築年月）', e(v.built)));
  const surroundings = v.url.endsWith('/') ? `${v.url}kankyo/` : v.url;
  rows.push(summaryRow('住所', `<p>${e(v.address)}</p>\n<p>[ <span class="fgOrange">■</span><a href="${e(surroundings)}">周辺環境</a> ]</p>`));
  rows.push(summaryRow('交通', `<div>${e(v.access ?? '-')}</div>`));
  rows.push(
    summaryRow(
      '担当者より',
      `<div class="cf"><div class="fl w96 h72 bdGray"><img src="https://img01.suumo.com/jj/resizeImage?src=gazo%2Fkaisha%2F030%2FN040001%2Fimg%2F${e(encodeURIComponent(agency.native_id))}_03_001.jpg&amp;w=96&amp;h=72" alt="担当者" oncontextmenu="return(false);" /></div>\n<div class="fr w187"><div class="cf"><p class="fl mr5 fgGold fs14">担当者</p></div><dl class="mt5"><dt>${e(agent.name)}</dt></dl></div></div>`,
    ),
  );
  rows.push(
    summaryRow(
      'お問い合せ先',
      `<p><a href="javascript:void(0);" class="jscToiawaseSakiWindow">${e(agency.name)}</a></p>\n<input value="${e(companyWindowUrl(v))}" class="jscToiawaseSakiWindowUrl" type="hidden" />\n<p class="fgDRed"><span class="fs18 b">TEL：${e(agency.phone)}</span></p>\n<p class="fgDRed">「SUUMO(スーモ)を見た」と問い合わせください</p>`,
    ),
  );
  return `<table summary="表" class="mt15 bdGrayT bdGrayL bgWhite pCell10 bdclps wf">\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}

interface Picture {
  url: string;
  caption: string;
}

function picturesOf(v: ListingView): Picture[] {
  const items = v.sample.photos.map((p) => ({ url: p.url, caption: p.caption ?? '' }));
  if (v.sample.floor_plan_url) items.push({ url: v.sample.floor_plan_url, caption: '間取り図' });
  return items;
}

function boxId(i: number): string {
  return `G02_${String(i + 1).padStart(3, '0')}`;
}

/** The thumbnails of 物件の特徴, each opening its lightbox. */
function thumbnails(pictures: readonly Picture[]): string {
  return pictures
    .map(
      (p, i) =>
        `<a href="javascript:void(0);" class="jscNyroModal nyroModal" id="jsiNyroModalId_#${boxId(i)}" rel="G02"><img rel="${e(p.url)}" alt="${e(p.caption)}" oncontextmenu="return(false);" class="js-scrollLazy-image" src=""></a>`,
    )
    .join('\n');
}

/** One hidden lightbox per picture: the whole gallery. */
function lightboxes(pictures: readonly Picture[]): string {
  return pictures
    .map(
      (p, i) => `<div id="${boxId(i)}" class="jsiKrThickbox" style="display: none;">
<div class="jsKrTBinner"><div class="cf secTitleOuterR"><div class="fl secTitleInnerK">${e(p.caption)}</div><div class="fr">[ <a href="javascript:void(0);" class="nyroModalClose">閉じる</a> ]</div></div>
<div class="w500 tac"><img id="img${boxId(i)}" src="/jj/jjcommon/img/spacer.gif" alt="" oncontextmenu="return(false);" />
<input id="img${boxId(i)}orgn" type="hidden" value="${e(`${p.url},${p.caption}`)}" /></div></div>
</div>`,
    )
    .join('\n');
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
  rows.push(['取引態様', isNew ? '売主' : '仲介']);
  return rows;
}

/** The 会社情報 table: 会社概要 as one text (dealing, licence, name, address), then 問い合わせ先. */
function companyTable(v: ListingView): string {
  const { agency } = v.sample;
  const dealing = v.category.key.startsWith('shinchiku') ? '＜売主＞' : '＜仲介＞';
  return `<table summary="表" class="mt10 bdGrayT bdGrayL bgWhite pCell10 bdclps wf zm1">
<tbody class="vat tal">
<tr>
<th class="thSideLGray bdCell w130 vat tal">会社概要</th>
<td class="bdCell" colspan="3"><div><p>${dealing}<br>${e(v.licence)}<br>(公社)首都圏不動産公正取引協議会加盟<br>${e(agency.name)}<br>${e(agency.address)}<br></p></div></td>
</tr>
<tr>
<th class="thSideLGray bdCell vat tal">問い合わせ先</th>
<td class="bdCell" colspan="3"><div>${e(agency.name)}</div><div class="fgDRed"><span class="fs18 b">TEL：${e(agency.phone)}</span></div></td>
</tr>
</tbody>
</table>`;
}

function datesTable(v: ListingView): string {
  return `<table summary="表" class="mt10 bdGrayT bdGrayL bgWhite pCell10 bdclps wf">
<tbody class="vat tal">
<tr><th class="w130 thSideLGray bdCell vat tal">情報提供日</th><td class="w289 bdCell">${e(v.providedOn)}</td><th class="w130 thSideLGray bdCell vat tal">次回更新予定日</th><td class="w289 bdCell">${e(v.nextUpdate)}</td></tr>
</tbody>
</table>`;
}

/** The inquiry form closing every detail page; its labels are the visitor's fields, not the listing's. */
const INQUIRY_FORM = `<form name="bukken_shiryou_JJ010FG210ActionForm" id="contact_form" method="post" action="/jj/bukken/shiryou/JJ010FG210/">
<table summary="ご連絡先" class="mt10 pCell10 bdclps w920">
<tr><th>お名前（必須）</th><td><input type="text" name="nameSei"><input type="text" name="nameMei"></td></tr>
<tr><th>ご住所<span>必須</span></th><td>郵便番号 <input type="text" name="yubinNo"></td></tr>
<tr><th>電話番号（必須）</th><td><input type="text" name="tel"></td></tr>
</table>
</form>`;

export function renderDetailPage(v: ListingView): string {
  const s = v.sample;
  const pictures = picturesOf(v);
  const heading = `${v.name} ${v.price}${v.layout ? `（${v.layout}）` : ''}`;
  // Only a listing that is not plainly for sale carries a status mark.
  const status = v.status === '販売中' ? '' : `\n<p class="section_h1-header-status">${e(v.status)}</p>`;
  return `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<title>【SUUMO】${e(v.name)} ${v.category.label}物件情報</title>
<link rel="canonical" href="${e(v.url)}">
</head>
<body id="pageTop">
<div id="wrapper">
<div id="contents">
<div id="topContents">
<div class="cf bdGrayB altBdtitle pb5 mt10"><h1 class="fl w420 mainIndexK">${e(heading)} <span class="fs12 n"></span></h1></div>
<ul class="cf mtn5"><li class="fl mt5 mr10 pct01">${v.category.label}</li></ul>${status}
</div>
<div id="mainContents">
<div class="section_h2 section_h2--layout01 js-acc_item">
<h2 class="js-acc_trigger"><button class="section_h2-header" type="button"><span class="section_h2-header_title">物件の特徴</span></button></h2>
<div class="section_h2-body js-acc_contents">
<div class="mt10"><p class="fs14">${e(s.description)}</p></div>
<div class="mt20">
${thumbnails(pictures)}
</div>
</div>
</div>
<div class="mt20"><div class="secTitleOuterK"><h3 class="secTitleInnerK">物件詳細情報</h3></div>
${summaryTable(v)}
</div>
${lightboxes(pictures)}
<div class="mt20"><div class="secTitleOuterK"><h3 class="secTitleInnerK">物件概要</h3></div>
${table(outlineRows(v))}
</div>
${libraryLink(v)}${projectLink(v)}<div class="mt20"><div class="secTitleOuterK"><h3 class="secTitleInnerK">会社情報</h3></div>
${companyTable(v)}
</div>
<div class="mt20"><div class="secTitleOuterK"><h3 class="secTitleInnerK">情報提供日・更新日</h3></div>
${datesTable(v)}
</div>
<!-- GoogleMapsPattern1 -->
<script type="text/javascript">
var googleMapsSettings = {
	width: 920
	,height: 500
	,initIdo : '${s.latitude.toFixed(12)}'
	,initKeido : '${s.longitude.toFixed(12)}'
	,markers: new Array(
		{lat:'${s.latitude.toFixed(12)}', lng:'${s.longitude.toFixed(12)}', icon:'/jj/jjcommon/img/map/icon_map_${v.category.bs}.png', click:''}
	)
}
</script>
${INQUIRY_FORM}
</div>
</div>
</div>
</body>
</html>
`;
}
