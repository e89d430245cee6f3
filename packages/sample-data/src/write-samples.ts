import { REPLAY_MANIFEST_FILE, type ReplayManifest } from '@estate/collector-kit';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DatasetRenderer } from './datasets/index.js';
import { DATASET_TRUTH_FILE, type DatasetTruth } from './datasets/record-truth.js';
import { DEFAULT_AS_OF, generate, GENERATOR_VERSION, groundTruth, officeGroups, platformsOf, type OfficeGroup, type PropertyGroup } from './generate.js';
import type { InjectedValue } from './implausible.js';
import type { NativePayload, PlatformRenderer } from './model.js';
import { isPlatform, PLATFORM_PROFILES } from './platforms.js';
import type { CrossPortalPair } from './second-portals.js';

/** Written last into each platform folder: its presence means the folder is complete. It is the kit's replay manifest. */
export const SAMPLES_MANIFEST_FILE = REPLAY_MANIFEST_FILE;
export const GROUND_TRUTH_FILE = 'ground-truth.json';

export interface SamplesManifest extends ReplayManifest {
  generator: 'estate-sample-data';
  generator_version: number;
  platform: string;
  seed: number | string;
  size: number;
  as_of: string;
  page_size: number;
  listings: number;
  /** In the order the renderer produced them (search pages, then detail pages). */
  files: { path: string; content_type: string; bytes: number }[];
}

export interface GroundTruth {
  generator: 'estate-sample-data';
  generator_version: number;
  seed: number | string;
  size: number;
  as_of: string;
  /** Properties listed more than once, over all platforms of the universe. */
  groups: PropertyGroup[];
  /** Offices with listings on more than one platform (what an agency's `same_office` should find). */
  offices: OfficeGroup[];
  /** Implausible values the listings show on purpose, each with the rule that should withhold it (see implausible.ts). */
  implausible: InjectedValue[];
  /** Pairs across a country's two portals: the same home (also in `groups`) and the hard negatives (see second-portals.ts). */
  cross_portal: CrossPortalPair[];
}

export interface WriteSamplesOptions {
  outDir: string;
  seed: number | string;
  size: number;
  renderers: readonly PlatformRenderer[];
  /** Open datasets (market series …) rendered from the same seed into their own folders. */
  datasets?: readonly DatasetRenderer[];
  /** Search page size, for all or per platform; default the portal's own. */
  pageSize?: number | Readonly<Record<string, number>>;
  asOf?: string;
}

export type SampleFolderState = 'written' | 'unchanged' | 'recorded';

export interface WriteSamplesResult {
  platforms: { platform: string; state: SampleFolderState; files: number; listings: number }[];
  groundTruth: 'written' | 'unchanged';
}

function pageSizeOf(options: WriteSamplesOptions, platform: string): number {
  const p = options.pageSize;
  if (typeof p === 'number') return p;
  if (p && p[platform] !== undefined) return p[platform] as number;
  return isPlatform(platform) ? PLATFORM_PROFILES[platform].pageSize : 25;
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch (err) {
    if (isCode(err, 'ENOENT') || err instanceof SyntaxError) return undefined;
    throw err;
  }
}

function isCode(err: unknown, ...codes: string[]): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && codes.includes(String((err as { code: unknown }).code));
}

/** The manifest of a generated platform folder, or undefined (absent, unreadable, or recorded by hand). */
export async function readSamplesManifest(platformDir: string): Promise<SamplesManifest | undefined> {
  const value = await readJson(join(platformDir, SAMPLES_MANIFEST_FILE));
  if (typeof value !== 'object' || value === null) return undefined;
  const m = value as Partial<SamplesManifest>;
  return m.generator === 'estate-sample-data' && Array.isArray(m.files) ? (value as SamplesManifest) : undefined;
}

function sameRun(m: { generator_version: number; seed: number | string; size: number; as_of: string }, options: WriteSamplesOptions): boolean {
  return m.generator_version === GENERATOR_VERSION && String(m.seed) === String(options.seed) && m.size === options.size && m.as_of === (options.asOf ?? DEFAULT_AS_OF);
}

/** A renderer's path must stay inside its folder and must not shadow the manifest. */
function safePath(platform: string, path: string): string {
  const normal = posix.normalize(path);
  if (normal.startsWith('/') || normal.startsWith('..') || normal.split('/').some((part) => part.startsWith('.'))) {
    throw new Error(`renderer ${platform} produced an unsafe path: ${JSON.stringify(path)}`);
  }
  return normal;
}

