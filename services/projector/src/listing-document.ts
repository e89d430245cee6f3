import { servedGeometry, type ListingBody } from '@estate/contract';
import type { EventOf } from '@estate/events';
import { EncodedDocument } from './encoded-document.js';
import { descriptionDigest, OFFICE_COPY_COUNTRIES } from './property-match-office.js';
import { sourceOf } from './source-of.js';
import { agencyId, agentId, buildingId, listingId, livingAreaSqm as livingArea, makeId } from '@estate/normalize';

export type ListingEvent = EventOf<'listing.observed'>;

/** Most distinct agents and agencies remembered; past it the memo starts over (a bound, not an LRU). */
const PROFESSIONAL_IDS_KEPT = 50_000;
const professionalIds = new Map<string, string>();

/**
 * An agent's or agency's id, remembered: a few thousand of them appear on every listing they
 * hold, and each id is a SHA-256 of the normalized parts (a tenth of a listing's projection time
 * in the profile, two hashes per event).
 */
function professionalId(make: typeof agentId, kind: string, platform: string, nativeId: string | number): string {
  const key = `${kind}\u0000${platform}\u0000${nativeId}`;
  let id = professionalIds.get(key);
  if (id === undefined) {
    if (professionalIds.size >= PROFESSIONAL_IDS_KEPT) professionalIds.clear();
    id = make(platform, nativeId);
    professionalIds.set(key, id);
  }
  return id;
}

/**
 * The property a listing belongs to until cross-platform grouping assigns a shared one: each
 * listing its own property, derived from the listing so every replay derives the same id.
 */
export function ownPropertyId(platform: string, nativeId: string): string {
  return makeId('prp', platform, nativeId);
}

/** The contract's Listing, as the API serves it, built from one observation. */
export function listingDocument(event: ListingEvent, propertyId?: string): ListingBody {
  const d = event.data;
  const source = sourceOf(event, d.source_updated_at);
  const { native_id: _propertyNativeId, source_property_type: _sourceType, geometry, ...property } = d.property;
  const agency = d.agency
    ? {
        id: professionalId(agencyId, 'agy', event.platform, d.agency.native_id ?? d.agency.name),
        source,
        name: d.agency.name,
        ...(d.agency.address ? { address: d.agency.address } : {}),
        ...(d.agency.website ? { website: d.agency.website } : {}),
      }
    : undefined;
  const agent = d.agent
    ? {
        id: professionalId(agentId, 'agt', event.platform, d.agent.native_id ?? d.agent.name),
        source,
        name: d.agent.name,
        ...(agency ? { agency_id: agency.id } : {}),
        ...(d.agent.profile_url ? { profile_url: d.agent.profile_url } : {}),
        ...(d.agent.professional_contacts ? { professional_contacts: d.agent.professional_contacts } : {}),
        ...(d.agent.extensions ? { extensions: d.agent.extensions } : {}),
      }
    : undefined;
  return {
    id: listingId(event.platform, d.native_id),
    source,
    transaction: d.transaction,
    status: d.status,
    property: {
      id: propertyId ?? ownPropertyId(event.platform, d.native_id),
      ...property,
      ...(geometry ? { geometry: servedGeometry(geometry) } : {}),
    },
    ...(d.price ? { price: d.price } : {}),
    observed_at: event.observed_at,
    native_id: d.native_id,
    ...(d.source_status !== undefined ? { source_status: d.source_status } : {}),
    ...(d.title !== undefined ? { title: d.title } : {}),
    ...(d.url !== undefined ? { url: d.url } : {}),
    ...(agent ? { agent } : {}),
    ...(agency ? { agency } : {}),
    ...(d.building_native_id !== undefined ? { building_id: buildingId(event.platform, d.building_native_id) } : {}),
    ...(d.media ? { media: d.media } : {}),
    ...(d.source_updated_at !== undefined ? { source_updated_at: d.source_updated_at } : {}),
    ...(d.listed_at !== undefined ? { listed_at: d.listed_at } : {}),
    ...(d.extensions ? { extensions: d.extensions } : {}),
    ...(d.field_status ? { field_status: d.field_status } : {}),
  };
}

/**
 * The digest of the description's start in the countries whose offices copy one text to both of
 * the country's portals (GB, ES, DE; property-match-office), '' elsewhere or when the text is too short.
 * Matching state, not part of the listing: it goes to the row's `description_digest` column and
 * to the matcher beside the document, never into the served document.
 */
export function listingDescriptionDigest(event: ListingEvent): string {
  const d = event.data;
  return (OFFICE_COPY_COUNTRIES.has(d.country) ? descriptionDigest(d.description) : undefined) ?? '';
}

/** The living area in m² (the rule read jobs share), the one every per-m² figure and area filter uses. */
export function livingAreaSqm(document: ListingBody): number | undefined {
  return livingArea(document.property.areas);
}

/** Price per m² as a decimal string with two places, when both parts are known and sane. */
export function pricePerSqm(amount: string | undefined, areaSqm: number | undefined): string | undefined {
  if (amount === undefined || areaSqm === undefined || areaSqm <= 0) return undefined;
  const value = Number(amount) / areaSqm;
  return Number.isFinite(value) ? value.toFixed(2) : undefined;
}

/**
 * The `listings` bucket's StoredListing of an observation, serialized around `listingJson` (the
 * listing document's JSON, already made for the `listings` row): the same JSON as
 * `JSON.stringify` of the StoredListing object, without stringifying the document again.
 */
export function encodedStoredListing(listingJson: string, event: ListingEvent): EncodedDocument {
  const history = event.data.price_history?.length ? `,"source_history":${JSON.stringify(event.data.price_history)}` : '';
  const json = `{"listing":${listingJson},"observed_at":${JSON.stringify(event.observed_at)},"event_id":${JSON.stringify(event.id)}${history}}`;
  return new EncodedDocument(event.observed_at, event.id, json);
}

