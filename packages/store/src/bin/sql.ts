#!/usr/bin/env node
// `pnpm sql [--param name=value …] "<query>"`: runs one query and prints the answer as a table
// (ClickHouse's PrettyCompactMonoBlock, unless the query names its own FORMAT). `{name:Type}`
// placeholders take their values from `--param`. Where it asks, first found:
//   SQL_URL          any ClickHouse HTTP endpoint
//   CLICKHOUSE_URL   server mode (with CLICKHOUSE_DATABASE / USER / PASSWORD as the store reads them)
//   SQL_PORT         the embedded process's read-only endpoint on 127.0.0.1
//   DATA_DIR/sql-url written by the embedded process while its endpoint runs (DATA_DIR: .data)
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ClickHouseLogLevel, createClient, type DataFormat } from '@clickhouse/client';
import { resolveStoreConfig, storeConfigFromEnv } from '../config.js';

// The client's typings list the formats it can parse; exec() passes the bytes through as they
// come, so any format the server writes will do.
const TABLE_FORMAT = 'PrettyCompactMonoBlock' as DataFormat;

const usage = 'usage: pnpm sql [--param name=value …] "<query>"';

function fail(message: string): never {
  process.stderr.write(`sql: ${message}\n`);
  process.exit(2);
}

interface Target {
  readonly url: string;
  readonly database?: string;
  readonly username?: string;
  readonly password?: string;
}

async function target(env: NodeJS.ProcessEnv): Promise<Target> {
  if (env.SQL_URL) return { url: env.SQL_URL };
  const config = storeConfigFromEnv(env);
  if (config.url !== undefined) {
    const server = resolveStoreConfig(config);
    if (server.mode === 'server') return { url: server.url, database: server.database, username: server.username, password: server.password };
  }
  if (env.SQL_PORT) return { url: `http://127.0.0.1:${env.SQL_PORT}` };
  // Under `pnpm --filter` the working directory is this package; DATA_DIR is meant from where the
  // command was typed.
  const file = join(resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? '.data'), 'sql-url');
  const written = await readFile(file, 'utf8').catch(() => undefined);
  if (written !== undefined && written.trim() !== '') return { url: written.trim() };
  return fail(`no SQL endpoint: start the stack with SQL_PORT set (SQL_PORT=8124 npm start), or set SQL_URL or CLICKHOUSE_URL\n${usage}`);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({ options: { param: { type: 'string', multiple: true } }, allowPositionals: true });
  } catch (err) {
    return fail(`${err instanceof Error ? err.message : String(err)}\n${usage}`);
  }
})();
const query = positionals.join(' ').trim();
if (query === '') fail(usage);
const queryParams: Record<string, string> = {};
for (const param of values.param ?? []) {
  const at = param.indexOf('=');
  if (at < 1) fail(`--param takes name=value, got ${JSON.stringify(param)}`);
  queryParams[param.slice(0, at)] = param.slice(at + 1);
}

const where = await target(process.env);
const client = createClient({
  url: where.url,
  ...(where.database ? { database: where.database } : {}),
  ...(where.username ? { username: where.username, password: where.password ?? '' } : {}),
  application: 'estate-sql',
  // The one failure is printed below as the server wrote it; the client's own log would repeat it.
  log: { level: ClickHouseLogLevel.OFF },
});
try {
  const result = await client.exec({ query, query_params: queryParams, clickhouse_settings: { default_format: TABLE_FORMAT } });
  for await (const chunk of result.stream) process.stdout.write(chunk as Buffer);
} catch (err) {
  const { code, type } = err as { code?: unknown; type?: unknown };
  const reported = typeof code === 'string' ? ` (Code: ${code}${typeof type === 'string' ? `, ${type}` : ''})` : '';
  process.stderr.write(`sql: ${err instanceof Error ? err.message.trim() : String(err)}${reported}\n`);
  process.exitCode = 1;
} finally {
  await client.close();
}
