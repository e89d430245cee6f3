import { mlit } from '@estate/native-formats';
import { hash32, mix32, Rng } from '../prng.js';
import type { NativePayload } from '../model.js';
import type { DatasetContext, DatasetRenderer } from './dataset.js';
import { listedProperties, type ListedProperty } from './listed-properties.js';
import type { RecordTruth } from './record-truth.js';

/**
 * MLIT 不動産情報ライブラリ XIT001 answers (sources.md §1.2) for the prefectures of the world's
 * Japanese homes: one answer per quarter and prefecture over the last eight published quarters,
 * `{"status":"OK","data":[…]}`. A third of the listed homes sold once in that time (a row in their
 * district, written as MLIT writes it: price rounded to two figures, area to 5 ㎡, layout in
 * full-width letters); the district's other sales surround them. The ministry publishes a
 * quarter about three months after it ends; older answers write full-width digits in `Period`.
 */
const DATASET = 'mlit_xit001';

/** 全国地方公共団体コード of the world's municipalities (the listings' city, with its ward). */
const MUNICIPALITIES: Readonly<Record<string, string>> = {
  港区: '13103',
  世田谷区: '13112',
  横浜市西区: '14103',
  横浜市中区: '14104',
  横浜市港北区: '14109',
  横浜市港南区: '14111',
  横浜市青葉区: '14117',
  名古屋市千種区: '23101',
  名古屋市東区: '23102',
  名古屋市北区: '23103',
  名古屋市中区: '23106',
  名古屋市昭和区: '23107',
  京都市北区: '26101',
  京都市左京区: '26103',
  京都市中京区: '26104',
  京都市下京区: '26106',
  大阪市福島区: '27103',
  大阪市西区: '27106',
  大阪市天王寺区: '27109',
  大阪市北区: '27127',
  大阪市中央区: '27128',
  札幌市中央区: '01101',
  札幌市北区: '01102',
  札幌市豊平区: '01105',
  福岡市東区: '40131',
  福岡市博多区: '40132',
  福岡市中央区: '40133',
  福岡市早良区: '40137',
};

const FULL_WIDTH = '０１２３４５６７８９';
const fullWidth = (text: string): string =>
  text.replace(/[0-9A-Z]/g, (c) => (/[0-9]/.test(c) ? (FULL_WIDTH[Number(c)] as string) : String.fromCharCode(c.charCodeAt(0) + 0xfee0)));

/** Two significant figures, as MLIT rounds trade prices (`58000000`, `4300000`). */
function twoFigures(price: number): number {
  const step = Math.pow(10, Math.max(0, Math.floor(Math.log10(price)) - 1));
  return Math.round(price / step) * step;
}

interface Sale {
  year: number;
  quarter: number;
  prefCode: string;
  row: mlit.Xit001Row;
  home?: ListedProperty;
}

/** The eight quarters before the last one ending three months before `asOf`, oldest first. */
function quarters(asOf: string): { year: number; quarter: number }[] {
  const at = new Date(asOf);
  let year = at.getUTCFullYear();
  let quarter = Math.floor((at.getUTCMonth() - 3 + 12) / 3) % 4;
  if (at.getUTCMonth() < 3) year--;
  if (quarter === 0) {
    quarter = 4;
    year--;
  }
  const out: { year: number; quarter: number }[] = [];
  for (let i = 0; i < 8; i++) {
    out.unshift({ year, quarter });
    quarter--;
    if (quarter === 0) {
      quarter = 4;
      year--;
    }
  }
  return out;
}

function period(year: number, quarter: number, older: boolean): string {
  const text = `${year}年第${quarter}四半期`;
  return older ? text.replace(/[0-9]/g, (d) => FULL_WIDTH[Number(d)] as string) : text;
}

