/**
 * Zillow's search-box suggestions, one response per city the US listings are in, as the box
 * answers a query for the city's name: the city, then each ZIP code its listings carry. The
 * cities' `regionId`s are Zillow's own (the ids Zillow Research files use); ZIP codes get a stable
 * id of the generator's, in Zillow's ZIP-code range.
 */
import { zillow } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';
import { hash32 } from '../../prng.js';

/** Zillow's regionId of each city the US sample world has listings in. */
const CITY_REGION_IDS: Readonly<Record<string, number>> = {
  'New York': 6181,
  Brooklyn: 37607,
  'Los Angeles': 12447,
  Chicago: 17426,
  Houston: 39051,
  Phoenix: 40326,
  Seattle: 16037,
  Miami: 12700,
  Austin: 10221,
  Orlando: 13121,
};

function regionId(type: 'city' | 'zipcode', name: string): number {
  const known = type === 'city' ? CITY_REGION_IDS[name] : undefined;
  return known ?? (type === 'zipcode' ? 60_000 + (hash32(`zip:${name}`) % 40_000) : 100_000 + (hash32(`city:${name}`) % 800_000));
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function centre(listings: readonly SampleListing[]): { lat: number; lng: number } {
  return { lat: round(listings.reduce((s, l) => s + l.latitude, 0) / listings.length), lng: round(listings.reduce((s, l) => s + l.longitude, 0) / listings.length) };
}

function groupBy<K>(listings: readonly SampleListing[], key: (l: SampleListing) => K): Map<K, SampleListing[]> {
  const out = new Map<K, SampleListing[]>();
  for (const l of listings) out.set(key(l), [...(out.get(key(l)) ?? []), l]);
  return out;
}

export function renderSuggestions(listings: readonly SampleListing[]): NativePayload[] {
  const cities = groupBy(
    listings.filter((l) => l.country === 'US'),
    (l) => l.address.city,
  );
  return [...cities.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([city, inCity]) => {
      const state = inCity[0]?.address.region ?? '';
      const zips = [...groupBy(inCity, (l) => l.address.postal_code).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const results: zillow.RegionSuggestion[] = [
        { display: `${city}, ${state}`, resultType: 'Region', metaData: { regionId: regionId('city', city), regionType: 'city', city, state, ...centre(inCity) } },
        ...zips.map(([zip, inZip]): zillow.RegionSuggestion => ({
          display: `${zip}`,
          resultType: 'Region',
          metaData: { regionId: regionId('zipcode', zip), regionType: 'zipcode', city, state, zipCode: zip, ...centre(inZip) },
        })),
      ];
      const body: zillow.Suggestions = { results };
      return { path: zillow.suggestionsPath(city), content_type: 'application/json', body: JSON.stringify(body) };
    });
}
