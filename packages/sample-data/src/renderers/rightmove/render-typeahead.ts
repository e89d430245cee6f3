/**
 * Rightmove's location typeahead, one response per town the UK listings are in: the town as a
 * REGION and each outward code its listings carry as an OUTCODE, as the typeahead answers a query
 * for the town's name. Overseas places are not in the typeahead (they are searched by country).
 */
import { rightmove } from '@estate/native-formats';
import type { NativePayload, SampleListing } from '../../model.js';
import { hash32 } from '../../prng.js';

export function typeaheadPath(town: string): string {
  return rightmove.typeaheadPath(town);
}

/** A stable Rightmove-like id for a place: REGION ids are numbers, OUTCODE ids numbers below 10 000. */
function placeId(type: rightmove.TypeaheadType, name: string): number {
  return type === 'OUTCODE' ? 1 + (hash32(`outcode:${name}`) % 9_999) : 1 + (hash32(`region:${name}`) % 99_999);
}

export function renderTypeahead(listings: readonly SampleListing[]): NativePayload[] {
  const towns = new Map<string, Set<string>>();
  for (const l of listings) {
    if (rightmove.isOverseas(l.country)) continue;
    const outcodes = towns.get(l.address.city) ?? new Set<string>();
    outcodes.add(l.address.postal_code.split(' ')[0] ?? l.address.postal_code);
    towns.set(l.address.city, outcodes);
  }
  return [...towns.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([town, outcodes]) => {
      const matches: rightmove.TypeaheadMatch[] = [
        { id: placeId('REGION', town), type: 'REGION', displayName: town },
        ...[...outcodes].sort().map((code): rightmove.TypeaheadMatch => ({ id: placeId('OUTCODE', code), type: 'OUTCODE', displayName: code })),
      ];
      const body: rightmove.Typeahead = { matches };
      return { path: typeaheadPath(town), content_type: 'application/json', body: JSON.stringify(body) };
    });
}
