import { MAX_PAGE_SIZE } from '@estate/contract/limits';
import type { CollapsedCandidate, Representative } from '../collapse.js';
import type { FieldSpec, SearchKindSpec } from '../field-spec.js';
import type { Position } from '../ordering.js';
import { DEFAULT_TOTAL_CAP, type Collapse, type SearchQuery, type SearchResult } from '../query.js';
import { positionOrder } from './merge.js';
import type { CollapsedShardPage } from './shard-protocol.js';

/** What the collapsed merge asks of the shards (every call sees the same records: the caller holds them). */
export interface CollapsedAsk {
  /** One shard's collapsed page of the query after `after`. */
  page(shard: number, after: Position | undefined, limit: number): Promise<CollapsedShardPage>;
  /** Every shard's first matching member of each group, in shard order. */
  representatives(values: string[]): Promise<Array<Array<Representative | null>>>;
}

/**
 * One collapsed page over K shards, equal to one projection's. A group's listings may sit on
 * several shards, and each shard collapses only its own: a shard's representative of a group is
 * the group's only when no other shard holds a matching member before it in the representative
 * sort. So each shard's representatives are read in the query's sort (a page at a time, each
 * continuing after the shard's last), every group among them is settled by asking every shard
 * for its first matching member of the group, and a candidate is kept only when it is its
 * group's winner (the global representative is always some shard's own, so none is missed).
 * Candidates are taken in the sort's order only while every shard that has more has shown one
 * still unread: nothing unread can then come before them. Totals: groups are counted once across
 * shards from each shard's list of the groups it matched (absent when it alone matched more
 * than the cap, which makes the total a lower bound).
 */
export async function mergeCollapsed<Fields extends Record<string, FieldSpec>>(spec: SearchKindSpec<Fields>, query: SearchQuery, shards: number, ask: CollapsedAsk): Promise<SearchResult> {
  const collapse = query.collapse as Collapse;
  const order = positionOrder(spec, query.sort);
  const first = positionOrder(spec, collapse.representative);
  const winners = new Map<string, string | null>();
  const unread: CollapsedCandidate[][] = Array.from({ length: shards }, () => []);
  const after: Array<Position | undefined> = new Array<Position | undefined>(shards).fill(query.after);
  const more: boolean[] = new Array<boolean>(shards).fill(true);
  const kept: CollapsedCandidate[] = [];
  const asked = Math.min(query.limit + 1, MAX_PAGE_SIZE);
  let counted: CollapsedShardPage[] | undefined;
  // One shard holds every group whole: its representatives are the groups' own.
  const whole = shards === 1;

  const read = async (): Promise<void> => {
    const due = unread.map((list, shard) => (list.length === 0 && more[shard] === true ? shard : -1)).filter((shard) => shard >= 0);
    const pages = await Promise.all(due.map((shard) => ask.page(shard, after[shard], asked)));
    counted ??= pages;
    const fresh = new Set<string>();
    due.forEach((shard, i) => {
      const { result, keys } = pages[i] as CollapsedShardPage;
      result.ids.forEach((id, j) => {
        const group = result.groups[j] ?? '';
        (unread[shard] as CollapsedCandidate[]).push({ key: keys[j] ?? null, id, group });
        if (!whole && group !== '' && !winners.has(group)) fresh.add(group);
      });
      more[shard] = result.nextPosition !== undefined;
      after[shard] = result.nextPosition;
    });
    if (fresh.size > 0) await settle([...fresh]);
  };

  const settle = async (values: string[]): Promise<void> => {
    const answers = await ask.representatives(values);
    values.forEach((value, i) => {
      let best: Representative | null = null;
      for (const shard of answers) {
        const candidate = shard[i] ?? null;
        if (candidate !== null && (best === null || first({ key: candidate.key, id: candidate.id }, { key: best.key, id: best.id }) < 0)) best = candidate;
      }
      winners.set(value, best?.id ?? null);
    });
  };

  /** Takes candidates in order while nothing unread can precede them; false when a shard must be read first. */
  const take = (): boolean => {
    while (kept.length <= query.limit) {
      if (unread.some((list, shard) => list.length === 0 && more[shard] === true)) return false;
      let next = -1;
      unread.forEach((list, shard) => {
        const head = list[0];
        if (head !== undefined && (next < 0 || order(head, (unread[next] as CollapsedCandidate[])[0] as CollapsedCandidate) < 0)) next = shard;
      });
      if (next < 0) return true;
      const candidate = (unread[next] as CollapsedCandidate[]).shift() as CollapsedCandidate;
      if (whole || candidate.group === '' || winners.get(candidate.group) === candidate.id) kept.push(candidate);
    }
    return true;
  };

  do await read();
  while (!take());
  return collapsedResult(query, kept, counted ?? []);
}

function collapsedResult(query: SearchQuery, kept: readonly CollapsedCandidate[], pages: readonly CollapsedShardPage[]): SearchResult {
  const cap = query.totalCap ?? DEFAULT_TOTAL_CAP;
  const shown = kept.slice(0, query.limit);
  const last = shown[shown.length - 1];
  const { total, past } = groupsCounted(pages, cap);
  return {
    ids: shown.map((candidate) => candidate.id),
    total,
    totalRelation: past ? 'lower_bound' : 'exact',
    ...(kept.length > query.limit && last !== undefined ? { nextPosition: { key: last.key, id: last.id } } : {}),
  };
}

/** The groups matched across shards, each once, to the cap. */
function groupsCounted(pages: readonly CollapsedShardPage[], cap: number): { total: number; past: boolean } {
  if (pages.some((page) => page.result.grouped === undefined)) return { total: cap, past: true };
  const grouped = new Set<string>();
  let singles = 0;
  for (const { result } of pages) {
    singles += result.singles;
    for (const value of result.grouped ?? []) grouped.add(value);
  }
  const groups = singles + grouped.size;
  return { total: Math.min(groups, cap), past: groups > cap };
}
