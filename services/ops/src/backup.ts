import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import { BUCKETS, defaultTopology, type Bus } from '@estate/bus';
import { DeliverPolicy, JetStreamApiCodes, JetStreamApiError, RetentionPolicy, type StreamInfo } from '@nats-io/jetstream';
import type { MsgHdrs } from '@nats-io/transport-node';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_FILE, streamFile, type BackupManifest, type MessageRecord, type StreamBackup } from './backup-format.js';

/** A KV bucket is stored in the stream of this name. */
export function kvStream(bucket: string): string {
  return `KV_${bucket}`;
}

/**
 * What a backup holds: every stream (the event log, the source of truth) and the two buckets
 * nothing can rebuild, API keys and credit balances. The other buckets are projections the
 * projector rewrites from the streams (documents, search fields, places) or heartbeats that
 * their processes rewrite within seconds (collector manifests, gateway registrations).
 */
export function backedUpStreams(): string[] {
  return [...defaultTopology().streams.map((s) => s.name), kvStream(BUCKETS.apiKeys), kvStream(BUCKETS.credits)];
}

export interface BackupOptions {
  /** Created if missing; must not hold a backup already. */
  dir: string;
  /** Default `backedUpStreams()`; a stream the server does not have is skipped and reported. */
  streams?: readonly string[];
  /** Messages fetched per pull from the server. */
  batchSize?: number;
}

export interface BackupResult {
  manifest: BackupManifest;
  /** Streams asked for that the server does not have (never provisioned). */
  missing: string[];
}

function headerPairs(headers: MsgHdrs | undefined): [string, string][] {
  if (!headers) return [];
  return headers.keys().flatMap((name) => headers.values(name).map((value): [string, string] => [name, value]));
}

async function writeLine(gzip: Gzip, record: MessageRecord): Promise<void> {
  if (!gzip.write(`${JSON.stringify(record)}\n`)) await once(gzip, 'drain');
}

/**
 * Every message of `info`'s stream up to its last sequence as of `info`. A work-queue stream
 * refuses a consumer that overlaps its workers' (JOBS: one per platform), so its few messages are
 * read one by one; any other stream through an ordered consumer, which leaves nothing behind on
 * the server.
 */
async function* storedMessages(bus: Bus, info: StreamInfo, batchSize: number): AsyncGenerator<MessageRecord> {
  const { name } = info.config;
  const { first_seq: first, last_seq: last, messages: count } = info.state;
  if (count === 0) return;
  if (info.config.retention === RetentionPolicy.Workqueue) {
    for (let seq = first; seq <= last; seq++) {
      const stored = await bus.jsm.streams.getMessage(name, { seq });
      if (!stored) continue; // taken by a worker (or deleted) since the stream was read
      yield { seq, subject: stored.subject, time: stored.time.toISOString(), headers: headerPairs(stored.header), data: Buffer.from(stored.data).toString('base64') };
    }
    return;
  }
  const consumer = await bus.js.consumers.get(name, { deliver_policy: DeliverPolicy.All });
  const messages = await consumer.consume({ max_messages: batchSize });
  try {
    for await (const m of messages) {
      if (m.seq > last) break;
      const time = new Date(Number(m.info.timestampNanos) / 1e6).toISOString();
      yield { seq: m.seq, subject: m.subject, time, headers: headerPairs(m.headers), data: Buffer.from(m.data).toString('base64') };
      if (m.seq >= last) break;
    }
  } finally {
    await messages.close();
  }
}

async function backUpStream(bus: Bus, info: StreamInfo, dir: string, batchSize: number): Promise<StreamBackup> {
  const file = streamFile(info.config.name);
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(join(dir, file)));
  let first = 0;
  let last = 0;
  let messages = 0;
  try {
    for await (const record of storedMessages(bus, info, batchSize)) {
      if (messages === 0) first = record.seq;
      last = record.seq;
      messages++;
      await writeLine(gzip, record);
    }
  } finally {
    gzip.end();
    await written;
  }
  // An empty stream keeps its place in the sequence: the next message it takes is last_seq + 1.
  if (messages === 0) {
    last = info.state.last_seq;
    first = last + 1;
  }
  return { name: info.config.name, file, config: { ...info.config }, first_seq: first, last_seq: last, messages };
}

/** The stream's state and configuration; undefined when the server has no such stream. */
export async function streamInfo(bus: Bus, name: string): Promise<StreamInfo | undefined> {
  try {
    return await bus.jsm.streams.info(name);
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound) return undefined;
    throw error;
  }
}

/**
 * Writes every message of the streams, with their configurations, into `dir`. Safe while the
 * system runs: each stream is read up to its last message when its turn comes. Credit balances
 * are what the bucket holds: credits a running gateway has leased and not yet spent are not in
 * it (stop the gateways first, and they hand them back, for an exact copy).
 */
export async function backup(bus: Bus, options: BackupOptions): Promise<BackupResult> {
  const { dir } = options;
  await mkdir(dir, { recursive: true });
  const exists = await access(join(dir, MANIFEST_FILE)).then(() => true, () => false);
  if (exists) throw new Error(`${dir} already holds a backup (${MANIFEST_FILE}); choose an empty directory`);

  const streams: StreamBackup[] = [];
  const missing: string[] = [];
  for (const name of options.streams ?? backedUpStreams()) {
    const info = await streamInfo(bus, name);
    if (!info) {
      missing.push(name);
      continue;
    }
    streams.push(await backUpStream(bus, info, dir, options.batchSize ?? 1_000));
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: new Date().toISOString(),
    server_version: bus.nc.info?.version ?? 'unknown',
    streams,
  };
  // Written whole under another name and renamed: a manifest is there only once the backup is.
  const partial = join(dir, `${MANIFEST_FILE}.partial`);
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, join(dir, MANIFEST_FILE));
  return { manifest, missing };
}
