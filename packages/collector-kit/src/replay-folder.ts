import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A replay folder holds one platform's payloads. Whoever writes it (the sample generator, a
 * recorder) may leave this manifest beside them, written last: it fixes the replay order (search
 * pages before the detail pages that complete their listings) and the content types. Without
 * it the folder is a hand-made recording, replayed in path order.
 */
export const REPLAY_MANIFEST_FILE = '.samples.json';

export interface ReplayManifest {
  /** Who wrote the folder (`estate-sample-data`). */
  generator: string;
  /** In replay order. */
  files: { path: string; content_type: string; bytes: number }[];
}

/** The folder's manifest, or undefined (absent, unreadable, or not one). */
export async function readReplayManifest(dir: string): Promise<ReplayManifest | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(join(dir, REPLAY_MANIFEST_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const m = value as Partial<ReplayManifest>;
  return typeof m.generator === 'string' && Array.isArray(m.files) ? (value as ReplayManifest) : undefined;
}
