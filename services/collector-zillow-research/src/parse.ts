import { observeSeriesPoint, onlyIssue, ParsedPayloadBuilder, readDelimited, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { seriesOf, zillowFile } from './files.js';
import { placeOf } from './region.js';

/** A month column: the month's last day, `YYYY-MM-DD`. */
const MONTH_COLUMN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A Zillow Research wide CSV → one market point per region and month column (the melt of
 * sources.md §6.1). An empty cell is a point without a value (`missing`), never a zero. The
 * vintage is the newest month the file holds: Zillow names no release date, and each monthly
 * release adds a column.
 */
export function parse(payload: NativePayload, context: ParseContext): ParsedPayload {
  const file = zillowFile(payload.path);
  if (!file) return onlyIssue(payload.path, 'unexpected_shape', 'not a Zillow Research ZHVI/ZORI month file name');
  const table = readDelimited(payload.body);
  const out = new ParsedPayloadBuilder(payload.path);
  for (const error of table.errors) out.issue('parse_error', `unreadable row: ${error}`);
  const months = table.header.flatMap((name, index) => (MONTH_COLUMN.test(name) ? [{ index, end: name, start: `${name.slice(0, 8)}01` }] : []));
  if (months.length === 0) {
    out.issue(table.header.length === 0 ? 'parse_error' : 'unexpected_shape', 'no month columns (YYYY-MM-DD) in the header');
    return out.result;
  }
  const vintage = months.reduce((latest, m) => (m.end > latest ? m.end : latest), '');
  const series = seriesOf(file);
  for (const [line, cells] of table.rows.entries()) {
    const row = Object.fromEntries(table.header.map((name, i) => [name, cells[i]]));
    const where = placeOf(row);
    if ('ignore' in where) continue;
    if ('skip' in where) {
      out.issue('unexpected_shape', `row ${line + 2}: ${where.skip}`, row['RegionID'] || undefined);
      continue;
    }
    // A row cut short (a truncated download) keeps the months it has; the rest are unknown, not missing.
    const present = months.filter((m) => m.index < cells.length);
    if (present.length < months.length) out.issue('truncated_payload', `row ${line + 2} ends after ${present.length} of ${months.length} months`, where.region.code);
    for (const month of present) {
      observeSeriesPoint(out, context, { raw: cells[month.index], at: `row ${line + 2}, ${month.end}`, nativeId: where.region.code }, {
        dataset: file.dataset,
        market: where.place,
        source_region: where.region,
        metric: series.metric,
        segment: series.segment,
        seasonally_adjusted: file.seasonallyAdjusted,
        frequency: 'monthly',
        period_start: month.start,
        period_end: month.end,
        unit: series.unit,
        currency: 'USD',
        vintage,
        native_field: month.end,
      });
    }
  }
  return out.result;
}
