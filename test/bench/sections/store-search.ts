import type { ListingSearchQuery } from '@estate/search';
import type { Store } from '@estate/store';
import { searchListingsSql } from '@estate/testkit';
import { percentiles } from '../report.js';

/** One search after the other through the store client, for `seconds`; latencies in ms. */
export async function timeStoreSearches(store: Store, queries: readonly ListingSearchQuery[], seconds: number): Promise<ReturnType<typeof percentiles>> {
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; performance.now() - started < seconds * 1000 || samples.length < queries.length; i++) {
    const query = queries[i % queries.length];
    if (!query) break;
    const t = performance.now();
    await searchListingsSql(store, query);
    samples.push(performance.now() - t);
  }
  return percentiles(samples);
}
