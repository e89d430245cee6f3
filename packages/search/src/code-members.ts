import type { CodeColumn } from './columns.js';

/**
 * The slots of each code of a many-valued string field (a city, a postal code, an agent), for
 * filters that keep few records: a text location or a name then reads the holders of the codes
 * it matched instead of testing every slot. Posting sets do this for fields of few values; a
 * bitset per value would cost capacity / 8 bytes each, so here the slots are grouped by code in
 * one array (4 bytes a record), built by a counting sort when first asked for.
 *
 * Writes do not rebuild it: a slot whose code changes after the build is noted as changed, read
 * from the column when asked, and passed over where the build lists it. Once the changes exceed a
 * sixteenth of the records (or REBUILD_MIN), the next read rebuilds, so the work a write adds is
 * one Set insert and a read's extra work stays bounded by that share.
 */
export class CodeMembers {
  #slots = new Int32Array(0);
  /** Code c's slots are `#slots[#offsets[c] .. #offsets[c + 1])`, for the codes of the build. */
  #offsets = new Int32Array(1);
  #span = 0;
  #valid = false;
  readonly #changed = new Set<number>();

  constructor(private readonly column: CodeColumn) {}

  /** Told by the column when a slot's code changes (a write of another value, or a clear). */
  changed(slot: number): void {
    if (!this.#valid) return;
    this.#changed.add(slot);
    if (this.#changed.size > Math.max(REBUILD_MIN, this.#slots.length >>> 4)) {
      this.#valid = false;
      this.#changed.clear();
    }
  }

  /** Calls `take` once for every slot whose code is one of `codes` (each code once). */
  forEach(codes: readonly number[], take: (slot: number) => void): void {
    if (!this.#valid) this.#rebuild();
    const changed = this.#changed;
    const slots = this.#slots;
    const offsets = this.#offsets;
    for (const code of codes) {
      if (code >= this.#span) continue;
      const end = offsets[code + 1] as number;
      for (let i = offsets[code] as number; i < end; i++) {
        const slot = slots[i] as number;
        if (changed.size === 0 || !changed.has(slot)) take(slot);
      }
    }
    if (changed.size === 0) return;
    const wanted = new Set(codes);
    const held = this.column.codes;
    for (const slot of changed) if (wanted.has(held[slot] as number)) take(slot);
  }

  #rebuild(): void {
    const { codes, none } = this.column;
    const span = this.column.dictionary.span;
    const offsets = new Int32Array(span + 1);
    for (let slot = 0; slot < codes.length; slot++) {
      const code = codes[slot] as number;
      if (code !== none) offsets[code + 1] = (offsets[code + 1] as number) + 1;
    }
    for (let code = 0; code < span; code++) offsets[code + 1] = (offsets[code + 1] as number) + (offsets[code] as number);
    const slots = new Int32Array(offsets[span] as number);
    const next = offsets.slice(0, span);
    for (let slot = 0; slot < codes.length; slot++) {
      const code = codes[slot] as number;
      if (code === none) continue;
      slots[next[code] as number] = slot;
      next[code] = (next[code] as number) + 1;
    }
    this.#slots = slots;
    this.#offsets = offsets;
    this.#span = span;
    this.#changed.clear();
    this.#valid = true;
  }
}

/** Changes tolerated before a rebuild however few the records: a rebuild reads every slot. */
const REBUILD_MIN = 4096;
