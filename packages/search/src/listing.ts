import { LIVE_WINDOW_MS } from '@estate/events';
import type { ListingInsertRow, ListingSearchQuery, SearchPosition } from '@estate/store';
import { defineSearchKind, type FieldValues } from './field-spec.js';
import type { SearchFilter, SearchQuery, SearchResult } from './query.js';
import { rangeFilters, searchLocationFilters } from './request-filters.js';
import { fieldValuesOfDocument, searchDocumentValues, type SearchDocument } from './search-document.js';
import { SearchProjection, type SearchProjectionOptions } from './search-projection.js';

/**
 * The listing kind's search fields: the filter and sort columns the projector writes to the
 * `listings` table, held as the store's search compares them (amounts and areas as doubles,
 * bathrooms as float32, timestamps as epoch milliseconds).
 */
export const listingSearchFields = defineSearchKind({
  kind: 'listing',
  fields: {
    platform: { type: 'enum' },
    country: { type: 'enum' },
    city: { type: 'string' },
    region: { type: 'string' },
    postal_code: { type: 'string' },
    transaction: { type: 'enum' },
    status: { type: 'enum' },
    property_type: { type: 'enum' },
    currency: { type: 'enum' },
    price_amount: { type: 'number' },
    price_per_sqm: { type: 'number' },
    area_sqm: { type: 'number' },
    bedrooms: { type: 'number', storage: 'int32' },
    bathrooms: { type: 'number', storage: 'float32' },
    year_built: { type: 'number', storage: 'int32' },
    point: { type: 'point' },
    observed_at: { type: 'timestamp' },
    source_updated_at: { type: 'timestamp' },
    // Not filtered on: the search page's property groups are read from them (property-groups.ts).
    property_id: { type: 'string' },
    property_match_method: { type: 'enum' },
    property_confidence: { type: 'number', storage: 'float32' },
    // Not filtered on by listing searches: what the portfolio projection reads (portfolio.ts).
    agent_id: { type: 'string' },
    agency_id: { type: 'string' },
  },
  sorts: {
    // The source's own update time: the observation time moves with every collection run, and
    // a key that moves between two pages would make keyset paging skip or repeat records.
    newest: { field: 'source_updated_at', direction: 'desc' },
    price_asc: { field: 'price_amount', direction: 'asc' },
    price_desc: { field: 'price_amount', direction: 'desc' },
    price_per_sqm_asc: { field: 'price_per_sqm', direction: 'asc' },
    area_desc: { field: 'area_sqm', direction: 'desc', finiteOnly: true },
  },
  textLocation: { city: 'city', region: 'region', postal_code: 'postal_code' },
  expiresBy: 'observed_at',
  groupBy: ['property_id'],
});

export type ListingSearchFields = typeof listingSearchFields.fields;
export type ListingSearchValues = FieldValues<ListingSearchFields>;
export type ListingSearchProjection = SearchProjection<ListingSearchFields>;

/** An empty listing projection whose records live as long as the events' live window. */
export function createListingSearch(options: SearchProjectionOptions = {}): ListingSearchProjection {
  return new SearchProjection(listingSearchFields, { liveWindowMs: LIVE_WINDOW_MS, ...options });
}

/** The agent and agency ids of a listing: not columns of the `listings` row, but of its document. */
export interface ListingProfessionals {
  agent_id?: string | undefined;
  agency_id?: string | undefined;
}

/**
 * A `listings` row as the projection holds it. Strings the row leaves out are '' (the column's
 * default, which the store compares); decimals become the double `toFloat64` gives.
 */
export function listingSearchValues(row: ListingInsertRow, professionals: ListingProfessionals = {}): ListingSearchValues {
  const { latitude, longitude } = row;
  return {
    platform: row.platform,
    country: row.country,
    city: row.city ?? '',
    region: row.region ?? '',
    postal_code: row.postal_code ?? '',
    transaction: row.transaction,
    status: row.status,
    property_type: row.property_type ?? '',
    currency: row.currency ?? '',
    price_amount: decimal(row.price_amount),
    price_per_sqm: decimal(row.price_per_sqm),
    area_sqm: row.area_sqm ?? null,
    bedrooms: row.bedrooms ?? null,
    bathrooms: row.bathrooms ?? null,
    year_built: row.year_built ?? null,
    point: latitude === null || latitude === undefined || longitude === null || longitude === undefined ? null : { latitude, longitude },
    observed_at: Date.parse(row.observed_at),
    source_updated_at: row.source_updated_at === null || row.source_updated_at === undefined ? null : Date.parse(row.source_updated_at),
    property_id: row.property_id ?? '',
    property_match_method: row.property_match_method ?? '',
    property_confidence: row.property_confidence ?? 0,
    agent_id: professionals.agent_id ?? '',
    agency_id: professionals.agency_id ?? '',
  };
}

/** The search document of a `listings` row: what the projector writes to the listing search bucket. */
export function listingSearchDocument(row: ListingInsertRow, professionals: ListingProfessionals = {}): SearchDocument {
  return { observed_at: row.observed_at, event_id: row.event_id, values: searchDocumentValues(listingSearchFields, listingSearchValues(row, professionals)) };
}

/** A listing search document's values, or undefined when the value is not one. */
export function listingSearchValuesOf(document: unknown): ListingSearchValues | undefined {
  return fieldValuesOfDocument(listingSearchFields, document);
}

function decimal(value: string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** The store's listing search as the projection's query: same filters, sort, page and cap. */
export function listingSearchQuery(query: ListingSearchQuery): SearchQuery {
  return {
    filters: listingFilters(query),
    sort: query.sort,
    limit: query.limit,
    after: query.after === undefined ? undefined : { key: query.after.key, id: query.after.listing_id },
    totalCap: query.totalCap,
  };
}

function listingFilters(query: ListingSearchQuery): SearchFilter[] {
  const filters: SearchFilter[] = [
    { kind: 'in', field: 'platform', values: query.platforms },
    { kind: 'in', field: 'transaction', values: [query.transaction] },
    { kind: 'in', field: 'status', values: query.statuses },
  ];
  if (query.country !== undefined) filters.push({ kind: 'in', field: 'country', values: [query.country] });
  if (query.property_types !== undefined) filters.push({ kind: 'in', field: 'property_type', values: query.property_types });
  if (query.price?.currency !== undefined) filters.push({ kind: 'in', field: 'currency', values: [query.price.currency] });
  const ranges = { price_amount: query.price, bedrooms: query.bedrooms, bathrooms: query.bathrooms, area_sqm: query.area_sqm, year_built: query.year_built };
  return [...filters, ...rangeFilters(ranges), ...searchLocationFilters(query.location)];
}

/** A page of listing ids in the store's terms, so the gateway's cursor and meta stay as they are. */
export interface ListingIdPage {
  listing_ids: string[];
  has_more: boolean;
  next?: SearchPosition;
  total: number;
  total_relation: 'exact' | 'lower_bound';
}

/** searchListings of the store, answered by the projection: the page's ids, position and total. */
export function searchListingIds(projection: ListingSearchProjection, query: ListingSearchQuery, now = Date.now()): ListingIdPage {
  const result: SearchResult = projection.search(listingSearchQuery(query), now);
  const next = result.nextPosition;
  return {
    listing_ids: result.ids,
    has_more: next !== undefined,
    ...(next !== undefined ? { next: { key: next.key, listing_id: next.id } } : {}),
    total: result.total,
    total_relation: result.totalRelation,
  };
}
