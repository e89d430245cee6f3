// Moved from services/gateway/src/search (which re-exports it): a search shard reads its share of
// a snapshot file in its own thread, so the record form lives with the projections.
/**
 * The binary form of a search feed's records in a snapshot file: what the feed's decode gave for
 * each key (numbers, strings, points, available nights, nulls), so a start reads the values back
 * without a JSON.parse or a decode per record. A record is
 *
 *   u32 body length | u16 key length | key (utf8) | f64 stored at (ms) | u8 kind | …
 *
 * where kind 0 is a removal (the key was deleted while the snapshot was read) and kind 1 is
 * followed by a u16 shape (the field names, declared inline the first time a file uses them) and
 * one tagged value per field. Numbers are f64 (a float32 or int32 column reads them back the
 * same), strings u32 length + utf8.
 */
export const SNAPSHOT_FORMAT_VERSION = 1;

const TAG_NULL = 0;
const TAG_NUMBER = 1;
const TAG_STRING = 2;
const TAG_POINT = 3;
const TAG_NIGHTS = 4;
const KIND_REMOVED = 0;
const KIND_VALUES = 1;

export type SnapshotRecord = { key: string; storedAt: number; values: Record<string, unknown> | undefined };

/** Encodes records into a growing buffer; each file has its own encoder (shapes are per file). */
export class SnapshotEncoder {
  #buffer = Buffer.allocUnsafe(1 << 20);
  #length = 0;
  readonly #shapes = new Map<string, number>();

  /** Bytes encoded since the last `take`. */
  get length(): number {
    return this.#length;
  }

  /** The bytes encoded so far, handed over (the encoder starts a new buffer). */
  take(): Buffer {
    const out = Buffer.from(this.#buffer.subarray(0, this.#length));
    this.#length = 0;
    return out;
  }

  /** Throws a TypeError for a value it has no form for: a snapshot must hold exactly what was read. */
  add(record: SnapshotRecord): void {
    const start = this.#length;
    this.#reserve(4);
    this.#length += 4;
    this.#string16(record.key);
    this.#f64(record.storedAt);
    if (record.values === undefined) {
      this.#u8(KIND_REMOVED);
    } else {
      this.#u8(KIND_VALUES);
      const names = Object.keys(record.values);
      this.#shape(names);
      for (const name of names) this.#value(record.values[name], name);
    }
    this.#buffer.writeUInt32LE(this.#length - start - 4, start);
  }

  #shape(names: string[]): void {
    const signature = names.join('\u0000');
    const known = this.#shapes.get(signature);
    if (known !== undefined) {
      this.#u16(known);
      return;
    }
    const id = this.#shapes.size;
    if (id >= 0xffff) throw new TypeError('too many record shapes for one snapshot');
    this.#shapes.set(signature, id);
    this.#u16(id);
    this.#u16(names.length);
    for (const name of names) this.#string16(name);
  }

  #value(value: unknown, name: string): void {
    if (value === null || value === undefined) return this.#u8(TAG_NULL);
    if (typeof value === 'number') {
      this.#u8(TAG_NUMBER);
      return this.#f64(value);
    }
    if (typeof value === 'string') {
      this.#u8(TAG_STRING);
      const bytes = Buffer.byteLength(value);
      this.#reserve(4 + bytes);
      this.#buffer.writeUInt32LE(bytes, this.#length);
      this.#length += 4;
      this.#length += this.#buffer.write(value, this.#length, 'utf8');
      return;
    }
    if (typeof value === 'object' && 'latitude' in value && 'longitude' in value) {
      const { latitude, longitude } = value as { latitude: unknown; longitude: unknown };
      if (typeof latitude === 'number' && typeof longitude === 'number') {
        this.#u8(TAG_POINT);
        this.#f64(latitude);
        return this.#f64(longitude);
      }
    }
    if (typeof value === 'object' && 'start' in value && 'words' in value) {
      const { start, words } = value as { start: unknown; words: unknown };
      if (typeof start === 'number' && words instanceof Uint32Array && words.length <= 0xffff) {
        this.#u8(TAG_NIGHTS);
        this.#f64(start);
        this.#u16(words.length);
        this.#reserve(words.length * 4);
        for (const word of words) {
          this.#buffer.writeUInt32LE(word, this.#length);
          this.#length += 4;
        }
        return;
      }
    }
    throw new TypeError(`a snapshot cannot hold the value of ${name}`);
  }

  #string16(text: string): void {
    const bytes = Buffer.byteLength(text);
    if (bytes > 0xffff) throw new TypeError('a key or field name longer than 65535 bytes');
    this.#reserve(2 + bytes);
    this.#buffer.writeUInt16LE(bytes, this.#length);
    this.#length += 2;
    this.#length += this.#buffer.write(text, this.#length, 'utf8');
  }

  #u8(value: number): void {
    this.#reserve(1);
    this.#buffer[this.#length++] = value;
  }

  #u16(value: number): void {
    this.#reserve(2);
    this.#buffer.writeUInt16LE(value, this.#length);
    this.#length += 2;
  }

  #f64(value: number): void {
    this.#reserve(8);
    this.#buffer.writeDoubleLE(value, this.#length);
    this.#length += 8;
  }

  #reserve(bytes: number): void {
    if (this.#length + bytes <= this.#buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.#buffer.length * 2, this.#length + bytes));
    this.#buffer.copy(grown, 0, 0, this.#length);
    this.#buffer = grown;
  }
}

