import { observation, type MarketPointObserved } from '@estate/events';
import { decimalCell } from './delimited-table.js';
import { defineCollector, type CollectorDefinition, type CollectorSpec } from './definition.js';
import type { ParsedPayloadBuilder } from './parsed-payload.js';
import type { ParseContext } from './parser.js';

// What every market series source (Zillow Research, Redfin, the UK HPI, INE …) shares: the
// operations it serves, how it is run, and how a cell of its series becomes a point. Each
// collector keeps only its own: its files, its columns and its places.

/** Every series source publishes open data. */
const SERIES_ACCESS_CLASS = 'open_data';

/** The operations a market series source serves, and the request fields its stored points answer. */
export const MARKET_OPERATIONS = ['searchMarkets', 'getMarketSeries'] as const;
export const MARKET_SELECTORS: Readonly<Record<(typeof MARKET_OPERATIONS)[number], readonly string[]>> = {
  searchMarkets: ['query', 'country', 'kinds', 'metric', 'platforms', 'limit', 'cursor'],
  getMarketSeries: ['metric', 'from', 'to', 'frequency', 'limit', 'cursor'],
};

/**
 * Series are released weekly to quarterly, and every run republishes all the points a file
 * holds: re-reading the files every six hours catches a release the same day.
 */
const SERIES_COLLECT_INTERVAL_MS = 6 * 3_600_000;

/** What a series source states about itself: the rest is the same for every one. */
export type SeriesCollectorSpec = Omit<CollectorSpec, 'recordKinds' | 'operations' | 'searchSelectors' | 'selectors' | 'pagedReads' | 'accessClass'>;

/** A market series collector's definition: open-data market points for the market operations. */
export function defineSeriesCollector(spec: SeriesCollectorSpec): CollectorDefinition {
  return defineCollector({
    recordKinds: ['market_point'],
    operations: [...MARKET_OPERATIONS],
    searchSelectors: [],
    selectors: MARKET_SELECTORS,
    accessClass: SERIES_ACCESS_CLASS,
    collectIntervalMs: SERIES_COLLECT_INTERVAL_MS,
    ...spec,
  });
}

/** What a point states beside its value: its series, place and period, and the release that said it. */
export type SeriesPointFacts = Omit<MarketPointObserved, 'value' | 'value_status' | 'access_class' | 'retrieved_at'>;

/** The cell a point's value is read from, and whether the source gives a value there at all. */
export interface SeriesCell {
  /** The cell as the source wrote it: text in a CSV or TSV, a number or null in JSON. */
  raw: unknown;
  /** Where the cell is, as an issue names it (`row 12, ZHVI`, `series IPV7, 2025-01-01`). */
  at: string;
  /** The record an issue about the cell names (the region's or the series' code). */
  nativeId?: string | undefined;
  /** The source gives no value here; default: the cell is absent, null or blank. */
  missing?: boolean;
  /** The source withholds the value (INE's statistical secrecy). */
  suppressed?: boolean;
}

/**
 * Observes the point of one series cell: a decimal is a published point; a cell the source
 * leaves empty or withholds is a point without a value (`missing`, `suppressed`), never a zero;
 * anything else is reported (`parse_error`) and observes nothing, the payload's other points
 * still counting.
 */
export function observeSeriesPoint(out: ParsedPayloadBuilder, context: ParseContext, cell: SeriesCell, facts: SeriesPointFacts): void {
  const given = !cell.suppressed && !(cell.missing ?? isBlank(cell.raw));
  const value = given ? decimalCell(cell.raw) : undefined;
  if (given && value === undefined) {
    out.issue('parse_error', `${cell.at}: ${JSON.stringify(cell.raw)} is not a number`, cell.nativeId);
    return;
  }
  const point: MarketPointObserved = {
    ...facts,
    value: value ?? null,
    value_status: value !== undefined ? 'published' : cell.suppressed ? 'suppressed' : 'missing',
    access_class: SERIES_ACCESS_CLASS,
    retrieved_at: context.retrievedAt,
  };
  out.observe(observation('market_point', point));
}

function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}
