import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readReplayManifest } from '@estate/collector-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATASET_PLATFORMS, PLATFORMS } from '../src/index.js';
import { samplesRequest, writeRequestedSamples } from '../src/samples-cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'estate-samples-cli-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('estate-samples', () => {
  it('reads its flags, with every platform and the default seed and size unless told', () => {
    expect(samplesRequest(['--out', 'x', '--seed', '7', '--size', '300'])).toEqual({ outDir: resolve('x'), seed: 7, size: 300, platforms: [...PLATFORMS], datasets: [...DATASET_PLATFORMS] });
    expect(samplesRequest(['--out', 'x', '--seed', 'abc', '--platforms', 'suumo,zillow', '--page-size', '5'])).toMatchObject({ seed: 'abc', platforms: ['suumo', 'zillow'], datasets: [], pageSize: 5 });
    expect(samplesRequest(['--out', 'x', '--platforms', 'uk_hpi,zillow'])).toMatchObject({ platforms: ['zillow'], datasets: ['uk_hpi'] });
  });

  it('refuses what it cannot do, saying why', () => {
    expect(() => samplesRequest(['--seed', '1'])).toThrow('--out DIR is required');
    expect(() => samplesRequest(['--out', 'x', '--platforms', 'zillow,otodom'])).toThrow(/unknown platform\(s\) otodom/);
    expect(() => samplesRequest(['--out', 'x', '--size', 'many'])).toThrow('--size must be a whole number');
    expect(() => samplesRequest(['--out', 'x', '--colour', 'red'])).toThrow();
  });

  it('writes a replay folder per platform, with the manifest the collectors replay by, and ground truth', async () => {
    const result = await writeRequestedSamples(samplesRequest(['--out', dir, '--seed', '3', '--size', '60']));
    const all = [...PLATFORMS, ...DATASET_PLATFORMS];
    expect(result.platforms.map((p) => [p.platform, p.state])).toEqual(all.map((p) => [p, 'written']));
    expect((await readdir(dir)).sort()).toEqual(['ground-truth.json', ...all].sort());
    for (const platform of all) {
      const manifest = await readReplayManifest(join(dir, platform));
      expect(manifest?.files.length, platform).toBeGreaterThan(0);
    }
    const again = await writeRequestedSamples(samplesRequest(['--out', dir, '--seed', '3', '--size', '60']));
    expect(again.platforms.every((p) => p.state === 'unchanged')).toBe(true);
  });
});
