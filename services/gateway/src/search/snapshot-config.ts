import { Type } from 'typebox';
import type { SearchSnapshotConfig } from './search-feed.js';

/**
 * Where a gateway keeps its search snapshots and how often it writes them, under the same names
 * in server mode and embedded. Embedded keeps them under DATA_DIR unless told otherwise.
 */
export const SearchSnapshotEnv = {
  /** A directory of this machine for the search snapshots; server mode: none (off) unless set. */
  SEARCH_SNAPSHOT_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /** Between two snapshots of a search feed that changed; 0 turns snapshots off. */
  SEARCH_SNAPSHOT_EVERY_MS: Type.Integer({ default: 10 * 60_000, minimum: 0 }),
};

type SearchSnapshotSettings = { SEARCH_SNAPSHOT_DIR?: string | undefined; SEARCH_SNAPSHOT_EVERY_MS: number };

/** The service's `searchSnapshots`, or nothing when snapshots are off or have no directory. */
export function searchSnapshotsFrom(settings: SearchSnapshotSettings, defaultDir?: string): { searchSnapshots?: SearchSnapshotConfig } {
  const dir = settings.SEARCH_SNAPSHOT_DIR ?? defaultDir;
  if (dir === undefined || settings.SEARCH_SNAPSHOT_EVERY_MS === 0) return {};
  return { searchSnapshots: { dir, everyMs: settings.SEARCH_SNAPSHOT_EVERY_MS } };
}
