/**
 * idealista's location tree as its locations API answers it: Spain's provinces that the sample
 * listings are in (`locations/0-EU-ES.json`), then each province's municipalities
 * (`locations/0-EU-ES-28.json`). Province and municipality segments are the real INE codes; the
 * comarca and zone segments between them are idealista's own, seen verbatim only for Madrid
 * (`0-EU-ES-28-07-001-079`) and stable placeholders of the same shape elsewhere.
 */
import { idealista } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';

interface Municipality {
  province: string;
  ine: string;
  comarca?: string;
}

/** INE province (2 digits) and municipality (3 digits) of each city the sample world lists in Spain. */
const MUNICIPALITIES: Readonly<Record<string, Municipality>> = {
  Madrid: { province: '28', ine: '079', comarca: '07' },
  Barcelona: { province: '08', ine: '019' },
  Valencia: { province: '46', ine: '250' },
  Sevilla: { province: '41', ine: '091' },
  Málaga: { province: '29', ine: '067' },
  Marbella: { province: '29', ine: '069' },
  Alicante: { province: '03', ine: '014' },
  Palma: { province: '07', ine: '040' },
  Bilbao: { province: '48', ine: '020' },
};

/** idealista's names of those provinces. */
const PROVINCES: Readonly<Record<string, string>> = {
  '28': 'Madrid',
  '08': 'Barcelona',
  '46': 'Valencia',
  '41': 'Sevilla',
  '29': 'Málaga',
  '03': 'Alicante',
  '07': 'Balears (Illes)',
  '48': 'Vizcaya',
};

export function locationsPath(parentLocationId: string): string {
  return `locations/${parentLocationId}.json`;
}

const provinceId = (province: string) => `${idealista.SPAIN_LOCATION_ID}-${province}`;
const municipalityId = (m: Municipality) => `${provinceId(m.province)}-${m.comarca ?? '01'}-001-${m.ine}`;
const byName = (a: idealista.IdealistaLocation, b: idealista.IdealistaLocation) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function answer(parent: string, locations: idealista.IdealistaLocation[]): NativePayload {
  const body: idealista.IdealistaLocations = { total: locations.length, locations: [...locations].sort(byName) };
  return { path: locationsPath(parent), content_type: 'application/json', body: JSON.stringify(body) };
}

export function renderLocations(listings: readonly SampleListing[]): NativePayload[] {
  const cities = new Set(listings.filter((l) => l.country === 'ES').map((l) => l.address.city));
  const byProvince = new Map<string, idealista.IdealistaLocation[]>();
  for (const city of cities) {
    const m = MUNICIPALITIES[city];
    // A town outside the table is not in the recorded tree: idealista lists it, the sample does not.
    if (!m) continue;
    const list = byProvince.get(m.province) ?? [];
    list.push({ name: city, locationId: municipalityId(m), divisible: true, subTypeText: 'Municipio' });
    byProvince.set(m.province, list);
  }
  const provinces = [...byProvince.keys()].sort();
  if (provinces.length === 0) return [];
  return [
    answer(
      idealista.SPAIN_LOCATION_ID,
      provinces.map((p) => ({ name: PROVINCES[p] ?? p, locationId: provinceId(p), divisible: true, subTypeText: 'Provincia' })),
    ),
    ...provinces.map((p) => answer(provinceId(p), byProvince.get(p) ?? [])),
  ];
}
