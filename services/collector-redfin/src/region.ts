import type { MarketPlace, SourceRegion } from '@estate/events';

type Cells = Readonly<Record<string, string | undefined>>;
const cell = (row: Cells, name: string): string | undefined => {
  const v = row[name]?.trim();
  return v === undefined || v === '' || v.toUpperCase() === 'NA' ? undefined : v;
};

/**
 * The service's place of a tracker row: a `place` row is a city in its state (`CITY`,
 * `STATE_CODE`, else `REGION` = "Houston, TX"), a `zip code` row a ZIP code (`REGION` =
 * "Zip Code: 07001"), a `state` row a region, the national row the country. Metros, counties
 * and neighbourhoods have no place of their own in the service.
 */
export function placeOf(row: Cells): { place: MarketPlace; region: SourceRegion } | { skip: string } | { ignore: string } {
  const type = cell(row, 'REGION_TYPE')?.toLowerCase();
  const tableId = cell(row, 'TABLE_ID');
  const name = cell(row, 'REGION');
  if (!type || !tableId || !name) return { skip: 'a row without REGION_TYPE, TABLE_ID or REGION' };
  const region: SourceRegion = { scheme: 'redfin_table_id', code: tableId, name, type };
  const stateCode = cell(row, 'STATE_CODE');
  switch (type) {
    case 'national':
      return { place: { kind: 'country', country: 'US', name }, region };
    case 'state':
      return stateCode ? { place: { kind: 'region', country: 'US', region: stateCode, name } , region } : { skip: `state ${name} has no STATE_CODE` };
    case 'place': {
      const split = /^(.*),\s*([A-Z]{2})$/.exec(name);
      const city = cell(row, 'CITY') ?? split?.[1];
      const state = stateCode ?? split?.[2];
      if (!city || !state) return { skip: `place ${name} names no city and state` };
      return { place: { kind: 'city', country: 'US', region: state, city, name: `${city}, ${state}` }, region };
    }
    case 'zip code': {
      const zip = /(\d{5})\s*$/.exec(name)?.[1];
      if (!zip) return { skip: `zip code row ${JSON.stringify(name)} holds no ZIP code` };
      return { place: { kind: 'postal_code', country: 'US', ...(stateCode ? { region: stateCode } : {}), postal_code: zip, name: zip }, region };
    }
    default:
      return { ignore: `${type} regions are not markets of the service` };
  }
}
