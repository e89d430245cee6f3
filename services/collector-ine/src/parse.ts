import { isFields, observeSeriesPoint, onlyIssue, ParsedPayloadBuilder, readJson, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { placeOf } from './communities.js';
import { periodOf, type Period } from './periods.js';
import { SEGMENTS, seriesMeta } from './series.js';

const FILE = /(?:^|\/)DATOS_TABLA\/(\d+)\.json$/;

/**
 * INE's DATOS_TABLA answer for the house price index → one point per series and period. Only
 * the index series are read (the rates of change follow from them). A point INE withholds for
 * statistical secrecy (`Secreto`) is a `suppressed` point, one without `Valor` a `missing` one:
 * never a zero. The vintage is the newest period the answer holds, since INE names no release.
 */
export function parse(payload: NativePayload, context: ParseContext): ParsedPayload {
  const table = FILE.exec(payload.path)?.[1];
  if (!table) return onlyIssue(payload.path, 'unexpected_shape', 'not a DATOS_TABLA/<table>.json answer');
  const read = readJson(typeof payload.body === 'string' ? payload.body : '');
  if (!read.ok) return onlyIssue(payload.path, read.truncated ? 'truncated_payload' : 'parse_error', 'the answer is not JSON');
  if (!Array.isArray(read.value)) return onlyIssue(payload.path, 'unexpected_shape', 'the answer is not an array of series');
  const out = new ParsedPayloadBuilder(payload.path);
  const series = read.value.filter(isFields);
  if (series.length < read.value.length) out.issue('unexpected_shape', `${read.value.length - series.length} series are not objects`);

  const frequencyOf = (s: (typeof series)[number]): Period['frequency'] | undefined => {
    const data = Array.isArray(s['Data']) ? s['Data'].filter(isFields) : [];
    return data.map((d) => periodOf(d, undefined)?.frequency).find((f) => f !== undefined);
  };
  const vintage = series
    .flatMap((s) => (Array.isArray(s['Data']) ? s['Data'].filter(isFields).map((d) => periodOf(d, frequencyOf(s))?.start) : []))
    .reduce<string>((latest, start) => (start !== undefined && start > latest ? start : latest), '');

  for (const s of series) {
    const cod = typeof s['COD'] === 'string' && s['COD'] !== '' ? s['COD'] : undefined;
    const meta = seriesMeta(s);
    if (!meta || !cod) {
      out.issue('unexpected_shape', 'a series without COD or without the community, housing and measure it is about', cod);
      continue;
    }
    if (meta.measure.normalize('NFC').toLowerCase() !== 'índice') continue;
    const where = placeOf(meta.community.code, meta.community.name);
    const segment = SEGMENTS[meta.housing.normalize('NFC').trim().toLowerCase()];
    if (!where || !segment) {
      out.issue('unexpected_shape', `series ${cod}: community ${meta.community.code} or housing "${meta.housing}" is not known`, cod);
      continue;
    }
    const frequency = frequencyOf(s);
    for (const point of Array.isArray(s['Data']) ? s['Data'] : []) {
      const period = isFields(point) ? periodOf(point, frequency) : undefined;
      if (!isFields(point) || !period) {
        out.issue('unexpected_shape', `series ${cod}: a point without a period`, cod);
        continue;
      }
      const raw = point['Valor'];
      const cell = { raw, at: `series ${cod}, ${period.start}`, nativeId: cod, missing: raw === null || raw === undefined, suppressed: point['Secreto'] === true };
      observeSeriesPoint(out, context, cell, {
        dataset: `ine_${table}`,
        market: where.place,
        source_region: where.region,
        metric: 'hpi_index',
        segment,
        seasonally_adjusted: false,
        frequency: period.frequency,
        period_start: period.start,
        period_end: period.end,
        unit: 'index',
        vintage,
        native_field: cod,
      });
    }
  }
  return out.result;
}
