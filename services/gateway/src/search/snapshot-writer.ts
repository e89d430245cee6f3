import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Bus } from '@estate/bus';
import { followBucket } from './bucket-follower.js';
import { SNAPSHOT_FORMAT_VERSION, SnapshotEncoder } from './snapshot-codec.js';
import { SnapshotFileWriter, type SnapshotMeta } from './snapshot-file.js';

export interface BucketSnapshotSource {
  bus: Bus;
  bucket: string;
  /** The feed's name and fields fingerprint, stored in the meta so a start takes only its own. */
  name: string;
  fingerprint: string;
  /** The feed's own decode: a snapshot holds exactly what the feed would have applied. */
  decode(value: unknown): object | undefined;
}

/** Encoded bytes handed to the file at once; bounds what a write holds in memory. */
const FLUSH_BYTES = 1 << 20;
const SLICE_CHECK_EVERY = 256;
const decoder = new TextDecoder();

/**
 * Writes a snapshot of a bucket as the feed decodes it, read afresh from the bucket's stream
 * (every key's last message, then whatever arrives until the reader has caught up), not from the
 * projection: the projection holds its fields in its own columns, and keeping a second copy of
 * every document to write from would cost as much memory as the projection. The read runs on
 * the serving thread in slices of `sliceMs`, each followed by a turn of the event loop, so a
 * request waits at most one slice for it. Aborting (`signal`) leaves the previous snapshot.
 */
export async function writeBucketSnapshot(source: BucketSnapshotSource, path: string, options: { sliceMs?: number; signal?: AbortSignal } = {}): Promise<SnapshotMeta & { bytes: number }> {
  const { bus, bucket } = source;
  const sliceMs = options.sliceMs ?? 10;
  const info = await bus.jsm.streams.info(`KV_${bucket}`);
  const meta = { version: SNAPSHOT_FORMAT_VERSION, name: source.name, bucket, fingerprint: source.fingerprint, streamCreated: info.created };
  const file = await SnapshotFileWriter.create(path);
  const follower = info.state.messages === 0 ? undefined : await followBucket(bus, bucket);
  const stopOnAbort = () => follower?.stop();
  options.signal?.addEventListener('abort', stopOnAbort, { once: true });
  try {
    const encoder = new SnapshotEncoder();
    let records = 0;
    let seq = info.state.last_seq;
    let sliceStart = performance.now();
    if (follower) {
      for await (const change of follower.changes) {
        options.signal?.throwIfAborted();
        const values = change.value === undefined ? undefined : decodeOrUndefined(source, change.value);
        encoder.add({ key: change.key, storedAt: change.storedAt, values: values as Record<string, unknown> | undefined });
        records += 1;
        seq = Math.max(seq, change.revision);
        if (encoder.length >= FLUSH_BYTES) await file.write(encoder.take());
        // Caught up with everything the bucket held when the reader started, and more.
        if (change.pending === 0) break;
        if (records % SLICE_CHECK_EVERY === 0 && performance.now() - sliceStart >= sliceMs) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
      options.signal?.throwIfAborted();
    }
    await file.write(encoder.take());
    const written: SnapshotMeta = { ...meta, seq, records, writtenAt: Date.now() };
    await file.finish(written);
    return { ...written, bytes: file.bytes };
  } catch (error) {
    await file.abort();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', stopOnAbort);
    follower?.stop();
  }
}

/** A value the feed would refuse is stored as a removal, as the feed removes the key for it. */
function decodeOrUndefined(source: BucketSnapshotSource, value: Uint8Array): object | undefined {
  try {
    return source.decode(JSON.parse(decoder.decode(value)));
  } catch {
    return undefined;
  }
}
