import { stringify } from 'csv-stringify/sync';
import { COUNTRY_PROFILES } from '../countries/index.js';
import type { NativePayload } from '../model.js';
import type { DatasetRenderer } from './dataset.js';
import { datasetRng, decimal, monthlyPath, monthsBefore, type SeriesContext } from './series-model.js';

/**
 * The UK House Price Index full file (sources.md §6.3): `UK-HPI-full-file-YYYY-MM.csv`, one row
 * per month and area (ONS GSS `AreaCode`), `Date` as dd/mm/yyyy, index Jan 2015 = 100. HM Land
 * Registry republishes the whole file every month: the latest months are revised as late
 * registrations arrive, and `SalesVolume` stays empty for the two newest months. Two monthly
 * releases are written, so a replay sees a revision.
 */
export const ukHpiFile = (release: string): string => `UK-HPI-full-file-${release}.csv`;

const SEGMENTS = ['Detached', 'SemiDetached', 'Terraced', 'Flat', 'Cash', 'Mortgage', 'FTB', 'FOO', 'New', 'Old'] as const;
const WITH_VOLUME: ReadonlySet<string> = new Set(['Cash', 'Mortgage', 'New', 'Old']);

export const UK_HPI_HEADER = [
  'Date', 'RegionName', 'AreaCode', 'AveragePrice', 'Index', 'IndexSA', '1m%Change', '12m%Change', 'AveragePriceSA', 'SalesVolume',
  ...SEGMENTS.flatMap((s) => [`${s}Price`, `${s}Index`, `${s}1m%Change`, `${s}12m%Change`, ...(WITH_VOLUME.has(s) ? [`${s}SalesVolume`] : [])]),
];

const SEGMENT_FACTORS: Readonly<Record<(typeof SEGMENTS)[number], number>> = {
  Detached: 1.55, SemiDetached: 1.0, Terraced: 0.85, Flat: 0.75, Cash: 0.95, Mortgage: 1.03, FTB: 0.82, FOO: 1.12, New: 1.2, Old: 0.98,
};

/** The ONS areas of the listing world's cities (RegionName as the file writes it), and the wider areas above them. */
const AREAS: readonly { city?: string; name: string; code: string; pricePerSqm?: number }[] = [
  { name: 'United Kingdom', code: 'K02000001' },
  { name: 'England', code: 'E92000001' },
  { name: 'Scotland', code: 'S92000003' },
  { city: 'London', name: 'London', code: 'E12000007' },
  { city: 'Manchester', name: 'Manchester', code: 'E08000003' },
  { city: 'Birmingham', name: 'Birmingham', code: 'E08000025' },
  { city: 'Bristol', name: 'City of Bristol', code: 'E06000023' },
  { city: 'Leeds', name: 'Leeds', code: 'E08000035' },
  { city: 'Edinburgh', name: 'City of Edinburgh', code: 'S12000036' },
  { city: 'Glasgow', name: 'Glasgow City', code: 'S12000049' },
];

const MONTHS = 24;
/** A typical UK home in the model: 85 m². */
const TYPICAL_HOME_SQM = 85;

const ddmmyyyy = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function levelOf(area: (typeof AREAS)[number]): number {
  const cities = COUNTRY_PROFILES.GB.cities;
  const city = cities.find((c) => c.name === area.city);
  if (city) return city.pricePerSqm * TYPICAL_HOME_SQM;
  const mean = cities.reduce((sum, c) => sum + c.pricePerSqm * c.weight, 0) / cities.reduce((sum, c) => sum + c.weight, 0);
  return mean * TYPICAL_HOME_SQM * (area.code === 'S92000003' ? 0.7 : 1);
}

/**
 * One release: the months `all[from]` up to `all[to - 1]`; release number `revision` moves its
 * newest three months a little (late registrations), so each release revises the one before.
 */
function release(context: SeriesContext, all: readonly string[], from: number, to: number, revision: number): string {
  const rows: string[][] = [UK_HPI_HEADER];
  const months = all.slice(from, to);
  const n = months.length;
  const paths = AREAS.map((area) => monthlyPath(context, `GB|${area.code}`, all.length).slice(from, to));
  for (const [i, month] of months.entries()) {
    for (const [a, area] of AREAS.entries()) {
      const path = paths[a] as number[];
      // Late registrations move the newest months: each release revises the three before it.
      const adjust = (k: number) => (k >= n - 3 ? 1 + 0.004 * revision * (k - (n - 4)) : 1);
      const price = (k: number) => levelOf(area) * (path[k] ?? 1) * adjust(k);
      const base = levelOf(area) * 0.82;
      const rng = datasetRng(context, 'uk_hpi', `${area.code}|${month}`);
      const volume = (share: number) => (i >= n - 2 ? '' : String(Math.round(share * (area.city ? 900 : 40_000) * (0.85 + 0.3 * rng.next()))));
      const change = (now: number, then: number | undefined) => (then === undefined ? '' : decimal((now / then - 1) * 100, 10));
      const p = price(i);
      const segmentCells = SEGMENTS.flatMap((s) => {
        const f = SEGMENT_FACTORS[s];
        // Scotland's file rows leave the first-time-buyer split empty: ONS does not publish it there.
        const blank = (s === 'FTB' || s === 'FOO') && area.code.startsWith('S');
        const cells = blank
          ? ['', '', '', '']
          : [decimal(p * f, 4), decimal(((p * f) / (base * f)) * 100, 4), change(p, i > 0 ? price(i - 1) : undefined), change(p, i >= 12 ? price(i - 12) : undefined)];
        return WITH_VOLUME.has(s) ? [...cells, volume(s === 'Old' ? 0.85 : s === 'New' ? 0.15 : 0.5)] : cells;
      });
      rows.push([
        ddmmyyyy(month), area.name, area.code, decimal(p, 4), decimal((p / base) * 100, 4), decimal((p / base) * 100 * 1.001, 4),
        change(p, i > 0 ? price(i - 1) : undefined), change(p, i >= 12 ? price(i - 12) : undefined), decimal(p * 1.001, 4), volume(1),
        ...segmentCells,
      ]);
    }
  }
  return stringify(rows, { record_delimiter: '\n' });
}

function render(context: SeriesContext): NativePayload[] {
  // The newest release holds the months up to two before "now"; the one before it, one month less.
  const all = monthsBefore(context.asOf, MONTHS + 2).slice(0, MONTHS + 1);
  const name = (last: number) => (all[last] ?? '').slice(0, 7);
  return [
    { path: ukHpiFile(name(MONTHS - 1)), content_type: 'text/csv', body: release(context, all, 0, MONTHS, 0) },
    { path: ukHpiFile(name(MONTHS)), content_type: 'text/csv', body: release(context, all, 1, MONTHS + 1, 1) },
  ];
}

export const ukHpi: DatasetRenderer = { platform: 'uk_hpi', render };
