import type { OpenHouseBody } from '@estate/contract';
import type { EventOf } from '@estate/events';
import type { StoredOpenHouses } from '@estate/documents';
import { listingId } from '@estate/normalize';
import { sourceOf } from '../source-of.js';
import { projection, type ProjectionSink } from './projection.js';

type OpenHouseDocuments = { open_houses: StoredOpenHouses };

/**
 * `open_house.observed`: the listing's schedule as one KV document (the newest read replaces it
 * whole, so a cancelled open house leaves it), and a row per open house for analysts.
 */
export const openHouseProjection = projection({
  tables: ['openHouses'],
  documents: ['open_houses'],
  project(event: EventOf<'open_house.observed'>, out: ProjectionSink<'openHouses', OpenHouseDocuments>) {
    const d = event.data;
    const listing = listingId(event.platform, d.listing_native_id);
    const source = sourceOf({ ...event, data: { ...d, native_id: d.listing_native_id } });
    const openHouses: OpenHouseBody[] = [...d.open_houses]
      .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))
      .map((o) => ({
        listing_id: listing,
        starts_at: o.starts_at,
        ...(o.ends_at !== undefined ? { ends_at: o.ends_at } : {}),
        ...(d.timezone !== undefined ? { timezone: d.timezone } : {}),
        ...(o.appointment_only !== undefined ? { appointment_only: o.appointment_only } : {}),
        ...(o.description !== undefined ? { description: o.description } : {}),
        source,
      }));
    const version = { observed_at: event.observed_at, event_id: event.id };
    for (const o of openHouses) {
      out.row('openHouses', {
        listing_id: listing,
        platform: event.platform,
        listing_native_id: d.listing_native_id,
        starts_at: o.starts_at,
        ends_at: o.ends_at ?? null,
        timezone: d.timezone ?? '',
        appointment_only: o.appointment_only ?? false,
        ...version,
      });
    }
    out.document('open_houses', listing, { listing_id: listing, open_houses: openHouses, ...version });
  },
});
