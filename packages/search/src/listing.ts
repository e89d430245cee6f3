import { LIVE_WINDOW_MS } from '@estate/events/live-window';
import { defineSearchKind, type FieldValues, type SortSpec } from './field-spec.js';
import type { ListingSearchQuery, ListingSort, SearchPosition } from './listing-query.js';
import type { Collapse, SearchFilter, SearchQuery, SearchResult } from './query.js';
import { rangeFilters, searchLocationFilters } from './request-filters.js';
import { fieldValuesOfDocument, searchDocumentValues, type SearchDocument, type SearchVersion } from './search-document.js';
import { SearchProjection, type SearchProjectionOptions } from './search-projection.js';

/**
 * The listing kind's search fields: the filter and sort columns the projector writes to the
 * `listings` table, held as ClickHouse compares them there (amounts and areas as doubles,
 * bathrooms as float32, timestamps as epoch milliseconds), so that SQL over the table finds what
 * the projection finds (the differential test holds the two equal).
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
  } as const satisfies Record<ListingSort, SortSpec>,
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
 * A listing's search facts as the projector derives them from its observation (the same values it
 * writes to the `listings` row, and reads back from it when a listing expires): decimals as text,
 * timestamps as ISO 8601, a fact the listing lacks null or absent.
 */
export interface ListingSearchFacts {
  platform: string;
  country: string;
  city?: string | null | undefined;
  region?: string | null | undefined;
  postal_code?: string | null | undefined;
  transaction: string;
  status: string;
  property_type?: string | null | undefined;
  currency?: string | null | undefined;
  price_amount?: string | null | undefined;
  price_per_sqm?: string | null | undefined;
  area_sqm?: number | null | undefined;
  bedrooms?: number | null | undefined;
  bathrooms?: number | null | undefined;
  year_built?: number | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  observed_at: string;
  source_updated_at?: string | null | undefined;
  property_id?: string | null | undefined;
  property_match_method?: string | null | undefined;
  property_confidence?: number | null | undefined;
}

/**
 * A listing's facts as the projection holds them. A string the listing lacks is '' (the
 * `listings` column's default, which SQL over the table compares); a decimal becomes the double
 * `toFloat64` gives.
 */
export function listingSearchValues(facts: ListingSearchFacts, professionals: ListingProfessionals = {}): ListingSearchValues {
  const { latitude, longitude } = facts;
  return {
    platform: facts.platform,
    country: facts.country,
    city: facts.city ?? '',
    region: facts.region ?? '',
    postal_code: facts.postal_code ?? '',
    transaction: facts.transaction,
    status: facts.status,
    property_type: facts.property_type ?? '',
    currency: facts.currency ?? '',
    price_amount: decimal(facts.price_amount),
    price_per_sqm: decimal(facts.price_per_sqm),
    area_sqm: facts.area_sqm ?? null,
    bedrooms: facts.bedrooms ?? null,
    bathrooms: facts.bathrooms ?? null,
    year_built: facts.year_built ?? null,
    point: latitude === null || latitude === undefined || longitude === null || longitude === undefined ? null : { latitude, longitude },
    observed_at: Date.parse(facts.observed_at),
    source_updated_at: facts.source_updated_at === null || facts.source_updated_at === undefined ? null : Date.parse(facts.source_updated_at),
    property_id: facts.property_id ?? '',
    property_match_method: facts.property_match_method ?? '',
    property_confidence: facts.property_confidence ?? 0,
    agent_id: professionals.agent_id ?? '',
    agency_id: professionals.agency_id ?? '',
  };
}

/** The `listing_search` document of a listing observation: what the projector writes to the listing search bucket. */
export function listingSearchDocument(version: SearchVersion, values: ListingSearchValues): SearchDocument {
  // Only the version's two fields: the projector passes the whole `listings` row as the version.
  return { observed_at: version.observed_at, event_id: version.event_id, values: searchDocumentValues(listingSearchFields, values) };
}

/** A listing search document's values, or undefined when the value is not one. */
export function listingSearchValuesOf(document: unknown): ListingSearchValues | undefined {
  return fieldValuesOfDocument(listingSearchFields, document);
}

function decimal(value: string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A listing search as the projection's query: its filters, sort, page and cap. */
export function listingSearchQuery(query: ListingSearchQuery): SearchQuery {
  return {
    filters: listingFilters(query),
    sort: query.sort,
    limit: query.limit,
    after: query.after === undefined ? undefined : { key: query.after.key, id: query.after.listing_id },
    totalCap: query.totalCap,
    ...(query.collapse === 'property' ? { collapse: PROPERTY_COLLAPSE } : {}),
  };
}

/**
 * One home per property: a home's representative is its most recent matching listing, the first
 * in the `newest` sort (the latest `source_updated_at`, a listing without one after every dated
 * one, ties to the greater listing id), so it does not move with collection runs.
 */
export const PROPERTY_COLLAPSE: Collapse = { field: 'property_id', representative: 'newest' };

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

/** A page of listing ids with the position the gateway's listing cursors carry. */
export interface ListingIdPage {
  listing_ids: string[];
  has_more: boolean;
  next?: SearchPosition;
  total: number;
  total_relation: 'exact' | 'lower_bound';
}

/** One page of a listing search: the page's ids, position and total. */
export function searchListingIds(projection: ListingSearchProjection, query: ListingSearchQuery, now = Date.now()): ListingIdPage {
  return listingIdPage(projection.search(listingSearchQuery(query), now));
}

/** A search result as a listing page: its position is the listing's. */
export function listingIdPage(result: SearchResult): ListingIdPage {
  const next = result.nextPosition;
  return {
    listing_ids: result.ids,
    has_more: next !== undefined,
    ...(next !== undefined ? { next: { key: next.key, listing_id: next.id } } : {}),
    total: result.total,
    total_relation: result.totalRelation,
  };
}
