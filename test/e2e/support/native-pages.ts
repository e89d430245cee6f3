/**
 * Each platform's native pages, as its renderer writes them into a replay folder: the one place
 * the live-mode test gets pages from, so it reads what replay mode reads. Also the two ways the
 * test damages a folder on purpose, done to the manifest and the file together.
 */
import { readFile, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readReplayManifest, REPLAY_MANIFEST_FILE, type ReplayManifest } from '@estate/collector-kit';
import { PLATFORMS, RENDERERS, writeSamples, type Platform } from '@estate/sample-data';

export { PLATFORMS, type Platform };

export type NativePage = ReplayManifest['files'][number];

/** Renders every platform's pages into `outDir/<platform>/`, every file dated `retrievedAt`. */
export async function writeNativePages(outDir: string, options: { seed: number; size: number; retrievedAt: Date }): Promise<void> {
  await writeSamples({ outDir, seed: options.seed, size: options.size, renderers: PLATFORMS.map((p) => RENDERERS[p]) });
  for (const platform of PLATFORMS) {
    for (const page of await nativePages(join(outDir, platform))) await utimes(join(outDir, platform, page.path), options.retrievedAt, options.retrievedAt);
  }
}

/** A folder's pages in replay order. */
export async function nativePages(dir: string): Promise<NativePage[]> {
  const manifest = await readReplayManifest(dir);
  if (!manifest) throw new Error(`${dir} has no replay manifest`);
  return manifest.files;
}

export async function readPage(dir: string, path: string): Promise<string> {
  return readFile(join(dir, path), 'utf8');
}

async function rewriteManifest(dir: string, edit: (files: NativePage[]) => NativePage[]): Promise<void> {
  const file = join(dir, REPLAY_MANIFEST_FILE);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as ReplayManifest;
  await writeFile(file, `${JSON.stringify({ ...manifest, files: edit(manifest.files) }, null, 1)}\n`);
}

/** Cuts a page to half its bytes, keeping its date, as a dropped connection leaves it. */
export async function truncatePage(dir: string, path: string): Promise<void> {
  const file = join(dir, path);
  const { size, mtime } = await stat(file);
  const half = Math.floor(size / 2);
  await truncate(file, half);
  await utimes(file, mtime, mtime);
  await rewriteManifest(dir, (files) => files.map((f) => (f.path === path ? { ...f, bytes: half } : f)));
}

/** Removes a page from the folder, as if it had never been collected. */
export async function dropPage(dir: string, path: string): Promise<void> {
  await rm(join(dir, path));
  await rewriteManifest(dir, (files) => files.filter((f) => f.path !== path));
}
