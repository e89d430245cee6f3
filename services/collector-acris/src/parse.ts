import { onlyIssue, ParsedPayloadBuilder, readDelimited, type NativePayload, type ParseContext, type ParsedPayload, type PayloadParser } from '@estate/collector-kit';
import { observation, type PropertyRecordObserved } from '@estate/events';
import { acris } from '@estate/native-formats';
import { BOROUGH_CITIES, PROPERTY_TYPE_OF } from './boroughs.js';
import { amount, exportDate, whole } from './values.js';

const DATASET = 'acris';

/** One lot a document concerns, from the Legals export. */
interface Lot {
  bbl: string;
  borough: number;
  block: number;
  lot: number;
  cells: Record<string, string>;
}

interface Master {
  id: string;
  cells: Record<string, string>;
  path: string;
}

/** A table of the export as rows keyed by column name; a cell the row lacks is absent. */
function rowsOf(payload: NativePayload, out: ParsedPayloadBuilder): { header: string[]; rows: Record<string, string>[] } {
  const table = readDelimited(payload.body);
  for (const error of table.errors) out.issue(/quote|EOF|end of/i.test(error) ? 'truncated_payload' : 'parse_error', `a row cannot be read: ${error}`);
  const rows = table.rows.map((cells, line) => {
    if (cells.length < table.header.length) out.issue('truncated_payload', `row ${line + 2} ends after ${cells.length} of ${table.header.length} columns`, cells[0]?.trim() || undefined);
    return Object.fromEntries(table.header.map((name, i) => [name, cells[i] ?? ''])) as Record<string, string>;
  });
  return { header: table.header, rows };
}

/**
 * The ACRIS Real Property exports read as one table: Master rows (one per recorded document)
 * joined on `DOCUMENT ID` with the Legals rows (one per lot the document concerns). The exports
 * are separate files, so the join spans the payloads of a run: each deed is published once both
 * its master row and a Legals export have been read, in whichever order they come (the sample
 * folder and a live reader put Legals first). Only deeds are transactions; mortgages,
 * satisfactions and assignments are read past. A deed of one lot is keyed by that lot's
 * borough-block-lot; a deed of several lots has one price for all of them, so it carries no
 * single lot and is left for resolution to leave unplaced.
 *
 * The join holds one run's rows: a new observation time, or an export read a second time (the
 * next run at the same instant, as a replay test makes), starts it afresh.
 */
export class AcrisJoin {
  private run = '';
  private readonly masters = new Map<string, Master>();
  private readonly lots = new Map<string, Lot[]>();
  private readonly published = new Set<string>();
  private readonly paths = new Set<string>();
  private legalsRead = false;

  readonly parse: PayloadParser = (payload, context) => {
    if (typeof payload.body !== 'string') return onlyIssue(String(payload.path), 'parse_error', 'the payload holds no text');
    // A run reads each export once: another observation time, or an export read again, is a new run.
    if (context.observedAt !== this.run || this.paths.has(payload.path)) this.reset(context.observedAt);
    this.paths.add(payload.path);
    const out = new ParsedPayloadBuilder(payload.path);
    const { header, rows } = rowsOf(payload, out);
    if (header.includes('DOC. TYPE') && header.includes('DOCUMENT ID')) this.readMasters(rows, payload.path, context, out);
    else if (header.includes('BLOCK') && header.includes('LOT') && header.includes('DOCUMENT ID')) this.readLegals(rows, context, out);
    else out.issue(header.length === 0 ? 'parse_error' : 'unexpected_shape', 'neither a Real Property Master nor a Real Property Legals export (no DOCUMENT ID with DOC. TYPE, or with BLOCK and LOT)');
    return out.result satisfies ParsedPayload;
  };

  private reset(run: string): void {
    this.run = run;
    this.masters.clear();
    this.lots.clear();
    this.published.clear();
    this.paths.clear();
    this.legalsRead = false;
  }

  private readMasters(rows: readonly Record<string, string>[], path: string, context: ParseContext, out: ParsedPayloadBuilder): void {
    for (const cells of rows) {
      const id = cells['DOCUMENT ID']?.trim() ?? '';
      if (!/^[0-9A-Z]{16}$/.test(id)) {
        out.issue('parse_error', `a master row has no 16-character DOCUMENT ID (${JSON.stringify(id)})`);
        continue;
      }
      if (!acris.DEED_DOC_TYPES.has(cells['DOC. TYPE']?.trim() ?? '')) continue;
      this.masters.set(id, { id, cells, path });
      if (this.lots.has(id)) this.publish(id, context, out);
      else if (this.legalsRead) out.issue('unexpected_shape', `deed ${id} has no lot in the Legals export read before it`, id);
    }
  }

