import type { PlatformManifest } from '@estate/events';
import { STAY_TRANSACTION } from '@estate/store';
import { ApiError } from '../http/api-error.js';
import type { MarketEntry, MarketSeries, MarketSnapshot } from './market-index.js';

/**
 * getMarketSeries with `platform`: one listing platform's own derived series
 * (`market_platform_daily`), each of its listings counted, beside the series that count each home
 * once across portals. Only the listing families have it: a source's series is its own already,
 * and stays are never grouped into homes, so theirs is the per-listing count already.
 */

/**
 * The platforms `platform` may name: those some market's listing series are derived from, and
 * the live collectors that serve listings — a portal that has not listed anything yet is known,
 * its series empty, rather than a 400 that turns into a 200 an hour later.
 */
export function knownListingPlatforms(snapshot: MarketSnapshot, manifests: readonly PlatformManifest[]): string[] {
  const known = new Set(snapshot.listingPlatforms);
  for (const m of manifests) if (m.operations.includes('searchListings')) known.add(m.platform);
  return [...known].sort();
}

export function checkListingPlatform(platform: string, known: readonly string[]): void {
  if (known.includes(platform)) return;
  const which = known.length === 0 ? 'none lists homes yet' : `the listing platforms are ${known.join(', ')}`;
  throw new ApiError('invalid_request', `query.platform: ${platform} lists no homes in this deployment; ${which}`);
}

const hasPlatformForm = (series: MarketSeries | undefined): boolean => series?.refs.some((ref) => ref.type === 'derived' && ref.transaction !== STAY_TRANSACTION) ?? false;

/**
 * The series of `names` that have a per-platform form. Asked for by `metric`, a series without
 * one is a 400 saying why: answering it unchanged would claim a per-portal figure that is not.
 */
export function perPlatformNames(market: MarketEntry, names: readonly string[], metric: string | undefined): string[] {
  const kept = names.filter((n) => hasPlatformForm(market.series.get(n)));
  if (metric === undefined || kept.length > 0) return kept;
  const series = market.series.get(metric);
  const what = series?.refs.some((ref) => ref.type === 'derived') ? 'a stay series, which counts each stay already' : `published by ${series?.body.platforms.join(', ') ?? 'a source'}`;
  throw new ApiError('invalid_request', `query.platform: series ${metric} is ${what}, not derived from portal listings; platform selects one listing platform's own sale_… and rent_… series`);
}
