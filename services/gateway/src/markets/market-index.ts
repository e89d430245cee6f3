import type { MarketBody, MarketMetricBody } from '@estate/contract';
import { marketId } from '@estate/normalize';
import type { Logger } from '@estate/runtime';
import { listDerivedSeries, listSourceSeries, listStayDerivedSeries, STAY_TRANSACTION, type DerivedPlace, type DerivedSeriesSummary, type SourceSeriesSummary, type Store } from '@estate/store';
import { countingOf, DERIVED_PLATFORM, derivedMetricName, measuresOf, seriesName, unitOf, type DerivedMeasure } from './derived-measures.js';

/** Where the points of one API series come from. */
export type SeriesRef =
  | { type: 'source'; platform: string; metric: string; segment: string }
  | { type: 'derived'; place: DerivedPlace; transaction: string; property_type: string; measure: DerivedMeasure; currency: string; platforms: string[] };

/** One series of a market: what searchMarkets shows of it and where getMarketSeries reads it. */
export interface MarketSeries {
  body: MarketMetricBody;
  refs: SeriesRef[];
}

export interface MarketEntry {
  market: Omit<MarketBody, 'metrics' | 'sources'>;
  series: Map<string, MarketSeries>;
  /** Every platform behind the market's series: sources, and the listing platforms of derived ones. */
  platforms: Set<string>;
  /** Folded texts a query may match: names, codes. */
  texts: string[];
}

export interface MarketSnapshot {
  /** In answer order: country, region, city, district, postal code; then by name and id. */
  markets: MarketEntry[];
  byId: Map<string, MarketEntry>;
  /** The platforms some market's derived listing series (not the stays) is computed from: those getMarketSeries `platform` may name. */
  listingPlatforms: ReadonlySet<string>;
  loadedAt: number;
}

const KIND_ORDER = ['country', 'region', 'city', 'district', 'postal_code'];
export const fold = (text: string): string => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

function entryFor(byId: Map<string, MarketEntry>, id: string, market: MarketEntry['market']): MarketEntry {
  let entry = byId.get(id);
  if (!entry) {
    entry = { market, series: new Map(), platforms: new Set(), texts: [] };
    byId.set(id, entry);
  }
  return entry;
}

function addSeries(entry: MarketEntry, name: string, body: Omit<MarketMetricBody, 'metric'>, ref: SeriesRef): void {
  const current = entry.series.get(name);
  if (!current) {
    entry.series.set(name, { body: { metric: name, ...body }, refs: [ref] });
    return;
  }
  // Two sources with one series name for one market: one series, points from both.
  const b = current.body;
  current.refs.push(ref);
  current.body = {
    ...b,
    platforms: [...new Set([...b.platforms, ...body.platforms])].sort(),
    ...(body.first_period && (!b.first_period || body.first_period < b.first_period) ? { first_period: body.first_period } : {}),
    ...(body.last_period && (!b.last_period || body.last_period > b.last_period) ? { last_period: body.last_period } : {}),
  };
}

const optional = (value: string): string | undefined => (value === '' ? undefined : value);

function addSource(byId: Map<string, MarketEntry>, s: SourceSeriesSummary): void {
  const entry = entryFor(byId, s.market_id, {
    id: s.market_id,
    name: s.market_name,
    kind: s.market_kind,
    country: s.country,
    ...(optional(s.region) ? { region: s.region } : {}),
    ...(optional(s.city) ? { city: s.city } : {}),
    ...(optional(s.postal_code) ? { postal_code: s.postal_code } : {}),
  });
  // A source names a place better than folded listing fields do.
  if (entry.platforms.size === 0 || [...entry.platforms].every((p) => p === DERIVED_PLATFORM)) entry.market = { ...entry.market, name: s.market_name };
  entry.platforms.add(s.platform);
  entry.texts.push(fold(s.market_name), fold(s.region), fold(s.city), fold(s.district), fold(s.postal_code));
  addSeries(
    entry,
    seriesName(s.metric, s.segment),
    {
      unit: s.unit,
      ...(optional(s.currency) ? { currency: s.currency } : {}),
      frequency: s.frequency,
      first_period: s.first_period,
      last_period: s.last_period,
      platforms: [s.platform],
      derived: false,
    },
    { type: 'source', platform: s.platform, metric: s.metric, segment: s.segment },
  );
}

function derivedName(s: DerivedSeriesSummary): string {
  if (s.market_kind === 'city' && s.country === 'US' && s.region !== '') return `${s.market_name}, ${s.region.toUpperCase()}`;
  return s.market_kind === 'country' ? s.country : s.market_name;
}