async function writeAll(dir: string, payloads: readonly NativePayload[], platform: string): Promise<SamplesManifest['files']> {
  const files: SamplesManifest['files'] = [];
  const made = new Set<string>();
  let next = 0;
  // A few writes in flight: far faster than one at a time, without exhausting file handles.
  const worker = async () => {
    while (next < payloads.length) {
      const payload = payloads[next++] as NativePayload;
      const rel = safePath(platform, payload.path);
      const file = join(dir, rel);
      const parent = dirname(file);
      if (!made.has(parent)) {
        await mkdir(parent, { recursive: true });
        made.add(parent);
      }
      await writeFile(file, fileBytes(payload));
    }
  };
  const seen = new Set<string>();
  for (const p of payloads) {
    const rel = safePath(platform, p.path);
    if (seen.has(rel)) throw new Error(`renderer ${platform} produced ${rel} twice`);
    seen.add(rel);
    files.push({ path: rel, content_type: p.content_type, bytes: fileBytes(p).length });
  }
  await Promise.all(Array.from({ length: 16 }, worker));
  return files;
}

/** A `.gz` payload is written compressed, as its publisher ships it (Redfin's `*.tsv000.gz`); the replay fetcher reads it back as text. */
function fileBytes(payload: NativePayload): Buffer {
  const text = Buffer.from(payload.body, 'utf8');
  // mtime 0 in the header (zlib's default): the same text gives the same bytes on every run.
  return payload.path.endsWith('.gz') ? gzipSync(text) : text;
}

const tmpName = (outDir: string, what: string) => join(outDir, `.tmp-${what}-${process.pid}-${randomBytes(4).toString('hex')}`);

/** Puts a finished folder in place; if another process got there first with the same run, keeps theirs. */
async function swapIn(tmp: string, dir: string, options: WriteSamplesOptions): Promise<void> {
  const current = await readSamplesManifest(dir);
  // Another instance of the same collector finished first: keep its folder, readers may be in it.
  if (current && sameRun(current, options)) return;
  const old = `${tmp}.old`;
  let moved = false;
  try {
    await rename(dir, old);
    moved = true;
  } catch (err) {
    if (!isCode(err, 'ENOENT')) throw err;
  }
  try {
    await rename(tmp, dir);
  } catch (err) {
    if (!isCode(err, 'ENOTEMPTY', 'EEXIST')) throw err;
    const theirs = await readSamplesManifest(dir);
    await rm(tmp, { recursive: true, force: true });
    if (!theirs || !sameRun(theirs, options)) throw new Error(`${dir} was replaced concurrently by other samples`);
  } finally {
    if (moved) await rm(old, { recursive: true, force: true });
  }
}

async function folderState(dir: string, options: WriteSamplesOptions): Promise<'missing' | 'current' | 'stale' | 'recorded'> {
  const manifest = await readSamplesManifest(dir);
  if (manifest) return sameRun(manifest, options) ? 'current' : 'stale';
  try {
    const entries = (await readdir(dir)).filter((e) => !e.startsWith('.'));
    return entries.length === 0 ? 'missing' : 'recorded';
  } catch (err) {
    if (isCode(err, 'ENOENT')) return 'missing';
    throw err;
  }
}

/**
 * Renders the sample universe of (seed, size) with each renderer into `outDir/<platform>/`, and
 * writes `outDir/ground-truth.json` (which listings are one property, and which agencies one
 * office, over all platforms).
 * Idempotent: a folder already generated from the same seed, size and generator version is left
 * as it is. Atomic: each folder is built beside its target and renamed into place, its manifest
 * written last, so a reader never sees half a folder. A folder without a manifest holds recorded
 * payloads and is never touched.
 */