  private readLegals(rows: readonly Record<string, string>[], context: ParseContext, out: ParsedPayloadBuilder): void {
    this.legalsRead = true;
    const touched = new Set<string>();
    for (const cells of rows) {
      const id = cells['DOCUMENT ID']?.trim() ?? '';
      const borough = whole(cells['BOROUGH']);
      const block = whole(cells['BLOCK']);
      const lot = whole(cells['LOT']);
      if (!/^[0-9A-Z]{16}$/.test(id) || borough === undefined || borough < 1 || borough > 5 || block === undefined || lot === undefined || block > 99_999 || lot > 9_999) {
        out.issue('parse_error', `a legals row lacks its DOCUMENT ID, BOROUGH (1-5), BLOCK or LOT (${JSON.stringify(id)})`, id || undefined);
        continue;
      }
      const bbl = `${borough}${String(block).padStart(5, '0')}${String(lot).padStart(4, '0')}`;
      const known = this.lots.get(id) ?? [];
      if (!known.some((l) => l.bbl === bbl)) known.push({ bbl, borough, block, lot, cells });
      this.lots.set(id, known);
      touched.add(id);
    }
    for (const id of touched) if (this.masters.has(id)) this.publish(id, context, out);
  }

  private publish(id: string, context: ParseContext, out: ParsedPayloadBuilder): void {
    const master = this.masters.get(id);
    const lots = this.lots.get(id) ?? [];
    if (!master || lots.length === 0 || this.published.has(id)) return;
    this.published.add(id);
    const record = transaction(master, lots, context);
    if (typeof record === 'string') out.issue('parse_error', record, id);
    else out.observe(observation('property_record', record));
  }
}

/** A deed and its lots as a transaction record, or why it cannot be one. */
function transaction(master: Master, lots: readonly Lot[], context: ParseContext): PropertyRecordObserved | string {
  const m = master.cells;
  const date = exportDate(m['DOC. DATE']) ?? exportDate(m['RECORDED / FILED']);
  const vintage = exportDate(m['MODIFIED DATE']) ?? exportDate(m['RECORDED / FILED']);
  if (!vintage) return `deed ${master.id} has no MODIFIED DATE or RECORDED / FILED date`;
  const price = amount(m['DOC. AMOUNT']);
  const percent = amount(m['% TRANSFERRED']);
  const only = lots.length === 1 ? lots[0] : undefined;
  const code = only?.cells['PROPERTY TYPE']?.trim() ?? '';
  const propertyType = PROPERTY_TYPE_OF[code];
  const street = [only?.cells['STREET NUMBER']?.trim(), only?.cells['STREET NAME']?.trim()].filter(Boolean).join(' ');
  const unit = only?.cells['UNIT']?.trim();
  const city = only ? BOROUGH_CITIES[only.borough] : undefined;
  return {
    native_id: master.id,
    dataset: DATASET,
    record_type: 'transaction',
    ...(date ? { event_at: date, event_precision: 'day' as const } : {}),
    jurisdiction: 'US-NY-NYC',
    keys: {
      country: 'US',
      ...(only ? { us_nyc: { bbl: only.bbl, borough: only.borough, block: only.block, lot: only.lot } } : {}),
      ...(only && street
        ? { address: { country: 'US', line1: street, ...(unit ? { unit } : {}), ...(city ? { city } : {}), region: 'NY', original_text: [street, unit].filter(Boolean).join(' ') } }
        : {}),
    },
    values: {
      currency: 'USD',
      // A deed for nothing (to a trust, between relatives) has no price: it is no sale.
      ...(price !== undefined && price !== '0' ? { price } : {}),
      transaction_kind: m['DOC. TYPE']?.trim() ?? '',
      market_sale: price !== undefined && price !== '0' && (percent === undefined || percent === '100'),
      ...(code ? { source_property_type: code } : {}),
      ...(propertyType ? { property_type: propertyType } : {}),
    },
    fields: { ...m, legals: lots.map((l) => l.cells) },
    vintage,
    access_class: 'open_data',
    url: `https://a836-acris.nyc.gov/DS/DocumentSearch/DocumentImageView?doc_id=${master.id}`,
    retrieved_at: context.retrievedAt,
  };
}
