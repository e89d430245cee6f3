/**
 * Reading JSON that may be cut short or hold one bad record. A recorded page can end mid-way
 * (a dropped connection, a size cap) and one record can be malformed while its neighbours are
 * fine; neither may cost the records that are intact, so a document JSON.parse refuses is read
 * again by scanning its text for the values it holds.
 */

export type JsonRead = { ok: true; value: unknown } | { ok: false; truncated: boolean };

/** Parses JSON; a failure says only whether the text was cut short (engine messages vary by version). */
export function readJson(text: string): JsonRead {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, truncated: endsEarly(text) };
  }
}

/**
 * Whether a document that failed to parse was cut short rather than malformed: it is blank, or
 * the object or array it opens with never closes. (A record missing its own closing brace looks
 * the same; both are reported, and the intact records are kept either way.)
 */
export function endsEarly(text: string): boolean {
  const start = text.search(/\S/);
  if (start < 0) return true;
  const first = text[start];
  if (first !== '{' && first !== '[') return false;
  return endOfValue(text, start) === undefined;
}

/**
 * Index just past the JSON value starting at `start`, or undefined when the text ends first.
 * Only brackets and strings are tracked (brackets inside strings do not count), so a value with
 * bad tokens inside still has an end.
 */
export function endOfValue(text: string, start: number): number | undefined {
  const first = text[start];
  if (first === '"') return endOfString(text, start);
  if (first !== '{' && first !== '[') {
    // A primitive runs to the next delimiter.
    let i = start;
    while (i < text.length && !/[,\]}\s]/.test(text[i] ?? '')) i++;
    return i === text.length ? undefined : i;
  }
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = endOfString(text, i);
      if (end === undefined) return undefined;
      i = end - 1;
    } else if (c === '{' || c === '[') {
      depth++;
    } else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return undefined;
}

function endOfString(text: string, start: number): number | undefined {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"') return i + 1;
  }
  return undefined;
}

/** Keys and script names are matched literally, though they hold dots (`IS24.expose.galleryData`). */
function literal(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Index of the first element of the array under the first `"key": [`, or undefined when there is none. */
function arrayStart(text: string, key: string): number | undefined {
  const opening = new RegExp(`"${literal(key)}"\\s*:\\s*\\[`).exec(text);
  return opening ? opening.index + opening[0].length : undefined;
}

/** Steps over the whitespace and commas between array elements. */
function nextElement(text: string, from: number): number {
  let i = from;
  while (i < text.length && /[\s,]/.test(text[i] ?? '')) i++;
  return i;
}

export interface ArrayItems {
  /** The raw text of each complete item, in order. */
  items: string[];
  /** False when the text ended before the array closed. */
  complete: boolean;
}

/**
 * The raw items of the array under the first `"key": [` in the text, up to where the text
 * stops; the caller parses and judges each one. Undefined when there is no such array.
 */
export function arrayItems(text: string, key: string): ArrayItems | undefined {
  let i = arrayStart(text, key);
  if (i === undefined) return undefined;
  const items: string[] = [];
  for (;;) {
    i = nextElement(text, i);
    if (i >= text.length) return { items, complete: false };
    if (text[i] === ']') return { items, complete: true };
    const end = endOfValue(text, i);
    if (end === undefined) return { items, complete: false };
    if (end === i) {
      // A stray delimiter (`}` where a value should start) is no item; stepping over it keeps the scan moving.
      i++;
      continue;
    }
    items.push(text.slice(i, end));
    i = end;
  }
}

export type SalvagedElement =
  | { ok: true; value: unknown }
  | { ok: false; code: 'parse_error' | 'truncated_payload'; message: string; raw: string };

export interface Salvage {
  elements: SalvagedElement[];
  /** False when the text ended before the array closed. */
  complete: boolean;
}

/**
 * Reads the array of records (objects) under the first `"key": [` one element at a time, so a
 * bad or cut-off record costs only itself, and says what is wrong with each one that failed:
 * an element that is no object, a record that is not valid JSON, the record the text ends in.
 * Undefined when there is no such array.
 */
export function salvageArray(text: string, key: string): Salvage | undefined {
  let i = arrayStart(text, key);
  if (i === undefined) return undefined;
  const elements: SalvagedElement[] = [];
  for (;;) {
    i = nextElement(text, i);
    if (i >= text.length) return { elements, complete: false };
    if (text[i] === ']') return { elements, complete: true };
    if (text[i] !== '{') {
      // Not a record: skip to the next separator at this level and report it.
      const next = text.slice(i).search(/[,\]]/);
      const raw = next < 0 ? text.slice(i) : text.slice(i, i + next);
      elements.push({ ok: false, code: 'parse_error', message: 'array element is not an object', raw });
      if (next < 0) return { elements, complete: false };
      i += next;
      continue;
    }
    const end = endOfValue(text, i);
    if (end === undefined) {
      elements.push({ ok: false, code: 'truncated_payload', message: 'payload ends inside this record', raw: text.slice(i) });
      return { elements, complete: false };
    }
    const raw = text.slice(i, end);
    try {
      elements.push({ ok: true, value: JSON.parse(raw) as unknown });
    } catch {
      elements.push({ ok: false, code: 'parse_error', message: 'record is not valid JSON', raw });
    }
    i = end;
  }
}

/** What a script assigns to a name (`keyValues = {…};`, `IS24.expose.galleryData = {…};`). */
export type AssignedJson =
  | { state: 'found'; value: unknown }
  | { state: 'missing' }
  | { state: 'truncated' }
  | { state: 'malformed' };

export function assignedJson(text: string, name: string): AssignedJson {
  const assignment = new RegExp(`${literal(name)}\\s*=\\s*(?=[[{])`).exec(text);
  if (!assignment) {
    // The name with nothing after it: the page was cut between the name and its value.
    const at = text.lastIndexOf(name);
    return at >= 0 && !/[[{;]/.test(text.slice(at + name.length)) ? { state: 'truncated' } : { state: 'missing' };
  }
  const from = assignment.index + assignment[0].length;
  const end = endOfValue(text, from);
  if (end === undefined) return { state: 'truncated' };
  const read = readJson(text.slice(from, end));
  return read.ok ? { state: 'found', value: read.value } : { state: 'malformed' };
}

/**
 * The numeric id a piece of raw JSON text gives under the first of `keys` (`"zpid": 123`,
 * `"id": "123"`): how a record that failed to parse can still be named in its issue.
 */
export function idMentioned(raw: string, ...keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const found = new RegExp(`"${literal(key)}"\\s*:\\s*"?(\\d+)`).exec(raw)?.[1];
    if (found !== undefined) return found;
  }
  return undefined;
}