function addDerived(byId: Map<string, MarketEntry>, s: DerivedSeriesSummary): void {
  const place: DerivedPlace = { market_kind: s.market_kind, country: s.country, region: s.region, city: s.city, postal_code: s.postal_code };
  const id = marketId({ kind: s.market_kind, country: s.country, region: s.region, city: s.city, postal_code: s.postal_code });
  if (id === undefined) return;
  const entry = entryFor(byId, id, {
    id,
    name: derivedName(s),
    kind: s.market_kind,
    country: s.country,
    ...(s.market_kind === 'region' ? { region: s.market_name } : {}),
    ...(s.market_kind === 'city' ? { city: s.market_name } : {}),
    ...(s.market_kind === 'postal_code' ? { postal_code: s.postal_code } : {}),
  });
  entry.platforms.add(DERIVED_PLATFORM);
  for (const p of s.platforms) entry.platforms.add(p);
  entry.texts.push(fold(s.market_name), fold(derivedName(s)), s.postal_code.toLowerCase());
  for (const measure of measuresOf(s.transaction)) {
    if ((measure.needs === 'price' && s.priced_days === 0) || (measure.needs === 'area' && s.area_days === 0) || (measure.needs === 'calendar' && !s.calendar_days)) continue;
    if ((measure.unit === 'currency' || measure.unit === 'currency/sqm') && s.currency === '') continue;
    addSeries(
      entry,
      derivedMetricName(s.transaction, measure.measure, s.property_type),
      {
        unit: unitOf(measure, s.currency),
        ...(measure.unit === 'currency' || measure.unit === 'currency/sqm' ? { currency: s.currency } : {}),
        frequency: 'daily',
        first_period: s.first_day,
        last_period: s.last_day,
        platforms: [DERIVED_PLATFORM],
        derived: true,
        derived_from: s.platforms,
        counting: countingOf(s.transaction),
      },
      { type: 'derived', place, transaction: s.transaction, property_type: s.property_type, measure, currency: s.currency, platforms: s.platforms },
    );
  }
}

/** The index of every market from the store's series listings (a few thousand markets, a few MB). */
export function buildSnapshot(sources: readonly SourceSeriesSummary[], derived: readonly DerivedSeriesSummary[], loadedAt: number): MarketSnapshot {
  const byId = new Map<string, MarketEntry>();
  for (const s of sources) addSource(byId, s);
  for (const d of derived) addDerived(byId, d);
  for (const entry of byId.values()) entry.texts = [...new Set(entry.texts.filter((t) => t !== ''))];
  const markets = [...byId.values()].sort(
    (a, b) =>
      KIND_ORDER.indexOf(a.market.kind) - KIND_ORDER.indexOf(b.market.kind) ||
      a.market.name.localeCompare(b.market.name) ||
      (a.market.id < b.market.id ? -1 : a.market.id > b.market.id ? 1 : 0),
  );
  const listingPlatforms = new Set(derived.filter((d) => d.transaction !== STAY_TRANSACTION).flatMap((d) => d.platforms));
  return { markets, byId, listingPlatforms, loadedAt };
}

export interface MarketIndexOptions {
  /** How old the index may get before a request reloads it in the background; default 60 s. */
  refreshMs?: number;
  /** A request that finds nothing reloads it (and waits) when it is older than this; default 5 s. */
  missReloadMs?: number;
  now?: () => number;
}

/**
 * The gateway's market index: every market with its series, held in memory and reloaded from
 * the store (three grouped queries) when it is older than `refreshMs`, in the background so no
 * request waits. Markets are few — thousands, not millions — so a search is a scan. Until its
 * first load succeeds, a read waits for it (and a store that cannot be reached is a 503); once
 * loaded, a failed reload keeps the last index.
 */
export class MarketIndex {
  #snapshot: MarketSnapshot | undefined;
  #loading: Promise<MarketSnapshot> | undefined;
  readonly #refreshMs: number;
  readonly #missReloadMs: number;
  readonly #now: () => number;

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
    options: MarketIndexOptions = {},
  ) {
    this.#refreshMs = options.refreshMs ?? 60_000;
    this.#missReloadMs = options.missReloadMs ?? 5_000;
    this.#now = options.now ?? Date.now;
  }

  /** The current index; the first call waits for the first load. */
  async snapshot(): Promise<MarketSnapshot> {
    const current = this.#snapshot;
    if (!current) return this.#reload();
    if (this.#now() - current.loadedAt > this.#refreshMs) this.#reload().catch(() => undefined);
    return current;
  }

  /** After a miss (an unknown id, an empty search): a fresher index, when the current one is not just loaded. */
  async afterMiss(): Promise<MarketSnapshot> {
    const current = await this.snapshot();
    return this.#now() - current.loadedAt > this.#missReloadMs ? this.#reload() : current;
  }

  #reload(): Promise<MarketSnapshot> {
    this.#loading ??= (async () => {
      const started = this.#now();
      try {
        const [sources, derived, stays] = await Promise.all([listSourceSeries(this.store), listDerivedSeries(this.store), listStayDerivedSeries(this.store)]);
        const snapshot = buildSnapshot(sources, [...derived, ...stays], this.#now());
        this.#snapshot = snapshot;
        this.logger.debug({ markets: snapshot.markets.length, ms: this.#now() - started }, 'market index loaded');
        return snapshot;
      } catch (error) {
        this.logger.warn({ err: error }, 'market index could not be loaded');
        throw error;
      } finally {
        this.#loading = undefined;
      }
    })();
    return this.#loading;
  }
}
