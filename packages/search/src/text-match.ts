import { matchesTextLocation, textLocationKey, textLocationQuery } from '@estate/normalize';
import type { CodeColumn } from './columns.js';
import type { DictionaryWatcher } from './dictionary.js';
import type { TextRole } from './field-spec.js';

/**
 * The text-location rule of @estate/normalize, decided once per distinct value of a field rather
 * than once per record: the answer is the codes that match. Whatever a role compares (whole value
 * or prefix), a match begins with the query, so the lower-cased keys, grouped by their first
 * PREFIX letters as the dictionary takes and drops values, pick the candidates without reading
 * every value (a postal code field holds ~100 000), and matchesTextLocation decides each one.
 */
export class TextKeys implements DictionaryWatcher {
  private readonly keys: Array<string | undefined> = [];
  private readonly byPrefix = new Map<string, Set<number>>();

  constructor(
    readonly role: TextRole,
    readonly column: CodeColumn,
  ) {
    column.dictionary.watch(this);
  }

  added(code: number, value: string): void {
    const key = textLocationKey(value);
    this.keys[code] = key;
    const prefix = key.slice(0, PREFIX);
    let codes = this.byPrefix.get(prefix);
    if (codes === undefined) {
      codes = new Set();
      this.byPrefix.set(prefix, codes);
    }
    codes.add(code);
  }

  removed(code: number): void {
    const key = this.keys[code];
    if (key === undefined) return;
    this.keys[code] = undefined;
    const prefix = key.slice(0, PREFIX);
    const codes = this.byPrefix.get(prefix);
    codes?.delete(code);
    if (codes?.size === 0) this.byPrefix.delete(prefix);
  }

  /** The codes of the column that match `query`; undefined when the query is blank (nothing matches). */
  matchingCodes(query: string): number[] | undefined {
    const prefix = textLocationQuery(query);
    if (prefix === undefined) return undefined;
    const codes: number[] = [];
    const take = (code: number): void => {
      const key = this.keys[code];
      const value = this.column.dictionary.valueOf(code);
      if (key === undefined || value === undefined || !key.startsWith(prefix)) return;
      if (matchesTextLocation({ [this.role]: value }, { query })) codes.push(code);
    };
    // A key that starts with the query starts with its first PREFIX letters, or is one of the
    // shorter keys a short query may begin.
    if (prefix.length >= PREFIX) for (const code of this.byPrefix.get(prefix.slice(0, PREFIX)) ?? []) take(code);
    else for (let code = 0; code < this.keys.length; code++) take(code);
    return codes;
  }
}

/** Letters of a key its group goes by: three split postal codes into groups of ~100. */
const PREFIX = 3;
