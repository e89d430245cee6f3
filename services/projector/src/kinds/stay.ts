import { servedGeometry, type StayBody } from '@estate/contract';
import type { EventOf } from '@estate/events';
import type { StoredStay } from '@estate/documents';
import { makeId, postalDistrict, stayId } from '@estate/normalize';
import { staySearchDocument, type SearchDocument } from '@estate/search';
import { sourceOf } from '../source-of.js';
import { nullable, projection, type ProjectionSink } from './projection.js';

type StayDocuments = { stays: StoredStay; stay_search: SearchDocument };

/**
 * `stay.observed`: the stay's current row in `stays` (for analysts), its document in the `stays`
 * bucket for point reads, and its own filter and sort fields in `stay_search` for the gateways'
 * stay search (its available nights come from its calendar: stay-availability.ts).
 */
export const stayProjection = projection({
  tables: ['stays'],
  documents: ['stays', 'stay_search'],
  project(event: EventOf<'stay.observed'>, out: ProjectionSink<'stays', StayDocuments>) {
    const stay = stayDocument(event);
    const d = event.data;
    const address = stay.property?.address;
    const point = stay.property?.geometry;
    const amount = stay.price?.amount;
    const version = { observed_at: event.observed_at, event_id: event.id };
    out.row('stays', {
      stay_id: stay.id,
      platform: event.platform,
      listing_platform: d.listing_platform,
      native_id: d.native_id,
      country: d.country,
      city: address?.city ?? '',
      region: address?.region ?? '',
      postal_district: address?.postal_code ? postalDistrict(d.country, address.postal_code) : '',
      room_type: stay.room_type ?? '',
      accommodates: nullable(stay.accommodates),
      bedrooms: nullable(stay.property?.bedrooms),
      price_amount: nullable(amount),
      currency: stay.price?.currency ?? '',
      minimum_nights: nullable(stay.minimum_nights),
      maximum_nights: nullable(stay.maximum_nights),
      rating: nullable(stay.rating),
      review_count: nullable(stay.review_count),
      latitude: nullable(point?.latitude),
      longitude: nullable(point?.longitude),
      observed_at: event.observed_at,
      event_id: event.id,
      document: JSON.stringify(stay),
    });
    out.document('stays', stay.id, { stay, ...version });
    out.document(
      'stay_search',
      stay.id,
      staySearchDocument(version, {
        platform: event.platform,
        country: d.country,
        city: address?.city ?? '',
        region: address?.region ?? '',
        postal_code: address?.postal_code ?? '',
        room_type: stay.room_type ?? '',
        accommodates: stay.accommodates ?? null,
        bedrooms: stay.property?.bedrooms ?? null,
        currency: stay.price?.currency ?? '',
        price_per_night: amount === undefined ? null : Number(amount),
        rating: stay.rating ?? null,
        review_count: stay.review_count ?? null,
        minimum_nights: stay.minimum_nights ?? null,
        maximum_nights: stay.maximum_nights ?? null,
        point: point ? { latitude: point.latitude, longitude: point.longitude } : null,
        observed_at: Date.parse(event.observed_at),
      }),
    );
  },
});

/** The stay as the API serves it, from one observation. */
export function stayDocument(event: EventOf<'stay.observed'>): StayBody {
  const d = event.data;
  const id = stayId(d.listing_platform, d.native_id);
  const hasProperty = d.address !== undefined || d.geometry !== undefined || d.bedrooms !== undefined || d.bathrooms !== undefined;
  return {
    id,
    source: sourceOf(event, d.source_observed_at),
    ...(d.title !== undefined ? { title: d.title } : {}),
    ...(d.url !== undefined ? { url: d.url } : {}),
    ...(d.room_type !== undefined ? { room_type: d.room_type } : {}),
    ...(d.accommodates !== undefined ? { accommodates: d.accommodates } : {}),
    ...(hasProperty
      ? {
          // A stay is not matched with listings of the same home: it is a property of its own.
          property: {
            id: makeId('prp', 'stay', id),
            ...(d.address !== undefined ? { address: d.address } : {}),
            ...(d.geometry !== undefined ? { geometry: servedGeometry(d.geometry) } : {}),
            ...(d.bedrooms !== undefined ? { bedrooms: d.bedrooms } : {}),
            ...(d.bathrooms !== undefined ? { bathrooms: d.bathrooms } : {}),
          },
        }
      : {}),
    ...(d.price !== undefined ? { price: d.price } : {}),
    ...(d.minimum_nights !== undefined ? { minimum_nights: d.minimum_nights } : {}),
    ...(d.maximum_nights !== undefined ? { maximum_nights: d.maximum_nights } : {}),
    ...(d.rating !== undefined ? { rating: d.rating } : {}),
    ...(d.review_count !== undefined ? { review_count: d.review_count } : {}),
    ...(d.host_name !== undefined ? { host_name: d.host_name } : {}),
    observed_at: event.observed_at,
  };
}
