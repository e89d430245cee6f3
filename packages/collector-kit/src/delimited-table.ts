import { parse, type Options } from 'csv-parse/sync';

/** A delimited text file (CSV, TSV) as rows of cells; the first row is the header. */
export interface DelimitedTable {
  header: string[];
  rows: string[][];
  /** One message per record that could not be read (an unclosed quote, a cut last line); the others are kept. */
  errors: string[];
}

/**
 * Reads a CSV or TSV the way its publisher writes it, quoted or not, with `csv-parse`: RFC 4180
 * quoting (a quoted value may hold the delimiter, quotes doubled, line breaks), a byte-order mark
 * dropped, rows of another length kept for the parser to judge. A record that cannot be read is
 * skipped and reported and every record before it is kept; a broken quote may take the rest of
 * the file with it (nothing says where the quoted value was meant to end), which is reported too.
 * A file that is not delimited text at all gives no header.
 */
export function readDelimited(body: string, options: { delimiter?: string } = {}): DelimitedTable {
  const errors: string[] = [];
  const settings: Options = {
    delimiter: options.delimiter ?? ',',
    bom: true,
    relax_column_count: true,
    relax_quotes: false,
    skip_records_with_error: true,
    skip_empty_lines: true,
    on_skip: (error) => {
      if (error) errors.push(error.message);
    },
  };
  let records: string[][];
  try {
    records = parse(typeof body === 'string' ? body : '', settings) as string[][];
  } catch (error) {
    return { header: [], rows: [], errors: [error instanceof Error ? error.message : String(error)] };
  }
  const [header = [], ...rows] = records;
  return { header: header.map((h) => h.trim()), rows, errors };
}

/** A decimal cell as a decimal string (`285432.12`, `-0.5`), or undefined for anything else (empty, `NA`, text). */
export function decimalCell(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const text = String(value);
    // JavaScript writes very small or large numbers with an exponent; a series value never needs one.
    return /e/i.test(text) ? undefined : text;
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/^\+/, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? text.replace(/^(-?)0+(?=\d)/, '$1') : undefined;
}
