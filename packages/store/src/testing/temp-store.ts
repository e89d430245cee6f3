import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore, type Store, type StoreLogger } from '../index.js';

export interface TempStore {
  readonly store: Store;
  readonly dir: string;
  cleanup(): Promise<void>;
}

const SHARED_DIR = Symbol.for('estate.store.test.sharedDir');
type SharedHolder = { [SHARED_DIR]?: Promise<string> };

/**
 * The engine binds one directory per process, and the test files share their worker process
 * (vitest.config.ts: no isolation), so every file of a worker opens this one directory, made on
 * first use and removed when the process exits; the files keep apart by database.
 */
function sharedDir(): Promise<string> {
  const holder = globalThis as SharedHolder;
  holder[SHARED_DIR] ??= mkdtemp(join(tmpdir(), 'estate-store-test-')).then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  return holder[SHARED_DIR];
}

/**
 * An embedded store on the worker's temporary directory (or `dir`) and a database of its own;
 * cleanup drops that database. Each test file names its databases apart from every other file's.
 */
export async function openTempStore(options: { database?: string; poolSize?: number; dir?: string; logger?: StoreLogger } = {}): Promise<TempStore> {
  const dir = options.dir ?? (await sharedDir());
  const store = await createStore({
    path: dir,
    database: options.database ?? 'estate_test',
    poolSize: options.poolSize ?? 2,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  return {
    store,
    dir,
    cleanup: async () => {
      await store.command({ query: `DROP DATABASE IF EXISTS \`${store.database}\`` }).catch(() => undefined);
      await store.close();
    },
  };
}

export function isoAgo(ms: number, now = Date.now()): string {
  return new Date(now - ms).toISOString();
}

export const HOUR = 3_600_000;

const TTL_MERGE_STOPS = {
  listings: 'SYSTEM STOP TTL MERGES listings',
  listing_observations: 'SYSTEM STOP TTL MERGES listing_observations',
  listing_media: 'SYSTEM STOP TTL MERGES listing_media',
} as const;

/**
 * Keeps expired rows on disk for assertions: a TTL merge could otherwise drop them at any moment,
 * and the point is that reads hide them while they still exist.
 */
export async function stopTtlMerges(store: Store, tables: ReadonlyArray<keyof typeof TTL_MERGE_STOPS> = ['listings', 'listing_observations', 'listing_media']): Promise<void> {
  for (const table of tables) await store.command({ query: TTL_MERGE_STOPS[table] });
}

/** ESTATE_LARGE_TESTS=1 runs the randomised comparisons at their full size (read here only). */
export const largeTests = process.env.ESTATE_LARGE_TESTS === '1';
