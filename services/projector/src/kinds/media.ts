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
    const id = listingId(event.platform, event.data.listing_native_id);
    for (const [index, item] of event.data.items.entries()) {
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
  },
});
