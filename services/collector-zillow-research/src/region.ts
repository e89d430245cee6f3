import type { MarketPlace, SourceRegion } from '@estate/events';

/** The leading columns of a row, by header name. */
export type RegionCells = Readonly<Record<string, string | undefined>>;

const cell = (row: RegionCells, name: string): string | undefined => {
  const v = row[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
};

/**
 * The service's place a Zillow region is, or a reason it is none. A city is its name in its state
 * (the state as the two-letter code `StateName`/`State` carry, which is how US listings name their
 * region); a ZIP code is five digits (a file read through a spreadsheet loses leading zeros, put
 * back here); a state is a region; the nation is the country. Metros, counties and neighbourhoods
 * have no place of their own in the service.
 */
export function placeOf(row: RegionCells): { place: MarketPlace; region: SourceRegion } | { skip: string } | { ignore: string } {
  const id = cell(row, 'RegionID');
  const name = cell(row, 'RegionName');
  const type = cell(row, 'RegionType')?.toLowerCase();
  if (!id || !name || !type) return { skip: 'a row without RegionID, RegionName or RegionType' };
  const region: SourceRegion = { scheme: 'zillow_region_id', code: id, name, type };
  const state = cell(row, 'State') ?? cell(row, 'StateName');
  switch (type) {
    case 'country':
      return { place: { kind: 'country', country: 'US', name }, region };
    case 'state':
      return { place: { kind: 'region', country: 'US', region: state && state.length === 2 ? state : name, name }, region };
    case 'city':
      if (!state) return { skip: `city ${name} has no state` };
      return { place: { kind: 'city', country: 'US', region: state, city: name, name: `${name}, ${state}` }, region };
    case 'zip': {
      if (!/^\d{1,5}$/.test(name)) return { skip: `ZIP code ${JSON.stringify(name)} is not one` };
      const zip = name.padStart(5, '0');
      return { place: { kind: 'postal_code', country: 'US', ...(state ? { region: state } : {}), ...(cell(row, 'City') ? { city: cell(row, 'City') } : {}), postal_code: zip, name: zip }, region: { ...region, name: zip } };
    }
    default:
      // Not a fault of the file: the service has no market of this level (metro, county, neighbourhood).
      return { ignore: `${type} regions are not markets of the service` };
  }
}
