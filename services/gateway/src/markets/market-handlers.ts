import { DEFAULT_PAGE_SIZE, type MarketBody, type OperationInput, type SourceStatusBody } from '@estate/contract';
import type { PlatformManifest } from '@estate/events';
import type { Store } from '@estate/store';
import type { CollectorDirectory } from '../collectors/collector-directory.js';
import { ApiError } from '../http/api-error.js';
import { decodeCursor, encodeCursor, requestFingerprint } from '../reads/cursor.js';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf } from '../routes/operations.js';
import { DERIVED_PLATFORM } from './derived-measures.js';
import { fold, type MarketEntry, type MarketIndex, type MarketSnapshot } from './market-index.js';
import { checkListingPlatform, knownListingPlatforms, perPlatformNames } from './platform-series.js';
import { answers, compareKeys, seriesPoints, type KeyedPoint } from './series-points.js';

export interface MarketReadDeps {
  store: Store;
  index: MarketIndex;
  board: SourceBoard;
  directory: CollectorDirectory;
}

/** The statuses of the platforms behind an answer (the service's own derived series have none). */
async function statuses(board: SourceBoard, platforms: Iterable<string>): Promise<SourceStatusBody[]> {
  const names = [...new Set(platforms)].filter((p) => p !== DERIVED_PLATFORM).sort();
  return storeCall(() => Promise.all(names.map((p) => board.statusOf(p))));
}

interface SearchFilters {
  query?: string | undefined;
  country?: string | undefined;
  kinds?: readonly string[] | undefined;
  metric?: string | undefined;
  platforms?: readonly string[] | undefined;
}

/** A series name matches `metric` whole, or by its measure (`hpi_index` matches `hpi_index.detached`). */
const hasMetric = (entry: MarketEntry, metric: string): boolean => [...entry.series.keys()].some((name) => name === metric || name.split('.')[0] === metric);

function matches(entry: MarketEntry, f: SearchFilters): boolean {
  if (f.country !== undefined && entry.market.country !== f.country) return false;
  if (f.kinds !== undefined && !f.kinds.includes(entry.market.kind)) return false;
  if (f.platforms !== undefined && !f.platforms.some((p) => entry.platforms.has(p))) return false;
  if (f.metric !== undefined && !hasMetric(entry, f.metric)) return false;
  if (f.query !== undefined) {
    const q = fold(f.query);
    if (q !== '' && !entry.texts.some((t) => t.includes(q)) && fold(entry.market.id) !== q) return false;
  }
  return true;
}

function marketBody(entry: MarketEntry): MarketBody {
  return { ...entry.market, metrics: [...entry.series.values()].map((s) => s.body).sort((a, b) => (a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : 0)), sources: [] };
}

const publishes = (entry: MarketEntry, platform: string): boolean => [...entry.series.values()].some((s) => s.refs.some((r) => r.type === 'source' && r.platform === platform));

const isIdPosition = (v: unknown): v is { id: string } => typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';

/**
 * searchMarkets: markets by text (a part of a name, a place, a postal code or a source's region
 * name), country, level, series and platform, in the index's order (country, region, city,
 * district, postal code; then by name). Each answer lists its series with their first and last
 * periods. The cursor is the last market's id, found again in the index's order.
 */
export function searchMarketsHandler(deps: MarketReadDeps): HandlerOf<'searchMarkets'> {
  return async ({ body }) => {
    const { limit = DEFAULT_PAGE_SIZE, cursor, ...filters } = body;
    const fingerprint = requestFingerprint('searchMarkets', filters);
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isIdPosition, 'body.cursor');
    const search = (snapshot: MarketSnapshot) => snapshot.markets.filter((m) => matches(m, filters));
    let snapshot = await storeCall(() => deps.index.snapshot());
    let found = search(snapshot);
    if (found.length === 0 && after === undefined) {
      snapshot = await storeCall(() => deps.index.afterMiss());
      found = search(snapshot);
    }
    let start = 0;
    if (after !== undefined) {
      const at = found.findIndex((m) => m.market.id === after.id);
      // The market left the index since (a reload): page on from the markets after its place.
      start = at >= 0 ? at + 1 : found.length;
    }
    const page = found.slice(start, start + limit);
    const hasMore = start + limit < found.length;
    const last = page[page.length - 1];
    const platforms = page.flatMap((m) => [...m.platforms]);
    const sources = await statuses(deps.board, platforms);
    const manifests = new Map((await deps.directory.platforms()).map((p) => [p.platform, p]));
    return {
      data: page.map((m) => ({ ...marketBody(m), sources: sources.filter((s) => m.platforms.has(s.platform)).map((s) => sourceOf(s, m, manifests.get(s.platform))) })),
      meta: {
        sources,
        pagination: {
          has_more: hasMore,
          returned: page.length,
          total: found.length,
          total_relation: 'exact',
          ...(hasMore && last ? { next_cursor: encodeCursor(fingerprint, { id: last.market.id }) } : {}),
        },
      },
    };
  };
}

