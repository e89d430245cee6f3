// The public surface of @estate/search: the generic projection, its field specs and queries, and
// each kind's spec, search document and query.
export {
  defineSearchKind,
  type FieldSpec,
  type FieldType,
  type FieldValues,
  type SearchKindSpec,
  type SortSpec,
  type TextRole,
  type NumericFieldName,
  type StringFieldName,
  type TimestampFieldName,
  type PointFieldName,
} from './field-spec.js';
export { SearchProjection, type SearchProjectionOptions } from './search-projection.js';
export { DEFAULT_TOTAL_CAP, type Collapse, type SearchFilter, type SearchQuery, type SearchResult } from './query.js';
export type { CollapsedResult, Representative } from './collapse.js';
export type { Position } from './ordering.js';
export type { RangeBounds, SearchLocation } from './request-filters.js';
export type { ListingSearchQuery, ListingSort, SearchPosition } from './listing-query.js';
export { searchDocumentValues, fieldValuesOfDocument, type SearchDocument, type SearchDocumentValue, type SearchVersion } from './search-document.js';
export {
  listingSearchFields,
  createListingSearch,
  listingSearchValues,
  listingSearchDocument,
  listingSearchValuesOf,
  listingSearchQuery,
  searchListingIds,
  PROPERTY_COLLAPSE,
  type ListingSearchFields,
  type ListingSearchValues,
  type ListingSearchProjection,
  type ListingIdPage,
  type ListingProfessionals,
  type ListingSearchFacts,
} from './listing.js';
export { createPortfolioSearch, portfolioPage, portfolioSearchFields, portfolioValuesOf, type PortfolioOwner, type PortfolioPage, type PortfolioProjection, type PortfolioSearchFields } from './portfolio.js';
export {
  agencySearchDocument,
  agencySearchFields,
  agencySearchValuesOf,
  agentSearchDocument,
  agentSearchFields,
  agentSearchValuesOf,
  AGENCY_MATCH_KEYS,
  createAgencySearch,
  createAgentSearch,
  professionalFilters,
  type AgencyMatchMethod,
  type AgencySearchFields,
  type AgencySearchValues,
  type AgentSearchFields,
  type AgentSearchValues,
  type ProfessionalQuery,
} from './professionals.js';
export {
  createLocationSearch,
  locationFilters,
  locationSearchDocument,
  locationSearchFields,
  locationSearchValuesOf,
  type LocationQuery,
  type LocationSearchFields,
  type LocationSearchValues,
} from './location.js';
export { foldName, nameMatches } from './name-match.js';
export { propertyGroupsOfPage, type HomeGroup, type PriceSpread, type PropertyGroup, type PropertyGroupOptions } from './property-groups.js';
export {
  staySearchFields,
  createStaySearch,
  staySearchDocument,
  stayOwnValuesOf,
  stayNightsDocument,
  stayNightsOf,
  stayFilters,
  searchStayIds,
  staySearchQuery,
  STAY_SORTS,
  type StaySort,
  type StaySearchFields,
  type StaySearchValues,
  type StayOwnSearchValues,
  type StayOwnSearchFields,
  type StaySearchProjection,
  type StaySearchQuery,
  type StayNightsDocument,
} from './stay.js';
export { availableNightsOf, epochDay, isoDateOfEpochDay, NIGHTS_HORIZON_DAYS, type AvailableNights } from './available-nights.js';
export {
  AuctionSearch,
  auctionFilters,
  auctionOwnValuesOf,
  auctionSearchDocument,
  auctionSearchFields,
  auctionStatusAt,
  nextStatusChange,
  type AuctionOwnSearchFields,
  type AuctionOwnSearchValues,
  type AuctionSearchFields,
  type AuctionSearchQuery,
  type AuctionTimes,
} from './auction.js';
export {
  createDevelopmentSearch,
  developmentFilters,
  developmentSearchDocument,
  developmentSearchFields,
  developmentSearchValuesOf,
  type DevelopmentQuery,
  type DevelopmentSearchFields,
  type DevelopmentSearchProjection,
  type DevelopmentSearchValues,
} from './development.js';
export { bySimilarity, similarListings, type SimilarListing } from './similar.js';
export { ShardedListingSearch, type ListingSearchReader, type ShardedListingSearchOptions } from './shards/sharded-listing-search.js';
export { ShardedStaySearch, type StaySearchReader, type StayNightsFields } from './shards/sharded-stay-search.js';
export type { ShardedSearchOptions } from './shards/sharded-search.js';
export { shardOf } from './shards/shard-of.js';
export { SNAPSHOT_FORMAT_VERSION, SnapshotDecoder, SnapshotEncoder, SnapshotFormatError, type SnapshotRecord } from './snapshots/snapshot-codec.js';
