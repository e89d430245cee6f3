import { decimalCell, observeSeriesPoint, onlyIssue, ParsedPayloadBuilder, readDelimited, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { placeOf } from './areas.js';
import { HPI_COLUMNS } from './columns.js';

const FILE = /(?:^|\/)UK-HPI-full-file-(\d{4}-\d{2})\.csv$/;

/** `Date` as the current files write it (dd/mm/yyyy) or as older copies did (yyyy-mm-dd): the month's first day. */
export function monthOf(text: string | undefined): string | undefined {
  const value = text?.trim() ?? '';
  const uk = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month] = uk ? [uk[3], uk[2]] : iso ? [iso[1], iso[2]] : [];
  if (!year || !month || Number(month) < 1 || Number(month) > 12) return undefined;
  return `${year}-${month}-01`;
}

function monthEnd(start: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/**
 * The UK House Price Index full file → one point per area, month and series column. The file's
 * month (its name) is the vintage: HM Land Registry republishes the whole history monthly, and a
 * later file's figure for a month replaces an earlier one's. An empty cell (the two newest months'
 * sales volumes, a split ONS does not publish for a nation) is a missing point, never a zero.
 */
export function parse(payload: NativePayload, context: ParseContext): ParsedPayload {
  const vintage = FILE.exec(payload.path)?.[1];
  if (!vintage) return onlyIssue(payload.path, 'unexpected_shape', 'not a UK-HPI-full-file-YYYY-MM.csv');
  const table = readDelimited(payload.body);
  const out = new ParsedPayloadBuilder(payload.path);
  for (const error of table.errors) out.issue('parse_error', `unreadable row: ${error}`);
  const at = (name: string) => table.header.indexOf(name);
  if (at('Date') < 0 || at('AreaCode') < 0 || at('RegionName') < 0) {
    out.issue(table.header.length === 0 ? 'parse_error' : 'unexpected_shape', 'the header lacks Date, RegionName or AreaCode');
    return out.result;
  }
  const series = table.header.flatMap((name, index) => {
    const column = HPI_COLUMNS[name];
    return column ? [{ name, index, ...column, volumeIndex: column.volume === undefined ? -1 : at(column.volume) }] : [];
  });
  for (const [line, cells] of table.rows.entries()) {
    const code = cells[at('AreaCode')]?.trim() ?? '';
    const name = cells[at('RegionName')]?.trim() ?? '';
    const start = monthOf(cells[at('Date')]);
    if (!code || !name || !start) {
      out.issue('unexpected_shape', `row ${line + 2}: no area code, area name or dd/mm/yyyy date`, code || undefined);
      continue;
    }
    const where = placeOf(code, name);
    if ('ignore' in where) continue;
    if (cells.length < table.header.length) out.issue('truncated_payload', `row ${line + 2} ends after ${cells.length} of ${table.header.length} columns`, code);
    for (const column of series) {
      if (column.index >= cells.length) continue;
      const volume = column.volumeIndex < 0 ? undefined : decimalCell(cells[column.volumeIndex]);
      observeSeriesPoint(out, context, { raw: cells[column.index], at: `row ${line + 2}, ${column.name}`, nativeId: code }, {
        dataset: 'uk_hpi_full',
        market: where.place,
        source_region: where.region,
        metric: column.metric,
        segment: column.segment,
        seasonally_adjusted: column.seasonallyAdjusted,
        frequency: 'monthly',
        period_start: start,
        period_end: monthEnd(start),
        unit: column.unit,
        ...(column.currency ? { currency: column.currency } : {}),
        ...(volume !== undefined && /^\d+$/.test(volume) ? { sample_size: Number(volume) } : {}),
        vintage,
        native_field: column.name,
      });
    }
  }
  return out.result;
}
