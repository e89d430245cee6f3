import { servedGeometry } from '@estate/contract';
import type { EventOf } from '@estate/events';
import type { StoredAuction } from '@estate/documents';
import { auctionId, listingId, makeId } from '@estate/normalize';
import { auctionSearchDocument, type SearchDocument } from '@estate/search';
import { sourceOf } from '../source-of.js';
import { nullable, projection, type ProjectionSink } from './projection.js';

type AuctionDocuments = { auctions: StoredAuction; auction_search: SearchDocument };

/**
 * `auction.observed`: the auction's current row in `auctions` (for analysts), its document in the
 * `auctions` bucket for point reads, and what its status and search need in `auction_search`.
 * Neither holds a status: it moves with the clock, so the gateway computes it when it reads.
 */
export const auctionProjection = projection({
  tables: ['auctions'],
  documents: ['auctions', 'auction_search'],
  project(event: EventOf<'auction.observed'>, out: ProjectionSink<'auctions', AuctionDocuments>) {
    const stored = storedAuction(event);
    const { auction } = stored;
    const d = event.data;
    const address = d.address;
    const point = d.geometry;
    const version = { observed_at: event.observed_at, event_id: event.id };
    out.row('auctions', {
      auction_id: auction.id,
      platform: event.platform,
      native_id: d.native_id,
      country: d.country,
      city: address?.city ?? '',
      region: address?.region ?? '',
      postal_code: address?.postal_code ?? '',
      stated_status: d.stated_status ?? '',
      source_status: d.source_status ?? '',
      starts_at: nullable(d.starts_at),
      ends_at: nullable(d.ends_at),
      timezone: d.timezone ?? '',
      currency: d.starting_bid?.currency ?? d.current_bid?.currency ?? '',
      starting_bid: nullable(d.starting_bid?.amount),
      current_bid: nullable(d.current_bid?.amount),
      listing_id: stored.listing_id ?? '',
      latitude: nullable(point?.latitude),
      longitude: nullable(point?.longitude),
      document: JSON.stringify(auction),
      observed_at: event.observed_at,
      event_id: event.id,
    });
    out.document('auctions', auction.id, stored);
    out.document(
      'auction_search',
      auction.id,
      auctionSearchDocument(version, {
        platform: event.platform,
        country: d.country,
        city: address?.city ?? '',
        region: address?.region ?? '',
        postal_code: address?.postal_code ?? '',
        point: point ? { latitude: point.latitude, longitude: point.longitude } : null,
        stated_status: d.stated_status ?? '',
        starts_at: d.starts_at === undefined ? null : Date.parse(d.starts_at),
        ends_at: d.ends_at === undefined ? null : Date.parse(d.ends_at),
        observed_at: Date.parse(event.observed_at),
      }),
    );
  },
});

/** The auction as the `auctions` bucket keeps it: everything but its status and the linked listing's document. */
export function storedAuction(event: EventOf<'auction.observed'>): StoredAuction {
  const d = event.data;
  const id = auctionId(event.platform, d.native_id);
  const hasProperty = d.address !== undefined || d.geometry !== undefined || d.property_type !== undefined || d.areas !== undefined;
  const auction: StoredAuction['auction'] = {
    id,
    source: sourceOf(event, d.source_updated_at),
    ...(d.title !== undefined ? { title: d.title } : {}),
    ...(d.description !== undefined ? { description: d.description } : {}),
    ...(d.starts_at !== undefined ? { starts_at: d.starts_at } : {}),
    ...(d.ends_at !== undefined ? { ends_at: d.ends_at } : {}),
    ...(d.timezone !== undefined ? { timezone: d.timezone } : {}),
    ...(d.starting_bid !== undefined ? { starting_bid: d.starting_bid } : {}),
    ...(d.current_bid !== undefined ? { current_bid: d.current_bid } : {}),
    ...(d.reserve_disclosed !== undefined ? { reserve_disclosed: d.reserve_disclosed } : {}),
    ...(d.reserve !== undefined ? { reserve: d.reserve } : {}),
    ...(d.terms_url !== undefined ? { terms_url: d.terms_url } : {}),
    ...(hasProperty
      ? {
          // The lot of an official notice is not matched with listings: it is a property of its own.
          property: {
            id: makeId('prp', 'auction', id),
            ...(d.address !== undefined ? { address: d.address } : {}),
            ...(d.property_type !== undefined ? { property_type: d.property_type } : {}),
            ...(d.geometry !== undefined ? { geometry: servedGeometry(d.geometry) } : {}),
            ...(d.areas !== undefined ? { areas: d.areas } : {}),
          },
        }
      : {}),
    ...(d.source_status !== undefined ? { source_status: d.source_status } : {}),
    ...(d.fields !== undefined ? { extensions: d.fields } : {}),
  };
  return {
    auction,
    ...(d.stated_status !== undefined ? { stated_status: d.stated_status } : {}),
    ...(d.listing !== undefined ? { listing_id: listingId(d.listing.platform, d.listing.native_id) } : {}),
    observed_at: event.observed_at,
    event_id: event.id,
  };
}
