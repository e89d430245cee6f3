import { inBounds, inGeoArea, radiusBounds, ringBounds, type GeoArea, type GeoBounds, type GeoPoint } from '@estate/normalize';
import { CodeColumn, NightsColumn, NumberColumn, PointColumn, type Column } from './columns.js';
import type { SearchFilter } from './query.js';
import { nameMatches } from './name-match.js';
import { hasBit } from './postings.js';
import type { TextKeys } from './text-match.js';

/**
 * One filter over slots: a slot at a time (reading a sort's order) or a batch at a time (a scan,
 * where one tight loop per filter beats a call per filter per record).
 */
export interface SlotTest {
  test(slot: number): boolean;
  /** Keeps, in order and in place, those of the first `count` slots that pass; returns how many. */
  keep(slots: Int32Array, count: number): number;
}

/** Inclusive bounds as a filter compares them (float32 columns: rounded to float32). */
export interface Bounds {
  min?: number;
  max?: number;
}

/** What the filters of a query read: the kind's columns and its text-location keys. */
export interface FilterContext {
  column(field: string): Column;
  readonly textKeys: readonly TextKeys[];
}

/**
 * An `in` filter on a field that keeps posting sets: the slots holding any of the wanted codes are
 * the union of their sets. `held` is how many records that union holds, to intersect the smallest
 * first.
 */
export interface PostingFilter {
  readonly sets: readonly Uint32Array[];
  readonly held: number;
}

/**
 * A query's filters: the categorical ones as posting sets to intersect, the rest as slot tests,
 * the likely most selective first (a text location, then equalities, ranges, and the costly exact
 * geo test last); undefined when one matches nothing.
 */
export interface CompiledFilters {
  /** Posting filters, the fewest records first. */
  postings: PostingFilter[];
  /** Every other filter, for a scan that has intersected the postings already. */
  tests: SlotTest[];
  /** The posting filters as slot tests, then `tests`: for slots read one at a time (a sort's order, geo candidates). */
  slotTests: SlotTest[];
  /** The box every match lies in, when a geo filter bounds the search. */
  bounds?: GeoBounds;
  /** The bounds every match's value lies within, by field, as compared. */
  ranges: Map<string, Bounds>;
  /** The filters that keep the holders of some codes of many-valued fields, the fewest records first. */
  choices: CodeChoice[];
  /** Each choice's own test among `tests`, for a scan that intersects the choice's holders instead. */
  choiceTests: ReadonlyMap<CodeChoice, SlotTest>;
}

/**
 * A filter that keeps only the records holding some codes of string fields without posting sets
 * (a text location over its fields, a name, an `in` on a many-valued field): its matches are
 * among those holders, `held` of them at most, read from the fields' CodeMembers.
 */
export interface CodeChoice {
  readonly parts: ReadonlyArray<{ readonly column: CodeColumn; readonly codes: readonly number[] }>;
  readonly held: number;
}

export function compileFilters(filters: readonly SearchFilter[], context: FilterContext): CompiledFilters | undefined {
  const staged: Array<[number, SlotTest]> = [];
  const postings: PostingFilter[] = [];
  const choices: CodeChoice[] = [];
  const choiceTests = new Map<CodeChoice, SlotTest>();
  const choose = (choice: CodeChoice, stage: number): void => {
    const test = codeTest(choice);
    staged.push([stage, test]);
    choices.push(choice);
    choiceTests.set(choice, test);
  };
  const ranges = new Map<string, Bounds>();
  let bounds: GeoBounds | undefined;
  for (const filter of filters) {
    switch (filter.kind) {
      case 'in': {
        const wanted = inFilter(columnOf(context, filter.field, CodeColumn), filter.values);
        if (wanted === undefined) return undefined;
        if (wanted === EVERY_RECORD) break;
        if ('sets' in wanted) postings.push(wanted);
        else choose(wanted, 1);
        break;
      }
      case 'range': {
        const test = new RangeTest(columnOf(context, filter.field, NumberColumn), filter);
        ranges.set(filter.field, tighter(ranges.get(filter.field), test.range));
        staged.push([2, test]);
        break;
      }
      case 'text': {
        const choice = textChoice(context.textKeys, filter.query);
        if (choice === undefined) return undefined;
        choose(choice, 0);
        break;
      }
      case 'name': {
        const choice = nameChoice(columnOf(context, filter.field, CodeColumn), filter.query);
        if (choice === undefined) return undefined;
        choose(choice, 0);
        break;
      }
      case 'nights': {
        const nights = nightFilters(columnOf(context, filter.field, NightsColumn), filter.from, filter.count);
        if (nights === undefined) return undefined;
        postings.push(...nights);
        break;
      }
      case 'geo': {
        const area = geoBounds(filter.area);
        bounds = area;
        staged.push([3, new GeoTest(columnOf(context, filter.field, PointColumn), filter.area, area)]);
        break;
      }
    }
  }
  const tests = staged.sort(([a], [b]) => a - b).map(([, test]) => test);
  postings.sort((a, b) => a.held - b.held);
  const slotTests = [...postings.map((posting) => new PostingTest(posting.sets)), ...tests];
  choices.sort((a, b) => a.held - b.held);
  return bounds === undefined ? { postings, tests, slotTests, ranges, choices, choiceTests } : { postings, tests, slotTests, bounds, ranges, choices, choiceTests };
}

