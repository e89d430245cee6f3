import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/**
 * A backup is a directory: `manifest.json`, written last (a directory without one is an
 * unfinished backup), and one gzipped JSON-lines file per stream, a message per line in stream
 * order. Plain JSON rather than the server's own snapshot format: it restores into any
 * nats-server version, and a reader can `zcat | head` it to see what it holds.
 */
export const BACKUP_FORMAT = 'estate-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

export const StreamBackup = Type.Object({
  name: Type.String({ minLength: 1 }),
  /** The stream's file in the backup directory. */
  file: Type.String({ minLength: 1 }),
  /** The stream's configuration as the server reported it; restored as it is. */
  config: Type.Record(Type.String(), Type.Unknown()),
  /** Sequences of the first and last message written (first = last + 1 when none). */
  first_seq: Type.Integer({ minimum: 0 }),
  last_seq: Type.Integer({ minimum: 0 }),
  messages: Type.Integer({ minimum: 0 }),
});
export type StreamBackup = Static<typeof StreamBackup>;

export const BackupManifest = Type.Object({
  format: Type.Literal(BACKUP_FORMAT),
  version: Type.Literal(BACKUP_VERSION),
  created_at: Type.String(),
  server_version: Type.String(),
  streams: Type.Array(StreamBackup),
});
export type BackupManifest = Static<typeof BackupManifest>;

/** One stored message: headers as [name, value] pairs (a name may repeat), the payload in base64. */
export const MessageRecord = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  subject: Type.String({ minLength: 1 }),
  /** When the server first stored it; informative only, a restored message is stored anew. */
  time: Type.String(),
  headers: Type.Array(Type.Tuple([Type.String(), Type.String()])),
  data: Type.String(),
});
export type MessageRecord = Static<typeof MessageRecord>;

export function streamFile(stream: string): string {
  return `${stream}.jsonl.gz`;
}

export function parseManifest(text: string): BackupManifest {
  const value: unknown = JSON.parse(text);
  if (!Value.Check(BackupManifest, value)) {
    const first = [...Value.Errors(BackupManifest, value)][0];
    throw new Error(`not an ${BACKUP_FORMAT} v${BACKUP_VERSION} manifest${first ? `: ${first.instancePath || '/'} ${first.message}` : ''}`);
  }
  return value;
}

export function parseMessageRecord(line: string, where: string): MessageRecord {
  const value: unknown = JSON.parse(line);
  if (!Value.Check(MessageRecord, value)) {
    const first = [...Value.Errors(MessageRecord, value)][0];
    throw new Error(`${where}: not a message record${first ? `: ${first.instancePath || '/'} ${first.message}` : ''}`);
  }
  return value;
}
