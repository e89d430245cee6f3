import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CollectorLogger } from './logger.js';

/**
 * The folder a replaying collector reads: `<samplesDir>/<platform>`. Something else writes it
 * (`estate-samples` of @estate/sample-data, or a recording); a collector never renders its own.
 * A missing folder is logged here, once, with what to do; each run then reports it as a
 * `not_collected` failure, and the first run after the folder appears replays it.
 */
export function replayDir(samplesDir: string, platform: string, logger: CollectorLogger): string {
  const dir = join(samplesDir, platform);
  if (existsSync(dir)) logger.info({ platform, dir }, 'replaying payloads');
  else logger.error({ platform, dir }, missingSamplesMessage(dir));
  return dir;
}

export function missingSamplesMessage(dir: string): string {
  return `no replay payloads at ${dir}: generate them (estate-samples --out <samples dir>) or record some there`;
}

/**
 * Where replay samples live unless a service says otherwise: `ESTATE_SAMPLES_DIR`, else
 * `.data/samples` under the workspace root (the nearest folder above the working directory with
 * `pnpm-workspace.yaml`), so that collectors started from their own package folders share one
 * sample set.
 */
export function defaultSamplesDir(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  if (env.ESTATE_SAMPLES_DIR) return resolve(env.ESTATE_SAMPLES_DIR);
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, '.data', 'samples');
    if (dirname(dir) === dir) return join(resolve(cwd), '.data', 'samples');
  }
}
