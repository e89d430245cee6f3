import type { FieldSpec, SearchKindSpec } from '../field-spec.js';
import type { Position } from '../ordering.js';
import { groupOfMembers, homeOfMembers, type HomeGroup, type PropertyGroupOptions, type PropertyMember } from '../property-groups.js';
import { DEFAULT_TOTAL_CAP, type SearchQuery, type SearchResult } from '../query.js';
import { bySimilarity, type SimilarListing, type WeighedCandidate } from '../similar.js';
import type { ShardPage } from './shard-protocol.js';

/** Negative when position `a` comes before `b` in a sort. */
export type PositionOrder = (a: Position, b: Position) => number;

/**
 * The order of a query's sort, as the projection's orderings and the distance order compare:
 * missing keys last in either direction; a field sort's ties by id in its direction, a distance
 * sort ascending with ties by id ascending.
 */
export function positionOrder<Fields extends Record<string, FieldSpec>>(spec: SearchKindSpec<Fields>, sort: string): PositionOrder {
  const sign = spec.distanceSorts?.[sort] !== undefined ? 1 : spec.sorts[sort]?.direction === 'desc' ? -1 : 1;
  return (a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else if (a.key !== b.key) {
      return a.key < b.key ? -sign : sign;
    }
    if (a.id === b.id) return 0;
    return a.id < b.id ? -sign : sign;
  };
}

/**
 * One page of the whole from each shard's page of the same query. Each shard's page holds its
 * first `limit` after the position, so the first `limit` of their union in the sort's order are
 * the first `limit` of all; more follow when the union holds more, or a shard had more. Totals
 * add up: each shard counts to the cap, so the sum passes the cap exactly when the true count
 * does (a shard past it alone is past it), and then the total is the cap, a lower bound.
 */
export function mergePages<Fields extends Record<string, FieldSpec>>(spec: SearchKindSpec<Fields>, query: SearchQuery, pages: readonly ShardPage[]): SearchResult {
  const order = positionOrder(spec, query.sort);
  const all: Position[] = [];
  for (const { result, keys } of pages) result.ids.forEach((id, i) => all.push({ key: keys[i] ?? null, id }));
  all.sort(order);
  const shown = all.slice(0, query.limit);
  const more = all.length > query.limit || pages.some((page) => page.result.nextPosition !== undefined);
  const cap = query.totalCap ?? DEFAULT_TOTAL_CAP;
  const sum = pages.reduce((total, page) => total + page.result.total, 0);
  const past = sum > cap || pages.some((page) => page.result.totalRelation === 'lower_bound');
  const last = shown[shown.length - 1];
  return {
    ids: shown.map((position) => position.id),
    total: Math.min(sum, cap),
    totalRelation: past ? 'lower_bound' : 'exact',
    ...(more && last !== undefined ? { nextPosition: { key: last.key, id: last.id } } : {}),
  };
}

/**
 * The property groups of a page from each shard's members of the same properties (each in the
 * order asked): a property's members are those of every shard, and it is a group with more than one.
 */
export function mergeGroups(propertyIds: readonly string[], shardMembers: ReadonlyArray<readonly PropertyMember[][]>, options: PropertyGroupOptions = {}): HomeGroup[] {
  const groups: HomeGroup[] = [];
  propertyIds.forEach((propertyId, i) => {
    const members = shardMembers.flatMap((shard) => shard[i] ?? []);
    if (members.length > 1) groups.push(options.pricesOf !== undefined ? homeOfMembers(propertyId, members, options.pricesOf) : groupOfMembers(propertyId, members));
  });
  return groups;
}

/**
 * The similar listings from each shard's weighed candidates: the first `max` of all, newest
 * first, as one projection would weigh them, less the listing itself, best first.
 */
export function mergeSimilar(listingId: string, max: number, newestFirst: PositionOrder, shardCandidates: ReadonlyArray<readonly WeighedCandidate[]>): SimilarListing[] {
  return shardCandidates
    .flat()
    .sort(newestFirst)
    .slice(0, max)
    .filter((candidate) => candidate.id !== listingId)
    .map(({ key: _key, ...similar }) => similar)
    .sort(bySimilarity);
}
