import { inRange } from '@estate/normalize';
import { Collapser, type CollapsedResult, type Representative } from './collapse.js';
import { CodeColumn, columnFor, NumberColumn, PointColumn, type Column } from './columns.js';
import type { FieldSpec, FieldValues, SearchKindSpec, StringFieldName, TextRole } from './field-spec.js';
import { compileFilters, type Bounds, type CodeChoice, type CompiledFilters, type PostingFilter, type SlotTest } from './filters.js';
import { GeoIndex } from './geo-index.js';
import { GroupIndex } from './group-index.js';
import { IdHeads } from './id-heads.js';
import { KeyExtremes } from './key-extremes.js';
import { NearestOrder } from './nearest.js';
import { Ordering, type Position } from './ordering.js';
import { clearBit, grownBits, hasBit, setBit, wordsFor } from './postings.js';
import { checkQuery, DEFAULT_TOTAL_CAP, type Collapse, type SearchQuery, type SearchResult, type SharedTally } from './query.js';
import { TextKeys } from './text-match.js';

export interface SearchProjectionOptions {
  /** How long a record stays live after its `expiresBy` time (the kind's live window). */
  liveWindowMs?: number;
  /** Slots to allocate up front (the arrays double as records arrive). */
  initialCapacity?: number;
  /** Changed points the spatial index scans beside its tree before a rebuild, at least (4096). */
  spatialRebuildMin?: number;
}

/**
 * The live records of one kind, their filter and sort fields in columnar typed arrays by slot
 * (strings as dictionary codes), with an ordering per sort, the points in a spatial index, and
 * free slots reused. It answers every filter, sort, keyset page and total of the kind's search.
 * Records arrive newest-first per id (the search bucket is written newer-only), so an upsert
 * replaces whatever the id held.
 */
export class SearchProjection<Fields extends Record<string, FieldSpec>> {
  private capacity: number;
  private readonly ids: Array<string | undefined> = [];
  private readonly heads: IdHeads;
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly columns = new Map<string, Column>();
  private readonly orderings = new Map<string, Ordering>();
  /** By sorted field: the extremes of its values per enum value, where a page's walk starts. */
  private readonly extremes = new Map<string, KeyExtremes>();
  private readonly expiry: Ordering | undefined;
  private readonly geo: Array<[string, PointColumn, GeoIndex]> = [];
  private readonly textKeys: TextKeys[] = [];
  private readonly groups = new Map<string, GroupIndex>();
  private readonly collapsers = new Map<string, Collapser>();
  private readonly liveWindowMs: number | undefined;
  /** One bit per slot holding a live record. */
  private live: Uint32Array;
  /** Inside beginBulk/endBulk: upserts and removals leave the orderings and the spatial index alone. */
  private bulk = false;
  /** The orderings and spatial index miss changes made in bulk; the next read or endBulk rebuilds them. */
  private unsettled = false;
  // Scratch of every search, kept between searches so a search allocates nothing in proportion
  // to the records: the slots handed to the filters at once, the matches found, the holders of a
  // text location's codes, and a bitset to take each of them once.
  private readonly batch = new Int32Array(BATCH + 32);
  private matches = new Int32Array(BATCH);
  private candidates = new Int32Array(BATCH);
  /** The shards' shared count of the search under way (ShardedSearch), while it counts. */
  private tally: SharedTally | undefined;
  /** The count stopped because the tally passed the cap, with some of this shard's matches not read. */
  private countedShort = false;
  private seen = new Uint32Array(0);

  constructor(
    readonly spec: SearchKindSpec<Fields>,
    options: SearchProjectionOptions = {},
  ) {
    this.capacity = Math.max(16, options.initialCapacity ?? 1024);
    this.live = new Uint32Array(wordsFor(this.capacity));
    this.heads = new IdHeads(this.capacity);
    for (const [name, field] of Object.entries(spec.fields)) this.columns.set(name, columnFor(field, this.capacity));
    for (const [name, sort] of Object.entries(spec.sorts)) this.orderings.set(name, new Ordering(this.numberColumn(sort.field), this.ids, this.heads, sort));
    const enums = [...this.columns].filter((e): e is [string, CodeColumn] => e[1] instanceof CodeColumn && e[1].postings !== undefined);
    for (const { field } of Object.values(spec.sorts)) if (!this.extremes.has(field)) this.extremes.set(field, new KeyExtremes(this.numberColumn(field), enums));
    for (const [name, column] of this.columns) {
      if (column instanceof PointColumn) this.geo.push([name, column, new GeoIndex(column, (slot) => this.ids[slot] !== undefined, this.capacity, options.spatialRebuildMin)]);
    }
    for (const [role, field] of Object.entries(spec.textLocation ?? {})) {
      this.textKeys.push(new TextKeys(role as TextRole, this.columns.get(field) as CodeColumn));
    }
    for (const field of spec.groupBy ?? []) {
      const column = this.column(field);
      if (!(column instanceof CodeColumn)) throw new RangeError(`${spec.kind}: ${field} is not a string, so it cannot group`);
      this.groups.set(field, new GroupIndex(column));
    }
    if (spec.expiresBy !== undefined) {
      if (options.liveWindowMs === undefined) throw new RangeError(`${spec.kind} records expire by ${spec.expiresBy}: give the live window`);
      this.liveWindowMs = options.liveWindowMs;
      this.expiry = new Ordering(this.numberColumn(spec.expiresBy), this.ids, this.heads, { field: spec.expiresBy, direction: 'asc' });
    }
  }

