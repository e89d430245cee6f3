import { stringify } from 'csv-stringify/sync';
import type { NativePayload, SampleListing } from '../model.js';
import type { Rng } from '../prng.js';
import type { DatasetContext, DatasetRenderer } from './dataset.js';
import { listedProperties, type ListedProperty } from './listed-properties.js';
import type { RecordTruth } from './record-truth.js';
import { datasetRng, monthsBefore } from './series-model.js';

/**
 * HM Land Registry Price Paid Data (sources.md §1.1) as the Registry publishes it: headerless,
 * comma-separated, every field in double quotes (empty ones too), CRLF rows, the 16 columns in
 * order. Yearly files `pp-YYYY.csv` (by the year of the deed) hold what was registered up to the
 * snapshot; the monthly update files hold one month's lodgements, whose `Record Status` adds
 * (A), changes (C: a corrected price) or deletes (D) a transaction. The Registry overwrites one
 * file name every month (`pp-monthly-update-new-version.csv`); a replay folder keeps each month
 * as `pp-monthly-update-YYYY-MM.csv`, so two months can be replayed in order.
 *
 * The sales are of the homes the GB listings show (their previous sales: street, number, flat,
 * postcode exactly as the listing world has them), and of their neighbours: other homes of the
 * same street in the same postcode district, and now and then one of the same postcode or the
 * same building, which no listing shows. `pricePaidTruth` labels each surviving transaction.
 */

export const PRICE_PAID_PLATFORM = 'landregistry';
export const PRICE_PAID_DATASET = 'ppd';
export const pricePaidYearFile = (year: number): string => `pp-${year}.csv`;
export const pricePaidMonthlyFile = (month: string): string => `pp-monthly-update-${month}.csv`;

/** The 16 columns, in the order of every row (the files carry no header). */
export const PRICE_PAID_COLUMNS = [
  'Transaction unique identifier', 'Price', 'Date of Transfer', 'Postcode', 'Property Type', 'Old/New', 'Duration',
  'PAON', 'SAON', 'Street', 'Locality', 'Town/City', 'District', 'County', 'PPDCategory Type', 'Record Status - monthly file only',
] as const;

type Row = [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];

interface Sale {
  id: string;
  price: number;
  date: string;
  postcode: string;
  type: 'D' | 'S' | 'T' | 'F' | 'O';
  newBuild: boolean;
  duration: 'F' | 'L';
  paon: string;
  saon: string;
  street: string;
  locality: string;
  town: string;
  district: string;
  county: string;
  category: 'A' | 'B';
  propertyKey: string | null;
}

interface World {
  /** Sales registered by the snapshot, by deed year. */
  years: Map<number, Sale[]>;
  /** Monthly update files, oldest first. */
  months: { month: string; rows: { sale: Sale; status: 'A' | 'C' | 'D' }[] }[];
  truth: RecordTruth[];
}

const YEARS_BACK = 9;
/** Price Paid covers England and Wales; Scottish sales are registered by Registers of Scotland. */
const SCOTTISH_CITIES: ReadonlySet<string> = new Set(['Edinburgh', 'Glasgow']);
/** The GB homes whose sales the Registry publishes. */
const englishAndWelshHomes = (context: DatasetContext): ListedProperty[] => listedProperties(context, 'GB').filter((p) => !SCOTTISH_CITIES.has(p.listing.address.city));
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const DAY_MS = 86_400_000;

function ppdType(listing: SampleListing): Sale['type'] {
  switch (listing.property_subtype) {
    case 'terraced':
    case 'end_of_terrace':
      return 'T';
    case 'semi_detached':
      return 'S';
    case 'detached':
    case 'bungalow':
      return 'D';
    default:
      return listing.property_type === 'apartment' ? 'F' : listing.property_type === 'semi_detached' ? 'S' : listing.property_type === 'townhouse' ? 'T' : 'D';
  }
}

function guid(rng: Rng): string {
  const h = rng.hex(32).toUpperCase();
  return `{${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}}`;
}

/** Prices move about 4 % a year: a sale `years` before the listing costs this share of today's price. */
const priceThen = (price: number, years: number, rng: Rng): number => Math.round((price * Math.pow(1.04, -years) * rng.logNormal(1, 0.04)) / 250) * 250;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function addressOf(listing: SampleListing): Pick<Sale, 'postcode' | 'paon' | 'saon' | 'street' | 'locality' | 'town' | 'district' | 'county'> {
  const m = /^(\d+[A-Za-z]?)\s+(.*)$/.exec(listing.address.line1.trim());
  return {
    postcode: listing.address.postal_code.toUpperCase(),
    paon: (m?.[1] ?? '').toUpperCase(),
    saon: (listing.address.unit ?? '').toUpperCase(),
    street: (m?.[2] ?? listing.address.line1).toUpperCase(),
    locality: (listing.address.district ?? '').toUpperCase(),
    town: listing.address.city.toUpperCase(),
    district: listing.address.city.toUpperCase(),
    county: listing.address.region.toUpperCase(),
  };
}

