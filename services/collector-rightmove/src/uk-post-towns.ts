/**
 * Royal Mail's post towns by postcode district (the table in `uk-post-towns.data.ts`), and the
 * comparison of a post town with what an agent typed ("St Agnes", "ST. AGNES", "Saint Agnes").
 */
import { POST_TOWN_DISTRICTS } from './uk-post-towns.data.js';

const TOWNS_BY_DISTRICT = new Map<string, string[]>();
const KNOWN_TOWNS = new Map<string, string>();

for (const line of POST_TOWN_DISTRICTS.split('\n')) {
  const colon = line.indexOf(':');
  if (colon < 0) continue;
  const town = line.slice(0, colon);
  KNOWN_TOWNS.set(townKey(town), town);
  for (const district of line.slice(colon + 1).split(' ')) {
    const towns = TOWNS_BY_DISTRICT.get(district) ?? [];
    towns.push(town);
    TOWNS_BY_DISTRICT.set(district, towns);
  }
}

/** A place name folded for comparison: case, full stops, "Saint", hyphens and spacing aside. */
export function townKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\bsaint\b/g, 'st')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** The post towns of a postcode district ("SE23" → ["London"]); several for a shared district. */
export function postTownsOf(district: string): readonly string[] {
  return TOWNS_BY_DISTRICT.get(district.toUpperCase()) ?? [];
}

/** Whether a district is one Royal Mail uses. */
export function isDistrict(district: string): boolean {
  return TOWNS_BY_DISTRICT.has(district.toUpperCase());
}

/** Whether a name is some district's post town. */
export function isPostTown(name: string): boolean {
  return KNOWN_TOWNS.has(townKey(name));
}
