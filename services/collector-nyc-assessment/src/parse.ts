import { onlyIssue, ParsedPayloadBuilder, readDelimited, type ParseContext, type ParsedPayload, type PayloadParser } from '@estate/collector-kit';
import { observation, type PropertyRecordKeys, type PropertyRecordObserved } from '@estate/events';
import { nycPvad } from '@estate/native-formats';
import { BOROUGH_CITIES, dollars, propertyTypeOf, sqmOf, whole } from './values.js';

const DATASET = 'nyc_pvad';

/** The columns a row needs: the parcel and which roll it is from. */
const REQUIRED = ['parid', 'boro', 'block', 'lot', 'year', 'period'] as const;

/** The columns that describe the lot and its building (the descriptive record's own fields). */
const DESCRIPTIVE = [
  'BLDG_CLASS', 'ZONING', 'HOUSENUM_LO', 'HOUSENUM_HI', 'STREET_NAME', 'ZIP_CODE', 'APTNO', 'LOT_FRT', 'LOT_DEP', 'LOT_IRREG', 'BLD_FRT', 'BLD_DEP',
  'BLD_STORY', 'CORNER', 'LAND_AREA', 'NUM_BLDGS', 'YRBUILT', 'YRALT1', 'YRALT2', 'COOP_APTS', 'UNITS', 'GROSS_SQFT', 'RESIDENTIAL_AREA_GROSS',
  'CONDO_Number', 'CURTAXCLASS',
].map(nycPvad.fieldName);

type Row = (field: string) => string | undefined;

/**
 * The assessment roll export → per row a tax assessment (the roll year's market, assessed and
 * taxable values) and the lot's descriptive record (building class, year built, areas). Columns
 * are read by name, as the export (`CURMKTTOT`) or the SODA API (`curmkttot`) names them. A
 * year's tentative, change-by-notice and final rolls are one assessment revised (`PARID|YEAR`,
 * the roll's month as the vintage), so the final roll replaces the tentative one; the
 * descriptive record is the lot's (`PARID`), the latest roll's. Never throws.
 */
export const parse: PayloadParser = (payload, context) => {
  if (typeof payload.body !== 'string') return onlyIssue(String(payload.path), 'parse_error', 'the payload holds no text');
  const table = readDelimited(payload.body);
  const out = new ParsedPayloadBuilder(payload.path);
  for (const error of table.errors) out.issue(/quote|EOF|end of/i.test(error) ? 'truncated_payload' : 'parse_error', `a row cannot be read: ${error}`);
  const index = new Map(table.header.map((name, i) => [nycPvad.fieldName(name), i]));
  const missing = REQUIRED.filter((f) => !index.has(f));
  if (missing.length > 0) {
    out.issue(table.header.length === 0 ? 'parse_error' : 'unexpected_shape', `not an assessment roll export: no ${missing.join(', ')} column`);
    return out.result;
  }
  for (const [line, cells] of table.rows.entries()) {
    const row: Row = (field) => {
      const i = index.get(field);
      return i === undefined ? undefined : cells[i];
    };
    const parid = row('parid')?.trim() ?? '';
    if (cells.length < table.header.length) out.issue('truncated_payload', `row ${line + 2} ends after ${cells.length} of ${table.header.length} columns`, parid || undefined);
    readRow(row, table.header, cells, context, out, line + 2);
  }
  return out.result satisfies ParsedPayload;
};

