import type { EventOf } from '@estate/events';
import { listingId } from '@estate/normalize';
import { projection, type NoDocuments, type ProjectionSink } from './projection.js';

/**
 * `media.observed`: a gallery read apart from its listing, one `listing_media` row per item.
 * No document of its own: the listing's document keeps the media its own observation carried.
 */
export const mediaProjection = projection({
  tables: ['listingMedia'],
  project(event: EventOf<'media.observed'>, out: ProjectionSink<'listingMedia', NoDocuments>) {
    mediaRows(listingId(event.platform, event.data.listing_native_id), event.data.items, event, out);
  },
});

/** What a gallery item is read as; the listing document's media and `media.observed` items both fit. */
interface GalleryItem {
  url: string;
  type: string;
  caption?: string;
  position?: number;
}

/**
 * One `listing_media` row per gallery item of a listing, in gallery order (an item without a
 * position takes its place in the list): shared by a listing's own media and a gallery read apart.
 */
export function mediaRows(id: string, items: readonly GalleryItem[], event: Pick<EventOf<'media.observed'>, 'platform' | 'observed_at' | 'id'>, out: ProjectionSink<'listingMedia', NoDocuments>): void {
  for (const [index, item] of items.entries()) {
    out.row('listingMedia', {
      listing_id: id,
      platform: event.platform,
      url: item.url,
      media_type: item.type,
      caption: item.caption ?? '',
      position: item.position ?? index,
      observed_at: event.observed_at,
      event_id: event.id,
    });
  }
}
