import { matchesTextLocation, textLocationKey, textLocationQuery } from '@estate/normalize';
import type { CodeColumn } from './columns.js';
import type { TextRole } from './field-spec.js';

/**
 * The text-location rule of @estate/normalize, decided once per distinct value of a field rather
 * than once per record: the answer is a table by dictionary code. Whatever a role compares
 * (whole value or prefix), a match begins with the query, so the lower-cased keys (kept per code)
 * pick the candidates cheaply and matchesTextLocation decides each one.
 */
export class TextKeys {
  private values: Array<string | undefined> = [];
  private keys: string[] = [];

  constructor(
    readonly role: TextRole,
    readonly column: CodeColumn,
  ) {}

  /** Which codes of the column match `query`; undefined when the query is blank (nothing matches). */
  matchingCodes(query: string): Uint8Array | undefined {
    const prefix = textLocationQuery(query);
    if (prefix === undefined) return undefined;
    const table = new Uint8Array(this.column.dictionary.span);
    for (const [value, code] of this.column.dictionary.entries()) {
      if (this.keyOf(value, code).startsWith(prefix) && matchesTextLocation({ [this.role]: value }, { query })) table[code] = 1;
    }
    return table;
  }

  private keyOf(value: string, code: number): string {
    if (this.values[code] !== value) {
      this.values[code] = value;
      this.keys[code] = textLocationKey(value);
    }
    return this.keys[code] as string;
  }
}