function readRow(row: Row, header: readonly string[], cells: readonly string[], context: ParseContext, out: ParsedPayloadBuilder, line: number): void {
  const parid = row('parid')?.trim() ?? '';
  const borough = whole(row('boro'));
  const block = whole(row('block'));
  const lot = whole(row('lot'));
  const year = whole(row('year'));
  const period = row('period')?.trim() ?? '';
  if (!parid || borough === undefined || borough < 1 || borough > 5 || block === undefined || block > 99_999 || lot === undefined || lot > 9_999 || year === undefined || year < 1800 || year > 2200 || !nycPvad.PERIODS[period]) {
    out.issue('parse_error', `row ${line}: no parcel (PARID, BORO 1-5, BLOCK, LOT), roll YEAR or PERIOD 1-3`, parid || undefined);
    return;
  }
  // The export's own cells under its own names; the roll's many empty columns are left out.
  const fields: Record<string, string> = {};
  header.forEach((name, i) => {
    const value = cells[i]?.trim();
    if (value) fields[name] = value;
  });
  const keys = keysOf(row, { borough, block, lot });
  const vintage = rollMonth(year, period);
  const common = { dataset: DATASET, jurisdiction: 'US-NY-NYC', keys, vintage, access_class: 'open_data', url: 'https://data.cityofnewyork.us/City-Government/Property-Valuation-and-Assessment-Data-Tax-Classes/8y4t-faws', retrieved_at: context.retrievedAt } as const;
  const market = dollars(row('curmkttot'));
  const actual = whole(row('curacttot'));
  const actualLand = whole(row('curactland'));
  const taxable = dollars(row('curtxbtot'));
  const assessment: PropertyRecordObserved = {
    ...common,
    native_id: `${parid}|${year}`,
    record_type: 'tax_assessment',
    // The city's fiscal year YEAR runs from July of the year before.
    event_at: `${year - 1}-07-01`,
    event_precision: 'year',
    values: {
      currency: 'USD',
      tax_year: year,
      ...(market !== undefined ? { market_value: market } : {}),
      ...(actual !== undefined ? { assessed_total: String(actual) } : {}),
      ...(actualLand !== undefined ? { assessed_land: String(actualLand) } : {}),
      ...(actual !== undefined && actualLand !== undefined && actual >= actualLand ? { assessed_improvements: String(actual - actualLand) } : {}),
      ...(taxable !== undefined ? { taxable_value: taxable } : {}),
      method: 'official_assessment',
    },
    fields,
  };
  out.observe(observation('property_record', assessment));
  const buildingClass = row('bldg_class')?.trim() ?? '';
  const propertyType = propertyTypeOf(buildingClass);
  const built = whole(row('yrbuilt'));
  const living = sqmOf(row('gross_sqft'));
  const land = sqmOf(row('land_area'));
  const description: PropertyRecordObserved = {
    ...common,
    native_id: parid,
    record_type: 'property_record',
    values: {
      ...(propertyType ? { property_type: propertyType } : {}),
      ...(buildingClass ? { source_property_type: buildingClass } : {}),
      ...(built !== undefined && built >= 1000 ? { year_built: built } : {}),
      ...(living !== undefined ? { living_area_sqm: living } : {}),
      ...(land !== undefined ? { land_area_sqm: land } : {}),
    },
    fields: Object.fromEntries(Object.entries(fields).filter(([name]) => ['parid', 'boro', 'block', 'lot', 'year', 'period', ...DESCRIPTIVE].includes(nycPvad.fieldName(name)))),
  };
  out.observe(observation('property_record', description));
}

/**
 * The month a roll of fiscal year `year` is published, which orders its periods: the tentative
 * roll on January 15, changes by notice in the spring, the final roll on May 25 (the calendar
 * year before the fiscal year it is for).
 */
function rollMonth(year: number, period: string): string {
  const month = period === '1' ? '01' : period === '2' ? '04' : '05';
  return `${year - 1}-${month}`;
}

function keysOf(row: Row, lot: { borough: number; block: number; lot: number }): PropertyRecordKeys {
  const bbl = `${lot.borough}${String(lot.block).padStart(5, '0')}${String(lot.lot).padStart(4, '0')}`;
  const number = row('housenum_lo')?.trim();
  const street = row('street_name')?.trim();
  const unit = row('aptno')?.trim();
  const zip = row('zip_code')?.trim();
  const city = BOROUGH_CITIES[lot.borough];
  const line1 = [number, street].filter(Boolean).join(' ');
  return {
    country: 'US',
    us_nyc: { bbl, ...lot },
    ...(street
      ? { address: { country: 'US', line1, ...(unit ? { unit } : {}), ...(city ? { city } : {}), region: 'NY', ...(zip ? { postal_code: zip } : {}), original_text: [line1, unit, zip].filter(Boolean).join(' ') } }
      : {}),
  };
}