function saleRow(rng: Rng, where: { code: string; prefecture: string; municipality: string; district: string }, home: { mansion: boolean; area: number; plot?: number; layout?: string; year?: number; price: number }, when: { year: number; quarter: number; older: boolean }): mlit.Xit001Row {
  const price = String(twoFigures(home.price * rng.uniform(0.86, 0.98)));
  const built = home.year === undefined ? '' : home.year < 1946 ? '戦前' : `${home.year}年`;
  const common: mlit.Xit001Row = {
    PriceCategory: '不動産取引価格情報',
    MunicipalityCode: where.code,
    Prefecture: where.prefecture,
    Municipality: where.municipality,
    DistrictName: where.district,
    TradePrice: price,
    PricePerUnit: '',
    BuildingYear: built,
    Purpose: '住宅',
    Period: period(when.year, when.quarter, when.older),
    Remarks: '',
    DistrictCode: `${where.code}${String(hash32(where.district) % 1000).padStart(3, '0')}0`,
  };
  if (home.mansion) {
    return {
      ...common,
      Type: '中古マンション等',
      Region: '',
      FloorPlan: home.layout ? fullWidth(home.layout) : '',
      Area: String(Math.max(10, Math.round(home.area / 5) * 5)),
      UnitPrice: '',
      LandShape: '',
      Frontage: '',
      TotalFloorArea: '',
      Structure: rng.pick(['ＲＣ', 'ＳＲＣ']),
      Use: '住宅',
      Direction: '',
      Classification: '',
      Breadth: '',
      CityPlanning: rng.pick(['商業地域', '第１種住居地域', '近隣商業地域']),
      CoverageRatio: '80',
      FloorAreaRatio: rng.pick(['300', '400', '500']),
      Renovation: rng.pick(['未改装', '改装済み', '']),
    };
  }
  const plot = home.plot ?? 100;
  // Land over 2,000 ㎡ is written as a lower bound.
  const area = plot >= 2_000 ? '2,000㎡以上' : String(Math.round(plot / 5) * 5);
  return {
    ...common,
    Type: plot >= 2_000 || !home.year ? '宅地(土地)' : '宅地(土地と建物)',
    Region: '住宅地',
    FloorPlan: '',
    Area: area,
    UnitPrice: plot >= 2_000 ? '' : String(Math.round(Number(price) / Math.max(1, plot) / 1000) * 1000),
    LandShape: rng.pick(['ほぼ長方形', 'ほぼ整形', '不整形']),
    Frontage: String(rng.int(6, 14)) + (rng.chance(0.5) ? '.5' : ''),
    TotalFloorArea: home.year ? String(Math.round(home.area / 5) * 5) : '',
    Structure: home.year ? '木造' : '',
    Use: home.year ? '住宅' : '',
    Direction: rng.pick(['南', '東', '北西', '南東']),
    Classification: rng.pick(['区道', '市道', '私道']),
    Breadth: `${rng.int(4, 8)}.0`,
    CityPlanning: rng.pick(['第１種低層住居専用地域', '第１種中高層住居専用地域']),
    CoverageRatio: '60',
    FloorAreaRatio: '200',
    Renovation: '',
  };
}

function sales(context: DatasetContext): Sale[] {
  const rng = new Rng(mix32(hash32(String(context.seed)), hash32('mlit')));
  const qs = quarters(context.asOf);
  // The oldest year's answers are written as the ministry wrote them then: full-width digits.
  const olderYear = qs[0]?.year;
  const out: Sale[] = [];
  const seen = new Set<string>();
  const push = (sale: Sale) => {
    const id = mlit.xit001RowId(sale.row);
    if (seen.has(id)) return;
    seen.add(id);
    out.push(sale);
  };
  for (const home of listedProperties(context, 'JP')) {
    const l = home.listing;
    const code = MUNICIPALITIES[l.address.city];
    if (!code || !l.address.district) continue;
    const where = { code, prefecture: l.address.region, municipality: l.address.city, district: l.address.district };
    const mansion = l.property_subtype === 'mansion';
    const facts = { mansion, area: l.living_area_sqm, ...(l.plot_area_sqm === undefined ? {} : { plot: l.plot_area_sqm }), ...(l.layout === undefined ? {} : { layout: l.layout }), ...(l.year_built === undefined ? {} : { year: l.year_built }), price: l.price };
    if (rng.chance(0.35)) {
      const q = rng.pick(qs);
      push({ ...q, prefCode: code.slice(0, 2), row: saleRow(rng, where, facts, { ...q, older: q.year === olderYear }), home });
    }
    // The district's other sales: homes no listing shows, like the listed one or not.
    for (let n = rng.int(0, 2); n > 0; n--) {
      const q = rng.pick(qs);
      const other = {
        mansion: rng.chance(0.6),
        area: Math.round(l.living_area_sqm * rng.uniform(0.6, 1.4)),
        plot: rng.chance(0.04) ? rng.int(2_000, 4_000) : rng.int(70, 220),
        layout: `${rng.int(1, 4)}LDK`,
        ...(rng.chance(0.05) ? { year: rng.int(1930, 1944) } : rng.chance(0.1) ? {} : { year: rng.int(1975, 2022) }),
        price: l.price * rng.uniform(0.5, 1.5),
      };
      push({ ...q, prefCode: code.slice(0, 2), row: saleRow(rng, where, other, { ...q, older: q.year === olderYear }) });
    }
  }
  return out;
}

function render(context: DatasetContext): NativePayload[] {
  const all = sales(context);
  const prefectures = [...new Set(Object.values(MUNICIPALITIES).map((code) => code.slice(0, 2)))].sort();
  const out: NativePayload[] = [];
  for (const q of quarters(context.asOf)) {
    for (const area of prefectures) {
      // Every field of a row in the API's order, an empty string where the ministry has nothing.
      const data = all
        .filter((s) => s.year === q.year && s.quarter === q.quarter && s.prefCode === area)
        .map((s) => Object.fromEntries(mlit.XIT001_FIELDS.map((field) => [field, s.row[field] ?? ''])) as mlit.Xit001Row);
      const answer: mlit.Xit001Answer = { status: 'OK', data };
      out.push({ path: mlit.xit001Path(q.year, q.quarter, area), content_type: 'application/json', body: JSON.stringify(answer) });
    }
  }
  return out;
}

/** Every row labelled with the listed home it is the sale of, if any; a district row never singles one out. */
function truth(context: DatasetContext): RecordTruth[] {
  return sales(context).map((s) => ({
    dataset: DATASET,
    native_id: mlit.xit001RowId(s.row),
    record_type: 'transaction',
    property_key: s.home?.key ?? null,
    listings: s.home?.listings ?? [],
    resolvable_to: 'district',
  }));
}

export const mlitDataset: DatasetRenderer = { platform: 'mlit', render, truth };
