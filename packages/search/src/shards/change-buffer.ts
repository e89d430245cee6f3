import { listingSearchFields, type ListingSearchValues } from '../listing.js';
import { ValuesPacker } from './packed-values.js';
import { DECODED, ENCODED, REMOVE, type ChangeBatch } from './shard-protocol.js';

/**
 * One shard's changes not yet sent, in the order given: collected so that a pull of the bucket
 * becomes one message per shard rather than one per record.
 */
export class ChangeBuffer {
  #keys: string[] = [];
  #kinds: number[] = [];
  #lengths: number[] = [];
  #chunks: Uint8Array[] = [];
  #bytes = 0;
  readonly #values = new ValuesPacker(listingSearchFields);

  get length(): number {
    return this.#keys.length;
  }

  /** Each adds a change and returns how many the buffer holds. */
  remove(key: string): number {
    return this.#push(key, REMOVE, 0);
  }

  /** The bucket's bytes, copied (a Buffer's slice would be a view): the caller's buffer may be reused once this returns. */
  encoded(key: string, bytes: Uint8Array): number {
    this.#chunks.push(new Uint8Array(bytes));
    this.#bytes += bytes.length;
    return this.#push(key, ENCODED, bytes.length);
  }

  decoded(key: string, values: ListingSearchValues): number {
    this.#values.add(values);
    return this.#push(key, DECODED, 0);
  }

  /** The changes as one batch (its bytes in one buffer, to transfer), emptying the buffer. */
  take(): ChangeBatch {
    const bytes = new Uint8Array(this.#bytes);
    let offset = 0;
    for (const chunk of this.#chunks) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    const batch: ChangeBatch = { type: 'changes', keys: this.#keys, kinds: Uint8Array.from(this.#kinds), lengths: Uint32Array.from(this.#lengths), bytes, values: this.#values.take() };
    this.#keys = [];
    this.#kinds = [];
    this.#lengths = [];
    this.#chunks = [];
    this.#bytes = 0;
    return batch;
  }

  #push(key: string, kind: number, length: number): number {
    this.#kinds.push(kind);
    this.#lengths.push(length);
    return this.#keys.push(key);
  }
}
