import { nycPvad } from '@estate/native-formats';
import { stringify } from 'csv-stringify/sync';
import { hash32, mix32, Rng } from '../prng.js';
import type { NativePayload } from '../model.js';
import type { DatasetContext, DatasetRenderer } from './dataset.js';
import { nycParcels, type NycParcel } from './nyc-parcels.js';
import type { RecordTruth } from './record-truth.js';

/**
 * The NYC Department of Finance assessment roll (Property Valuation and Assessment Data,
 * 8y4t-faws; sources.md §2.2, §3) as the Open Data CSV export lays it out, for the lots of the
 * world's New York homes and their neighbours: last year's final roll and this year's tentative
 * and final rolls, so a replay sees the final roll revise the tentative one (a value lowered on
 * review). Houses are tax class 1 (assessed at 6 % of market value), condominium units class 2
 * (45 %, valued as rentals, far below their sale prices).
 */
const DATASET = 'nyc_pvad';
const SQFT_PER_SQM = 10.7639;
/** The rolls written, as (fiscal year, period). */
const ROLLS = [
  [2026, 3],
  [2027, 1],
  [2027, 3],
] as const;

interface Values {
  market: number;
  marketLand: number;
  actual: number;
  actualLand: number;
  transitional: number;
  exemption: number;
}

function classOf(parcel: NycParcel): { taxClass: string; buildingClass: string; ratio: number } {
  if (parcel.unit !== undefined) return { taxClass: '2', buildingClass: 'R4', ratio: 0.45 };
  if (parcel.facts.property_subtype === 'multi_family') return { taxClass: '1', buildingClass: 'C0', ratio: 0.06 };
  return { taxClass: '1', buildingClass: parcel.facts.property_subtype === 'townhouse' ? 'A4' : 'A1', ratio: 0.06 };
}

function valuesOf(parcel: NycParcel, year: number, rng: Rng): Values {
  const { taxClass, ratio } = classOf(parcel);
  // The roll's market value trails the market; a class 2 unit is valued as a rental.
  const level = parcel.facts.price * (taxClass === '2' ? 0.32 : 0.82) * Math.pow(1.05, year - 2027);
  const market = Math.round(level / 1000) * 1000;
  const marketLand = Math.round((market * (taxClass === '2' ? 0.12 : 0.3)) / 100) * 100;
  const actual = Math.round(market * ratio);
  const exemption = taxClass === '1' && rng.chance(0.3) ? 1_550 : 0;
  return { market, marketLand, actual, actualLand: Math.round(marketLand * ratio), transitional: taxClass === '2' ? Math.round(actual * 0.96) : 0, exemption };
}

