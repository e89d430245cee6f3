#!/usr/bin/env node
// Disaster recovery for the NATS side of estate (see README, "Operations"):
//   backup DIR    writes every stream and the api_keys and credits buckets into DIR
//   restore DIR   recreates them from DIR in a NATS that has none of them
//   replay        makes the (stopped) projector replay every stream at its next start: the way
//                 back from lost ClickHouse data while NATS is intact
// NATS_URL names the server (comma-separated for a cluster). A relative DIR is taken from the
// directory `pnpm backup` / `pnpm restore` was run in, not this package's.
import { resolve } from 'node:path';
import { connect, silentLogger } from '@estate/bus';
import { backup } from './backup.js';
import { replayProjections } from './replay.js';
import { restore } from './restore.js';

const USAGE = 'usage: backup DIR | restore DIR | replay   (NATS_URL names the server)';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (message: string): never => {
  process.stderr.write(`ops: ${message}\n`);
  process.exit(2);
};

const [command, target, ...rest] = process.argv.slice(2);
const takesDir = command === 'backup' || command === 'restore';
if (!(takesDir || command === 'replay') || (takesDir ? target === undefined : target !== undefined) || rest.length > 0) fail(USAGE);
const dir = resolve(process.env.INIT_CWD ?? process.cwd(), target ?? '.');

const bus = await connect({ name: `ops-${command}`, logger: silentLogger });
try {
  if (command === 'backup') {
    const { manifest, missing } = await backup(bus, { dir });
    for (const s of manifest.streams) say(`${s.name}: ${s.messages} messages (sequences ${s.first_seq}-${s.last_seq})`);
    for (const name of missing) say(`${name}: not on this server, skipped`);
    say(`backup written to ${dir}`);
  } else if (command === 'replay') {
    const replayed = await replayProjections(bus);
    for (const c of replayed) say(`${c.stream}: consumer ${c.durable} (at sequence ${c.deliveredUpTo}) deleted`);
    say(replayed.length > 0 ? 'the projector replays every stream from its first message when it starts' : 'no projector consumer: the projector replays every stream when it starts');
  } else {
    const restored = await restore(bus, { dir });
    for (const s of restored) say(`${s.name}: ${s.messages} messages restored${s.sequencesKept ? '' : ' (with new sequence numbers)'}`);
    say('restored; now start the projector (it replays every stream into ClickHouse and the buckets), then the gateways');
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await bus.close();
}
