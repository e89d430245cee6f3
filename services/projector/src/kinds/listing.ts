import type { EventOf } from '@estate/events';
import { postalDistrict } from '@estate/normalize';
import { listingSearchDocument, listingSearchValues, type SearchDocument } from '@estate/search';
import type { EncodedDocument } from '../encoded-document.js';
import { encodedStoredListing, listingDescriptionDigest, listingDocument, livingAreaSqm, pricePerSqm } from '../listing-document.js';
import { mediaRows } from './media.js';
import { nullable, projection, type ProjectionSink } from './projection.js';
import { readJobResultKey, type ReadJobResultDocument } from './job-progress.js';

/** `listings` holds a StoredListing, serialized around the same document text as the row's. */
type ListingDocuments = { listings: EncodedDocument; listing_search: SearchDocument; read_job_results: ReadJobResultDocument };
type Listings = ProjectionSink<'listings' | 'listingObservations' | 'listingMedia', ListingDocuments>;

/**
 * `listing.observed`: the listing's current row (search columns and document) in `listings`,
 * one row per observation in `listing_observations` (its history, and through the materialized
 * view the market series), one row per gallery item in `listing_media`, its document in the
 * `listings` bucket for point reads, and its filter and sort fields in the `listing_search`
 * bucket for the gateways' search projections. The matcher gives the listing its property first,
 * so rows and document carry the same property id.
 */
export const listingProjection = projection({
  tables: ['listings', 'listingObservations', 'listingMedia'],
  documents: ['listings', 'listing_search', 'read_job_results'],
  project(event: EventOf<'listing.observed'>, out: Listings, { matcher }) {
    const document = listingDocument(event);
    // Matching state beside the document, not in it: the row's column and the matcher only.
    const descriptionDigest = listingDescriptionDigest(event);
    const assignment = matcher.assign(document, { observed_at: event.observed_at, event_id: event.id }, descriptionDigest);
    // The document is this call's own object: it takes the property it was assigned to.
    document.property.id = assignment.propertyId;
    const p = document.property;
    const area = livingAreaSqm(document);
    const amount = document.price?.amount;
    // Serialized once: the row's `document` column and the KV document share this text.
    const documentJson = JSON.stringify(document);
    const common = {
      listing_id: document.id,
      platform: event.platform,
      native_id: document.native_id,
      country: event.data.country,
      city: p.address?.city ?? '',
      region: p.address?.region ?? '',
      transaction: document.transaction,
      status: document.status,
      property_type: p.property_type ?? '',
      price_amount: nullable(amount),
      currency: document.price?.currency ?? '',
      price_per_sqm: nullable(pricePerSqm(amount, area)),
      area_sqm: nullable(area),
      bedrooms: nullable(p.bedrooms),
      observed_at: event.observed_at,
      source_updated_at: nullable(document.source_updated_at),
      event_id: event.id,
    };
    const row = {
      ...common,
      postal_code: p.address?.postal_code ?? '',
      bathrooms: nullable(p.bathrooms),
      rooms: nullable(p.rooms),
      year_built: nullable(p.year_built),
      latitude: nullable(p.geometry?.latitude),
      longitude: nullable(p.geometry?.longitude),
      title: document.title ?? '',
      url: document.url ?? '',
      property_id: p.id,
      property_match_method: assignment.method,
      property_confidence: assignment.confidence,
      description_digest: descriptionDigest,
      document: documentJson,
    };
    out.row('listings', row);
    out.row('listingObservations', {
      ...common,
      postal_district: p.address?.postal_code ? postalDistrict(event.data.country, p.address.postal_code) : '',
      run_id: event.collector.run_id,
    });
    mediaRows(document.id, document.media ?? [], event, out);
    out.document('listing_search', document.id, listingSearchDocument(row, listingSearchValues(row, { agent_id: document.agent?.id, agency_id: document.agency?.id })));
    out.document('listings', document.id, encodedStoredListing(documentJson, event));
    // A read job's answer: the listings its collection kept, for getReadJobResults.
    if (event.job_id) out.document('read_job_results', readJobResultKey(event.job_id, document.id), { listing_id: document.id, platform: event.platform, observed_at: event.observed_at, event_id: event.id });
  },
});
