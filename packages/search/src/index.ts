// The public surface of @estate/search: the generic projection, its field specs and queries, and
// the listing kind's spec with the mapping from the store's listing search.
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
export { DEFAULT_TOTAL_CAP, type SearchFilter, type SearchQuery, type SearchResult } from './query.js';
export type { Position } from './ordering.js';
export { searchDocumentValues, fieldValuesOfDocument, type SearchDocument, type SearchDocumentValue } from './search-document.js';
export {
  listingSearchFields,
  createListingSearch,
  listingSearchValues,
  listingSearchDocument,
  listingSearchValuesOf,
  listingSearchQuery,
  searchListingIds,
  type ListingSearchFields,
  type ListingSearchValues,
  type ListingSearchProjection,
  type ListingIdPage,
} from './listing.js';
export { propertyGroupsOfPage } from './property-groups.js';