function codeChoice(parts: CodeChoice['parts']): CodeChoice {
  let held = 0;
  for (const { column, codes } of parts) for (const code of codes) held += column.dictionary.uses(code);
  return { parts, held };
}

/** The codes some record holds of the wanted values. */
function heldCodes(column: CodeColumn, values: readonly string[]): number[] {
  const codes = new Set<number>();
  for (const value of values) {
    const code = column.dictionary.codeOf(value);
    if (code !== undefined) codes.add(code);
  }
  return [...codes];
}

/** A choice as a test: the slot's code of any of its fields is one of that field's codes, by a table per field. */
function codeTest(choice: CodeChoice): CodeTest {
  const tables = choice.parts.map(({ column, codes }) => {
    const table = new Uint8Array(column.dictionary.span);
    for (const code of codes) table[code] = 1;
    return table;
  });
  return new CodeTest(
    tables,
    choice.parts.map(({ column }) => column.codes),
  );
}

function columnOf<C extends Column>(context: FilterContext, field: string, type: abstract new (...args: never[]) => C): C {
  const column = context.column(field);
  if (!(column instanceof type)) throw new RangeError(`field ${field} cannot take this filter`);
  return column;
}

function tighter(a: Bounds | undefined, b: Bounds): Bounds {
  const min = Math.max(a?.min ?? -Infinity, b.min ?? -Infinity);
  const max = Math.min(a?.max ?? Infinity, b.max ?? Infinity);
  return { ...(min > -Infinity ? { min } : {}), ...(max < Infinity ? { max } : {}) };
}

/**
 * An `in` filter as posting sets where the column keeps them, else as the codes it wants (tested
 * by code, or read from the holders); EVERY_RECORD when it keeps everything, undefined when nothing can match.
 */
function inFilter(column: CodeColumn, values: readonly string[]): PostingFilter | CodeChoice | typeof EVERY_RECORD | undefined {
  const codes = heldCodes(column, values);
  if (codes.length === 0) return undefined;
  // Every value held is wanted and no record lacks one (all platforms, say): nothing to test.
  if (column.nulls === 0 && codes.length >= column.dictionary.size) return EVERY_RECORD;
  const sets = codes.map((code) => column.postings?.of(code));
  if (sets.every((set) => set !== undefined)) {
    return { sets, held: codes.reduce((sum, code) => sum + column.dictionary.uses(code), 0) };
  }
  return codeChoice([{ column, codes }]);
}

/** A posting filter read slot by slot: the slot's bit in any of the sets. */
class PostingTest implements SlotTest {
  constructor(private readonly sets: readonly Uint32Array[]) {}

  test(slot: number): boolean {
    for (const set of this.sets) if (hasBit(set, slot)) return true;
    return false;
  }

  keep(slots: Int32Array, count: number): number {
    return keepEach(this, slots, count);
  }
}

/** A string field's code is one of a set (several fields: any of them), by a table per field. */
class CodeTest implements SlotTest {
  constructor(
    private readonly tables: readonly Uint8Array[],
    private readonly codes: ReadonlyArray<Uint16Array | Int32Array>,
  ) {}

  test(slot: number): boolean {
    for (let f = 0; f < this.tables.length; f++) {
      if ((this.tables[f] as Uint8Array)[(this.codes[f] as Int32Array)[slot] as number] === 1) return true;
    }
    return false;
  }

  keep(slots: Int32Array, count: number): number {
    const { tables, codes } = this;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const slot = slots[i] as number;
      for (let f = 0; f < tables.length; f++) {
        if ((tables[f] as Uint8Array)[(codes[f] as Int32Array)[slot] as number] === 1) {
          slots[kept++] = slot;
          break;
        }
      }
    }
    return kept;
  }
}

