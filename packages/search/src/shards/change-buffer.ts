import type { FieldSpec, FieldValues, SearchKindSpec } from '../field-spec.js';
import { ValuesPacker } from './packed-values.js';
import { DECODED, ENCODED, REMOVE, type ChangeBatch } from './shard-protocol.js';

/**
 * One shard's changes not yet sent, in the order given: collected so that a pull of the bucket
 * becomes one message per shard rather than one per record.
 */
export class ChangeBuffer<Fields extends Record<string, FieldSpec>> {
  #keys: string[] = [];
  #kinds: number[] = [];
  #sources: number[] = [];
  #lengths: number[] = [];
  #chunks: Uint8Array[] = [];
  #bytes = 0;
  readonly #values: ValuesPacker<Fields>;

  constructor(spec: SearchKindSpec<Fields>) {
    this.#values = new ValuesPacker(spec);
  }

  get length(): number {
    return this.#keys.length;
  }

  /** Each adds a change (from the kind's bucket `source`) and returns how many the buffer holds. */
  remove(key: string, source = 0): number {
    return this.#push(key, REMOVE, 0, source);
  }

  /** The bucket's bytes, copied (a Buffer's slice would be a view): the caller's buffer may be reused once this returns. */
  encoded(key: string, bytes: Uint8Array, source = 0): number {
    this.#chunks.push(new Uint8Array(bytes));
    this.#bytes += bytes.length;
    return this.#push(key, ENCODED, bytes.length, source);
  }

  /** Values packed in the kind's layout: a bucket of a part of it (a stay's nights) gives that part, the rest absent. */
  decoded(key: string, values: Partial<FieldValues<Fields>>, source = 0): number {
    this.#values.add(values as FieldValues<Fields>);
    return this.#push(key, DECODED, 0, source);
  }

  /** The changes as one batch (its bytes in one buffer, to transfer), emptying the buffer. */
  take(): ChangeBatch {
    const bytes = new Uint8Array(this.#bytes);
    let offset = 0;
    for (const chunk of this.#chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    const batch: ChangeBatch = { type: 'changes', keys: this.#keys, kinds: Uint8Array.from(this.#kinds), sources: Uint8Array.from(this.#sources), lengths: Uint32Array.from(this.#lengths), bytes, values: this.#values.take() };
    this.#keys = [];
    this.#kinds = [];
    this.#sources = [];
    this.#lengths = [];
    this.#chunks = [];
    this.#bytes = 0;
    return batch;
  }

  #push(key: string, kind: number, length: number, source: number): number {
    this.#kinds.push(kind);
    this.#sources.push(source);
    this.#lengths.push(length);
    return this.#keys.push(key);
  }
}
