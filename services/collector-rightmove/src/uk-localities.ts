/**
 * The localities each postcode district covers besides its post town (the table in
 * `uk-localities.data.ts`): "Ham" in TW10, whose post town is Richmond.
 */
import { townKey } from './uk-post-towns.js';
import { DISTRICT_LOCALITIES } from './uk-localities.data.js';

const LOCALITIES = new Map<string, Map<string, string>>();

for (const line of DISTRICT_LOCALITIES.split('\n')) {
  const colon = line.indexOf(':');
  if (colon < 0) continue;
  const names = new Map(line.slice(colon + 1).split('|').map((name) => [townKey(name), name] as const));
  LOCALITIES.set(line.slice(0, colon), names);
}

/** The locality of a district that a name written by an agent is, in the table's spelling; undefined when the district does not cover it. */
export function localityOf(district: string, written: string): string | undefined {
  return LOCALITIES.get(district.toUpperCase())?.get(townKey(written));
}