export async function writeSamples(options: WriteSamplesOptions): Promise<WriteSamplesResult> {
  await mkdir(options.outDir, { recursive: true });
  const result: WriteSamplesResult = { platforms: [], groundTruth: 'unchanged' };
  const todo: PlatformRenderer[] = [];
  for (const renderer of options.renderers) {
    const dir = join(options.outDir, renderer.platform);
    const state = await folderState(dir, options);
    if (state === 'current' || state === 'recorded') {
      const manifest = state === 'current' ? await readSamplesManifest(dir) : undefined;
      result.platforms.push({ platform: renderer.platform, state: state === 'current' ? 'unchanged' : 'recorded', files: manifest?.files.length ?? 0, listings: manifest?.listings ?? 0 });
    } else todo.push(renderer);
  }
  if (todo.length > 0) {
    const { listings } = generate({ seed: options.seed, size: options.size, platforms: todo.map((r) => r.platform), ...(options.asOf ? { asOf: options.asOf } : {}) });
    const byPlatform = platformsOf(listings);
    for (const renderer of todo) {
      const mine = byPlatform.get(renderer.platform) ?? [];
      const pageSize = pageSizeOf(options, renderer.platform);
      const payloads = renderer.render(mine, { pageSize });
      const tmp = tmpName(options.outDir, renderer.platform);
      try {
        await mkdir(tmp, { recursive: true });
        const files = await writeAll(tmp, payloads, renderer.platform);
        const manifest: SamplesManifest = {
          generator: 'estate-sample-data',
          generator_version: GENERATOR_VERSION,
          platform: renderer.platform,
          seed: options.seed,
          size: options.size,
          as_of: options.asOf ?? DEFAULT_AS_OF,
          page_size: pageSize,
          listings: mine.length,
          files,
        };
        await writeFile(join(tmp, SAMPLES_MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
        await swapIn(tmp, join(options.outDir, renderer.platform), options);
      } finally {
        await rm(tmp, { recursive: true, force: true });
      }
      result.platforms.push({ platform: renderer.platform, state: 'written', files: payloads.length, listings: mine.length });
    }
  }
  for (const dataset of options.datasets ?? []) result.platforms.push(await writeDataset(options, dataset));
  result.groundTruth = await writeGroundTruth(options);
  return result;
}

/** One open dataset's folder, built and swapped in like a platform's; a current or recorded folder is kept. */
async function writeDataset(options: WriteSamplesOptions, dataset: DatasetRenderer): Promise<WriteSamplesResult['platforms'][number]> {
  const dir = join(options.outDir, dataset.platform);
  const state = await folderState(dir, options);
  if (state === 'current' || state === 'recorded') {
    const manifest = state === 'current' ? await readSamplesManifest(dir) : undefined;
    return { platform: dataset.platform, state: state === 'current' ? 'unchanged' : 'recorded', files: manifest?.files.length ?? 0, listings: 0 };
  }
  const context = { seed: options.seed, size: options.size, asOf: options.asOf ?? DEFAULT_AS_OF };
  const payloads = dataset.render(context);
  const tmp = tmpName(options.outDir, dataset.platform);
  try {
    await mkdir(tmp, { recursive: true });
    const files = await writeAll(tmp, payloads, dataset.platform);
    if (dataset.truth) await writeFile(join(tmp, DATASET_TRUTH_FILE), `${JSON.stringify(datasetTruth(dataset, context))}\n`);
    const manifest: SamplesManifest = {
      generator: 'estate-sample-data',
      generator_version: GENERATOR_VERSION,
      platform: dataset.platform,
      seed: options.seed,
      size: options.size,
      as_of: options.asOf ?? DEFAULT_AS_OF,
      page_size: 0,
      listings: 0,
      files,
    };
    await writeFile(join(tmp, SAMPLES_MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
    await swapIn(tmp, dir, options);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  return { platform: dataset.platform, state: 'written', files: payloads.length, listings: 0 };
}

/** A property dataset's labels: which listed home each of its records is about. */
function datasetTruth(dataset: DatasetRenderer, context: { seed: number | string; size: number; asOf: string }): DatasetTruth {
  return {
    generator: 'estate-sample-data',
    generator_version: GENERATOR_VERSION,
    platform: dataset.platform,
    seed: context.seed,
    size: context.size,
    as_of: context.asOf,
    records: dataset.truth?.(context) ?? [],
  };
}

/** Offices need the listings' agencies, injected values and cross-portal pairs the listings: the universe is built in full (samples are small). */
function fullUniverseTruth(options: WriteSamplesOptions): Pick<GroundTruth, 'offices' | 'implausible' | 'cross_portal'> {
  const { listings, implausible, crossPortal } = generate({ seed: options.seed, size: options.size, ...(options.asOf ? { asOf: options.asOf } : {}) });
  return { offices: officeGroups(listings), implausible, cross_portal: crossPortal };
}

async function writeGroundTruth(options: WriteSamplesOptions): Promise<'written' | 'unchanged'> {
  const path = join(options.outDir, GROUND_TRUTH_FILE);
  const existing = (await readJson(path)) as Partial<GroundTruth> | undefined;
  if (existing && existing.generator === 'estate-sample-data' && Array.isArray(existing.groups) && Array.isArray(existing.implausible) && Array.isArray(existing.cross_portal) && sameRun(existing as GroundTruth, options)) return 'unchanged';
  const truth: GroundTruth = {
    generator: 'estate-sample-data',
    generator_version: GENERATOR_VERSION,
    seed: options.seed,
    size: options.size,
    as_of: options.asOf ?? DEFAULT_AS_OF,
    groups: groundTruth({ seed: options.seed, size: options.size, ...(options.asOf ? { asOf: options.asOf } : {}) }),
    ...fullUniverseTruth(options),
  };
  const tmp = tmpName(options.outDir, 'ground-truth');
  await writeFile(tmp, `${JSON.stringify(truth)}\n`);
  // rename() replaces a file atomically: a reader sees the old truth or the new, never half.
  await rename(tmp, path);
  return 'written';
}
