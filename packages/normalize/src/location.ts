import { inGeoArea, type GeoArea, type GeoPoint } from './geo.js';
import { matchesTextLocation, type TextLocation, type TextPlace } from './text-location.js';

/** A search's or read job's `location`: a text query or a geo area. */
export type LocationFilter = ({ kind: 'text' } & TextLocation) | GeoArea;

/** What a listing offers a location filter: its address fields and its point, if any. */
export interface Place extends TextPlace {
  point?: GeoPoint | undefined;
}

export function matchesLocation(place: Place, location: LocationFilter): boolean {
  return location.kind === 'text' ? matchesTextLocation(place, location) : inGeoArea(place.point, location);
}
