import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createStore, migrate, type MigrateResult, type Store, type StoreLogger } from '@estate/store';
import { probeDockerEngine, type DockerProbe } from './clickhouse-docker.js';

export interface StartClickHouseOptions {
  /** Apply infra/clickhouse (or `migrationsDir`) before returning; default true. */
  readonly migrate?: boolean;
  readonly migrationsDir?: string;
  /** Default: `estate` embedded, a fresh `estate_test_<random>` on a server (dropped by stop()). */
  readonly database?: string;
  /** Embedded: chdb connections in the pool; default 2 (the test machines have 2 cores). */
  readonly poolSize?: number;
  /** Embedded: reuse this data folder (kept by stop()); default a fresh temporary folder. */
  readonly dataDir?: string;
  /** Server mode when set; default `CLICKHOUSE_URL`. */
  readonly url?: string;
  readonly logger?: StoreLogger;
}

export interface ClickHouseHandle {
  readonly store: Store;
  /** `embedded`: chdb in this process on `dataDir`; `server`: the server at `url`. */
  readonly mode: 'embedded' | 'server';
  readonly database: string;
  readonly dataDir: string | undefined;
  readonly url: string | undefined;
  readonly migrations: MigrateResult | undefined;
  /**
   * Whether a Docker engine answered. Informational: containers are not started, since the
   * embedded engine is a real ClickHouse and this machine has no Docker engine to run them.
   */
  readonly docker: DockerProbe;
  /** Closes the store, then removes the temporary folder (embedded) or drops the test database (server). */
  stop(): Promise<void>;
}

const leftovers = new Set<string>();
let exitHookInstalled = false;

/** A test process that dies without stop() must not leave data folders in /tmp. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const dir of leftovers) rmSync(dir, { recursive: true, force: true });
  });
}

/**
 * A real ClickHouse for a test: the server of `CLICKHOUSE_URL` with a database of its own, or
 * else the embedded engine on a temporary folder, migrated. The embedded engine binds one data
 * folder per process: within one test file, start it once (in `beforeAll`) and share it, or stop
 * it before starting another.
 */
export async function startClickHouse(options: StartClickHouseOptions = {}): Promise<ClickHouseHandle> {
  const docker = await probeDockerEngine();
  const url = options.url ?? nonEmpty(process.env.CLICKHOUSE_URL);
  const common = { ...(options.logger === undefined ? {} : { logger: options.logger }) };

  if (url !== undefined) {
    const database = options.database ?? `estate_test_${randomBytes(6).toString('hex')}`;
    const store = await createStore({ ...common, url, database });
    const ownsDatabase = options.database === undefined;
    try {
      const migrations = await maybeMigrate(store, options);
      return {
        store,
        mode: 'server',
        database,
        dataDir: undefined,
        url,
        migrations,
        docker,
        stop: async () => {
          try {
            if (ownsDatabase) await store.command({ query: `DROP DATABASE IF EXISTS \`${database}\` SYNC` });
          } finally {
            await store.close();
          }
        },
      };
    } catch (err) {
      await store.close();
      throw err;
    }
  }

  installExitHook();
  const ownsDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'estate-clickhouse-')));
  if (ownsDir) leftovers.add(dataDir);
  const removeDir = async (): Promise<void> => {
    if (!ownsDir) return;
    await rm(dataDir, { recursive: true, force: true });
    leftovers.delete(dataDir);
  };

  let store: Store;
  try {
    store = await createStore({ ...common, path: dataDir, database: options.database ?? 'estate', poolSize: options.poolSize ?? 2 });
  } catch (err) {
    await removeDir();
    throw err;
  }
  try {
    const migrations = await maybeMigrate(store, options);
    return {
      store,
      mode: 'embedded',
      database: store.database,
      dataDir,
      url: undefined,
      migrations,
      docker,
      stop: async () => {
        try {
          await store.close();
        } finally {
          await removeDir();
        }
      },
    };
  } catch (err) {
    await store.close();
    await removeDir();
    throw err;
  }
}

async function maybeMigrate(store: Store, options: StartClickHouseOptions): Promise<MigrateResult | undefined> {
  if (options.migrate === false) return undefined;
  return migrate(store, options.migrationsDir === undefined ? {} : { dir: options.migrationsDir });
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}
