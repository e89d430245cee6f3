import type { AuctionObserved } from '@estate/events';

/**
 * An auction portal shows one auction over several pages (the BOE's tabs: general data, the
 * lots, the managing authority; its search list with the state), each saying part of it. The run
 * publishes one observation per auction: the reads merged in the order they were made, a later
 * read's fields winning, the address and the source's own fields merged field by field, so no
 * page's part is lost and no reader sees an auction made of one tab.
 */
export function mergeAuctions(earlier: AuctionObserved, later: AuctionObserved): AuctionObserved {
  const merged: AuctionObserved = { ...earlier, ...later };
  if (earlier.address || later.address) merged.address = { ...earlier.address, ...later.address };
  if (earlier.fields || later.fields) merged.fields = { ...earlier.fields, ...later.fields };
  return merged;
}
