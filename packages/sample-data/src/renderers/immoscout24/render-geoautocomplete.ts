/**
 * ImmoScout24's place autocomplete, one answer per German city the sample listings are in, as it
 * answers a query for the city's name: the city, then each of its postcodes with listings. Geo
 * paths follow ImmoScout24's rule (`/de/<Bundesland>/<city>`, umlauts spelt out); geo ids keep its
 * shape (`1276` for Germany, the Bundesland, then the place) with numbers of the generator's own.
 */
import { immoscout24 } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';
import { hash32 } from '../../prng.js';

const BUNDESLAENDER = [
  'Baden-Württemberg', 'Bayern', 'Berlin', 'Brandenburg', 'Bremen', 'Hamburg', 'Hessen', 'Mecklenburg-Vorpommern',
  'Niedersachsen', 'Nordrhein-Westfalen', 'Rheinland-Pfalz', 'Saarland', 'Sachsen', 'Sachsen-Anhalt', 'Schleswig-Holstein', 'Thüringen',
];

function cityGeoId(state: string, city: string): string {
  const stateNumber = BUNDESLAENDER.indexOf(state) + 1 || 17;
  return `1276${String(stateNumber).padStart(3, '0')}${String(1 + (hash32(`is24:${city}`) % 999)).padStart(3, '0')}`;
}

export function renderGeoAutocomplete(listings: readonly SampleListing[]): NativePayload[] {
  const cities = new Map<string, { state: string; postcodes: Set<string> }>();
  for (const l of listings) {
    if (l.country !== 'DE') continue;
    const city = cities.get(l.address.city) ?? { state: l.address.region, postcodes: new Set<string>() };
    city.postcodes.add(l.address.postal_code);
    cities.set(l.address.city, city);
  }
  return [...cities.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([city, { state, postcodes }]) => {
      const cityPath = `/de/${immoscout24.placeSlug(state)}/${immoscout24.placeSlug(city)}`;
      const cityId = cityGeoId(state, city);
      const suggestions: immoscout24.GeoSuggestion[] = [
        { entity: { type: 'city', id: cityId, label: city, geopath: { uri: cityPath } }, matches: [{ offset: 0, length: city.length }] },
        ...[...postcodes].sort().map(
          (postcode): immoscout24.GeoSuggestion => ({
            entity: { type: 'postcode', id: `${cityId}${postcode}`, label: `${postcode} ${city}`, geopath: { uri: `${cityPath}/${postcode}` } },
            matches: [{ offset: postcode.length + 1, length: city.length }],
          }),
        ),
      ];
      return { path: immoscout24.geoAutocompletePath(city), content_type: 'application/json', body: JSON.stringify(suggestions) };
    });
}
