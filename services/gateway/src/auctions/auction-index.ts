import { BUCKETS, type Bus } from '@estate/bus';
import type { Logger } from '@estate/runtime';
import { AuctionSearch, auctionOwnValuesOf, auctionSearchFields, type AuctionOwnSearchFields } from '@estate/search';
import type { ReadinessCheck } from '../routes/service-routes.js';
import { SearchFeed, snapshotOption, type SearchSink, type SearchSnapshotConfig } from '../search/search-feed.js';

/** The auction search, fed from the `auction_search` bucket; ready once it has loaded what the bucket held. */
export interface AuctionSearchIndex {
  readonly search: AuctionSearch;
  readonly isLoaded: boolean;
  readonly loaded: Promise<void>;
  readonly readiness: ReadinessCheck[];
  close(): Promise<void>;
}

/**
 * Follows `auction_search` into an AuctionSearch, whose clock recomputes each auction's status
 * as its start and end pass (`now` is the gateway's clock; tests give their own).
 */
export async function openAuctionSearch(bus: Bus, logger: Logger, now: () => number = Date.now, snapshots?: SearchSnapshotConfig): Promise<AuctionSearchIndex> {
  const search = new AuctionSearch(now);
  const sink: SearchSink<AuctionOwnSearchFields> = {
    upsert: (id, fields) => search.upsert(id, fields),
    remove: (id) => search.remove(id),
    get size() {
      return search.size;
    },
  };
  const feed = await SearchFeed.open({ bus, bucket: BUCKETS.auctionSearch, projection: sink, decode: auctionOwnValuesOf, logger, what: 'auction search', ...snapshotOption(snapshots, auctionSearchFields.fields) });
  return {
    search,
    get isLoaded() {
      return feed.isLoaded;
    },
    loaded: feed.loaded,
    readiness: [feed.readiness],
    close: () => feed.close(),
  };
}
