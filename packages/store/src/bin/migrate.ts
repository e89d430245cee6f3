#!/usr/bin/env node
// Applies infra/clickhouse to the store of the environment (CLICKHOUSE_URL, or the embedded
// engine on CLICKHOUSE_DATA_PATH / .data/clickhouse). Embedded mode needs the data folder free:
// the engine locks it, so stop the stack first.
import { resolve } from 'node:path';
import { createStore, migrate, storeConfigFromEnv } from '../index.js';

// A command-line tool: its report is for the terminal, one line per result.
const say = (line: string) => process.stdout.write(`${line}\n`);

const config = storeConfigFromEnv();
// Under `pnpm --filter`, the working directory is this package; paths are meant from where the
// command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const path = config.url === undefined ? resolve(base, config.path ?? '.data/clickhouse') : undefined;

try {
  const store = await createStore(path === undefined ? config : { ...config, path });
  try {
    const result = await migrate(store);
    const where = store.mode === 'server' ? `server, database ${result.database}` : `embedded at ${path}, database ${result.database}`;
    for (const m of result.applied) say(`applied ${String(m.version).padStart(4, '0')}_${m.name}`);
    say(`${where}: ${result.applied.length} applied, ${result.unchanged} already applied`);
  } finally {
    await store.close();
  }
} catch (err) {
  console.error(`migrate failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