function otherInward(rng: Rng, postcode: string): string {
  const [outward = postcode] = postcode.split(' ');
  for (;;) {
    const code = `${outward} ${rng.int(1, 9)}${INWARD_LETTERS[rng.int(0, INWARD_LETTERS.length - 1)] ?? 'A'}${INWARD_LETTERS[rng.int(0, INWARD_LETTERS.length - 1)] ?? 'B'}`;
    if (code !== postcode) return code;
  }
}

/** Sale dates before the snapshot, at least a year apart, oldest first. */
function saleDates(rng: Rng, count: number, fromMs: number, toMs: number): string[] {
  const out: number[] = [];
  for (let tries = 0; out.length < count && tries < 50; tries++) {
    const t = fromMs + rng.next() * (toMs - fromMs);
    if (out.every((o) => Math.abs(o - t) > 365 * DAY_MS)) out.push(t);
  }
  return out.sort((a, b) => a - b).map(isoDay);
}

function homeSales(rng: Rng, home: ListedProperty, asOfMs: number, fromMs: number): Sale[] {
  const listing = home.listing;
  const count = rng.weighted([0, 1, 2, 3], (n) => [0.12, 0.5, 0.3, 0.08][n] ?? 0);
  const type = ppdType(listing);
  const address = addressOf(listing);
  return saleDates(rng, count, fromMs, asOfMs - 20 * DAY_MS).map((date, i) => {
    const years = (asOfMs - Date.parse(date)) / (365.25 * DAY_MS);
    const saleYear = Number(date.slice(0, 4));
    return {
      id: guid(rng),
      price: priceThen(listing.price, years, rng),
      date,
      type,
      newBuild: i === 0 && listing.year_built !== undefined && saleYear <= listing.year_built + 1,
      duration: type === 'F' ? 'L' : 'F',
      ...address,
      category: rng.chance(0.06) ? 'B' : 'A',
      propertyKey: home.key,
    };
  });
}

/** Sales of homes no listing shows: the same street elsewhere in the district, now and then the same postcode or building. */
function neighbourSales(rng: Rng, home: ListedProperty, asOfMs: number, fromMs: number): Sale[] {
  const listing = home.listing;
  const base = addressOf(listing);
  const out: Sale[] = [];
  const sale = (address: Sale, years: number) => out.push({ ...address, price: priceThen(listing.price * rng.logNormal(1, 0.3), years, rng) });
  const count = rng.int(0, 2);
  for (let n = 0; n < count; n++) {
    const [date = isoDay(asOfMs - 400 * DAY_MS)] = saleDates(rng, 1, fromMs, asOfMs - 20 * DAY_MS);
    const years = (asOfMs - Date.parse(date)) / (365.25 * DAY_MS);
    const type = rng.pick(['D', 'S', 'T', 'T', 'F', 'F'] as const);
    sale(
      { id: guid(rng), price: 0, date, ...base, postcode: otherInward(rng, base.postcode), paon: String(rng.int(1, 220)), saon: type === 'F' ? `FLAT ${rng.int(1, 30)}` : '', type, newBuild: false, duration: type === 'F' ? 'L' : 'F', category: rng.chance(0.06) ? 'B' : 'A', propertyKey: null },
      years,
    );
  }
  const sameType = ppdType(listing);
  const [date = isoDay(asOfMs - 700 * DAY_MS)] = saleDates(rng, 1, fromMs, asOfMs - 20 * DAY_MS);
  const years = (asOfMs - Date.parse(date)) / (365.25 * DAY_MS);
  if (rng.chance(0.08)) {
    // Another home of the same postcode: a different house number, any type.
    const type = rng.pick(['D', 'S', 'T', 'F'] as const);
    let paon = String(rng.int(1, 220));
    if (paon === base.paon) paon = `${paon}A`;
    sale({ id: guid(rng), price: 0, date, ...base, paon, saon: type === 'F' ? `FLAT ${rng.int(1, 30)}` : '', type, newBuild: false, duration: type === 'F' ? 'L' : 'F', category: 'A', propertyKey: null }, years);
  } else if (sameType === 'F' && rng.chance(0.06)) {
    // Another flat of the same building.
    let saon = `FLAT ${rng.int(1, 40)}`;
    if (saon === base.saon) saon = `${saon}A`;
    sale({ id: guid(rng), price: 0, date, ...base, saon, type: 'F', newBuild: false, duration: 'L', category: 'A', propertyKey: null }, years);
  }
  return out;
}

function rowOf(sale: Sale, status: 'A' | 'C' | 'D'): Row {
  return [
    sale.id, String(sale.price), `${sale.date} 00:00`, sale.postcode, sale.type, sale.newBuild ? 'Y' : 'N', sale.duration,
    sale.paon, sale.saon, sale.street, sale.locality, sale.town, sale.district, sale.county, sale.category, status,
  ];
}

