/**
 * The distinct values of one string field, each under a small integer code, so a column holds
 * codes and a filter compares integers. Codes are counted by use and reused once unused, so a
 * field whose values drift (postal codes of listings coming and going) does not grow forever.
 */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  private readonly values: Array<string | undefined> = [];
  private readonly counts: number[] = [];
  private readonly free: number[] = [];
  private readonly watchers: DictionaryWatcher[] = [];

  /** Tells `watcher` of every value held now, then of each value as it comes and goes. */
  watch(watcher: DictionaryWatcher): void {
    this.watchers.push(watcher);
    for (const [value, code] of this.codes) watcher.added(code, value);
  }

  /** The code of `value`, counting one more use of it. */
  acquire(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.free.pop() ?? this.values.length;
      this.codes.set(value, code);
      this.values[code] = value;
      this.counts[code] = 0;
      for (const watcher of this.watchers) watcher.added(code, value);
    }
    this.counts[code] = (this.counts[code] ?? 0) + 1;
    return code;
  }

  release(code: number): void {
    const left = (this.counts[code] ?? 0) - 1;
    this.counts[code] = left;
    if (left > 0) return;
    const value = this.values[code];
    if (value !== undefined) {
      this.codes.delete(value);
      for (const watcher of this.watchers) watcher.removed(code, value);
    }
    this.values[code] = undefined;
    this.free.push(code);
  }

  /** The code of `value` if some record holds it. */
  codeOf(value: string): number | undefined {
    return this.codes.get(value);
  }

  /** Records holding the code. */
  uses(code: number): number {
    return this.counts[code] ?? 0;
  }

  valueOf(code: number): string | undefined {
    return this.values[code];
  }

  /** Distinct values held. */
  get size(): number {
    return this.codes.size;
  }

  /** One past the highest code in use: the size of a table indexed by code. */
  get span(): number {
    return this.values.length;
  }

  /** Every value held, with its code. */
  *entries(): IterableIterator<[string, number]> {
    yield* this.codes.entries();
  }
}

/** Told when a dictionary takes a new value under a code and when the last use of one goes. */
export interface DictionaryWatcher {
  added(code: number, value: string): void;
  removed(code: number, value: string): void;
}
