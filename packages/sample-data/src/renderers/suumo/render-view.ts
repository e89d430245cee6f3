/**
 * One sample listing as SUUMO would show it: every text the search card and the detail page
 * print, worked out once so that both pages say the same thing. SUUMO's habits live here:
 * addresses cut at the 丁目 with full-width digits, prices in whole 万円, areas with two
 * decimals, a 築年月 with a month.
 */
import { suumo } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { categoryFor } from './categories.js';
import { fullWidth, japaneseDate, jstDate, manYen, nextUpdateDate, sqmNumber, stableHash, tsuboNumber } from './format.js';
import { citySlug, prefectureSlug, stationFor } from './places.js';

export interface ListingView {
  sample: SampleListing;
  category: suumo.SuumoCategory;
  url: string;
  name: string;
  /** 販売価格 / 価格. */
  price: string;
  /** 所在地: prefecture, city and town to the 丁目, never the building number. */
  address: string;
  /** 沿線・駅 / 交通, when the city has a known station. */
  access?: string;
  /** 間取り; none for land. */
  layout?: string;
  /** 専有面積 (condos) or 建物面積 (houses), as printed without the unit. */
  floorArea?: string;
  /** 土地面積 with its tsubo, for houses and land. */
  plotArea?: string;
  /** 築年月 / 完成時期. */
  built?: string;
  /** 所在階, when the unit number tells it. */
  floor?: string;
  status: string;
  /** 情報提供日 and 次回更新予定日. */
  providedOn: string;
  nextUpdate: string;
  licence: string;
}

// SUUMO's wording for each service status; a listing marked sold is one SUUMO still shows as
// 成約済み for a while after the sale.
const STATUS_TEXT: Readonly<Record<SampleListing['status'], string>> = {
  active: '販売中',
  under_offer: '商談中',
  pending: '申込あり',
  sold: '成約済み',
};

const KANJI_DIGITS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

function kanjiNumber(text: string): number | undefined {
  // Chome numbers stay small: 一 … 九, 十, 十一 … 九十九.
  if (!text.includes('十')) return text.length === 1 ? KANJI_DIGITS[text] : undefined;
  const [tens = '', ones = '', ...rest] = text.split('十');
  if (rest.length > 0) return undefined;
  const t = tens === '' ? 1 : KANJI_DIGITS[tens];
  const o = ones === '' ? 0 : KANJI_DIGITS[ones];
  return t === undefined || o === undefined ? undefined : t * 10 + o;
}

/** "西新宿3-2-1", "西新宿三丁目2番1号", "六本木6丁目10-1" → "西新宿３", "六本木６". */
export function townToChome(line1: string): string {
  const text = line1.normalize('NFKC').trim();
  const chome = /^(.*?)(\d+)丁目/.exec(text);
  if (chome?.[1] !== undefined && chome[2] !== undefined) return `${chome[1]}${fullWidth(chome[2])}`;
  const kanji = /^(.*?)([一二三四五六七八九十]+)丁目/.exec(text);
  const n = kanji?.[2] === undefined ? undefined : kanjiNumber(kanji[2]);
  if (kanji?.[1] !== undefined && n !== undefined) return `${kanji[1]}${fullWidth(String(n))}`;
  const block = /^(\D+?)(\d+)(?:[-−‐ー]|番|$)/.exec(text);
  if (block?.[1] !== undefined && block[2] !== undefined) return `${block[1]}${fullWidth(block[2])}`;
  return fullWidth(text);
}

/** "1203号室" → "12階"; "3階" → "3階". */
function floorOf(unit: string | undefined): string | undefined {
  if (!unit) return undefined;
  const text = unit.normalize('NFKC');
  const stated = /(\d+)\s*(?:階|F)/i.exec(text);
  if (stated?.[1]) return `${Number(stated[1])}階`;
  const room = /(\d{1,2})(\d{2})\s*号?室?$/.exec(text);
  return room?.[1] ? `${Number(room[1])}階` : undefined;
}

function layoutOf(s: SampleListing): string {
  if (s.layout) return s.layout;
  return s.bedrooms <= 0 ? '1R' : `${s.bedrooms}LDK`;
}

function licenceOf(s: SampleListing): string {
  const h = stableHash(s.agency.native_id);
  const prefecture = /^(東京都|北海道|(?:京都|大阪)府|.{2,3}?県)/.exec(s.agency.address)?.[1];
  const authority = prefecture ? `${prefecture}知事` : '国土交通大臣';
  return `${authority}（${1 + (h % 9)}）第${10000 + (h % 90000)}号`;
}

export function viewOf(s: SampleListing): ListingView {
  const listedYear = jstDate(s.listed_at).year;
  const isNew = s.year_built !== undefined && s.year_built >= listedYear;
  const category = categoryFor(s.property_type, isNew);
  const prefecture = prefectureSlug(s.address.region);
  const city = citySlug(s.address.city);
  const h = stableHash(s.native_id);
  const station = stationFor(s.address.city);
  const sqm = sqmNumber(s.living_area_sqm);
  const plot = s.plot_area_sqm === undefined ? undefined : `${sqmNumber(s.plot_area_sqm)}m<sup>2</sup>（${tsuboNumber(s.plot_area_sqm)}坪）（登記）`;
  // SUUMO always gives a month; samples know only the year, so the month is drawn from the id.
  const builtMonth = 1 + (h % 12);
  const updatedYear = jstDate(s.updated_at).year;
  const built =
    s.year_built === undefined ? undefined : `${s.year_built}年${builtMonth}月${s.year_built > updatedYear ? '（予定）' : ''}`;
  const floor = category.shape === 'condo' ? floorOf(s.address.unit) : undefined;

  const view: ListingView = {
    sample: s,
    category,
    url: suumo.detailUrl(category, s.native_id, prefecture, city),
    name: s.title,
    price: manYen(s.price),
    address: `${s.address.region}${s.address.city}${townToChome(s.address.line1)}`,
    status: STATUS_TEXT[s.status],
    providedOn: japaneseDate(s.updated_at),
    nextUpdate: nextUpdateDate(s.updated_at),
    licence: licenceOf(s),
  };
  if (station) view.access = `${station}徒歩${1 + (h % 15)}分`;
  if (category.shape !== 'land') {
    view.layout = layoutOf(s);
    view.floorArea = category.shape === 'condo' ? `${sqm}m<sup>2</sup>（壁芯）` : `${sqm}m<sup>2</sup>（登記）`;
    if (built) view.built = built;
  }
  if (category.shape !== 'condo' && plot) view.plotArea = plot;
  if (floor) view.floor = floor;
  return view;
}