/**
 * A market's source as the Market resource lists it: the platform (a dataset's publisher, or a
 * listing platform a derived series was computed from), how it is reached, and its latest
 * completed collection.
 */
function sourceOf(status: SourceStatusBody, market: MarketEntry, manifest: PlatformManifest | undefined): MarketBody['sources'][number] {
  return {
    platform: status.platform,
    provider: manifest?.provider ?? `collector-${status.platform}`,
    observed_at: status.observed_at ?? new Date(0).toISOString(),
    // Without a running collector to say: a dataset's publisher is open data, a listing platform a portal.
    access_class: manifest?.access_class ?? (publishes(market, status.platform) ? 'open_data' : 'public_portal'),
    country: market.market.country,
  };
}

const isPointPosition = (v: unknown): v is KeyedPoint['key'] =>
  typeof v === 'object' && v !== null && ['metric', 'period_start', 'source'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

type SeriesRequest = Omit<OperationInput<'getMarketSeries'>['query'], 'limit' | 'cursor'>;

/**
 * The market's series a request names: `metric` (a 400 naming the market's series when it has no
 * such one), then with `platform` those with a per-platform form, then those `frequency` answers.
 */
function seriesNames(market: MarketEntry, request: SeriesRequest, knownPlatforms: readonly string[] | undefined): string[] {
  let names = [...market.series.keys()].sort();
  if (request.metric !== undefined) {
    const metric = request.metric;
    names = names.filter((n) => n === metric);
    if (names.length === 0) {
      throw new ApiError('invalid_request', `query.metric: market ${market.market.id} has no series ${JSON.stringify(metric)}; it has ${[...market.series.keys()].sort().join(', ')}`);
    }
  }
  if (request.platform !== undefined) {
    checkListingPlatform(request.platform, knownPlatforms ?? []);
    names = perPlatformNames(market, names, request.metric);
  }
  // Empty only for a platform where the market has no listing series: an empty page, not a 400.
  if (request.frequency !== undefined && names.length > 0) {
    const wanted = request.frequency;
    names = names.filter((n) => market.series.get(n)?.refs.some((ref) => answers(ref, market.series.get(n)?.body.frequency ?? '', wanted)));
    if (names.length === 0) throw new ApiError('invalid_request', `query.frequency: no series of ${market.market.id}${request.metric ? ` named ${request.metric}` : ''} is ${wanted}, nor a daily derived one to group`);
  }
  return names;
}

/**
 * getMarketSeries: the points of one series of a market (or of all its series), oldest first per
 * series, within `from`–`to`; with `frequency`, only series of that spacing, and the daily derived
 * series grouped into it; with `platform`, one listing platform's own derived series
 * (platform-series.ts). Each point carries its unit, currency, sample size and source; a derived
 * point says so and from which platforms. Keyset-paged by (series, period, source); the cursor's
 * fingerprint holds the whole request, `platform` included, so it pages no other platform.
 */
export function getMarketSeriesHandler(deps: MarketReadDeps): HandlerOf<'getMarketSeries'> {
  return async ({ params, query }) => {
    const { limit = DEFAULT_PAGE_SIZE, cursor, ...request } = query;
    if (request.from !== undefined && request.to !== undefined && request.from > request.to) {
      throw new ApiError('invalid_request', `query.from ${request.from} is after query.to ${request.to}`);
    }
    let snapshot = await storeCall(() => deps.index.snapshot());
    let entry = snapshot.byId.get(params.market_id);
    if (!entry) {
      snapshot = await storeCall(() => deps.index.afterMiss());
      entry = snapshot.byId.get(params.market_id);
    }
    if (!entry) throw new ApiError('not_found', `market ${params.market_id} not found; searchMarkets lists the markets that have series`);
    const market = entry;
    const known = request.platform === undefined ? undefined : knownListingPlatforms(snapshot, await deps.directory.platforms());
    const names = seriesNames(market, request, known);
    const fingerprint = requestFingerprint('getMarketSeries', { id: market.market.id, ...request });
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isPointPosition, 'query.cursor');
    const points = await storeCall(() => seriesPoints(deps.store, market, names, request));
    const start = after === undefined ? 0 : points.findIndex((p) => compareKeys(p.key, after) > 0);
    const from = start < 0 ? points.length : start;
    const page = points.slice(from, from + limit);
    const hasMore = from + limit < points.length;
    const last = page[page.length - 1];
    const platforms = request.platform !== undefined ? [request.platform] : names.flatMap((n) => market.series.get(n)?.refs.flatMap((ref) => (ref.type === 'source' ? [ref.platform] : ref.platforms)) ?? []);
    return {
      data: page.map((p) => p.point),
      meta: {
        sources: await statuses(deps.board, platforms),
        pagination: { has_more: hasMore, returned: page.length, ...(hasMore && last ? { next_cursor: encodeCursor(fingerprint, last.key) } : {}) },
      },
    };
  };
}
