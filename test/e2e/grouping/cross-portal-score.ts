import type { CrossPortalPair } from '@estate/sample-data';
import { listingId } from '@estate/normalize';
import { pairwiseScore, type PairwiseScore } from './pairwise.js';

/** Pairwise scores of one grouping per country (listings of one country are only ever compared with each other). */
export function pairwiseByCountry(predicted: ReadonlyMap<string, string>, truth: ReadonlyMap<string, string>, countryOf: ReadonlyMap<string, string>): Map<string, PairwiseScore> {
  const countries = [...new Set(countryOf.values())].sort();
  const within = (map: ReadonlyMap<string, string>, country: string) => new Map([...map].filter(([id]) => countryOf.get(id) === country));
  return new Map(countries.map((country) => [country, pairwiseScore(within(predicted, country), within(truth, country))]));
}

/** Per relation of the generator's cross-portal pairs: how many pairs are in the sample, and how many the grouping put in one property. */
export function relationMerges(predicted: ReadonlyMap<string, string>, pairs: readonly CrossPortalPair[]): Map<string, { pairs: number; merged: number }> {
  const out = new Map<string, { pairs: number; merged: number }>();
  for (const pair of pairs) {
    const a = predicted.get(listingId(pair.first.platform, pair.first.native_id));
    const b = predicted.get(listingId(pair.second.platform, pair.second.native_id));
    if (a === undefined || b === undefined) continue;
    const counts = out.get(pair.relation) ?? { pairs: 0, merged: 0 };
    counts.pairs += 1;
    if (a === b) counts.merged += 1;
    out.set(pair.relation, counts);
  }
  return out;
}
