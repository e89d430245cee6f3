import { decimalCell, observeSeriesPoint, onlyIssue, ParsedPayloadBuilder, readDelimited, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { FREQUENCIES, isMissing, METRIC_COLUMNS, SEGMENTS } from './columns.js';
import { placeOf } from './region.js';

const FILE = /(?:^|\/)([a-z_]+)_market_tracker\.tsv\d*(?:\.gz)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const REQUIRED = ['PERIOD_BEGIN', 'PERIOD_END', 'PERIOD_DURATION', 'REGION_TYPE', 'TABLE_ID', 'REGION', 'PROPERTY_TYPE_ID'];

/**
 * A Redfin market tracker file (the kit has already un-gzipped it): tab-separated, every value
 * quoted, the header upper-case (older copies lower-case: read alike). One point per row and
 * metric column; `NA` is a point without a value (`missing`). `LAST_UPDATED` is the vintage, so a
 * later release of the same month replaces the figure while the old one stays a revision.
 */
export function parse(payload: NativePayload, context: ParseContext): ParsedPayload {
  const level = FILE.exec(payload.path)?.[1];
  if (!level) return onlyIssue(payload.path, 'unexpected_shape', 'not a Redfin market tracker file name');
  const table = readDelimited(payload.body, { delimiter: '\t' });
  const out = new ParsedPayloadBuilder(payload.path);
  for (const error of table.errors) out.issue('parse_error', `unreadable row: ${error}`);
  const header = table.header.map((h) => h.toUpperCase());
  const missingColumns = REQUIRED.filter((c) => !header.includes(c));
  if (missingColumns.length > 0) {
    out.issue(header.length === 0 ? 'parse_error' : 'unexpected_shape', `the header lacks ${missingColumns.join(', ')}`);
    return out.result;
  }
  const metricColumns = header.flatMap((name, index) => {
    const column = METRIC_COLUMNS[name];
    return column ? [{ name, index, ...column }] : [];
  });
  for (const [line, cells] of table.rows.entries()) {
    const row = Object.fromEntries(header.map((name, i) => [name, cells[i]]));
    const where = placeOf(row);
    if ('ignore' in where) continue;
    const id = row['TABLE_ID'] || undefined;
    if ('skip' in where) {
      out.issue('unexpected_shape', `row ${line + 2}: ${where.skip}`, id);
      continue;
    }
    const start = row['PERIOD_BEGIN']?.trim() ?? '';
    const end = row['PERIOD_END']?.trim() ?? '';
    const frequency = FREQUENCIES[row['PERIOD_DURATION']?.trim() ?? ''];
    if (!ISO_DATE.test(start) || !ISO_DATE.test(end) || !frequency) {
      out.issue('unexpected_shape', `row ${line + 2}: period ${start}–${end} of ${row['PERIOD_DURATION']} days is not one the service reads`, id);
      continue;
    }
    if (cells.length < header.length) out.issue('truncated_payload', `row ${line + 2} ends after ${cells.length} of ${header.length} columns`, id);
    const typeId = row['PROPERTY_TYPE_ID']?.trim() ?? '';
    const segment = SEGMENTS[typeId] ?? `property_type_${typeId.replace(/[^0-9a-z]/gi, '')}`;
    const adjusted = /^(t|true)$/i.test(row['IS_SEASONALLY_ADJUSTED']?.trim() ?? '');
    const vintage = row['LAST_UPDATED']?.trim() || end;
    const sold = decimalCell(row['HOMES_SOLD']);
    for (const column of metricColumns) {
      if (column.index >= cells.length) continue;
      const raw = cells[column.index];
      observeSeriesPoint(out, context, { raw, at: `row ${line + 2}, ${column.name}`, nativeId: id, missing: isMissing(raw) }, {
        dataset: `redfin_${level}`,
        market: where.place,
        source_region: where.region,
        metric: column.metric,
        segment,
        seasonally_adjusted: adjusted,
        frequency,
        period_start: start,
        period_end: end,
        unit: column.unit,
        ...(column.currency ? { currency: column.currency } : {}),
        ...(column.sampledBy && sold !== undefined && /^\d+$/.test(sold) ? { sample_size: Number(sold) } : {}),
        vintage,
        native_field: column.name,
      });
    }
  }
  return out.result;
}