const csv = (rows: Row[]): string => stringify(rows, { quoted: true, quoted_empty: true, record_delimiter: '\r\n' });

let cached: { id: string; world: World } | undefined;

/**
 * The sales of the sample world: registered by the snapshot (two months before `asOf`, the
 * Registry's lag) into the yearly files, then two monthly updates. Each monthly file adds the
 * sales of its month and of the month before that were registered late, corrects a few prices
 * (C) and deletes a few transactions (D); a category change is a delete and an add with a new id.
 */
function world(context: DatasetContext): World {
  const id = `${String(context.seed)}|${context.size ?? ''}|${context.asOf}`;
  if (cached?.id === id) return cached.world;
  const asOfMs = Date.parse(context.asOf);
  const [first = '', second = '', third = ''] = monthsBefore(context.asOf, 3);
  const snapshotMs = Date.parse(first);
  const fromMs = Date.UTC(new Date(asOfMs).getUTCFullYear() - YEARS_BACK, 0, 1);
  const all: Sale[] = [];
  for (const home of englishAndWelshHomes(context)) {
    const rng = datasetRng(context, PRICE_PAID_DATASET, home.key);
    all.push(...homeSales(rng, home, asOfMs, fromMs), ...neighbourSales(rng, home, asOfMs, fromMs));
  }
  all.sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
  const years = new Map<number, Sale[]>();
  const registered: Sale[] = [];
  const pending: Sale[] = [];
  for (const sale of all) {
    if (Date.parse(sale.date) < snapshotMs) {
      registered.push(sale);
      const year = Number(sale.date.slice(0, 4));
      years.set(year, [...(years.get(year) ?? []), sale]);
    } else pending.push(sale);
  }
  const rng = datasetRng(context, PRICE_PAID_DATASET, 'monthly-updates');
  const final = new Map<string, Sale>(registered.map((s) => [s.id, s]));
  const months: World['months'] = [];
  const thirdMs = Date.parse(third);
  for (const [month, lodged] of [
    [second.slice(0, 7), pending.filter((s) => Date.parse(s.date) < thirdMs)],
    [third.slice(0, 7), pending.filter((s) => Date.parse(s.date) >= thirdMs)],
  ] as const) {
    const rows: World['months'][number]['rows'] = lodged.map((sale) => ({ sale, status: 'A' as const }));
    for (const sale of lodged) final.set(sale.id, sale);
    const earlier = [...final.values()].filter((s) => !lodged.includes(s));
    for (const sale of rng.sample(earlier, Math.max(1, Math.round(earlier.length * 0.02)))) {
      const r = rng.next();
      if (r < 0.55) {
        const corrected = { ...sale, price: Math.round((sale.price * rng.uniform(0.9, 1.1)) / 250) * 250 };
        rows.push({ sale: corrected, status: 'C' });
        final.set(sale.id, corrected);
      } else if (r < 0.85) {
        rows.push({ sale, status: 'D' });
        final.delete(sale.id);
      } else {
        // A category change: the transaction is deleted and added again under a new id.
        const moved: Sale = { ...sale, id: guid(rng), category: sale.category === 'A' ? 'B' : 'A' };
        rows.push({ sale, status: 'D' }, { sale: moved, status: 'A' });
        final.delete(sale.id);
        final.set(moved.id, moved);
      }
    }
    months.push({ month, rows });
  }
  const byKey = new Map(englishAndWelshHomes(context).map((p) => [p.key, p]));
  const truth: RecordTruth[] = [...final.values()].map((sale) => ({
    dataset: PRICE_PAID_DATASET,
    native_id: sale.id,
    record_type: 'transaction',
    property_key: sale.propertyKey,
    listings: sale.propertyKey === null ? [] : (byKey.get(sale.propertyKey)?.listings ?? []),
    resolvable_to: 'property',
  }));
  const built: World = { years, months, truth };
  cached = { id, world: built };
  return built;
}

function render(context: DatasetContext): NativePayload[] {
  const { years, months } = world(context);
  const yearly = [...years.entries()].sort(([a], [b]) => a - b).map(([year, sales]): NativePayload => ({ path: pricePaidYearFile(year), content_type: 'text/csv', body: csv(sales.map((s) => rowOf(s, 'A'))) }));
  const monthly = months.map(({ month, rows }): NativePayload => ({ path: pricePaidMonthlyFile(month), content_type: 'text/csv', body: csv(rows.map((r) => rowOf(r.sale, r.status))) }));
  return [...yearly, ...monthly];
}

/** Which listed home each transaction that survives the monthly updates is about (deleted ones are about none). */
export function pricePaidTruth(context: DatasetContext): RecordTruth[] {
  return world(context).truth;
}

export const pricePaid: DatasetRenderer = { platform: PRICE_PAID_PLATFORM, render, truth: pricePaidTruth };
