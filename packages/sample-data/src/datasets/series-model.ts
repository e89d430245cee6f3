import { hash32, mix32, Rng } from '../prng.js';

/**
 * The seeded truth behind the open market datasets: a monthly path per place, from which each
 * dataset renders its own figures (Zillow's typical value, Redfin's medians, the UK HPI's average
 * price and index, INE's quarterly index). The level follows the listing world's price per m²,
 * so a city's series and its listings tell the same story.
 */
export interface SeriesContext {
  seed: number | string;
  /** The sample world's "now" (ISO); the last published month is the one before it. */
  asOf: string;
}

/** The first day of each of the `count` months before `asOf`'s month, oldest first (`YYYY-MM-01`). */
export function monthsBefore(asOf: string, count: number): string[] {
  const at = new Date(asOf);
  const out: string[] = [];
  for (let back = count; back >= 1; back--) {
    const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1));
    out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

/** The last day of the month `month` (`YYYY-MM-01`) starts. */
export function monthEnd(month: string): string {
  const d = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/**
 * A random walk with drift, one factor per month relative to the first (1 at the start): about
 * 4 % a year with ±1 % monthly noise, the same for a place and seed in every dataset.
 */
export function monthlyPath(context: SeriesContext, place: string, months: number): number[] {
  const rng = new Rng(mix32(hash32(String(context.seed)), hash32(`market:${place}`)));
  const out: number[] = [];
  let level = 1;
  for (let i = 0; i < months; i++) {
    out.push(level);
    level *= 1 + 0.0033 + 0.01 * rng.normal();
  }
  return out;
}

/** A stable pseudo-random stream for a dataset's own noise (sales counts, days on market). */
export function datasetRng(context: SeriesContext, dataset: string, place: string): Rng {
  return new Rng(mix32(hash32(String(context.seed)), hash32(`${dataset}:${place}`)));
}

/** A number as the dataset prints it: at most `decimals` places, no trailing zeros. */
export function decimal(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}
