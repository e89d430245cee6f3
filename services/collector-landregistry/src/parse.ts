import { onlyIssue, ParsedPayloadBuilder, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { observation, type PropertyRecordObserved } from '@estate/events';
import { parse as parseCsv, type Info } from 'csv-parse/sync';
import { PPD_COLUMNS, PPD_DATASET, PROPERTY_TYPES, RECORD_STATUS_COLUMN, TENURES } from './columns.js';

/** `pp-2025.csv` (a deed year), `pp-monthly-update-2026-09.csv` (a month's lodgements, as a replay folder keeps each). */
const YEAR_FILE = /(?:^|\/)pp-(\d{4})\.csv$/;
const MONTH_FILE = /(?:^|\/)pp-monthly-update-(\d{4}-\d{2})\.csv$/;
/** The publisher's own names, whose vintage is the newest transfer month they hold. */
const UNDATED_FILE = /(?:^|\/)pp-(complete|monthly-update-new-version)\.csv$/;

const ID = /^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/i;
const TRANSFER_DATE = /^(\d{4}-\d{2}-\d{2})(?: \d{2}:\d{2})?$/;

type Cells = readonly string[];

/** The vintage a file name states, or undefined for a name without one. */
function vintageOfName(path: string): string | undefined {
  return YEAR_FILE.exec(path)?.[1] ?? MONTH_FILE.exec(path)?.[1];
}

/**
 * HM Land Registry Price Paid Data → one `property_record` transaction per row. The files have
 * no header: the 16 columns are read by position, in the order the Registry documents, and kept
 * under their documented names in `fields`. `Record Status` A adds, C changes (same id, a later
 * vintage replaces the row) and D deletes: a D is published as the transaction retracted, so the
 * projector takes it out of every read. The vintage is the file's: its deed year, or the month
 * of a monthly update; a file under the Registry's own undated names takes its newest month.
 */
export function parse(payload: NativePayload, context: ParseContext): ParsedPayload {
  const named = vintageOfName(payload.path);
  if (named === undefined && !UNDATED_FILE.test(payload.path)) return onlyIssue(payload.path, 'unexpected_shape', 'not a Price Paid file (pp-YYYY.csv, pp-monthly-update-YYYY-MM.csv, pp-complete.csv)');
  const out = new ParsedPayloadBuilder(payload.path);
  const rows = readRows(typeof payload.body === 'string' ? payload.body : '', out);
  const vintage = named ?? newestMonth(rows.map((r) => r.cells));
  if (vintage === undefined) {
    if (rows.length > 0) out.issue('unexpected_shape', 'no row has a readable Date of Transfer, so the file has no vintage');
    return out.result;
  }
  for (const { cells, line } of rows) {
    const record = readRow(cells, line, vintage, context, out);
    if (record) out.observe(observation('property_record', record));
  }
  return out.result;
}

/** Every record csv-parse can read, with its line; each unreadable one reported. */
function readRows(text: string, out: ParsedPayloadBuilder): { cells: Cells; line: number }[] {
  try {
    // With `info`, csv-parse returns each record with its position; its typings only know plain records.
    const records = parseCsv(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      info: true,
      on_skip: (error) => {
        if (error) out.issue('parse_error', `unreadable row: ${error.message}`);
      },
    }) as unknown as { record: string[]; info: Info }[];
    return records.map(({ record, info }) => ({ cells: record, line: info.lines }));
  } catch (error) {
    out.issue('parse_error', `not CSV: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

function newestMonth(rows: readonly Cells[]): string | undefined {
  let newest: string | undefined;
  for (const cells of rows) {
    const month = TRANSFER_DATE.exec(cells[2]?.trim() ?? '')?.[1]?.slice(0, 7);
    if (month !== undefined && (newest === undefined || month > newest)) newest = month;
  }
  return newest;
}

const cell = (cells: Cells, index: number): string => (cells[index] ?? '').trim();

function readRow(cells: Cells, line: number, vintage: string, context: ParseContext, out: ParsedPayloadBuilder): PropertyRecordObserved | undefined {
  const id = cell(cells, 0);
  // The yearly files carry the 16th column too (always A); older copies stop after the 15th.
  if (cells.length !== PPD_COLUMNS.length && cells.length !== PPD_COLUMNS.length - 1) {
    out.issue(cells.length < PPD_COLUMNS.length - 1 ? 'truncated_payload' : 'unexpected_shape', `line ${line}: ${cells.length} columns, not ${PPD_COLUMNS.length}`, ID.test(id) ? id : undefined);
    return undefined;
  }
  if (!ID.test(id)) {
    out.issue('unexpected_shape', `line ${line}: ${JSON.stringify(id)} is no transaction identifier`);
    return undefined;
  }
  const price = cell(cells, 1);
  const date = TRANSFER_DATE.exec(cell(cells, 2))?.[1];
  const status = cells.length === PPD_COLUMNS.length ? cell(cells, 15) : 'A';
  if (!/^\d+$/.test(price) || date === undefined || !['A', 'C', 'D'].includes(status)) {
    out.issue('parse_error', `line ${line}: price ${JSON.stringify(price)}, date ${JSON.stringify(cell(cells, 2))} or record status ${JSON.stringify(status)} unreadable`, id);
    return undefined;
  }
  const fields = Object.fromEntries(PPD_COLUMNS.map((name, i) => [name, cells[i] ?? '']));
  if (cells.length < PPD_COLUMNS.length) fields[RECORD_STATUS_COLUMN] = '';
  const [postcode, paon, saon, street, locality, town] = [3, 7, 8, 9, 10, 11].map((i) => cell(cells, i)) as [string, string, string, string, string, string];
  const type = cell(cells, 4);
  const category = cell(cells, 14);
  const tenure = TENURES[cell(cells, 6)];
  const propertyType = PROPERTY_TYPES[type];
  const line1 = [paon, street].filter((s) => s !== '').join(' ');
  return {
    native_id: id.toUpperCase(),
    dataset: PPD_DATASET,
    record_type: 'transaction',
    ...(status === 'D' ? { retracted: true } : {}),
    event_at: date,
    event_precision: 'day',
    jurisdiction: 'GB-EAW',
    keys: {
      country: 'GB',
      address: {
        country: 'GB',
        ...(line1 !== '' ? { line1 } : {}),
        ...(saon !== '' ? { unit: saon } : {}),
        ...(town !== '' ? { city: town } : {}),
        ...(postcode !== '' ? { postal_code: postcode } : {}),
        formatted: [saon, line1, locality, town, postcode].filter((s) => s !== '').join(', '),
      },
      // A row without a postcode names no one property: it keeps its address and stays unplaced.
      ...(postcode !== ''
        ? { gb: { postcode, ...(paon !== '' ? { paon } : {}), ...(saon !== '' ? { saon } : {}), ...(street !== '' ? { street } : {}), ...(locality !== '' ? { locality } : {}), ...(town !== '' ? { town } : {}) } }
        : {}),
    },
    values: {
      currency: 'GBP',
      price,
      transaction_kind: category,
      // Category B (repossessions, buy-to-let, transfers to companies) is not a market sale.
      market_sale: category === 'A',
      new_build: cell(cells, 5) === 'Y',
      ...(tenure ? { tenure } : {}),
      ...(propertyType ? { property_type: propertyType } : {}),
      source_property_type: type,
    },
    fields,
    vintage,
    access_class: 'open_data',
    retrieved_at: context.retrievedAt,
  };
}
