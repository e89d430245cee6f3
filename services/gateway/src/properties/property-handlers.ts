import { DEFAULT_PAGE_SIZE, type ListingBody, type PropertyGroupBody, type PropertyRecordBody } from '@estate/contract';
import { compactPostalCode, comparablesAreaKey, houseNumber, isId, japaneseDistrict, linkListing, makeId, placeRecord, postalDistrict, radiusBounds, streetKey, streetLinkKey, unitKey } from '@estate/normalize';
import {
  findLiveListingByUrl,
  getPropertyRecordRow,
  getPropertyRecordsPage,
  liveListingsByPostalCodes,
  liveListingsInBox,
  marketSalesInAreas,
  recordsByStreetLinkKeys,
  type RecordPosition,
  type Store,
} from '@estate/store';
import { ApiError } from '../http/api-error.js';
import type { LiveListings } from '../reads/live-listings.js';
import { urlVariants } from '../reads/url-variants.js';
import { decodeCursor, encodeCursor, requestFingerprint } from '../reads/cursor.js';
import type { SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf, OperationResult } from '../routes/operations.js';
import { COMPARABLES, rankComparables } from './comparables.js';
import { propertySources } from './dataset-sources.js';
import { parseListing, propertyBody, streetLineOf, viewProperty, type PropertyView } from './property-view.js';
import { recordBody } from './record-body.js';
import { valuate, type ListingEvidence, type SaleEvidence } from './valuation.js';

export interface PropertyDeps {
  store: Store;
  board: SourceBoard;
  listings: LiveListings;
  /** Clock, for the valuation date and tests. */
  now?: () => number;
}

const isRecordPosition = (v: unknown): v is RecordPosition =>
  typeof v === 'object' && v !== null && typeof (v as RecordPosition).event_at === 'string' && typeof (v as RecordPosition).record_id === 'string';
const isListingPosition = (v: unknown): v is { listing_id: string } => typeof v === 'object' && v !== null && typeof (v as { listing_id: unknown }).listing_id === 'string';

const notFound = (id: string) => new ApiError('not_found', `no property ${id} is known: neither a public record nor a listing seen within the last 24 hours describes it`);

/**
 * The property `id` names, or the envelope's clear error: 404 for an unknown id, and for a
 * record id given in its place a 404 saying the source retracted it, or a 400 naming its property.
 */
async function requireView(store: Store, id: string): Promise<PropertyView> {
  if (isId('rec', id)) {
    const record = await storeCall(() => getPropertyRecordRow(store, id));
    if (!record) throw new ApiError('not_found', `no record ${id} is known`);
    if (record.retracted) throw new ApiError('not_found', `record ${id} (${record.dataset} ${record.native_id}) was retracted by its source in release ${record.vintage} and is no longer served`);
    throw new ApiError('invalid_request', `${id} is a record id, not a property id${record.property_id ? `; its property is ${record.property_id}` : '; its source places it on no single property'}`);
  }
  const view = await viewProperty(store, id);
  if (!view) throw notFound(id);
  return view;
}

/** The platforms a property's answer rests on: its records' and its listings'. */
const platformsOf = (view: PropertyView, extra: Iterable<string> = []): string[] => [...view.records.map((r) => r.platform), ...view.listings.map((l) => l.platform), ...extra];

function groupOf(view: PropertyView): PropertyGroupBody[] {
  if (view.listings.length === 0) return [];
  const best = [...view.listings].sort((a, b) => (b.property_confidence ?? 0) - (a.property_confidence ?? 0))[0];
  const method = view.link?.method ?? (best?.property_match_method || 'native_reference');
  const confidence = view.link?.confidence ?? (view.listings.length > 1 ? (best?.property_confidence ?? 0) : 1);
  return [{ property_id: view.id, listing_ids: view.listings.map((l) => l.listing_id).sort(), match_method: method, status: 'matched', confidence }];
}

async function meta(deps: PropertyDeps, view: PropertyView, extra: Iterable<string> = []): Promise<NonNullable<OperationResult['meta']>> {
  const { sources, warnings } = await propertySources(deps.store, deps.board, platformsOf(view, extra));
  return { sources, warnings };
}

/** getProperty: the home as its newest listing or its records describe it. */
export function getPropertyHandler(deps: PropertyDeps): HandlerOf<'getProperty'> {
  return async ({ params }) => {
    const view = await requireView(deps.store, params.property_id);
    const groups = groupOf(view);
    return { data: propertyBody(view), meta: { ...(await meta(deps, view)), ...(groups.length > 0 ? { property_groups: groups } : {}) } };
  };
}