class RangeTest implements SlotTest {
  readonly range: Bounds;
  private readonly values: NumberColumn['values'];
  private readonly present: Uint8Array;
  // The bounds as plain numbers (±Infinity where unstated), compared inline in the scan's loop:
  // inRange over bounds objects of several shapes was most of a scan's time.
  private readonly lowest: number;
  private readonly highest: number;
  /** What a record lacking the value gets: a stated bound excludes it, as inRange does. */
  private readonly keepsMissing: boolean;

  constructor(column: NumberColumn, filter: { min?: number | undefined; max?: number | undefined }) {
    // A float32 column is compared with its bounds rounded to float32, as the store compares a
    // Float32 column with toFloat32(bound): a bound of 2.3 meets the stored float32 of 2.3.
    const round = column.values instanceof Float32Array ? Math.fround : (n: number) => n;
    this.range = {
      ...(filter.min !== undefined ? { min: round(filter.min) } : {}),
      ...(filter.max !== undefined ? { max: round(filter.max) } : {}),
    };
    this.values = column.values;
    this.present = column.present;
    this.lowest = this.range.min ?? -Infinity;
    this.highest = this.range.max ?? Infinity;
    this.keepsMissing = this.range.min === undefined && this.range.max === undefined;
  }

  test(slot: number): boolean {
    if (this.present[slot] !== 1) return this.keepsMissing;
    const value = this.values[slot] as number;
    // Negated so that NaN passes, as inRange lets it.
    return !(value < this.lowest) && !(value > this.highest);
  }

  keep(slots: Int32Array, count: number): number {
    const { values, present, lowest, highest, keepsMissing } = this;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const slot = slots[i] as number;
      if (present[slot] !== 1) {
        if (keepsMissing) slots[kept++] = slot;
        continue;
      }
      const value = values[slot] as number;
      if (!(value < lowest) && !(value > highest)) slots[kept++] = slot;
    }
    return kept;
  }
}

/** The name rule decided once per distinct value of the field; undefined when no value matches. */
function nameChoice(column: CodeColumn, query: string): CodeChoice | undefined {
  const codes: number[] = [];
  for (const [value, code] of column.dictionary.entries()) if (nameMatches(value, query)) codes.push(code);
  return codes.length === 0 ? undefined : codeChoice([{ column, codes }]);
}

/** A text location over the kind's text fields; undefined when the query is blank or no field can match. */
function textChoice(textKeys: readonly TextKeys[], query: string): CodeChoice | undefined {
  if (textKeys.length === 0) throw new RangeError('this kind has no text-location fields');
  const parts: Array<{ column: CodeColumn; codes: number[] }> = [];
  for (const keys of textKeys) {
    const codes = keys.matchingCodes(query);
    if (codes === undefined) return undefined;
    parts.push({ column: keys.column, codes });
  }
  return codeChoice(parts);
}

class GeoTest implements SlotTest {
  /** The point under test, rewritten per slot: a test per candidate allocates nothing. */
  private readonly point: GeoPoint = { latitude: 0, longitude: 0 };

  constructor(
    private readonly column: PointColumn,
    private readonly area: GeoArea,
    private readonly bounds: GeoBounds,
  ) {}

  test(slot: number): boolean {
    const { column, point } = this;
    if (column.present[slot] !== 1) return false;
    point.latitude = column.latitudes[slot] as number;
    point.longitude = column.longitudes[slot] as number;
    // The box first, as the store prunes by it before the exact test.
    return inBounds(point, this.bounds) && inGeoArea(point, this.area);
  }

  keep(slots: Int32Array, count: number): number {
    return keepEach(this, slots, count);
  }
}

/**
 * Every night from `from` for `count` nights available, as one posting filter per night (a stay
 * is free on all of them); undefined when no stay is free on one of them.
 */
function nightFilters(column: NightsColumn, from: number, count: number): PostingFilter[] | undefined {
  if (count < 1) return undefined;
  const filters: PostingFilter[] = [];
  for (let day = from; day < from + count; day++) {
    const night = column.nights.of(day);
    if (night === undefined) return undefined;
    filters.push({ sets: [night.set], held: night.held });
  }
  return filters;
}

const EVERY_RECORD = 'every record';

function keepEach(test: SlotTest, slots: Int32Array, count: number): number {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const slot = slots[i] as number;
    if (test.test(slot)) slots[kept++] = slot;
  }
  return kept;
}

/** The latitude/longitude box of an area, as the store bounds each geo search. */
function geoBounds(area: GeoArea): GeoBounds {
  switch (area.kind) {
    case 'bbox':
      return { south: area.south, north: area.north, longitudes: { west: area.west, east: area.east } };
    case 'radius':
      return radiusBounds(area.latitude, area.longitude, area.radius_meters);
    case 'polygon':
      return ringBounds(area.coordinates);
  }
}
