import type { LocationDirectory } from './location-directory.js';

type AnyLocation = { kind: string };
type WithoutIds<L> = Exclude<L, { kind: 'id' }>;

/** A request whose location, when it was a location id, now names the place instead. */
export type WithPlaceName<T extends { location?: AnyLocation | undefined }> = Omit<T, 'location'> & { location?: WithoutIds<NonNullable<T['location']>> | { kind: 'text'; query: string; country: string } };

/**
 * Every search takes a location id from searchLocations as `location: {kind: 'id', id}` and
 * searches by the place's name and country, so a search by the id and by the name agree. Other
 * locations pass through unchanged.
 */
export function withPlaceName<T extends { location?: AnyLocation | undefined }>(request: T, locations: LocationDirectory): WithPlaceName<T> {
  const location = request.location;
  if (location === undefined || !isIdLocation(location)) return request as WithPlaceName<T>;
  return { ...request, location: locations.resolve(location, 'body.location') };
}

function isIdLocation(location: AnyLocation): location is { kind: 'id'; id: string } {
  return location.kind === 'id' && typeof (location as { id?: unknown }).id === 'string';
}