/** A property found by an address, the way its public records are keyed, else by its street's records or listings. */
async function resolveAddress(store: Store, address: { line1?: string | undefined; unit?: string | undefined; postal_code?: string | undefined; city?: string | undefined; country: string }): Promise<{ id: string; method: string; confidence: number } | undefined> {
  const country = address.country;
  const house = houseNumber(address.line1);
  const keyed = placeRecord({
    country,
    address,
    ...(country === 'GB' && address.postal_code && house !== '' ? { gb: { postcode: address.postal_code, paon: house, saon: address.unit, street: streetKey(address.line1) } } : {}),
  });
  if (keyed) {
    const found = await storeCall(() => getPropertyRecordsPage(store, [keyed.propertyId], { limit: 1 }));
    if (found.rows.length > 0) return { id: keyed.propertyId, method: keyed.method, confidence: 0.97 };
  }
  const key = streetLinkKey(country, address.postal_code, address.line1);
  if (!key) return undefined;
  const rows = await storeCall(() => recordsByStreetLinkKeys(store, [key]));
  const candidates = [...new Map(rows.map((r) => [r.property_id, { propertyId: r.property_id, postalCode: compactPostalCode(r.postal_code), propertyType: r.property_type, houseNumber: r.house_number, unit: r.unit }])).values()];
  // An address names its house: without a number it cannot single out a home of its street.
  if (house !== '') {
    const link = linkListing({ postalCode: compactPostalCode(address.postal_code), propertyType: '', houseNumber: house, unit: unitKey(address.unit) }, candidates.filter((c) => c.houseNumber === house));
    if (link) return { id: link.propertyId, method: link.method, confidence: link.confidence };
    const postal = compactPostalCode(address.postal_code);
    const codes = country === 'GB' ? [postal, postalDistrict('GB', address.postal_code ?? '')] : [postal];
    const listed = (await storeCall(() => liveListingsByPostalCodes(store, country, codes))).filter((row) => {
      const a = parseListing(row).property.address;
      return streetLinkKey(country, a?.postal_code, streetLineOf(a)) === key && houseNumber(a?.line1) === house && unitKey(a?.unit) === unitKey(address.unit);
    });
    const ids = [...new Set(listed.map((row) => row.property_id ?? ''))].filter((id) => id !== '');
    if (ids.length === 1) return { id: ids[0] as string, method: 'address', confidence: 0.9 };
  }
  return undefined;
}

/** resolveProperty: an address, a listing id or a listing URL → the property, with how it matched. */
export function resolvePropertyHandler(deps: PropertyDeps): HandlerOf<'resolveProperty'> {
  return async ({ body }) => {
    let resolved: { id: string; method: string; confidence: number } | undefined;
    let listing: ListingBody | undefined;
    if (body.listing_id !== undefined) {
      listing = (await deps.listings.get(body.listing_id))?.listing;
      if (!listing) throw new ApiError('not_found', `no listing ${body.listing_id} observed within the last 24 hours`);
    } else if (body.url !== undefined) {
      const url = body.url;
      const row = await storeCall(() => findLiveListingByUrl(deps.store, urlVariants(url)));
      listing = row ? (await deps.listings.get(row.listing_id))?.listing : undefined;
      if (!listing) throw new ApiError('not_found', `no listing with URL ${url} observed within the last 24 hours`);
    } else if (body.address !== undefined) {
      resolved = await resolveAddress(deps.store, body.address);
      if (!resolved) throw new ApiError('not_found', `no property is known at ${[body.address.unit, body.address.line1, body.address.postal_code, body.address.city, body.address.country].filter(Boolean).join(', ')}: no public record or live listing names that address`);
    } else {
      throw new ApiError('invalid_request', 'body needs one of address, listing_id or url');
    }
    const id = resolved?.id ?? (listing as ListingBody).property.id;
    const view = await requireView(deps.store, id);
    const [group] = groupOf(view);
    const matched: PropertyGroupBody = {
      property_id: id,
      listing_ids: group?.listing_ids ?? [],
      match_method: resolved?.method ?? (listing ? 'native_reference' : 'address'),
      status: 'matched',
      confidence: resolved?.confidence ?? 1,
    };
    return { data: propertyBody(view), meta: { ...(await meta(deps, view)), property_groups: [matched] } };
  };
}

/** getPropertyListings: every live listing of the property, across platforms, by listing id. */
export function getPropertyListingsHandler(deps: PropertyDeps): HandlerOf<'getPropertyListings'> {
  return async ({ params, query }) => {
    const view = await requireView(deps.store, params.property_id);
    const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
    const fingerprint = requestFingerprint('getPropertyListings', { id: view.id });
    const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isListingPosition, 'query.cursor');
    const rows = [...view.listings].sort((a, b) => (a.listing_id < b.listing_id ? -1 : 1)).filter((r) => !after || r.listing_id > after.listing_id);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const hasMore = rows.length > limit;
    const groups = groupOf(view);
    return {
      data: page.map(parseListing),
      meta: {
        ...(await meta(deps, view)),
        ...(groups.length > 0 ? { property_groups: groups } : {}),
        pagination: { has_more: hasMore, returned: page.length, total: view.listings.length, total_relation: 'exact', ...(hasMore && last ? { next_cursor: encodeCursor(fingerprint, { listing_id: last.listing_id }) } : {}) },
      },
    };
  };
}

