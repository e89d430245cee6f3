import { onlyIssue, ParsedPayloadBuilder, readJson, salvageRecords, type ParseContext, type ParsedPayload, type PayloadParser } from '@estate/collector-kit';
import { observation, type PropertyRecordObserved } from '@estate/events';
import { mlit } from '@estate/native-formats';
import { areaOf, fold, NON_MARKET_REMARKS, PROPERTY_TYPE_OF, quarterOf, yearOf, yenOf } from './values.js';

const DATASET = 'mlit_xit001';
const WORDS = { page: 'the XIT001 answer', record: 'a row', records: 'rows', item: 'row' };

/**
 * An XIT001 answer → one transaction per row: the sale's price, the quarter it fell in, the
 * district and municipality (MLIT never names a building, so a row stays unplaced unless
 * resolution finds more), areas in m², the layout and year built, with the row kept verbatim
 * in `fields`. A row has no id of its own: the row is its id (`xit001RowId`). An answer cut
 * short keeps its whole rows; a row without a municipality code, period or price is an issue.
 */
export const parse: PayloadParser = (payload, context) => {
  if (typeof payload.body !== 'string') return onlyIssue(String(payload.path), 'parse_error', 'the payload holds no text');
  const out = new ParsedPayloadBuilder(payload.path);
  const read = readJson(payload.body);
  if (!read.ok) {
    salvageRecords(payload.body, 'data', read.truncated, out, { words: WORDS, idOf: () => undefined, take: (row) => readRow(row, context, out) });
    return out.result;
  }
  const answer = read.value as Partial<mlit.Xit001Answer> | null;
  if (typeof answer !== 'object' || answer === null || !Array.isArray(answer.data)) {
    out.issue('unexpected_shape', 'not an XIT001 answer: no data list');
    return out.result;
  }
  if (answer.status !== undefined && answer.status !== 'OK') out.issue('unexpected_shape', `the answer's status is ${JSON.stringify(answer.status)}, not OK`);
  for (const row of answer.data) readRow(row, context, out);
  return out.result satisfies ParsedPayload;
};

function readRow(value: unknown, context: ParseContext, out: ParsedPayloadBuilder): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    out.issue('parse_error', 'a row is not an object');
    return;
  }
  // Every value as the ministry wrote it; anything but a string is not MLIT's and is left out.
  const row: mlit.Xit001Row = Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as mlit.Xit001Row;
  const id = mlit.xit001RowId(row);
  const code = fold(row.MunicipalityCode);
  const when = quarterOf(row.Period);
  const price = yenOf(row.TradePrice);
  if (!/^\d{5}$/.test(code) || !when || price === undefined) {
    out.issue('parse_error', `a row lacks its MunicipalityCode, Period (YYYY年第N四半期) or TradePrice (${JSON.stringify(row.Period ?? '')})`, id);
    return;
  }
  out.observe(observation('property_record', transaction(row, id, code, when, price, context)));
}

function transaction(row: mlit.Xit001Row, id: string, code: string, when: { year: number; quarter: number }, price: string, context: ParseContext): PropertyRecordObserved {
  const type = fold(row.Type);
  const apartment = type === '中古マンション等';
  const area = areaOf(row.Area);
  const floorArea = apartment ? area : areaOf(row.TotalFloorArea);
  const landArea = apartment ? undefined : area;
  const built = row.BuildingYear ? yearOf(row.BuildingYear) : undefined;
  const layout = fold(row.FloorPlan);
  const district = fold(row.DistrictName);
  const prefecture = fold(row.Prefecture);
  const municipality = fold(row.Municipality);
  const propertyType = PROPERTY_TYPE_OF[type];
  const place = `${prefecture}${municipality}${district}`;
  return {
    native_id: id,
    dataset: DATASET,
    record_type: 'transaction',
    event_at: `${when.year}-${String((when.quarter - 1) * 3 + 1).padStart(2, '0')}-01`,
    event_precision: 'quarter',
    jurisdiction: `JP-${code}`,
    keys: {
      country: 'JP',
      jp: { municipality_code: code, ...(district ? { district_name: district } : {}), ...(prefecture ? { prefecture } : {}), ...(municipality ? { municipality } : {}) },
      ...(place ? { address: { country: 'JP', ...(municipality ? { city: municipality } : {}), ...(prefecture ? { region: prefecture } : {}), formatted: place, original_text: place } } : {}),
    },
    values: {
      currency: 'JPY',
      price,
      transaction_kind: type,
      market_sale: !NON_MARKET_REMARKS.test(fold(row.Remarks)),
      ...(propertyType ? { property_type: propertyType } : {}),
      ...(type ? { source_property_type: type } : {}),
      ...(floorArea ? { living_area_sqm: floorArea.sqm } : {}),
      ...(landArea ? { land_area_sqm: landArea.sqm } : {}),
      ...((floorArea?.lowerBound ?? false) || (landArea?.lowerBound ?? false) ? { area_is_lower_bound: true } : {}),
      ...(built !== undefined ? { year_built: built } : {}),
      ...(layout ? { layout } : {}),
      ...(row.Purpose ? { use: fold(row.Purpose) } : {}),
    },
    fields: row,
    vintage: `${when.year}-Q${when.quarter}`,
    access_class: 'open_data',
    url: `https://www.reinfolib.mlit.go.jp/ex-api/external/XIT001?year=${when.year}&quarter=${when.quarter}&city=${code}`,
    retrieved_at: context.retrievedAt,
  };
}