function row(parcel: NycParcel, year: number, period: number, cur: Values, prior: Values, extract: string): Record<string, string> {
  const { taxClass, buildingClass } = classOf(parcel);
  const block = (prefix: string, v: Values): Record<string, string> => ({
    [`${prefix}MKTLAND`]: String(v.marketLand),
    [`${prefix}MKTTOT`]: String(v.market),
    [`${prefix}ACTLAND`]: String(v.actualLand),
    [`${prefix}ACTTOT`]: String(v.actual),
    [`${prefix}ACTEXTOT`]: String(v.exemption),
    [`${prefix}TRNLAND`]: v.transitional > 0 ? String(v.actualLand) : '0',
    [`${prefix}TRNTOT`]: String(v.transitional),
    [`${prefix}TRNEXTOT`]: '0',
    [`${prefix}TXBTOT`]: String(Math.max(0, (v.transitional || v.actual) - v.exemption)),
    [`${prefix}TXBEXTOT`]: String(v.exemption),
    [`${prefix}TAXCLASS`]: taxClass,
  });
  const f = parcel.facts;
  const house = parcel.unit === undefined;
  return {
    PARID: parcel.bbl,
    BORO: String(parcel.borough),
    BLOCK: String(parcel.block),
    LOT: String(parcel.lot),
    RECTYPE: '1',
    YEAR: String(year),
    IDENT: parcel.bbl,
    ROLL_SECTION: '1',
    SECVOL: `${parcel.borough}0${String(parcel.block % 100).padStart(2, '0')}`,
    ...block('PY', prior),
    ...(period === 1 ? block('TEN', cur) : {}),
    ...(period === 3 ? { ...block('TEN', cur), ...block('FIN', cur) } : {}),
    ...block('CUR', cur),
    PERIOD: String(period),
    NEWDROP: '0',
    NOAV: '0',
    VALREF: '0',
    BLDG_CLASS: buildingClass,
    ZONING: house ? 'R5' : 'R8',
    HOUSENUM_LO: parcel.streetNumber,
    HOUSENUM_HI: parcel.streetNumber,
    STREET_NAME: parcel.streetName,
    ZIP_CODE: parcel.zip,
    LOT_FRT: house ? '20' : '100',
    LOT_DEP: '100',
    LOT_IRREG: 'N',
    BLD_STORY: String(house ? (f.property_subtype === 'multi_family' ? 4 : 3) : (f.total_floors ?? 6)),
    CORNER: '',
    LAND_AREA: house && f.plot_area_sqm !== undefined ? String(Math.round(f.plot_area_sqm * SQFT_PER_SQM)) : '0',
    NUM_BLDGS: '1',
    YRBUILT: f.year_built === undefined ? '0' : String(f.year_built),
    COOP_APTS: '0',
    UNITS: house && f.property_subtype === 'multi_family' ? '3' : '1',
    APTNO: parcel.unit ?? '',
    CONDO_Number: house ? '' : String(1 + (parcel.block % 2_000)),
    GROSS_SQFT: String(Math.round(f.living_area_sqm * SQFT_PER_SQM)),
    RESIDENTIAL_AREA_GROSS: String(Math.round(f.living_area_sqm * SQFT_PER_SQM)),
    EXTRACRDT: extract,
  };
}

interface RollRow {
  parcel: NycParcel;
  year: number;
  period: number;
  cells: Record<string, string>;
}

function rows(context: DatasetContext): RollRow[] {
  const out: RollRow[] = [];
  for (const parcel of nycParcels(context)) {
    const rng = new Rng(mix32(hash32(String(context.seed)), hash32(`nyc_pvad:${parcel.bbl}`)));
    const last = valuesOf(parcel, 2026, rng);
    const before = valuesOf(parcel, 2025, rng);
    const tentative = valuesOf(parcel, 2027, rng);
    // On review the final roll lowers about a third of tentative values by up to 4 %.
    const cut = rng.chance(0.35) ? rng.uniform(0.96, 0.995) : 1;
    const final = { ...tentative, market: Math.round((tentative.market * cut) / 1000) * 1000, actual: Math.round(tentative.actual * cut), transitional: Math.round(tentative.transitional * cut) };
    for (const [year, period] of ROLLS) {
      const cur = year === 2026 ? last : period === 1 ? tentative : final;
      const extract = year === 2026 ? '05/23/2025' : period === 1 ? '01/15/2026' : '05/22/2026';
      out.push({ parcel, year, period, cells: row(parcel, year, period, cur, year === 2026 ? before : last, extract) });
    }
  }
  return out;
}

function render(context: DatasetContext): NativePayload[] {
  const table = rows(context).map((r) => nycPvad.PVAD_COLUMNS.map((c) => r.cells[c] ?? ''));
  return [{ path: nycPvad.PVAD_FILE, content_type: 'text/csv', body: stringify([[...nycPvad.PVAD_COLUMNS], ...table]) }];
}

/** Per lot: its descriptive record (the latest roll's) and one tax assessment per fiscal year. */
function truth(context: DatasetContext): RecordTruth[] {
  const out: RecordTruth[] = [];
  const seen = new Set<string>();
  for (const r of rows(context)) {
    const label = { property_key: r.parcel.property?.key ?? null, listings: r.parcel.property?.listings ?? [], resolvable_to: 'property' as const };
    for (const [id, type] of [[`${r.parcel.bbl}|${r.year}`, 'tax_assessment'], [r.parcel.bbl, 'property_record']] as const) {
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ dataset: DATASET, native_id: id, record_type: type, ...label });
    }
  }
  return out;
}

export const nycAssessmentDataset: DatasetRenderer = { platform: 'nyc_assessment', render, truth };
