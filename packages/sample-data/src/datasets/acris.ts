import { acris } from '@estate/native-formats';
import { stringify } from 'csv-stringify/sync';
import { hash32, mix32, Rng } from '../prng.js';
import type { NativePayload } from '../model.js';
import type { DatasetContext, DatasetRenderer } from './dataset.js';
import { nycParcels, type NycParcel } from './nyc-parcels.js';
import type { RecordTruth } from './record-truth.js';

/**
 * NYC ACRIS Real Property Master and Legals (sources.md §1.3) as the Open Data CSV exports lay
 * them out, for the lots of the world's New York homes and their neighbours: each lot's past
 * deeds, each deed's mortgage beside it (recorded the same day, not a sale), now and then a
 * transfer for nothing (to a trust, between spouses). Legals come first in the folder, as a
 * reader joins them onto the master rows.
 */
interface Document {
  master: acris.MasterRow;
  legal: acris.LegalsRow;
  parcel: NycParcel;
}

const DAY_MS = 86_400_000;
const DATASET = 'acris';

function documents(context: DatasetContext): Document[] {
  const rng = new Rng(mix32(hash32(String(context.seed)), hash32('acris')));
  const asOfMs = Date.parse(context.asOf);
  const goodThrough = acris.exportDate(new Date(Date.UTC(new Date(asOfMs).getUTCFullYear(), new Date(asOfMs).getUTCMonth(), 0)).toISOString());
  const ids = new Set<string>();
  const out: Document[] = [];
  const record = (parcel: NycParcel, docType: string, dateMs: number, amount: number, percent: string): void => {
    const recorded = new Date(dateMs + rng.int(3, 20) * DAY_MS).toISOString();
    let id = '';
    // DOCUMENT ID: the recording date and a sequence (16 characters, `2016020500925001`).
    do id = `${recorded.slice(0, 10).replaceAll('-', '')}${String(rng.int(0, 99_999)).padStart(5, '0')}00${rng.int(1, 3)}`;
    while (ids.has(id));
    ids.add(id);
    const date = acris.exportDate(new Date(dateMs).toISOString());
    out.push({
      parcel,
      master: {
        'DOCUMENT ID': id,
        'RECORD TYPE': 'A',
        CRFN: `${recorded.slice(0, 4)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
        BOROUGH: String(parcel.borough),
        'DOC. TYPE': docType,
        'DOC. DATE': date,
        'DOC. AMOUNT': String(amount),
        'RECORDED / FILED': acris.exportDate(recorded),
        'MODIFIED DATE': acris.exportDate(recorded),
        'REEL YEAR': '0',
        'REEL NBR': '0',
        'REEL PAGE': '0',
        '% TRANSFERRED': percent,
        'GOOD THROUGH DATE': goodThrough,
      },
      legal: {
        'DOCUMENT ID': id,
        'RECORD TYPE': 'L',
        BOROUGH: String(parcel.borough),
        BLOCK: String(parcel.block),
        LOT: String(parcel.lot),
        EASEMENT: 'N',
        'PARTIAL LOT': 'E',
        'AIR RIGHTS': 'N',
        'SUBTERRANEAN RIGHTS': 'N',
        'PROPERTY TYPE': propertyType(parcel),
        'STREET NUMBER': parcel.streetNumber,
        'STREET NAME': parcel.streetName,
        UNIT: parcel.unit ?? '',
        'GOOD THROUGH DATE': goodThrough,
      },
    });
  };
  for (const parcel of nycParcels(context)) {
    const built = parcel.facts.year_built ?? 1960;
    const sales = rng.weighted([0, 1, 2, 3], (n) => (n === 0 ? 1 : n === 1 ? 4 : n === 2 ? 3 : 1));
    const firstYear = Math.max(built, 1995);
    const span = Math.max(0, (asOfMs - Date.UTC(firstYear, 0, 1)) / DAY_MS - 90);
    const days = Array.from({ length: sales }, () => Math.floor(rng.uniform(0, span))).sort((a, b) => a - b);
    for (const day of days) {
      const dateMs = Date.UTC(firstYear, 0, 1) + day * DAY_MS;
      const yearsAgo = (asOfMs - dateMs) / (365.25 * DAY_MS);
      // Prices follow the home's asking price back in time at about 4 % a year.
      const price = Math.round((parcel.facts.price * Math.pow(1.04, -yearsAgo) * rng.logNormal(1, 0.06)) / 1000) * 1000;
      if (rng.chance(0.1)) {
        record(parcel, 'DEED', dateMs, 0, '100');
        continue;
      }
      record(parcel, 'DEED', dateMs, price, '100');
      if (rng.chance(0.7)) record(parcel, 'MTGE', dateMs, Math.round((price * rng.uniform(0.6, 0.8)) / 1000) * 1000, '0');
    }
  }
  return out;
}

function propertyType(parcel: NycParcel): string {
  if (parcel.unit !== undefined) return 'SC';
  return parcel.facts.property_subtype === 'multi_family' ? 'D3' : 'D1';
}

/** Master rows in recording order, as the export sorts them; one legals row per document here. */
function render(context: DatasetContext): NativePayload[] {
  const docs = documents(context).sort((a, b) => (a.master['DOCUMENT ID'] < b.master['DOCUMENT ID'] ? -1 : 1));
  const csv = (columns: readonly string[], rows: readonly Record<string, string>[]) =>
    stringify([[...columns], ...rows.map((row) => columns.map((c) => row[c] ?? ''))]);
  return [
    { path: acris.LEGALS_FILE, content_type: 'text/csv', body: csv(acris.LEGALS_COLUMNS, docs.map((d) => d.legal)) },
    { path: acris.MASTER_FILE, content_type: 'text/csv', body: csv(acris.MASTER_COLUMNS, docs.map((d) => d.master)) },
  ];
}

/** The deeds (the collector's transactions): each labelled with its lot's listed home, if any. */
function truth(context: DatasetContext): RecordTruth[] {
  return documents(context)
    .filter((d) => acris.DEED_DOC_TYPES.has(d.master['DOC. TYPE']))
    .map((d) => ({
      dataset: DATASET,
      native_id: d.master['DOCUMENT ID'],
      record_type: 'transaction',
      property_key: d.parcel.property?.key ?? null,
      listings: d.parcel.property?.listings ?? [],
      resolvable_to: 'property',
    }));
}

export const acrisDataset: DatasetRenderer = { platform: 'acris', render, truth };
