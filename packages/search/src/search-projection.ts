import { CodeColumn, columnFor, NumberColumn, PointColumn, type Column } from './columns.js';
import type { FieldSpec, FieldValues, SearchKindSpec, StringFieldName, TextRole } from './field-spec.js';
import { compileFilters, type Bounds, type CompiledFilters, type SlotTest } from './filters.js';
import { GeoIndex } from './geo-index.js';
import { GroupIndex } from './group-index.js';
import { NearestOrder } from './nearest.js';
import { Ordering, type Position } from './ordering.js';
import { checkQuery, DEFAULT_TOTAL_CAP, type SearchQuery, type SearchResult } from './query.js';
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
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly columns = new Map<string, Column>();
  private readonly orderings = new Map<string, Ordering>();
  private readonly expiry: Ordering | undefined;
  private readonly geo: Array<[string, PointColumn, GeoIndex]> = [];
  private readonly textKeys: TextKeys[] = [];
  private readonly groups = new Map<string, GroupIndex>();
  private readonly liveWindowMs: number | undefined;

  constructor(
    readonly spec: SearchKindSpec<Fields>,
    options: SearchProjectionOptions = {},
  ) {
    this.capacity = Math.max(16, options.initialCapacity ?? 1024);
    for (const [name, field] of Object.entries(spec.fields)) this.columns.set(name, columnFor(field, this.capacity));
    const idOf = (slot: number): string => this.ids[slot] as string;
    for (const [name, sort] of Object.entries(spec.sorts)) this.orderings.set(name, new Ordering(this.numberColumn(sort.field), idOf, sort));
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
      this.expiry = new Ordering(this.numberColumn(spec.expiresBy), idOf, { field: spec.expiresBy, direction: 'asc' });
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
    const moved = this.sortedBy().filter((ordering) => fresh || ordering.keyOf(slot) !== ordering.keyFromValue(values[ordering.spec.field]));
    if (!fresh) for (const ordering of moved) ordering.delete(slot);
    for (const [name, column, index] of this.geo) if (fresh || column.differs(slot, values[name])) index.touch(slot);
    for (const [name, group] of this.groups) group.move(slot, values[name]);
    for (const [name, column] of this.columns) column.write(slot, values[name]);
    for (const ordering of moved) ordering.add(slot);
  }

  /** Drops a record (a retraction, or a delete in the bucket); unknown ids are ignored. */
  remove(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    for (const ordering of this.sortedBy()) ordering.delete(slot);
    for (const group of this.groups.values()) group.leave(slot);
    for (const column of this.columns.values()) column.clear(slot);
    this.ids[slot] = undefined;
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
  search(query: SearchQuery, now = Date.now()): SearchResult {
    checkQuery(query);
    const ordering = this.orderings.get(query.sort);
    const nearest = this.nearestOrder(query);
    if (ordering === undefined && nearest === undefined) throw new RangeError(`${this.spec.kind} has no sort ${query.sort}`);
    this.expire(now);
    const cap = query.totalCap ?? DEFAULT_TOTAL_CAP;
    const compiled = compileFilters(query.filters, { column: (field) => this.column(field), textKeys: this.textKeys });
    if (compiled === undefined) return { ids: [], total: 0, totalRelation: 'exact' };
    if (ordering === undefined) return this.searchNearest(nearest as NearestOrder, compiled, query, cap);

    const matches = this.countMatches(compiled, query.filters, cap);
    const page = matches.length <= cap ? firstAfter(ordering, matches, query.after, query.limit + 1) : this.walk(ordering, compiled, query.after, query.limit + 1);
    const shown = page.slice(0, query.limit);
    const last = shown[shown.length - 1];
    return {
      ids: shown.map((slot) => this.ids[slot] as string),
      total: Math.min(matches.length, cap),
      totalRelation: matches.length > cap ? 'lower_bound' : 'exact',
      ...(page.length > query.limit && last !== undefined ? { nextPosition: { key: ordering.keyOf(last), id: this.ids[last] as string } } : {}),
    };
  }

  /**
   * A page of a distance sort: every match is measured (the order depends on the origin, so no
   * ordering is kept), so such a search should be narrowed by an area; the total is capped as
   * in the other sorts.
   */
  private searchNearest(nearest: NearestOrder, compiled: CompiledFilters, query: SearchQuery, cap: number): SearchResult {
    const matches = this.countMatches(compiled, query.filters, Number.MAX_SAFE_INTEGER - 1);
    const page = nearest.firstAfter(matches, query.after, query.limit + 1);
    const shown = page.slice(0, query.limit);
    const last = shown[shown.length - 1];
    return {
      ids: shown.map(({ slot }) => this.ids[slot] as string),
      total: Math.min(matches.length, cap),
      totalRelation: matches.length > cap ? 'lower_bound' : 'exact',
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
   * The matching slots, up to cap + 1 of them (the count ignores the position). A geo filter
   * narrows the scan to the spatial index's candidates; otherwise every slot is read. Slots go
   * through the filters a batch at a time.
   */
  private countMatches(compiled: CompiledFilters, filters: SearchQuery['filters'], cap: number): number[] {
    const geoField = filters.find((f) => f.kind === 'geo')?.field;
    const index = this.geo.find(([name]) => name === geoField)?.[2];
    const candidates = compiled.bounds !== undefined && index !== undefined ? index.candidates(compiled.bounds, this.size) : undefined;
    const end = candidates?.length ?? this.ids.length;
    const tests = candidates === undefined ? this.bySampledRate(compiled.tests) : compiled.tests;
    const batch = new Int32Array(Math.min(BATCH, Math.max(1, end)));
    const matches: number[] = [];
    for (let start = 0; start < end && matches.length <= cap; start += BATCH) {
      let count = 0;
      for (let i = start; i < Math.min(start + BATCH, end); i++) {
        const slot = candidates === undefined ? i : (candidates[i] as number);
        if (this.ids[slot] !== undefined) batch[count++] = slot;
      }
      for (const test of tests) count = test.keep(batch, count);
      for (let i = 0; i < count && matches.length <= cap; i++) matches.push(batch[i] as number);
    }
    return matches;
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
  private walk(ordering: Ordering, compiled: CompiledFilters, after: Position | undefined, count: number): number[] {
    const { start, beyond } = rangeWalk(ordering, compiled.ranges.get(ordering.spec.field), after);
    const page: number[] = [];
    for (const slot of ordering.from(start)) {
      if (beyond(slot)) break;
      if (passes(compiled.tests, slot)) page.push(slot);
      if (page.length >= count) break;
    }
    return page;
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
    this.slotOf.set(id, slot);
    return slot;
  }

  private grow(capacity: number): void {
    for (const column of this.columns.values()) column.grow(capacity);
    for (const [, , index] of this.geo) index.grow(capacity);
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

function passes(tests: readonly SlotTest[], slot: number): boolean {
  for (const test of tests) if (!test.test(slot)) return false;
  return true;
}

// Above every id, so a position with it comes after every record of its key in a descending
// sort (and an empty id before every record in an ascending one).
const PAST_EVERY_ID = '\uffff';

/**
 * Where a walk starts and when it may stop, given the bounds a range filter puts on the sorted
 * field. Only a sort that keeps every value in order may stop: with `finiteOnly`, an infinite
 * value sits among the missing ones at the end and may still match.
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
  if (far === undefined || ordering.spec.finiteOnly === true) return { start, beyond: never };
  return {
    start,
    beyond: (slot) => {
      const key = ordering.keyOf(slot);
      return key === null || (ascending ? key > far : key < far);
    },
  };
}

/**
 * The first `count` of `slots` after the position in the sort's order, without sorting them
 * all: a running selection of the best `count`, each newcomer placed by binary search.
 */
function firstAfter(ordering: Ordering, slots: readonly number[], after: Position | undefined, count: number): number[] {
  const best: number[] = [];
  for (const slot of slots) {
    if (after !== undefined && ordering.comparePosition(slot, after) <= 0) continue;
    if (best.length === count && ordering.compare(slot, best[count - 1] as number) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (ordering.compare(best[mid] as number, slot) < 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, slot);
    if (best.length > count) best.pop();
  }
  return best;
}
