import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Bus } from '@estate/bus';
import type { PubAck, StreamConfig } from '@nats-io/jetstream';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { MANIFEST_FILE, parseManifest, parseMessageRecord, type MessageRecord, type StreamBackup } from './backup-format.js';
import { streamInfo } from './backup.js';

export interface RestoreOptions {
  /** A directory `backup` wrote. */
  dir: string;
  /** Publishes awaiting their ack at once. */
  window?: number;
}

export interface RestoredStream {
  name: string;
  messages: number;
  /** Whether every message kept its stream sequence (see `restoreStream`). */
  sequencesKept: boolean;
}

/**
 * Headers that instruct the server at publish time rather than describe the message: the
 * optimistic-concurrency expectations of KV updates (they name sequences of the old server) and
 * the duplicate-detection id (a restore publishes in seconds what arrived over days, and two
 * events of one id a window apart would be dropped as one). The event's own id is in its payload.
 */
const PUBLISH_ONLY_HEADER = /^(Nats-Expected-|Nats-Msg-Id$)/i;

function restoredHeaders(record: MessageRecord): MsgHdrs | undefined {
  const kept = record.headers.filter(([name]) => !PUBLISH_ONLY_HEADER.test(name));
  if (kept.length === 0) return undefined;
  const headers = natsHeaders();
  for (const [name, value] of kept) headers.append(name, value);
  return headers;
}

async function* records(path: string): AsyncGenerator<MessageRecord> {
  const lines = createInterface({ input: createReadStream(path).pipe(createGunzip()), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.length > 0) yield parseMessageRecord(line, `${path}:${n}`);
  }
}

/**
 * Creates the stream with its backed-up configuration, starting at the first backed-up sequence,
 * and publishes its messages in order. Sequences therefore come back exactly for a stream without
 * holes (the limits streams: age removes messages from the front only), which keeps the sequence
 * numbers clients resume from; a KV stream has holes (older revisions are dropped) and its
 * entries come back with new revisions, which nothing keeps. Stored times are new: age limits
 * count again from the restore.
 */
async function restoreStream(bus: Bus, dir: string, stream: StreamBackup, window: number): Promise<RestoredStream> {
  // The configuration is the server's own, as `backup` read it; the server checks it again here.
  const config = { ...stream.config, name: stream.name, first_seq: stream.first_seq } as Partial<StreamConfig> & { name: string };
  await bus.jsm.streams.add(config);
  let messages = 0;
  let sequencesKept = true;
  let pending: Promise<PubAck>[] = [];
  const settle = async (from: MessageRecord[]) => {
    const acks = await Promise.all(pending);
    acks.forEach((ack, i) => {
      if (ack.seq !== from[i]?.seq) sequencesKept = false;
    });
    pending = [];
  };
  let inFlight: MessageRecord[] = [];
  for await (const record of records(join(dir, stream.file))) {
    const headers = restoredHeaders(record);
    // Publishes of one connection are stored in the order sent, so a window of them in flight keeps the order.
    pending.push(bus.js.publish(record.subject, Buffer.from(record.data, 'base64'), headers ? { headers } : {}));
    inFlight.push(record);
    messages++;
    if (pending.length >= window) {
      await settle(inFlight);
      inFlight = [];
    }
  }
  await settle(inFlight);
  if (messages !== stream.messages) throw new Error(`${stream.name}: the backup lists ${stream.messages} messages, its file holds ${messages}`);
  return { name: stream.name, messages, sequencesKept };
}

/**
 * Restores a backup into a NATS that has none of its streams: refused before anything is written
 * otherwise, because merging into live streams would duplicate events and roll keys back. The
 * projections are not part of it: start the projector afterwards (a new durable consumer replays
 * every stream into ClickHouse and the buckets) and the gateways (their search projections load
 * from the rewritten buckets).
 */
export async function restore(bus: Bus, options: RestoreOptions): Promise<RestoredStream[]> {
  const manifest = parseManifest(await readFile(join(options.dir, MANIFEST_FILE), 'utf8'));
  const present: string[] = [];
  for (const stream of manifest.streams) if (await streamInfo(bus, stream.name)) present.push(stream.name);
  if (present.length > 0) throw new Error(`the server already has ${present.join(', ')}: restore only into a NATS without these streams`);
  const restored: RestoredStream[] = [];
  for (const stream of manifest.streams) restored.push(await restoreStream(bus, options.dir, stream, options.window ?? 256));
  return restored;
}