/** A malformed record: the file is not what its writer wrote. */
export class SnapshotFormatError extends Error {}

/**
 * Decodes the records of one file, chunk by chunk: `push` a chunk, then read `next()` until it
 * answers undefined (the rest of a record waits for the next chunk).
 */
export class SnapshotDecoder {
  #buffer: Buffer = Buffer.alloc(0);
  #offset = 0;
  readonly #shapes: string[][] = [];

  push(chunk: Buffer): void {
    const rest = this.#buffer.subarray(this.#offset);
    this.#buffer = rest.length === 0 ? chunk : Buffer.concat([rest, chunk]);
    this.#offset = 0;
  }

  /** True when no partial record is left over. */
  get drained(): boolean {
    return this.#offset === this.#buffer.length;
  }

  /**
   * The next whole record, or undefined until more is pushed. With `keep`, a record whose key it
   * refuses is skipped: its shape declaration (if it makes one) is read, its values are not
   * decoded, and it comes back with `skipped` (a shard reads only its own share of a file).
   */
  next(keep?: (key: string) => boolean): (SnapshotRecord & { skipped?: true }) | undefined {
    if (this.#buffer.length - this.#offset < 4) return undefined;
    const length = this.#buffer.readUInt32LE(this.#offset);
    if (this.#buffer.length - this.#offset - 4 < length) return undefined;
    const start = this.#offset + 4;
    const end = start + length;
    const reader = new Reader(this.#buffer, start, end);
    const key = reader.string16();
    const storedAt = reader.f64();
    const kind = reader.u8();
    if (keep !== undefined && !keep(key)) {
      if (kind === KIND_VALUES) this.#shape(reader);
      this.#offset = end;
      return { key, storedAt, values: undefined, skipped: true };
    }
    let values: Record<string, unknown> | undefined;
    if (kind === KIND_VALUES) values = this.#values(reader);
    else if (kind !== KIND_REMOVED) throw new SnapshotFormatError(`unknown record kind ${kind}`);
    if (reader.offset !== end) throw new SnapshotFormatError('a record longer than its values');
    this.#offset = end;
    return { key, storedAt, values };
  }

  #values(reader: Reader): Record<string, unknown> {
    const names = this.#shape(reader);
    const values: Record<string, unknown> = {};
    for (const name of names) values[name] = reader.value();
    return values;
  }

  /** A record's field names: its shape id, and the shape itself where the record is the first to use it. */
  #shape(reader: Reader): string[] {
    const id = reader.u16();
    if (id === this.#shapes.length) {
      const count = reader.u16();
      this.#shapes.push(Array.from({ length: count }, () => reader.string16()));
    }
    const names = this.#shapes[id];
    if (names === undefined) throw new SnapshotFormatError(`unknown record shape ${id}`);
    return names;
  }
}

class Reader {
  constructor(
    private readonly buffer: Buffer,
    public offset: number,
    private readonly end: number,
  ) {}

  #need(bytes: number): void {
    if (this.offset + bytes > this.end) throw new SnapshotFormatError('a record shorter than its values');
  }

  u8(): number {
    this.#need(1);
    return this.buffer[this.offset++] as number;
  }

  u16(): number {
    this.#need(2);
    const value = this.buffer.readUInt16LE(this.offset);
    this.offset += 2;
    return value;
  }

  f64(): number {
    this.#need(8);
    const value = this.buffer.readDoubleLE(this.offset);
    this.offset += 8;
    return value;
  }

  string16(): string {
    return this.#utf8(this.u16());
  }

  #utf8(bytes: number): string {
    this.#need(bytes);
    const text = this.buffer.toString('utf8', this.offset, this.offset + bytes);
    this.offset += bytes;
    return text;
  }

  value(): unknown {
    const tag = this.u8();
    switch (tag) {
      case TAG_NULL:
        return null;
      case TAG_NUMBER:
        return this.f64();
      case TAG_STRING: {
        this.#need(4);
        const bytes = this.buffer.readUInt32LE(this.offset);
        this.offset += 4;
        return this.#utf8(bytes);
      }
      case TAG_POINT:
        return { latitude: this.f64(), longitude: this.f64() };
      case TAG_NIGHTS: {
        const start = this.f64();
        const count = this.u16();
        this.#need(count * 4);
        const words = new Uint32Array(count);
        for (let i = 0; i < count; i++) words[i] = this.buffer.readUInt32LE(this.offset + i * 4);
        this.offset += count * 4;
        return { start, words };
      }
      default:
        throw new SnapshotFormatError(`unknown value tag ${tag}`);
    }
  }
}
