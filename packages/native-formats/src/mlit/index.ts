import { createHash } from 'node:crypto';

/**
 * MLIT 不動産情報ライブラリ `XIT001` (不動産取引価格情報・成約価格情報) as the API answers:
 * `{"status":"OK","data":[row…]}`, every value a string in the words and digits the ministry
 * writes (full-width in older rows: `２ＬＤＫ`, `2024年第２四半期`), district level only
 * (sources.md §1.2). One recorded answer per year, quarter and prefecture.
 */
export const XIT001_FIELDS = [
  'PriceCategory', 'Type', 'Region', 'MunicipalityCode', 'Prefecture', 'Municipality', 'DistrictName', 'TradePrice', 'PricePerUnit',
  'FloorPlan', 'Area', 'UnitPrice', 'LandShape', 'Frontage', 'TotalFloorArea', 'BuildingYear', 'Structure', 'Use', 'Purpose',
  'Direction', 'Classification', 'Breadth', 'CityPlanning', 'CoverageRatio', 'FloorAreaRatio', 'Period', 'Renovation', 'Remarks',
  'DistrictCode',
] as const;

export type Xit001Row = Partial<Record<(typeof XIT001_FIELDS)[number], string>>;

export interface Xit001Answer {
  status: string;
  data: Xit001Row[];
}

/** Where the answer to `XIT001?year=&quarter=&area=` lies in a recording. */
export function xit001Path(year: number, quarter: number, area: string): string {
  return `XIT001/year=${year}/quarter=${quarter}/area=${area}.json`;
}

/**
 * The id of a row. XIT001 gives none, so the row is its own id: a hash of every field in the
 * API's order (its `Period` and `MunicipalityCode` among them). Two rows alike in every field
 * are one record.
 */
export function xit001RowId(row: Xit001Row): string {
  const text = XIT001_FIELDS.map((field) => row[field] ?? '').join('\u001f');
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}
