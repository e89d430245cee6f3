import type { EventOf } from '@estate/events';
import type { StoredLocation } from '@estate/documents';
import { locationId } from '@estate/normalize';
import { locationSearchDocument, type SearchDocument } from '@estate/search';
import { projection, type ProjectionSink } from './projection.js';

type LocationDocuments = { locations: StoredLocation; location_search: SearchDocument };

/**
 * `location.observed`: one place of a platform's vocabulary. The place's id comes from its
 * country, level and name, so every platform's name for one place shares it; each platform keeps
 * its own record (key `<location id>.<platform>`), and a gateway joins them by the id.
 */
export const locationProjection = projection({
  tables: ['locations'],
  documents: ['locations', 'location_search'],
  project(event: EventOf<'location.observed'>, out: ProjectionSink<'locations', LocationDocuments>) {
    const d = event.data;
    const id = locationId(d.country, d.kind, d.name);
    const key = `${id}.${event.platform}`;
    const version = { observed_at: event.observed_at, event_id: event.id };
    out.row('locations', {
      location_id: id,
      platform: event.platform,
      native_id: d.native_id,
      selector: d.selector,
      name: d.name,
      kind: d.kind,
      country: d.country,
      region: d.region ?? '',
      city: d.city ?? '',
      codes: Object.fromEntries((d.codes ?? []).map((c) => [c.scheme, c.code])),
      ...version,
    });
    out.document('locations', key, {
      location_id: id,
      platform: event.platform,
      selector: d.selector,
      name: d.name,
      kind: d.kind,
      country: d.country,
      ...(d.region !== undefined ? { region: d.region } : {}),
      ...(d.city !== undefined ? { city: d.city } : {}),
      ...(d.codes?.length ? { codes: d.codes } : {}),
      ...(d.geometry ? { geometry: d.geometry } : {}),
      ...version,
    });
    out.document('location_search', key, locationSearchDocument(version, { location_id: id, platform: event.platform, country: d.country, kind: d.kind, name: d.name, observed_at: Date.parse(event.observed_at) }));
  },
});
