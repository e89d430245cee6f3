import type { MarketPlace, SourceRegion } from '@estate/events';

/**
 * The service's place of an ONS area (GSS code), read from the code's entity prefix: the UK is
 * the country; the four nations and England's regions (E12) and metropolitan counties (E11) are
 * regions; unitary authorities, districts and council areas (E06, E07, E08, S12, W06, N09) are
 * cities, named as people name them ("City of Bristol" → Bristol, "Glasgow City" → Glasgow);
 * London's boroughs (E09) are districts of London. Great Britain, England and Wales and the
 * counties (E10) are groupings the service has no market for.
 */
const NATIONS = /^(E92|S92|W92|N92)/;
const REGIONS = /^(E12|E11)/;
const CITIES = /^(E06|E07|E08|S12|W06|N09)/;

/** London is one of England's regions in the file and a city to the service's listings. */
const LONDON = 'E12000007';

export function cityName(regionName: string): string {
  return regionName.replace(/^City of /, '').replace(/, City of$/, '').replace(/ City$/, '').trim();
}

export function placeOf(code: string, name: string): { place: MarketPlace; region: SourceRegion } | { ignore: string } {
  const region: SourceRegion = { scheme: 'ons_gss', code, name };
  if (code === 'K02000001') return { place: { kind: 'country', country: 'GB', name }, region: { ...region, type: 'country' } };
  if (code === LONDON) return { place: { kind: 'city', country: 'GB', region: 'London', city: 'London', name }, region: { ...region, type: 'region' } };
  if (NATIONS.test(code)) return { place: { kind: 'region', country: 'GB', region: name, name }, region: { ...region, type: 'nation' } };
  if (REGIONS.test(code)) return { place: { kind: 'region', country: 'GB', region: name, name }, region: { ...region, type: 'region' } };
  if (CITIES.test(code)) {
    const city = cityName(name);
    return { place: { kind: 'city', country: 'GB', city, name: city }, region: { ...region, type: 'local_authority' } };
  }
  if (code.startsWith('E09')) return { place: { kind: 'district', country: 'GB', city: 'London', district: name, name }, region: { ...region, type: 'london_borough' } };
  return { ignore: `${code} (${name}) is not a market of the service` };
}
