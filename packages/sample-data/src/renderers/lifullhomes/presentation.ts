/**
 * One sample listing as LIFULL HOME'S shows it: every text its list card and detail page print,
 * worked out once so that both say the same thing. HOME'S's habits, and how they differ from
 * SUUMO's for the same home (second-portals.md §6.5): the address to the 番地 (SUUMO stops at
 * the 丁目), the building's name with a brand prefix, in full-width letters or left out (an
 * anonymous "駅 N階建 築N年" heading), a 築年月 whose month and a 階建 that may disagree with
 * SUUMO's (each portal copies them from another source), a storeroom written "+S（納戸）", and
 * the area to 0.01 m², which both portals state exactly.
 */
import { lifullhomes } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { hash32 } from '../../prng.js';

export interface HomesView {
  sample: SampleListing;
  kind: lifullhomes.SaleKind;
  url: string;
  /** The heading: the building's name as this agent typed it, or an anonymous description. */
  name: string;
  /** The building's name as the sample knows it; undefined when the heading is anonymous or a house. */
  buildingName?: string;
  price: string;
  /** 所在地 to the 番地 ("東京都港区六本木3丁目12-5"). */
  address: string;
  /** The JSON-LD address, to the 丁目 ("東京都港区六本木3丁目"). */
  blockAddress: string;
  access?: string;
  layout: string;
  area: string;
  plotArea?: string;
  /** "12階"; condos only. */
  floor?: string;
  /** "14階建" as this portal states it (may be one off SUUMO's). */
  totalFloors?: string;
  totalFloorCount?: number;
  /** "2005年3月", the month drawn for this portal. */
  built?: string;
  status?: string;
  /** 情報公開日 "2025/06/15" (JST). */
  published: string;
}

const STATUS_TEXT: Readonly<Record<SampleListing['status'], string | undefined>> = {
  active: undefined,
  under_offer: '商談中',
  pending: '申込受付中',
  sold: '成約済み',
};

const FULL_WIDTH_OFFSET = 0xfee0;

/** Latin letters and digits as full-width characters (ＫＥＩＴＥＩ). */
function fullWidthLatin(text: string): string {
  return text.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + FULL_WIDTH_OFFSET));
}

/** JST calendar date of an instant. */
export function jstDay(iso: string): { year: number; month: number; day: number } {
  const d = new Date(Date.parse(iso) + 9 * 3_600_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "東京都港区六本木3丁目12-5" → "東京都港区六本木3丁目": the 番地 cut off. */
function toBlock(address: string): string {
  const m = /^(.*?丁目)/.exec(address);
  return m?.[1] ?? address.replace(/\d+(?:-\d+)*$/, '');
}

/** "3LDK+S" → "3LDK+S（納戸）", as HOME'S names the storeroom. */
function layoutText(layout: string | undefined, bedrooms: number): string {
  const base = layout ?? (bedrooms <= 0 ? '1R' : `${bedrooms}LDK`);
  return base.endsWith('+S') ? `${base}（納戸）` : base;
}

function nameOf(s: SampleListing, h: number): { name: string; buildingName?: string } {
  if (!s.building_name) return { name: s.title };
  const pick = h % 20;
  // An anonymous heading: the station, the height and the age, as agents hiding the building write it.
  if (pick < 3 && s.station) {
    const age = s.year_built === undefined ? '' : ` 築${Math.max(0, jstDay(s.listed_at).year - s.year_built)}年`;
    return { name: `${s.station.line} ${s.station.name}駅 ${s.total_floors ?? ''}階建${age}`.replace(' 階建', '') };
  }
  if (pick < 6) return { name: `ザ・${s.building_name}`, buildingName: s.building_name };
  if (pick < 8) return { name: fullWidthLatin(`${s.building_name}${pick === 6 ? ' EAST' : ' WEST'}`), buildingName: s.building_name };
  return { name: s.building_name, buildingName: s.building_name };
}

/** HOME'S and SUUMO copy the building's height from different records: about one in eight differs by a floor. */
function totalFloorsShown(s: SampleListing, h: number): number | undefined {
  if (s.total_floors === undefined) return undefined;
  if ((h >>> 8) % 8 !== 0) return s.total_floors;
  const floor = s.floor ?? 1;
  return Math.max(floor, s.total_floors + ((h >>> 11) % 2 === 0 ? 1 : -1));
}

export function homesView(s: SampleListing): HomesView {
  const h = hash32(`lifullhomes:${s.native_id}`);
  const kind: lifullhomes.SaleKind = s.property_type === 'house' ? 'kodate' : 'mansion';
  const address = `${s.address.region}${s.address.city}${s.address.line1}`;
  const { name, buildingName } = nameOf(s, h);
  const published = jstDay(s.listed_at);
  const totalFloorCount = kind === 'mansion' ? totalFloorsShown(s, h) : undefined;
  const view: HomesView = {
    sample: s,
    kind,
    url: lifullhomes.saleDetailUrl(s.native_id, kind),
    name,
    price: lifullhomes.formatManYen(s.price),
    address,
    blockAddress: toBlock(address),
    layout: layoutText(s.layout, s.bedrooms),
    area: lifullhomes.formatSqm(s.living_area_sqm),
    published: `${published.year}/${pad2(published.month)}/${pad2(published.day)}`,
  };
  if (buildingName) view.buildingName = buildingName;
  if (s.station) view.access = `${s.station.line} ${s.station.name}駅 徒歩${s.station.walk_minutes}分`;
  if (s.plot_area_sqm !== undefined) view.plotArea = lifullhomes.formatSqm(s.plot_area_sqm);
  if (kind === 'mansion' && s.floor !== undefined) view.floor = `${Math.max(1, s.floor)}階`;
  if (totalFloorCount !== undefined) {
    view.totalFloorCount = totalFloorCount;
    view.totalFloors = `${totalFloorCount}階建`;
  }
  // The month is the portal's own record: it need not agree with SUUMO's.
  if (s.year_built !== undefined) view.built = `${s.year_built}年${1 + ((h >>> 4) % 12)}月`;
  const status = STATUS_TEXT[s.status];
  if (status) view.status = status;
  return view;
}
