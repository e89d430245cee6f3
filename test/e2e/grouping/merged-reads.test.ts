// The kit's merge of one run's reads of a listing (collector-kit READ_RULES.listing, mergeObservations) over real
// card + detail pairs of all ten portals: the sample-data renderers write the pages, each collector's parser reads
// them back. In memory, no servers. What one read states must survive the merge in either read order (a replay
// reads `detail/` before `search/`, a live run the search first), and the finer address must win.
import { READ_RULES } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { generate, PLATFORMS } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { renderedPages } from './sample-observations.js';

const observedAt = '2026-11-27T12:00:00.000Z';

/** Every stated leaf of a record by its dotted path; lists as one JSON leaf. */
function leaves(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value)) leaves(v, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined) into.set(prefix, JSON.stringify(value));
  return into;
}

/** Kept by their own rule (the longer list wins) rather than leaf by leaf. */
const WHOLE_LISTS = ['media', 'price_history', 'property.areas'];

/** Each platform's listings read more than once in one run, with their reads in path order. */
function readsByPlatform(seed: number, size: number): Map<string, ListingObserved[][]> {
  const out = new Map<string, ListingObserved[][]>();
  for (const { collector, pages } of renderedPages(generate({ seed, size }).listings)) {
    const reads = new Map<string, ListingObserved[]>();
    for (const page of pages) {
      for (const o of collector.parse(page, { observedAt, retrievedAt: observedAt }).observations) {
        if (o.kind === 'listing') reads.set(o.data.native_id, [...(reads.get(o.data.native_id) ?? []), o.data]);
      }
    }
    out.set(collector.platform, [...reads.values()].filter((r) => r.length > 1));
  }
  return out;
}

const merge = (reads: ListingObserved[]) => reads.slice(1).reduce((held, read) => READ_RULES.listing.merge(held, read), reads[0] as ListingObserved);

describe('one run merging a listing card and its detail page, on all ten portals', () => {
  const byPlatform = readsByPlatform(7, 400);

  it.each([...PLATFORMS])('%s: nothing either read stated is lost, nothing is invented, the finer postcode wins', (platform) => {
    const listings = byPlatform.get(platform) ?? [];
    expect(listings.length).toBeGreaterThan(5);
    const lost: string[] = [];
    const invented: string[] = [];
    for (const reads of listings) {
      for (const ordered of [reads, [...reads].reverse()]) {
        const merged = leaves(merge(ordered));
        const stated = ordered.map((read) => leaves(read));
        for (const read of stated) {
          for (const path of read.keys()) if (!merged.has(path) && !WHOLE_LISTS.some((l) => path.startsWith(l))) lost.push(`${reads[0]?.native_id} ${path}`);
        }
        for (const [path, value] of merged) if (!stated.some((read) => read.get(path) === value)) invented.push(`${reads[0]?.native_id} ${path}`);
        const postcodes = ordered.map((read) => read.property.address?.postal_code?.replace(/\s+/g, '') ?? '');
        const finest = Math.max(...postcodes.map((p) => p.length));
        expect(merged.get('property.address.postal_code')?.replace(/[\s"]+/g, '') ?? '').toHaveLength(finest);
      }
    }
    expect(lost).toEqual([]);
    expect(invented).toEqual([]);
  });
});
