/**
 * ImmoScout24's place autocomplete (`GET https://www.immobilienscout24.de/geoautocomplete/v3/
 * locations.json?i=<q>&t=city,postcode`): a JSON array of suggestions, each an `entity` with its
 * `type`, numeric geo `id` (the id a radius search takes), `label`, and `geopath.uri`, the path
 * a search is for (`/Suche/de/berlin/berlin/wohnung-kaufen`, `geocodes=/de/berlin/berlin` in the
 * app API); `matches` marks the part of the label the query matched.
 */
export interface GeoSuggestion {
  entity: {
    type: GeoEntityType;
    id: string;
    label: string;
    geopath: { uri: string };
  };
  matches: Array<{ offset: number; length: number }>;
}

export type GeoEntityType = 'country' | 'region' | 'city' | 'quarterOrTown' | 'quarter' | 'district' | 'postcode' | 'trainStation' | 'street' | 'address';

export function geoAutocompleteUrl(query: string): string {
  return `https://www.immobilienscout24.de/geoautocomplete/v3/locations.json?i=${encodeURIComponent(query)}&t=city,postcode`;
}

/** A name as ImmoScout24 writes it in paths: `Frankfurt am Main` → `frankfurt-am-main`, `Köln` → `koeln`. */
export function placeSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Where a replay folder keeps the autocomplete's answer to a query (`geoautocomplete/berlin.json`). */
export function geoAutocompletePath(query: string): string {
  return `geoautocomplete/${placeSlug(query)}.json`;
}

/** A provider's profile page: its name in the path, then its company-wide customer id. */
export function profileUrl(companyName: string, customerId: string): string {
  return `https://www.immobilienscout24.de/anbieter/profil/${placeSlug(companyName)}-${encodeURIComponent(customerId)}`;
}