/** A page of the property's records of some types (all when undefined), newest first; `first` goes ahead of them on the first page. */
async function recordsPage(
  deps: PropertyDeps,
  operation: string,
  propertyId: string,
  query: { limit?: number | undefined; cursor?: string | undefined },
  recordTypes: readonly string[] | undefined,
  first?: PropertyRecordBody,
): Promise<OperationResult> {
  const view = await requireView(deps.store, propertyId);
  const { limit = DEFAULT_PAGE_SIZE, cursor } = query;
  const fingerprint = requestFingerprint(operation, { id: view.id });
  const after = cursor === undefined ? undefined : decodeCursor(cursor, fingerprint, isRecordPosition, 'query.cursor');
  const lead = first && !after ? [first] : [];
  const room = limit - lead.length;
  const page =
    room > 0
      ? await storeCall(() => getPropertyRecordsPage(deps.store, view.recordPropertyIds, { limit: room, listings: view.listingRefs, ...(after ? { after } : {}), ...(recordTypes ? { recordTypes } : {}) }))
      : { rows: [], has_more: view.recordPropertyIds.length > 0 || view.listingRefs.length > 0 };
  const data = [...lead, ...page.rows.map(recordBody)];
  const last = page.rows[page.rows.length - 1];
  const next = page.has_more ? (last ? { event_at: last.event_at ?? '', record_id: last.record_id } : { event_at: '9999-12-31', record_id: '' }) : undefined;
  return {
    data,
    meta: {
      ...(await meta(deps, view, page.rows.map((r) => r.platform))),
      pagination: { has_more: page.has_more, returned: data.length, ...(next ? { next_cursor: encodeCursor(fingerprint, next) } : {}) },
    },
  };
}

export function getPropertyRecordsHandler(deps: PropertyDeps): HandlerOf<'getPropertyRecords'> {
  return async ({ params, query }) => recordsPage(deps, 'getPropertyRecords', params.property_id, query, undefined);
}

export function getPropertyTransactionsHandler(deps: PropertyDeps): HandlerOf<'getPropertyTransactions'> {
  return async ({ params, query }) => recordsPage(deps, 'getPropertyTransactions', params.property_id, query, ['transaction']);
}

export function getPropertyTaxAssessmentsHandler(deps: PropertyDeps): HandlerOf<'getPropertyTaxAssessments'> {
  return async ({ params, query }) => recordsPage(deps, 'getPropertyTaxAssessments', params.property_id, query, ['tax_assessment']);
}

const SALES_YEARS = 10;
const VALUATION_RADIUS_M = COMPARABLES.radiusMeters;

/** What the valuation and the comparables weigh the property by. */
function subjectFacts(view: PropertyView): { propertyType: string; areaSqm?: number; bedrooms?: number; point?: { latitude: number; longitude: number }; areaKeys: string[]; country: string; currency: string } {
  const body = propertyBody(view);
  const area = body.areas?.find((a) => a.basis === 'living' || a.basis === 'usable')?.normalized_sqm ?? view.listings.find((l) => l.area_sqm !== null)?.area_sqm ?? undefined;
  const country = body.address?.country ?? view.records[0]?.country ?? view.listings[0]?.country ?? '';
  const areaKeys = new Set(view.records.map((r) => r.area_key).filter((k) => k !== ''));
  const a = body.address;
  // A Japanese home's neighbourhood is its district, as MLIT names it (its sales carry no postcode).
  const jp = country === 'JP' && a?.region && a.city && japaneseDistrict(a.line1) !== '' ? { prefecture: a.region, municipality: a.city, district_name: japaneseDistrict(a.line1) } : undefined;
  const own = comparablesAreaKey({ country, postalCode: a?.postal_code, jp });
  if (own) areaKeys.add(own);
  const g = body.geometry;
  return {
    propertyType: body.property_type ?? view.records.find((r) => r.property_type !== '')?.property_type ?? '',
    ...(area !== undefined && area !== null ? { areaSqm: area } : {}),
    ...(body.bedrooms !== undefined ? { bedrooms: body.bedrooms } : {}),
    ...(g ? { point: { latitude: g.latitude, longitude: g.longitude } } : {}),
    areaKeys: [...areaKeys],
    country,
    currency: view.records.find((r) => r.currency !== '')?.currency ?? view.listings.find((l) => l.currency)?.currency ?? '',
  };
}

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The neighbourhood's sales and the live listings around the property: the evidence of valuations and comparables. */
async function evidenceOf(deps: PropertyDeps, facts: ReturnType<typeof subjectFacts>, now: number, transactions: readonly string[]) {
  const since = isoDay(now - SALES_YEARS * 365.25 * 86_400_000);
  const box = facts.point ? radiusBounds(facts.point.latitude, facts.point.longitude, VALUATION_RADIUS_M) : undefined;
  // A box across the antimeridian or around a pole is no neighbourhood of a home: no listings then.
  const area = box && box.longitudes !== 'all' ? { country: facts.country, south: box.south, north: box.north, ...box.longitudes, transactions } : undefined;
  const [sales, listings] = await Promise.all([
    storeCall(() => marketSalesInAreas(deps.store, facts.areaKeys, since)),
    area ? storeCall(() => liveListingsInBox(deps.store, area)) : Promise.resolve([]),
  ]);
  return { sales, listings };
}

