import { stringify } from 'csv-stringify/sync';
import { COUNTRY_PROFILES } from '../countries/index.js';
import type { NativePayload } from '../model.js';
import { hash32 } from '../prng.js';
import type { DatasetRenderer } from './dataset.js';
import { datasetRng, decimal, monthEnd, monthlyPath, monthsBefore, type SeriesContext } from './series-model.js';

/**
 * Redfin Data Center's market tracker (sources.md §6.2): `city_market_tracker.tsv000.gz`, a
 * gzipped tab-separated file whose every value is quoted, the header upper-case, `NA` where a
 * figure is missing. One row per city, month and property type (`PROPERTY_TYPE_ID` -1 is all
 * residential). Each metric has `_MOM` and `_YOY` siblings; `LAST_UPDATED` is the release.
 */
export const REDFIN_CITY_FILE = 'city_market_tracker.tsv000.gz';

const METRICS = [
  'MEDIAN_SALE_PRICE',
  'MEDIAN_LIST_PRICE',
  'MEDIAN_PPSF',
  'MEDIAN_LIST_PPSF',
  'HOMES_SOLD',
  'PENDING_SALES',
  'NEW_LISTINGS',
  'INVENTORY',
  'MONTHS_OF_SUPPLY',
  'MEDIAN_DOM',
  'AVG_SALE_TO_LIST',
  'SOLD_ABOVE_LIST',
  'PRICE_DROPS',
  'OFF_MARKET_IN_TWO_WEEKS',
] as const;
type Metric = (typeof METRICS)[number];

export const REDFIN_HEADER = [
  'PERIOD_BEGIN', 'PERIOD_END', 'PERIOD_DURATION', 'REGION_TYPE', 'REGION_TYPE_ID', 'TABLE_ID', 'IS_SEASONALLY_ADJUSTED',
  'REGION', 'CITY', 'STATE', 'STATE_CODE', 'PROPERTY_TYPE', 'PROPERTY_TYPE_ID',
  ...METRICS.flatMap((m) => [m, `${m}_MOM`, `${m}_YOY`]),
  'PARENT_METRO_REGION', 'PARENT_METRO_REGION_METRO_CODE', 'LAST_UPDATED',
];

const PROPERTY_TYPES = [
  { name: 'All Residential', id: -1, factor: 1, share: 1 },
  { name: 'Single Family Residential', id: 6, factor: 1.12, share: 0.62 },
  { name: 'Condo/Co-op', id: 3, factor: 0.78, share: 0.3 },
] as const;

const STATE_NAMES: Readonly<Record<string, string>> = { NY: 'New York', CA: 'California', IL: 'Illinois', TX: 'Texas', AZ: 'Arizona', WA: 'Washington' };

const MONTHS = 12;
const SQFT_PER_SQM = 10.763_910_416_7;

function render(context: SeriesContext): NativePayload[] {
  const months = monthsBefore(context.asOf, MONTHS);
  // Released on the sample world's "now", as `YYYY-MM-DD HH:MM:SS.mmm`.
  const lastUpdated = `${context.asOf.slice(0, 10)} 06:14:35.000`;
  const rows: string[][] = [REDFIN_HEADER];
  for (const city of COUNTRY_PROFILES.US.cities) {
    const path = monthlyPath(context, `US|${city.region}|${city.name}`, MONTHS);
    const tableId = String(1_000 + (hash32(`redfin-place:${city.name}`) % 30_000));
    for (const type of PROPERTY_TYPES) {
      const rng = datasetRng(context, 'redfin', `${city.name}|${type.id}`);
      const values: Partial<Record<Metric, number | undefined>>[] = path.map((f) => {
        const ppsm = city.pricePerSqm * type.factor * f;
        const sold = Math.max(0, Math.round(type.share * (40 + city.weight * 12) * (0.8 + 0.4 * rng.next())));
        return {
          MEDIAN_SALE_PRICE: ppsm * 140,
          MEDIAN_LIST_PRICE: ppsm * 140 * 1.02,
          MEDIAN_PPSF: ppsm / SQFT_PER_SQM,
          MEDIAN_LIST_PPSF: (ppsm * 1.02) / SQFT_PER_SQM,
          HOMES_SOLD: sold,
          PENDING_SALES: Math.round(sold * 0.9),
          NEW_LISTINGS: Math.round(sold * 1.1),
          INVENTORY: Math.round(sold * 2.6),
          MONTHS_OF_SUPPLY: 2.6,
          MEDIAN_DOM: 20 + rng.int(0, 40),
          AVG_SALE_TO_LIST: 0.97 + 0.04 * rng.next(),
          SOLD_ABOVE_LIST: 0.2 + 0.2 * rng.next(),
          // Redfin leaves a metric it cannot compute as NA: price drops for condos are withheld.
          PRICE_DROPS: type.id === 3 ? undefined : 0.05 + 0.1 * rng.next(),
          OFF_MARKET_IN_TWO_WEEKS: 0.3 + 0.3 * rng.next(),
        };
      });
      for (const [i, month] of months.entries()) {
        const now = values[i] ?? {};
        const prev = values[i - 1];
        const metricCells = METRICS.flatMap((m) => {
          const v = now[m];
          const p = prev?.[m];
          const cell = v === undefined ? 'NA' : decimal(v, m === 'HOMES_SOLD' || m === 'MEDIAN_DOM' ? 0 : 4);
          const mom = v === undefined || p === undefined || p === 0 ? 'NA' : decimal(v / p - 1, 6);
          return [cell, mom, 'NA'];
        });
        rows.push([
          month, monthEnd(month), '30', 'place', '6', tableId, 'false',
          `${city.name}, ${city.region}`, city.name, STATE_NAMES[city.region] ?? city.region, city.region, type.name, String(type.id),
          ...metricCells,
          `${city.name}, ${city.region}`, String(10_000 + (hash32(`redfin-metro:${city.region}`) % 80_000)), lastUpdated,
        ]);
      }
    }
  }
  // Every value quoted, NA included: Redfin's files quote them all.
  const body = stringify(rows, { delimiter: '\t', quoted: true, record_delimiter: '\n' });
  return [{ path: REDFIN_CITY_FILE, content_type: 'text/tab-separated-values', body }];
}

export const redfin: DatasetRenderer = { platform: 'redfin', render };
