/**
 * Zillow's auction facts on a home's details: `listingSubType.isForAuction` flags a home sold at
 * auction, and the foreclosure auction fields say when and where (`foreclosureAuctionTime`,
 * `foreclosureAuctionLocation`, `foreclosureAuctionCity`, `foreclosureAuctionDescription`; names
 * from public clients of the page's `property`, e.g. the GraphQL field lists of zillow scrapers).
 * The time is the property's local wall-clock time (its `timeZone`), written as the page's other
 * local times are (`OPEN_HOUSE_TIME`), or epoch milliseconds.
 */
export interface ZillowAuctionFields {
  listingSubType?: { isForAuction?: boolean; isFSBA?: boolean; isForeclosure?: boolean; isBankOwned?: boolean };
  foreclosureAuctionTime?: string | number | null;
  foreclosureAuctionLocation?: string | null;
  foreclosureAuctionCity?: string | null;
  foreclosureAuctionDescription?: string | null;
}
