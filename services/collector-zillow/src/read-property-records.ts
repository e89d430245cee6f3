/**
 * What a Zillow home page says of the home itself, beside the listing → `property_record`
 * observations (sources.md §1.3, §2.3, §3, §4.1), each keyed by the listing's address and zpid
 * so the projector places it on the home's property:
 * - each `Sold` entry of `priceHistory` → a `transaction` (the sale price, not the list price);
 * - each `taxHistory` year → a `tax_assessment` (`value` assessed, `taxPaid` the tax);
 * - the `zestimate` with `zestimateLowPercent`/`zestimateHighPercent` → a `valuation` (Zillow's
 *   estimate, with low = z × (1 − low %) and high = z × (1 + high %));
 * - `resoFacts` → a `property_record` (the MLS facts, verbatim).
 * Each record's id is the zpid and what it is (`2077468021|sold|2019-05-02`), stable across
 * observations; its vintage is the day the page was read, so a later reading replaces it.
 */
import { fields, finite, list, text, type Fields, type ParseContext } from '@estate/collector-kit';
import { observation, type ListingObserved, type Observation, type PropertyRecordObserved } from '@estate/events';
import { toDecimalString } from '@estate/normalize';
import { ACCESS_CLASS } from './observation.js';

const DATASET = 'zillow_hdp';
const SQFT_TO_SQM = 0.09290304;

/** The percent band's bound of a Zestimate, or undefined when the page gives none or a nonsense one. */
function percent(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.trim()) : finite(value);
  return n !== undefined && Number.isFinite(n) && n >= 0 && n < 100 ? n : undefined;
}

const money = (n: number): string => toDecimalString(Math.round(n * 100) / 100) ?? n.toFixed(2);

function livingSqm(reso: Fields | undefined): number | undefined {
  const m = /^([\d,]+(?:\.\d+)?)\s*sqft$/i.exec(text(reso?.['livingArea']) ?? '');
  return m ? Math.round(Number((m[1] as string).replace(/,/g, '')) * SQFT_TO_SQM * 100) / 100 : undefined;
}

export function propertyRecordsOf(property: unknown, listing: ListingObserved, context: ParseContext): Observation[] {
  const p = fields(property);
  if (!p) return [];
  const zpid = listing.native_id;
  const currency = listing.price?.currency ?? 'USD';
  const day = context.observedAt.slice(0, 10);
  const home = listing.property;
  const keys: PropertyRecordObserved['keys'] = {
    country: listing.country,
    ...(home.address ? { address: home.address } : {}),
    ...(home.geometry ? { geometry: home.geometry } : {}),
    listing: { platform: 'zillow', native_id: zpid },
  };
  const base = { dataset: DATASET, keys, vintage: day, access_class: ACCESS_CLASS, ...(listing.url ? { url: listing.url } : {}), retrieved_at: context.retrievedAt };
  const type = home.property_type ? { property_type: home.property_type } : {};
  const out: Observation[] = [];

  for (const raw of list(p['priceHistory'])) {
    const entry = fields(raw);
    const date = text(entry?.['date']);
    const price = finite(entry?.['price']);
    if (!entry || text(entry['event']) !== 'Sold' || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || price === undefined || price <= 0) continue;
    out.push(observation('property_record', { ...base, native_id: `${zpid}|sold|${date}`, record_type: 'transaction', event_at: date, event_precision: 'day', values: { currency, price: money(price), market_sale: true, ...type }, fields: entry }));
  }

  for (const raw of list(p['taxHistory'])) {
    const entry = fields(raw);
    const time = finite(entry?.['time']);
    if (!entry || time === undefined) continue;
    const year = new Date(time).getUTCFullYear();
    const value = finite(entry['value']);
    const paid = finite(entry['taxPaid']);
    if (value === undefined && paid === undefined) continue;
    out.push(
      observation('property_record', {
        ...base,
        native_id: `${zpid}|tax|${year}`,
        record_type: 'tax_assessment',
        event_at: `${year}-01-01`,
        event_precision: 'year',
        values: { currency, tax_year: year, ...(value !== undefined ? { assessed_total: money(value) } : {}), ...(paid !== undefined ? { tax_amount: money(paid) } : {}) },
        fields: entry,
      }),
    );
  }

  const z = finite(p['zestimate']);
  if (z !== undefined && z > 0) {
    const low = percent(p['zestimateLowPercent']);
    const high = percent(p['zestimateHighPercent']);
    out.push(
      observation('property_record', {
        ...base,
        native_id: `${zpid}|zestimate`,
        record_type: 'valuation',
        event_at: day,
        event_precision: 'day',
        values: {
          currency,
          value: money(z),
          ...(low !== undefined ? { value_low: money(z * (1 - low / 100)) } : {}),
          ...(high !== undefined ? { value_high: money(z * (1 + high / 100)) } : {}),
          method: 'zestimate',
          valuation_kind: 'sale',
        },
        fields: { zestimate: p['zestimate'], ...(p['zestimateLowPercent'] !== undefined ? { zestimateLowPercent: p['zestimateLowPercent'] } : {}), ...(p['zestimateHighPercent'] !== undefined ? { zestimateHighPercent: p['zestimateHighPercent'] } : {}) },
      }),
    );
  }

  const reso = fields(p['resoFacts']);
  if (reso) {
    const area = livingSqm(reso);
    const year = finite(reso['yearBuilt']);
    out.push(
      observation('property_record', {
        ...base,
        native_id: `${zpid}|resoFacts`,
        record_type: 'property_record',
        event_at: day,
        event_precision: 'day',
        values: { ...type, ...(area !== undefined ? { living_area_sqm: area } : {}), ...(year !== undefined && Number.isInteger(year) && year >= 1000 && year <= 2200 ? { year_built: year } : {}) },
        fields: reso,
      }),
    );
  }
  return out;
}