  /** Live records held. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Slots taken so far, live or free: the length of every column that matters. */
  get slotsInUse(): number {
    return this.ids.length;
  }

  /** Times a spatial index was built: rebuilds follow changed points, so this shows their rate. */
  get spatialIndexBuilds(): number {
    return this.geo.reduce((sum, [, , index]) => sum + index.builds, 0);
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  /** Adds a record, or replaces every field of the one the id holds. */
  upsert(id: string, fields: FieldValues<Fields>): void {
    const values = fields as Readonly<Record<string, unknown>>;
    let slot = this.slotOf.get(id);
    const fresh = slot === undefined;
    if (slot === undefined) slot = this.takeSlot(id);
    if (this.bulk) {
      this.unsettled = true;
      for (const [name, group] of this.groups) group.move(slot, values[name]);
      for (const [name, column] of this.columns) column.write(slot, values[name]);
      return;
    }
    const moved = this.sortedBy().filter((ordering) => fresh || ordering.keyOf(slot) !== ordering.keyFromValue(values[ordering.spec.field]));
    if (!fresh) for (const ordering of moved) ordering.delete(slot);
    for (const [name, column, index] of this.geo) if (fresh || column.differs(slot, values[name])) index.touch(slot);
    for (const [name, group] of this.groups) group.move(slot, values[name]);
    for (const [name, column] of this.columns) column.write(slot, values[name]);
    for (const ordering of moved) ordering.add(slot);
    // Every upsert, moved or not: a status may change while the price stays.
    for (const extremes of this.extremes.values()) extremes.note(slot);
  }

  /**
   * Starts a bulk load (a start from a snapshot): until endBulk, upserts and removals write the
   * columns, postings and groups only, and endBulk builds each ordering once from a sort of its
   * slots and the spatial index once, instead of a tree insert per sort per record. The result
   * equals the same upserts and removals made one by one. Valid on any projection (a non-empty
   * one rebuilds its orderings over every record); a read meanwhile rebuilds first, so answers
   * stay right, at the cost of that rebuild.
   */
  beginBulk(): void {
    this.bulk = true;
  }

  /** Ends a bulk load: the orderings and the spatial index are rebuilt over the live records. */
  endBulk(): void {
    this.bulk = false;
    this.settle();
  }

  /** Drops a record (a retraction, or a delete in the bucket); unknown ids are ignored. */
  remove(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    // Orderings left behind by a bulk load are rebuilt whole; settled ones lose the slot now.
    if (!this.unsettled) for (const ordering of this.sortedBy()) ordering.delete(slot);
    for (const group of this.groups.values()) group.leave(slot);
    for (const column of this.columns.values()) column.clear(slot);
    this.ids[slot] = undefined;
    clearBit(this.live, slot);
    this.slotOf.delete(id);
    this.freeSlots.push(slot);
    return true;
  }

  /**
   * Drops every record whose `expiresBy` time is a live window or more before `now` (the store
   * keeps a row while `observed_at > now - window`). Returns how many dropped.
   */
  expire(now: number): number {
    if (this.expiry === undefined || this.liveWindowMs === undefined) return 0;
    this.settle();
    const cutoff = now - this.liveWindowMs;
    let dropped = 0;
    for (let slot = this.expiry.first(); slot !== undefined; slot = this.expiry.first()) {
      const at = this.expiry.keyOf(slot);
      if (at === null || at > cutoff) break;
      this.remove(this.ids[slot] as string);
      dropped++;
    }
    return dropped;
  }

  /**
   * The ids of the live records at `now` whose grouped `field` holds `value`, in no particular
   * order (a field not declared in `groupBy` is refused).
   */
  group(field: StringFieldName<Fields>, value: string, now = Date.now()): string[] {
    const group = this.groups.get(field);
    if (group === undefined) throw new RangeError(`${this.spec.kind} does not group by ${field}`);
    this.expire(now);
    return group.membersOf(value).map((slot) => this.ids[slot] as string);
  }

  /** One field of the record the id holds: null where it lacks the value, undefined for an unknown id. */
  valueOf<K extends keyof Fields & string>(id: string, field: K): FieldValues<Fields>[K] | undefined {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return undefined;
    return (this.column(field).get(slot) ?? null) as FieldValues<Fields>[K];
  }

  /**
   * One keyset page of the live records matching `query` at `now`, in its sort, and the number
   * of matches of the whole query (exact up to the cap, else a lower bound).
   */
  search(query: SearchQuery, now = Date.now(), tally?: SharedTally): SearchResult {
    if (query.collapse !== undefined) {
      const { ids, total, totalRelation, nextPosition } = this.searchCollapsed(query, now);
      return { ids, total, totalRelation, ...(nextPosition !== undefined ? { nextPosition } : {}) };
    }
    checkQuery(query);
    this.settle();
    const ordering = this.orderings.get(query.sort);
    const nearest = this.nearestOrder(query);
    if (ordering === undefined && nearest === undefined) throw new RangeError(`${this.spec.kind} has no sort ${query.sort}`);
    this.expire(now);
    const cap = query.totalCap ?? DEFAULT_TOTAL_CAP;
    const compiled = compileFilters(query.filters, { column: (field) => this.column(field), textKeys: this.textKeys });
    if (compiled === undefined) return { ids: [], total: 0, totalRelation: 'exact' };
    if (ordering === undefined) return this.searchNearest(nearest as NearestOrder, compiled, query, cap);

    this.tally = tally;
    this.countedShort = false;
    let found: number;
    let past: boolean;
    try {
      found = this.countMatches(compiled, query.filters, cap);
      past = found > cap || this.tallyPassed(cap);
    } finally {
      this.tally = undefined;
    }
    // Every match is in hand unless the count stopped at the cap or at the shards' tally.
    const inHand = found <= cap && !this.countedShort;
    const page = inHand ? firstAfter(ordering, this.matches, found, query.after, query.limit + 1) : this.walk(ordering, compiled, query, query.limit + 1);
    const shown = page.slice(0, query.limit);
    const last = shown[shown.length - 1];
    return {
      ids: shown.map((slot) => this.ids[slot] as string),
      total: Math.min(found, cap),
      totalRelation: past ? 'lower_bound' : 'exact',
      ...(page.length > query.limit && last !== undefined ? { nextPosition: { key: ordering.keyOf(last), id: this.ids[last] as string } } : {}),
    };
  }

  /**
   * One page of a collapsed search (`query.collapse`): each group of matches is represented by
   * its first match in the representative sort, and the page, position and total are those of
   * the representatives in the query's sort; the total counts groups up to the cap. With the
   * page, what a merge of several projections' pages needs (see CollapsedResult).
   */
  searchCollapsed(query: SearchQuery, now = Date.now()): CollapsedResult {
    checkQuery(query);
    this.settle();
    const collapser = this.collapserOf(query.collapse);
    const ordering = this.orderings.get(query.sort);
    const nearest = this.nearestOrder(query);
    if (ordering === undefined && nearest === undefined) throw new RangeError(`${this.spec.kind} has no sort ${query.sort}`);
    this.expire(now);
    const cap = query.totalCap ?? DEFAULT_TOTAL_CAP;
    const compiled = compileFilters(query.filters, { column: (field) => this.column(field), textKeys: this.textKeys });
    if (compiled === undefined) return { ids: [], total: 0, totalRelation: 'exact', groups: [], singles: 0, grouped: [] };
    // Matches to the cap first, as any search, then twice as many each time, until they are all
    // found or already hold more groups than the cap: then the total is a lower bound and the
    // page is walked from the sort's tree. A distance sort has no tree: it takes every match.
    let scanned = ordering === undefined ? Number.MAX_SAFE_INTEGER - 1 : cap;
    let found = this.countMatches(compiled, query.filters, scanned);
    let reps = collapser.collapse(this.matches, found);
    while (found > scanned && reps.count <= cap) {
      scanned = Math.min(scanned * 2 + 1, Number.MAX_SAFE_INTEGER - 1);
      found = this.countMatches(compiled, query.filters, scanned);
      reps = collapser.collapse(this.matches, found);
    }
    const complete = found <= scanned;
    const page = !complete
      ? this.walkRepresentatives(ordering as Ordering, compiled, collapser, query).map((slot) => ({ slot, key: (ordering as Ordering).keyOf(slot) }))
      : ordering !== undefined
        ? firstAfter(ordering, reps.slots, reps.count, query.after, query.limit + 1).map((slot) => ({ slot, key: ordering.keyOf(slot) }))
        : (nearest as NearestOrder).firstAfter(reps.slots.subarray(0, reps.count), query.after, query.limit + 1);
    const shown = page.slice(0, query.limit);
    const last = shown[shown.length - 1];
    const homes = reps.count;
    const dictionary = collapser.column.dictionary;
    return {
      ids: shown.map(({ slot }) => this.ids[slot] as string),
      total: Math.min(homes, cap),
      totalRelation: homes > cap ? 'lower_bound' : 'exact',
      ...(page.length > query.limit && last !== undefined ? { nextPosition: { key: last.key, id: this.ids[last.slot] as string } } : {}),
      groups: shown.map(({ slot }) => collapser.column.get(slot) ?? ''),
      singles: reps.singles,
      ...(homes <= cap ? { grouped: reps.codes.map((code) => dictionary.valueOf(code) as string) } : {}),
    };
  }

  /**
   * For each group value, the first of the group's live records at `now` that match the query's
   * filters in its collapse's representative sort, or null when none match.
   */
  representatives(query: SearchQuery, values: readonly string[], now = Date.now()): Array<Representative | null> {
    checkQuery(query);
    this.settle();
    const collapser = this.collapserOf(query.collapse);
    const group = this.groups.get((query.collapse as Collapse).field) as GroupIndex;
    this.expire(now);
    const compiled = compileFilters(query.filters, { column: (field) => this.column(field), textKeys: this.textKeys });
    return values.map((value) => {
      if (compiled === undefined || value === '') return null;
      const first = collapser.firstOf(group.membersOf(value), (slot) => passes(compiled.slotTests, slot));
      return first === undefined ? null : { id: this.ids[first] as string, key: collapser.representative.keyOf(first) };
    });
  }

  /**
   * The first limit + 1 representatives after the position, read in the sort's order: a match is
   * one when no other matching member of its group comes before it in the representative sort.
   */
  private walkRepresentatives(ordering: Ordering, compiled: CompiledFilters, collapser: Collapser, query: SearchQuery): number[] {
    const group = this.groups.get((query.collapse as Collapse).field) as GroupIndex;
    const matches = (slot: number): boolean => passes(compiled.slotTests, slot);
    const { start, beyond } = rangeWalk(ordering, compiled.ranges.get(ordering.spec.field), query.after);
    const page: number[] = [];
    ordering.scan(this.reach(ordering, query.filters, start), (slot) => {
      if (beyond(slot)) return false;
      if (!matches(slot)) return true;
      const value = collapser.column.get(slot);
      if (value !== null && value !== '' && collapser.firstOf(group.membersOf(value), matches) !== slot) return true;
      page.push(slot);
      return page.length <= query.limit;
    });
    return page;
  }

  /** The collapser of a collapse: its field must be grouped (groupBy) and its representative a field sort. */
  private collapserOf(collapse: Collapse | undefined): Collapser {
    if (collapse === undefined) throw new RangeError(`${this.spec.kind}: a collapsed search needs a collapse`);
    const name = `${collapse.field}\u0000${collapse.representative}`;
    let collapser = this.collapsers.get(name);
    if (collapser !== undefined) return collapser;
    const column = this.column(collapse.field);
    const representative = this.orderings.get(collapse.representative);
    if (!(column instanceof CodeColumn) || !this.groups.has(collapse.field)) throw new RangeError(`${this.spec.kind} does not group by ${collapse.field}`);
    if (representative === undefined) throw new RangeError(`${this.spec.kind} has no sort ${collapse.representative}`);
    collapser = new Collapser(column, representative);
    this.collapsers.set(name, collapser);
    return collapser;
  }

  /**
   * A page of a distance sort: every match is measured (the order depends on the origin, so no
   * ordering is kept), so such a search should be narrowed by an area; the total is capped as
   * in the other sorts.
   */
  private searchNearest(nearest: NearestOrder, compiled: CompiledFilters, query: SearchQuery, cap: number): SearchResult {
    const found = this.countMatches(compiled, query.filters, Number.MAX_SAFE_INTEGER - 1);
    const page = nearest.firstAfter(this.matches.subarray(0, found), query.after, query.limit + 1);
    const shown = page.slice(0, query.limit);
    const last = shown[shown.length - 1];
    return {
      ids: shown.map(({ slot }) => this.ids[slot] as string),
      total: Math.min(found, cap),
      totalRelation: found > cap ? 'lower_bound' : 'exact',
      ...(page.length > query.limit && last !== undefined ? { nextPosition: { key: last.key, id: this.ids[last.slot] as string } } : {}),
    };
  }

  /** The nearest-first order of a distance sort, or undefined when the sort is not one. */
  private nearestOrder(query: SearchQuery): NearestOrder | undefined {
    const field = this.spec.distanceSorts?.[query.sort];
    if (field === undefined) return undefined;
    if (query.origin === undefined) throw new RangeError(`${this.spec.kind}: sort ${query.sort} measures from an origin; give one`);
    const points = this.column(field);
    if (!(points instanceof PointColumn)) throw new RangeError(`${this.spec.kind}: ${field} is not a point, so it cannot order by distance`);
    return new NearestOrder(points, (slot) => this.ids[slot] as string, query.origin);
  }

  /**
   * Counts the matching slots up to cap + 1 (the count ignores the position) into `matches`.
   * A grouped field's `in` filter or a geo filter narrows the slots read to its members or the
   * spatial index's candidates; else the fewer of a text location's (or name's) holders and a
   * range's slots read from its sort, when either is a small share of the records; otherwise the
   * live set is intersected with the posting filters a word (32 slots) at a time, and only the
   * slots left go through the other filters, a batch at a time. Every way stops once it has found
   * more than the cap, or once the shards' tally of the search has (countedShort).
   */
  private countMatches(compiled: CompiledFilters, filters: SearchQuery['filters'], cap: number): number {
    if (this.countStops(0, cap)) return 0;
    const confined = this.confinedTo(compiled, filters);
    if (confined !== undefined) return this.countAmong(confined, compiled.slotTests, cap);
    const choice = compiled.choices[0];
    const choiceShare = choice === undefined ? Infinity : choice.held / Math.max(1, this.size);
    const range = this.rangeToRead(compiled.ranges);
    if (choice !== undefined && choiceShare <= RANGE_SHARE && (range === undefined || choiceShare <= range.share)) {
      return this.countAmong(this.holdersOf(choice), compiled.slotTests, cap);
    }
    if (range !== undefined) return this.countInRange(range, compiled.slotTests, cap);
    if (choice === undefined) return this.scanPostings(compiled.postings, compiled.tests, cap);
    // The choice's holders as one more set to intersect: its code test would read every slot the other sets keep.
    const holders = this.holderSet(choice);
    try {
      const test = compiled.choiceTests.get(choice);
      return this.scanPostings([...compiled.postings, { sets: [holders], held: choice.held }], compiled.tests.filter((t) => t !== test), cap);
    } finally {
      holders.fill(0);
    }
  }

  /** Counts the live slots in every posting filter that pass the tests, a word of slots at a time. */
  private scanPostings(postings: readonly PostingFilter[], unordered: readonly SlotTest[], cap: number): number {
    const tests = this.bySampledRate(unordered);
    const live = this.live;
    const batch = this.batch;
    const words = wordsFor(this.ids.length);
    let found = 0;
    let count = 0;
    for (let w = 0; w < words; w++) {
      let word = live[w] as number;
      for (let p = 0; p < postings.length && word !== 0; p++) {
        const sets = (postings[p] as PostingFilter).sets;
        let union = (sets[0] as Uint32Array)[w] as number;
        for (let i = 1; i < sets.length; i++) union |= (sets[i] as Uint32Array)[w] as number;
        word &= union;
      }
      const base = w << 5;
      while (word !== 0) {
        const low = word & -word;
        batch[count++] = base + 31 - Math.clz32(low);
        word ^= low;
      }
      if (count >= BATCH) {
        found = this.keepMatches(tests, count, found, cap);
        count = 0;
        if (this.countStops(found, cap)) return found;
      }
    }
    return count > 0 ? this.keepMatches(tests, count, found, cap) : found;
  }

  /** Like countMatches, over the given live slots only (each once), every filter tested by slot. */
  private countAmong(candidates: ArrayLike<number>, tests: readonly SlotTest[], cap: number): number {
    let found = 0;
    for (let start = 0; start < candidates.length && !this.countStops(found, cap); start += BATCH) {
      const end = Math.min(start + BATCH, candidates.length);
      for (let i = start; i < end; i++) this.batch[i - start] = candidates[i] as number;
      found = this.keepMatches(tests, end - start, found, cap);
    }
    return found;
  }

  /** Runs the batch's first `count` slots through the tests and appends those kept to `matches`, up to cap + 1 in all. */
  private keepMatches(tests: readonly SlotTest[], count: number, found: number, cap: number): number {
    let kept = count;
    for (const test of tests) kept = test.keep(this.batch, kept);
    const taken = Math.min(kept, cap + 1 - found);
    if (found + taken > this.matches.length) {
      const grown = new Int32Array(Math.max(found + taken, this.matches.length * 2));
      grown.set(this.matches.subarray(0, found));
      this.matches = grown;
    }
    this.matches.set(this.batch.subarray(0, taken), found);
    if (this.tally !== undefined && taken > 0) Atomics.add(this.tally.counts, this.tally.slot, taken);
    return found + taken;
  }

  /** Whether the search's shared tally (other shards' matches with these) has passed the cap. */
  private tallyPassed(cap: number): boolean {
    return this.tally !== undefined && Atomics.load(this.tally.counts, this.tally.slot) > cap;
  }

  /** Whether a count stops here: past the cap, or the shards' tally is (then it counted short). */
  private countStops(found: number, cap: number): boolean {
    if (found > cap) return true;
    if (!this.tallyPassed(cap)) return false;
    this.countedShort = true;
    return true;
  }

  /**
   * The slots a filter confines the search to, when one does: the members of the values of an
   * `in` filter on a grouped field (a portfolio's owner), else a geo filter's candidates.
   */
  private confinedTo(compiled: CompiledFilters, filters: SearchQuery['filters']): ArrayLike<number> | undefined {
    for (const filter of filters) {
      const group = filter.kind === 'in' ? this.groups.get(filter.field) : undefined;
      if (group !== undefined && filter.kind === 'in') return [...new Set(filter.values)].flatMap((value) => group.membersOf(value));
    }
    const geoField = filters.find((f) => f.kind === 'geo')?.field;
    const index = this.geo.find(([name]) => name === geoField)?.[2];
    if (compiled.bounds !== undefined && index !== undefined) return index.candidates(compiled.bounds, this.size);
    return undefined;
  }

  /**
   * The live slots holding the choice's codes, each once (a slot can hold a matching city and a
   * matching region), read from each field's CodeMembers into the kept scratch array.
   */
  private holdersOf(choice: CodeChoice): Int32Array {
    let count = 0;
    const several = choice.parts.length > 1;
    const seen = several ? this.seenScratch() : undefined;
    const take = (slot: number): void => {
      if (seen !== undefined) {
        if (hasBit(seen, slot)) return;
        setBit(seen, slot);
      }
      if (count === this.candidates.length) {
        const grown = new Int32Array(this.candidates.length * 2);
        grown.set(this.candidates);
        this.candidates = grown;
      }
      this.candidates[count++] = slot;
    };
    for (const { column, codes } of choice.parts) column.members.forEach(codes, take);
    if (seen !== undefined) for (let i = 0; i < count; i++) clearBit(seen, this.candidates[i] as number);
    return this.candidates.subarray(0, count);
  }

  /** The slots holding the choice's codes, as a bitset in the kept scratch (the caller clears it after use). */
  private holderSet(choice: CodeChoice): Uint32Array {
    const set = this.seenScratch();
    for (const { column, codes } of choice.parts) column.members.forEach(codes, (slot) => setBit(set, slot));
    return set;
  }

  /** A bitset over every slot, all clear, kept between searches (each search clears what it set). */
  private seenScratch(): Uint32Array {
    if (this.seen.length < wordsFor(this.capacity)) this.seen = new Uint32Array(wordsFor(this.capacity));
    return this.seen;
  }

  /**
   * The range filter on a sorted field to read from that sort's tree instead of every slot, when a
   * sample says it keeps few records (RANGE_SHARE of them or less): a price range then costs the
   * records in the range, not every record. A finite-only sort is passed over, as it holds the
   * infinities among the missing values, where a bound may still meet them.
   */
  private rangeToRead(ranges: ReadonlyMap<string, Bounds>): { ordering: Ordering; bounds: Bounds; share: number } | undefined {
    if (this.size < SAMPLE * 4) return undefined;
    let chosen: { ordering: Ordering; bounds: Bounds; share: number } | undefined;
    for (const [field, bounds] of ranges) {
      if (bounds.min === undefined && bounds.max === undefined) continue;
      for (const ordering of this.orderings.values()) {
        if (ordering.spec.field !== field || ordering.spec.finiteOnly === true) continue;
        const share = this.sampledShare(ordering, bounds);
        if (share <= RANGE_SHARE && (chosen === undefined || share < chosen.share)) chosen = { ordering, bounds, share };
        break;
      }
    }
    return chosen;
  }

  /**
   * Like countMatches, over the slots of the range read from its sort's tree a batch at a time,
   * so a range holding more matches than the cap is read only until the cap is passed.
   */
  private countInRange(range: { ordering: Ordering; bounds: Bounds }, tests: readonly SlotTest[], cap: number): number {
    const { start, beyond } = rangeWalk(range.ordering, range.bounds, undefined);
    let found = 0;
    let count = 0;
    range.ordering.scan(start, (slot) => {
      if (beyond(slot)) return false;
      this.batch[count++] = slot;
      if (count < BATCH) return true;
      found = this.keepMatches(tests, count, found, cap);
      count = 0;
      return !this.countStops(found, cap);
    });
    return count > 0 && !this.countStops(found, cap) ? this.keepMatches(tests, count, found, cap) : found;
  }

  /** The share of an evenly spread sample of live records whose sort value lies within the bounds. */
  private sampledShare(ordering: Ordering, bounds: Bounds): number {
    const step = this.ids.length / SAMPLE;
    let live = 0;
    let within = 0;
    for (let i = 0; i < SAMPLE; i++) {
      const slot = Math.floor(i * step);
      if (this.ids[slot] === undefined) continue;
      live++;
      if (inRange(ordering.keyOf(slot), bounds)) within++;
    }
    return live === 0 ? 1 : within / live;
  }

  /**
   * The tests of a full scan, the one keeping the fewest of an evenly spread sample first, so
   * the others see only what it kept. The sample costs a thousandth of a scan of 1M records.
   */
  private bySampledRate(tests: readonly SlotTest[]): readonly SlotTest[] {
    if (tests.length < 2 || this.size < SAMPLE * 4) return tests;
    const sample = new Int32Array(SAMPLE);
    const step = this.ids.length / SAMPLE;
    let taken = 0;
    for (let i = 0; i < SAMPLE; i++) {
      const slot = Math.floor(i * step);
      if (this.ids[slot] !== undefined) sample[taken++] = slot;
    }
    const kept = tests.map((test) => test.keep(sample.slice(0, taken), taken));
    return tests.map((test, i) => [test, kept[i] as number] as const).sort(([, a], [, b]) => a - b).map(([test]) => test);
  }

  /**
   * The first `count` matches after the position, read in the sort's order. A range filter on
   * the sorted field moves the start to its bound and, for a finite sort, ends the walk past it.
   */
  private walk(ordering: Ordering, compiled: CompiledFilters, query: SearchQuery, count: number): number[] {
    const { start, beyond } = rangeWalk(ordering, compiled.ranges.get(ordering.spec.field), query.after);
    const page: number[] = [];
    ordering.scan(this.reach(ordering, query.filters, start), (slot) => {
      if (beyond(slot)) return false;
      if (passes(compiled.slotTests, slot)) page.push(slot);
      return page.length < count;
    });
    return page;
  }

  /**
   * Where a walk along `ordering` from `start` may begin, given the query's `in` filters on enum
   * fields: past every key no record holding a wanted value has had (KeyExtremes). Records
   * lacking the key come last and are never passed over.
   */
  private reach(ordering: Ordering, filters: SearchQuery['filters'], start: Position | undefined): Position | undefined {
    const extremes = this.extremes.get(ordering.spec.field);
    if (extremes === undefined) return start;
    const ascending = ordering.spec.direction === 'asc';
    let near: number | undefined;
    for (const filter of filters) {
      if (filter.kind !== 'in') continue;
      const edge = extremes.edge(filter.field, filter.values, ascending ? 'low' : 'high');
      if (edge !== undefined) near = near === undefined ? edge : ascending ? Math.max(near, edge) : Math.min(near, edge);
    }
    if (near === undefined) return start;
    const bound = { key: near, id: ascending ? '' : PAST_EVERY_ID };
    return start === undefined || ordering.comparePositions(bound, start) > 0 ? bound : start;
  }

  /** Rebuilds the orderings and spatial indexes when changes made in bulk have left them behind. */
  private settle(): void {
    if (!this.unsettled) return;
    this.unsettled = false;
    // The live slots by id, once for every ordering: their ties fall in id order.
    const ids = [...this.slotOf.keys()].sort();
    const byId = new Int32Array(ids.length);
    for (let i = 0; i < ids.length; i++) byId[i] = this.slotOf.get(ids[i] as string) as number;
    for (const ordering of this.sortedBy()) ordering.rebuild(byId);
    for (const extremes of this.extremes.values()) {
      extremes.reset();
      for (const slot of byId) extremes.note(slot);
    }
    for (const [, , index] of this.geo) index.rebuild();
  }

  private sortedBy(): Ordering[] {
    const all = [...this.orderings.values()];
    return this.expiry === undefined ? all : [...all, this.expiry];
  }

  private takeSlot(id: string): number {
    let slot = this.freeSlots.pop();
    if (slot === undefined) {
      slot = this.ids.length;
      if (slot >= this.capacity) this.grow(this.capacity * 2);
    }
    this.ids[slot] = id;
    this.heads.note(slot, id);
    setBit(this.live, slot);
    this.slotOf.set(id, slot);
    return slot;
  }

  private grow(capacity: number): void {
    for (const column of this.columns.values()) column.grow(capacity);
    for (const [, , index] of this.geo) index.grow(capacity);
    this.live = grownBits(this.live, capacity);
    this.heads.grow(capacity);
    this.capacity = capacity;
  }

  private column(field: string): Column {
    const column = this.columns.get(field);
    if (column === undefined) throw new RangeError(`${this.spec.kind} has no field ${field}`);
    return column;
  }

  private numberColumn(field: string): NumberColumn {
    const column = this.column(field);
    if (!(column instanceof NumberColumn)) throw new RangeError(`${this.spec.kind}: ${field} is not a number or timestamp, so it cannot order`);
    return column;
  }
}

/** Slots a scan hands the filters at once. */
const BATCH = 4096;
/** Slots sampled to order a scan's filters. */
const SAMPLE = 1024;
/**
 * A range on a sorted field reads the sort's tree instead of every slot when it keeps at most this
 * share of a sample: a step along the tree costs some ten times a slot of a scan.
 */
const RANGE_SHARE = 1 / 16;

function passes(tests: readonly SlotTest[], slot: number): boolean {
  for (const test of tests) if (!test.test(slot)) return false;
  return true;
}

// Above every id, so a position with it comes after every record of its key in a descending
// sort (and an empty id before every record in an ascending one).
const PAST_EVERY_ID = '\uffff';

/**
 * Where a walk starts and when it may stop, given the bounds a range filter puts on the sorted
 * field: past the far bound, or at the missing values, which come last and never meet a bound.
 * Only a sort that keeps every value in order may stop: with `finiteOnly`, an infinite value
 * sits among the missing ones at the end and may still match.
 */
function rangeWalk(ordering: Ordering, range: Bounds | undefined, after: Position | undefined): { start: Position | undefined; beyond: (slot: number) => boolean } {
  const never = (): boolean => false;
  if (range === undefined) return { start: after, beyond: never };
  const ascending = ordering.spec.direction === 'asc';
  const near = ascending ? range.min : range.max;
  const far = ascending ? range.max : range.min;
  let start = after;
  if (near !== undefined) {
    const bound = { key: near, id: ascending ? '' : PAST_EVERY_ID };
    if (after === undefined || ordering.comparePositions(bound, after) > 0) start = bound;
  }
  if ((near === undefined && far === undefined) || ordering.spec.finiteOnly === true) return { start, beyond: never };
  return {
    start,
    beyond: (slot) => {
      const key = ordering.keyOf(slot);
      return key === null || (far !== undefined && (ascending ? key > far : key < far));
    },
  };
}

/**
 * The first `count` of the first `found` slots of `slots` after the position in the sort's order,
 * without sorting them all: a running selection of the best `count`, each newcomer placed by
 * binary search.
 */
function firstAfter(ordering: Ordering, slots: Int32Array, found: number, after: Position | undefined, count: number): number[] {
  const best: number[] = [];
  // The last kept slot's rank: most matches fall behind it by one number comparison.
  let worst = Infinity;
  for (let i = 0; i < found; i++) {
    const slot = slots[i] as number;
    if (best.length === count) {
      const rank = ordering.rank(slot);
      if (rank > worst || (rank === worst && ordering.compare(slot, best[count - 1] as number) >= 0)) continue;
    }
    if (after !== undefined && ordering.comparePosition(slot, after) <= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (ordering.compare(best[mid] as number, slot) < 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, slot);
    if (best.length > count) best.pop();
    if (best.length === count) worst = ordering.rank(best[count - 1] as number);
  }
  return best;
}
