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
  /**
   * Snapshots of companion projections (the portfolio beside the listing search), written from the
   * same read of the bucket: each record's fields as `pick` takes them from the decoded ones.
   */
  companions?: readonly CompanionSnapshot[];
}

/** A companion's snapshot: its file, its meta's name and fingerprint, and its fields of the feed's. */
export interface CompanionSnapshot {
  path: string;
  name: string;
  fingerprint: string;
  pick(values: object): object;
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
 * Companion snapshots hold the same keys at the same sequence (a start takes the files only when
 * their sequences agree, so one left behind by a failed write is refused, not mixed in).
 */
export async function writeBucketSnapshot(source: BucketSnapshotSource, path: string, options: { sliceMs?: number; signal?: AbortSignal } = {}): Promise<SnapshotMeta & { bytes: number }> {
  const { bus, bucket } = source;
  const sliceMs = options.sliceMs ?? 10;
  const info = await bus.jsm.streams.info(`KV_${bucket}`);
  const outputs = [{ path, name: source.name, fingerprint: source.fingerprint, pick: (values: object) => values }, ...(source.companions ?? [])];
  const files: SnapshotFileWriter[] = [];
  const follower = info.state.messages === 0 ? undefined : await followBucket(bus, bucket);
  const stopOnAbort = () => follower?.stop();
  options.signal?.addEventListener('abort', stopOnAbort, { once: true });
  try {
    for (const output of outputs) files.push(await SnapshotFileWriter.create(output.path));
    const encoders = outputs.map(() => new SnapshotEncoder());
    let records = 0;
    let seq = info.state.last_seq;
    let sliceStart = performance.now();
    if (follower) {
      for await (const change of follower.changes) {
        options.signal?.throwIfAborted();
        const values = change.value === undefined ? undefined : decodeOrUndefined(source, change.value);
        for (const [index, output] of outputs.entries()) {
          const encoder = encoders[index] as SnapshotEncoder;
          encoder.add({ key: change.key, storedAt: change.storedAt, values: values === undefined ? undefined : (output.pick(values) as Record<string, unknown>) });
          if (encoder.length >= FLUSH_BYTES) await (files[index] as SnapshotFileWriter).write(encoder.take());
        }
        records += 1;
        seq = Math.max(seq, change.revision);
        // Caught up with everything the bucket held when the reader started, and more.
        if (change.pending === 0) break;
        if (records % SLICE_CHECK_EVERY === 0 && performance.now() - sliceStart >= sliceMs) {
          await nextTurn();
          sliceStart = performance.now();
        }
      }
      options.signal?.throwIfAborted();
    }
    const writtenAt = Date.now();
    for (const [index, file] of files.entries()) await file.write((encoders[index] as SnapshotEncoder).take());
    const metas = outputs.map((output) => ({ version: SNAPSHOT_FORMAT_VERSION, name: output.name, bucket, fingerprint: output.fingerprint, streamCreated: info.created, seq, records, writtenAt }));
    for (const [index, file] of files.entries()) await file.finish(metas[index] as SnapshotMeta);
    return { ...(metas[0] as SnapshotMeta), bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
  } catch (error) {
    await Promise.all(files.map((file) => file.abort()));
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
