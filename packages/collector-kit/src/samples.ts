import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { writeSamples, type PlatformRenderer, type SampleFolderState } from '@estate/sample-data';
import type { CollectorLogger } from './logger.js';

export interface EnsureSamplesOptions {
  samplesDir: string;
  seed: number | string;
  size: number;
  renderer: PlatformRenderer;
  logger: CollectorLogger;
}

/**
 * Makes sure `samplesDir/<platform>` holds payloads to replay: generated with this collector's
 * renderer when the folder is missing (or was generated from another seed or size), left alone
 * when it holds a recording. Every collector generates the same universe from the same seed, so
 * the cross-listed properties agree between platforms whichever collector wrote first.
 */
export async function ensureSamples(options: EnsureSamplesOptions): Promise<{ dir: string; state: SampleFolderState }> {
  const started = Date.now();
  const result = await writeSamples({ outDir: options.samplesDir, seed: options.seed, size: options.size, renderers: [options.renderer] });
  const mine = result.platforms[0];
  const state = mine?.state ?? 'unchanged';
  const dir = join(options.samplesDir, options.renderer.platform);
  if (state === 'written') {
    options.logger.info({ dir, seed: options.seed, size: options.size, files: mine?.files, listings: mine?.listings, ms: Date.now() - started }, 'sample payloads generated');
  } else {
    options.logger.info({ dir, state }, state === 'recorded' ? 'replaying recorded payloads' : 'sample payloads up to date');
  }
  return { dir, state };
}

/**
 * Where replay samples live unless a service says otherwise: `ESTATE_SAMPLES_DIR`, else
 * `.data/samples` under the workspace root (the nearest folder above the working directory with
 * `pnpm-workspace.yaml`), so that collectors started from their own package folders share one
 * sample set and one ground truth.
 */
export function defaultSamplesDir(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  if (env.ESTATE_SAMPLES_DIR) return resolve(env.ESTATE_SAMPLES_DIR);
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, '.data', 'samples');
    if (dirname(dir) === dir) return join(resolve(cwd), '.data', 'samples');
  }
}
