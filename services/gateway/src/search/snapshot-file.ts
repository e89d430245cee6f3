import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { crc32 } from 'node:zlib';
import { SNAPSHOT_FORMAT_VERSION, SnapshotDecoder, SnapshotFormatError, type SnapshotRecord } from './snapshot-codec.js';

/**
 * A snapshot file: `ESNAPREC` | records (snapshot-codec.ts) | meta JSON | u32 meta length |
 * u32 CRC-32 of everything before it | `ESNAPEND`. The meta goes last because the sequence and
 * count are known only once the records are written; the CRC lets a start refuse a torn or
 * altered file before it applies a single record.
 */
const HEAD = Buffer.from('ESNAPREC');
const TAIL = Buffer.from('ESNAPEND');
const TRAILER_BYTES = 4 + 4 + TAIL.length;
const READ_CHUNK = 1 << 20;

export interface SnapshotMeta {
  version: number;
  /** The feed it belongs to (`listing search`), its bucket and the fingerprint of its fields. */
  name: string;
  bucket: string;
  fingerprint: string;
  /** The bucket stream's creation time: a bucket created anew makes every snapshot of the old one stale. */
  streamCreated: string;
  /** The last stream sequence the records reflect: a start catches up from the next one. */
  seq: number;
  records: number;
  /** When the last record was read (ms): older than the bucket's max age, nothing in it is live. */
  writtenAt: number;
}

/** Writes a snapshot to a temporary file beside its place, renamed over it only once complete and synced. */
export class SnapshotFileWriter {
  #crc = 0;
  #bytes = 0;
  private constructor(
    private readonly handle: FileHandle,
    private readonly path: string,
    private readonly temporary: string,
  ) {}

  static async create(path: string): Promise<SnapshotFileWriter> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    const handle = await open(temporary, 'w');
    const writer = new SnapshotFileWriter(handle, path, temporary);
    await writer.write(HEAD);
    return writer;
  }

  get bytes(): number {
    return this.#bytes;
  }

  async write(chunk: Buffer): Promise<void> {
    this.#crc = crc32(chunk, this.#crc);
    this.#bytes += chunk.length;
    await this.handle.write(chunk);
  }

  async finish(meta: SnapshotMeta): Promise<void> {
    const json = Buffer.from(JSON.stringify(meta));
    const length = Buffer.alloc(4);
    length.writeUInt32LE(json.length);
    await this.write(json);
    await this.write(length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32LE(this.#crc >>> 0);
    await this.handle.write(Buffer.concat([crc, TAIL]));
    await this.handle.sync();
    await this.handle.close();
    await rename(this.temporary, this.path);
  }

  async abort(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await rm(this.temporary, { force: true });
  }
}

/** A snapshot whose bytes are whole and whose meta was read; `records()` reads them in order. */
export interface SnapshotFile {
  meta: SnapshotMeta;
  bytes: number;
  /**
   * The records in order, a chunk of the file at a time: each chunk's records are read one by
   * one from `next()` before the following chunk is read. Records are not gathered into arrays:
   * held for a whole chunk they would outlive the young generation and grow the old one.
   */
  chunks(): AsyncGenerator<{ next(): SnapshotRecord | undefined }>;
  /** The records' bytes as read, a chunk at a time (records cross chunks): for a sink that decodes them on its own threads. */
  rawChunks(): AsyncGenerator<Buffer>;
}

/** Why a file is no snapshot to start from (or undefined: it is one). */
export type SnapshotRefusal = { reason: string };

/**
 * Opens a snapshot and checks its whole body against its CRC; a missing file, a torn one, one of
 * another format version or another feed is refused with the reason.
 */
export async function openSnapshotFile(path: string, expect: { name: string; bucket: string; fingerprint: string }): Promise<SnapshotFile | SnapshotRefusal> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    return { reason: 'no snapshot' };
  }
  if (size < HEAD.length + TRAILER_BYTES) return { reason: 'the snapshot is truncated' };
  const handle = await open(path, 'r');
  try {
    const trailer = Buffer.alloc(TRAILER_BYTES);
    await handle.read(trailer, 0, TRAILER_BYTES, size - TRAILER_BYTES);
    if (!trailer.subarray(8).equals(TAIL)) return { reason: 'the snapshot is truncated or not one' };
    const metaLength = trailer.readUInt32LE(0);
    const storedCrc = trailer.readUInt32LE(4);
    const metaStart = size - TRAILER_BYTES - metaLength;
    if (metaStart < HEAD.length) return { reason: 'the snapshot is corrupt (meta length)' };
    const crc = await crcOf(handle, size - TRAILER_BYTES + 4); // through the meta length
    if (crc !== storedCrc) return { reason: 'the snapshot is corrupt (checksum mismatch)' };
    const head = Buffer.alloc(HEAD.length);
    await handle.read(head, 0, HEAD.length, 0);
    if (!head.equals(HEAD)) return { reason: 'the snapshot is not one' };
    const metaBytes = Buffer.alloc(metaLength);
    await handle.read(metaBytes, 0, metaLength, metaStart);
    const meta = JSON.parse(metaBytes.toString('utf8')) as SnapshotMeta;
    if (meta.version !== SNAPSHOT_FORMAT_VERSION) return { reason: `the snapshot is format version ${meta.version}, this gateway reads ${SNAPSHOT_FORMAT_VERSION}` };
    if (meta.name !== expect.name || meta.bucket !== expect.bucket) return { reason: `the snapshot is of ${meta.name} (${meta.bucket})` };
    if (meta.fingerprint !== expect.fingerprint) return { reason: 'the snapshot holds other fields than this gateway searches' };
    return { meta, bytes: size, chunks: () => readChunks(path, HEAD.length, metaStart), rawChunks: () => readRaw(path, HEAD.length, metaStart) };
  } finally {
    await handle.close();
  }
}

/** The CRC-32 of the file's first `upto` bytes. */
async function crcOf(handle: FileHandle, upto: number): Promise<number> {
  const buffer = Buffer.allocUnsafe(READ_CHUNK);
  let crc = 0;
  for (let position = 0; position < upto; ) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(READ_CHUNK, upto - position), position);
    if (bytesRead === 0) break;
    crc = crc32(buffer.subarray(0, bytesRead), crc);
    position += bytesRead;
  }
  return crc >>> 0;
}

/** The records between `start` and `end`, a chunk's worth at a time. */
async function* readChunks(path: string, start: number, end: number): AsyncGenerator<{ next(): SnapshotRecord | undefined }> {
  const decoder = new SnapshotDecoder();
  for await (const chunk of readRaw(path, start, end)) {
    decoder.push(chunk);
    yield decoder;
  }
  if (!decoder.drained) throw new SnapshotFormatError('the snapshot ends inside a record');
}

/** The bytes between `start` and `end`, a chunk at a time, each in a buffer of its own. */
async function* readRaw(path: string, start: number, end: number): AsyncGenerator<Buffer> {
  const handle = await open(path, 'r');
  try {
    for (let position = start; position < end; ) {
      const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK, end - position));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position);
      if (bytesRead === 0) throw new SnapshotFormatError('the snapshot ended early');
      position += bytesRead;
      yield chunk.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}
