import { BUCKETS, openBucket } from '@estate/bus';
import type { StoredAuction } from '@estate/documents';
import { getAuctionHandler, searchAuctionsHandler } from '../auctions/auction-handlers.js';
import { openAuctionSearch } from '../auctions/auction-index.js';
import { LiveListings } from '../reads/live-listings.js';
import { LiveDocuments } from '../reads/live-documents.js';
import { defineKind } from './kind.js';

/**
 * Auctions (BOE and ZVG notices, portal listings flagged for auction): documents from the
 * `auctions` bucket, searches from the auction search projection, whose statuses follow the
 * clock; a linked listing is read from the `listings` bucket when the auction is served.
 */
export const auctionsKind = defineKind({
  kind: 'auctions',
  async open({ bus, board, locations, logger, settings }) {
    const [auctionsBucket, listingsBucket] = await Promise.all([openBucket(bus, BUCKETS.auctions), openBucket(bus, BUCKETS.listings)]);
    const index = await openAuctionSearch(bus, logger, () => board.now(), settings.searchSnapshots);
    const deps = { board, auctions: new LiveDocuments<StoredAuction>(auctionsBucket, 'auction', () => board.now()), listings: new LiveListings(listingsBucket, () => board.now()), index, locations };
    return {
      handlers: { searchAuctions: searchAuctionsHandler(deps), getAuction: getAuctionHandler(deps) },
      readiness: index.readiness,
      ready: index.loaded,
      close: () => index.close(),
    };
  },
});
