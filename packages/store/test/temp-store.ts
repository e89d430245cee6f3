import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore, type Store } from '../src/index.js';

export interface TempStore {
  readonly store: Store;
  readonly dir: string;
  cleanup(): Promise<void>;
}

/**
 * An embedded store on a fresh temporary directory. The engine binds one directory per process,
 * so a test file opens one directory and isolates its cases by database.
 */
export async function openTempStore(options: { database?: string; poolSize?: number; dir?: string } = {}): Promise<TempStore> {
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'estate-store-test-')));
  const store = await createStore({ path: dir, database: options.database ?? 'estate_test', poolSize: options.poolSize ?? 2 });
  return {
    store,
    dir,
    cleanup: async () => {
      await store.close();
      if (options.dir === undefined) await rm(dir, { recursive: true, force: true });
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
