/**
 * A used home's detail page (`/mansion/b-{id}/`, `/kodate/b-{id}/`): the heading, the agent's
 * comment (`div.prComment`), the gallery (`img#mainImage`, `ul.imageList img`, the floor plan
 * captioned 間取り as on the rental pages), the `#about` table of th/td rows, 「情報公開日：…」 and
 * the agency block (`div.companyInfo` with its h3 and TEL). Shapes: iwaminn/realestate
 * homes_parser.py (parse_property_detail, _extract_*), second-portals.md §5.1.
 */
import type { NativePayload, SampleListing } from '../../model.js';
import { escapeHtml as e } from '../html.js';
import type { HomesView } from './presentation.js';

function row(label: string, value: string | undefined): string {
  return value === undefined ? '' : `<tr><th>${e(label)}</th><td>${value}</td></tr>`;
}

function lines(text: string): string {
  return text.split('\n').map(e).join('<br>');
}

function aboutRows(v: HomesView): string {
  const s = v.sample;
  const mansion = v.kind === 'mansion';
  return [
    row('価格', e(v.price)),
    row('間取り', mansion ? `${e(v.layout)} / ${e(v.area)}㎡` : e(v.layout)),
    mansion ? row('専有面積', `${e(v.area)}㎡（壁芯）`) : row('建物面積', `${e(v.area)}㎡`),
    mansion ? '' : row('土地面積', v.plotArea === undefined ? undefined : `${e(v.plotArea)}㎡`),
    mansion ? row('所在階/階数', v.floor === undefined ? undefined : `${e(v.floor)} / ${e(v.totalFloors ?? '-')}`) : '',
    row('築年月', v.built === undefined ? undefined : e(v.built)),
    row('所在地', e(v.address)),
    row('交通', v.access === undefined ? undefined : e(v.access)),
    mansion && s.features?.includes('south_facing') ? row('主要採光面', '南') : '',
  ].join('');
}

function gallery(s: SampleListing): string {
  const items: string[] = [];
  if (s.floor_plan_url) items.push(`<li><img src="${e(s.floor_plan_url)}" alt="間取り"></li>`);
  for (const photo of s.photos) items.push(`<li><img src="${e(photo.url)}" alt="${e(photo.caption ?? '写真')}"></li>`);
  const main = s.photos[0];
  return [
    main ? `<div class="mainPhoto"><img id="mainImage" src="${e(main.url)}" alt="${e(main.caption ?? '写真')}"></div>` : '',
    `<ul class="imageList">${items.join('')}</ul>`,
  ].join('\n');
}

function company(s: SampleListing): string {
  const a = s.agency;
  return [
    '<div class="companyInfo">',
    `<h3><a href="https://www.homes.co.jp/realtor/mid-${e(a.native_id)}/">${e(a.name)}</a></h3>`,
    `<p class="address">${e(a.address)}</p>`,
    `<p class="tel">TEL：${e(a.phone)}</p>`,
    '</div>',
  ].join('\n');
}

export function renderDetail(v: HomesView, path: string): NativePayload {
  const s = v.sample;
  const word = v.kind === 'mansion' ? '中古マンション' : '中古一戸建て';
  const title = `【ホームズ】${v.name}${v.floor ? ` ${v.floor}` : ''} ${v.layout}［${v.price}］の${word}物件情報`;
  const description = `${v.access ? `${v.access}、` : ''}価格${v.price}、所在地:${v.address}の${word}物件詳細ページ。`;
  const body = [
    '<!DOCTYPE html>',
    '<html lang="ja">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}">`,
    `<link rel="canonical" href="${e(v.url)}">`,
    '</head>',
    '<body>',
    '<main>',
    `<div class="mod-buildingTitle"><span class="bType">${word}</span>${v.status ? `<span class="bukkenStatus">${e(v.status)}</span>` : ''}<h1 class="heading">${e(v.name)}</h1></div>`,
    gallery(s),
    `<div class="prComment"><p>${lines(s.description)}</p></div>`,
    `<section id="about"><h2>物件概要</h2><table class="bukkenSpec"><tbody>${aboutRows(v)}</tbody></table>`,
    `<p class="update">情報公開日：${v.published}</p></section>`,
    company(s),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { path, content_type: 'text/html', body };
}