/**
 * getPropertyValuations: the service's own valuation (first, on the first page) beside the
 * platforms' estimates and official values the stores hold as `valuation` records.
 */
export function getPropertyValuationsHandler(deps: PropertyDeps): HandlerOf<'getPropertyValuations'> {
  return async ({ params, query }) => {
    const now = (deps.now ?? Date.now)();
    const view = await requireView(deps.store, params.property_id);
    const facts = subjectFacts(view);
    const { sales, listings } = query.cursor === undefined ? await evidenceOf(deps, facts, now, ['sale']) : { sales: [], listings: [] };
    const saleEvidence: SaleEvidence[] = sales.flatMap((r) => (r.amount !== null && r.event_at ? [{ id: r.record_id, propertyId: r.property_id, price: Number(r.amount), date: r.event_at, propertyType: r.property_type, areaSqm: r.living_area_sqm ?? undefined }] : []));
    const listingEvidence: ListingEvidence[] = listings.flatMap((l) =>
      l.price_amount !== null && l.area_sqm !== null && l.currency === facts.currency && !view.listings.some((own) => own.listing_id === l.listing_id)
        ? [{ id: l.listing_id, price: Number(l.price_amount), areaSqm: l.area_sqm, propertyType: l.property_type ?? '' }]
        : [],
    );
    const asOf = isoDay(now);
    const own = query.cursor === undefined ? valuate({ propertyIds: view.recordPropertyIds, propertyType: facts.propertyType, areaSqm: facts.areaSqm }, { sales: saleEvidence, listings: listingEvidence }, asOf) : undefined;
    const first: PropertyRecordBody | undefined = own && {
      id: makeId('rec', 'estate', 'valuation', view.id, asOf),
      record_type: 'valuation',
      source: { platform: 'estate', provider: 'estate-gateway/valuation', observed_at: new Date(now).toISOString(), access_class: 'open_data', ...(facts.country ? { country: facts.country } : {}) },
      fields: {
        value: String(own.value),
        value_low: String(own.low),
        value_high: String(own.high),
        confidence: own.confidence,
        as_of: own.asOf,
        method: own.method,
        currency: facts.currency,
        kind: 'sale',
        growth_rate_per_year: Math.round(own.growth.rate * 10_000) / 10_000,
        repeat_sale_pairs: own.growth.pairs,
        comparables: own.comparables,
      },
      event_at: own.asOf,
    };
    return recordsPage(deps, 'getPropertyValuations', view.id, query, ['valuation'], first);
  };
}

/** getPropertyComparables: the neighbourhood's sales and nearby listings, most similar first; `basis` filters, `limit` (1–100) counts. */
export function getPropertyComparablesHandler(deps: PropertyDeps): HandlerOf<'getPropertyComparables'> {
  return async ({ params, query }) => {
    const now = (deps.now ?? Date.now)();
    const view = await requireView(deps.store, params.property_id);
    const facts = subjectFacts(view);
    const { sales, listings } = await evidenceOf(deps, facts, now, ['sale', 'rent']);
    const recent = isoDay(now - COMPARABLES.salesYears * 365.25 * 86_400_000);
    const { comparables, candidates } = rankComparables(
      { propertyIds: view.recordPropertyIds, listingIds: new Set(view.listings.map((l) => l.listing_id)), propertyType: facts.propertyType, areaSqm: facts.areaSqm, bedrooms: facts.bedrooms, point: facts.point },
      sales.filter((s) => (s.event_at ?? '') >= recent),
      listings,
      { basis: query.basis, limit: query.limit ?? DEFAULT_PAGE_SIZE, now },
    );
    const platforms = comparables.map((c) => c.source.platform);
    return {
      data: comparables,
      meta: { ...(await meta(deps, view, platforms)), pagination: { has_more: false, returned: comparables.length, total: candidates, total_relation: 'exact' } },
    };
  };
}
