/**
 * idealista's location tree (`GET https://secure.idealista.com/api/3/es/locations?country=es
 * &language=es&locationId=<parent>`): the places one level under `parent`, each named by its
 * `locationId`, the id every idealista search takes. The ids nest: `0-EU-ES-28` is a province,
 * `0-EU-ES-28-07-001-079` a municipality of it. The province segment is the INE province code and
 * the last segment of a municipality its INE municipality number, so `28` + `079` is INE `28079`.
 */
export interface IdealistaLocation {
  name: string;
  locationId: string;
  /** Whether the place has places under it (a province its municipalities, a city its districts). */
  divisible: boolean;
  subTypeText: string;
}

export interface IdealistaLocations {
  total: number;
  locations: IdealistaLocation[];
}

export const LOCATIONS_ORIGIN = 'https://secure.idealista.com';
export const SPAIN_LOCATION_ID = '0-EU-ES';

export function locationsUrl(parentLocationId: string): string {
  return `${LOCATIONS_ORIGIN}/api/3/es/locations?country=es&language=es&locationId=${encodeURIComponent(parentLocationId)}`;
}
