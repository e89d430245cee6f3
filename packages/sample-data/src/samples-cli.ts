import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DATASET_PLATFORMS, DATASET_RENDERERS, isDatasetPlatform, type DatasetPlatform } from './datasets/index.js';
import { DEFAULT_SAMPLE_SEED, DEFAULT_SAMPLE_SIZE } from './generate.js';
import { isPlatform, PLATFORMS, type Platform } from './platforms.js';
import { RENDERERS } from './renderers/index.js';
import { writeSamples, type WriteSamplesResult } from './write-samples.js';

export const SAMPLES_USAGE = `estate-samples --out DIR [--seed N] [--size N] [--platforms zillow,suumo,uk_hpi] [--page-size N]
Writes DIR/<platform>/ (native pages, replayed by collector-<platform> with SAMPLES_DIR=DIR) and
DIR/ground-truth.json. A folder already written from the same seed and size is left as it is;
a folder without the generator's manifest is a recording and is never touched.`;

export interface SamplesRequest {
  outDir: string;
  seed: number | string;
  size: number;
  platforms: Platform[];
  /** Open datasets (market series) to write beside the platforms' pages. */
  datasets: DatasetPlatform[];
  pageSize?: number;
}

function wholeNumber(value: string, flag: string): number {
  if (!/^\d+$/.test(value)) throw new Error(`${flag} must be a whole number, not ${JSON.stringify(value)}`);
  return Number(value);
}

/** The request the command line makes; throws with a message fit for the user on a bad one. */
export function samplesRequest(argv: readonly string[]): SamplesRequest {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      out: { type: 'string' },
      seed: { type: 'string' },
      size: { type: 'string' },
      platforms: { type: 'string' },
      'page-size': { type: 'string' },
    },
    strict: true,
  });
  if (!values.out) throw new Error('--out DIR is required');
  const platforms = (values.platforms ?? [...PLATFORMS, ...DATASET_PLATFORMS].join(',')).split(',').map((p) => p.trim());
  const unknown = platforms.filter((p) => !isPlatform(p) && !isDatasetPlatform(p));
  if (unknown.length > 0) throw new Error(`unknown platform(s) ${unknown.join(', ')}; known: ${[...PLATFORMS, ...DATASET_PLATFORMS].join(', ')}`);
  const seed = values.seed ?? String(DEFAULT_SAMPLE_SEED);
  return {
    outDir: resolve(values.out),
    // A numeric seed stays a number: the generator hashes `7` and `"7"` alike, manifests keep the type.
    seed: /^\d+$/.test(seed) ? Number(seed) : seed,
    size: values.size === undefined ? DEFAULT_SAMPLE_SIZE : wholeNumber(values.size, '--size'),
    platforms: platforms.filter(isPlatform),
    datasets: platforms.filter(isDatasetPlatform),
    ...(values['page-size'] === undefined ? {} : { pageSize: wholeNumber(values['page-size'], '--page-size') }),
  };
}

export function writeRequestedSamples(request: SamplesRequest): Promise<WriteSamplesResult> {
  return writeSamples({
    outDir: request.outDir,
    seed: request.seed,
    size: request.size,
    renderers: request.platforms.map((p) => RENDERERS[p]),
    datasets: request.datasets.map((d) => DATASET_RENDERERS[d]),
    ...(request.pageSize === undefined ? {} : { pageSize: request.pageSize }),
  });
}
