import { mkdtemp, readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import type { NativePayload, PlatformRenderer, SampleListing } from './model.js';
import { GROUND_TRUTH_FILE, readSamplesManifest, SAMPLES_MANIFEST_FILE, writeSamples, type GroundTruth } from './write-samples.js';

/** A stand-in for a platform renderer: JSON search pages plus one detail page per listing. */
function jsonRenderer(platform: string, calls: { count: number } = { count: 0 }): PlatformRenderer {
  return {
    platform,
    render(listings: readonly SampleListing[], { pageSize }): NativePayload[] {
      calls.count++;
      const pages: NativePayload[] = [];
      for (let i = 0; i * pageSize < listings.length; i++) {
        const ids = listings.slice(i * pageSize, (i + 1) * pageSize).map((l) => l.native_id);
        pages.push({ path: `search/page-${String(i + 1).padStart(4, '0')}.json`, content_type: 'application/json', body: JSON.stringify({ ids }) });
      }
      return [...pages, ...listings.map((l) => ({ path: `detail/${l.native_id}.json`, content_type: 'application/json', body: JSON.stringify(l) }))];
    },
  };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'estate-samples-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeSamples', () => {
  it('renders each platform into its folder, with a manifest and the ground truth', async () => {
    const result = await writeSamples({ outDir: dir, seed: 5, size: 600, renderers: [jsonRenderer('zillow'), jsonRenderer('idealista')], pageSize: 25 });
    const expected = generate({ seed: 5, size: 600 });
    const zillow = expected.listings.filter((l) => l.platform === 'zillow');
    expect(result.platforms).toEqual([
      { platform: 'zillow', state: 'written', files: Math.ceil(zillow.length / 25) + zillow.length, listings: zillow.length },
      expect.objectContaining({ platform: 'idealista', state: 'written' }),
    ]);
    const manifest = await readSamplesManifest(join(dir, 'zillow'));
    expect(manifest).toMatchObject({ platform: 'zillow', seed: 5, size: 600, page_size: 25, listings: zillow.length });
    expect(manifest?.files[0]).toMatchObject({ path: 'search/page-0001.json', content_type: 'application/json' });
    const detail = JSON.parse(await readFile(join(dir, 'zillow', 'detail', `${zillow[0]?.native_id}.json`), 'utf8')) as SampleListing;
    expect(detail).toEqual(zillow[0]);
    // The ground truth covers every platform, not only the rendered ones.
    const truth = JSON.parse(await readFile(join(dir, GROUND_TRUTH_FILE), 'utf8')) as GroundTruth;
    expect(truth).toMatchObject({ seed: 5, size: 600 });
    expect(truth.groups).toEqual(expected.groups);
    // The cross-portal pairs (zoopla beside rightmove) too, though neither portal was rendered.
    expect(truth.cross_portal).toEqual(expected.crossPortal);
    expect(truth.cross_portal.some((p) => p.relation === 'same_home')).toBe(true);
    expect((await readdir(dir)).sort()).toEqual(['ground-truth.json', 'idealista', 'zillow']);
  });

  it('is a no-op when run again with the same seed and size, and rewrites on another size', async () => {
    const calls = { count: 0 };
    await writeSamples({ outDir: dir, seed: 5, size: 300, renderers: [jsonRenderer('rightmove', calls)] });
    const before = await stat(join(dir, 'rightmove', SAMPLES_MANIFEST_FILE));
    const again = await writeSamples({ outDir: dir, seed: 5, size: 300, renderers: [jsonRenderer('rightmove', calls)] });
    expect(again.platforms[0]?.state).toBe('unchanged');
    expect(again.groundTruth).toBe('unchanged');
    expect(calls.count).toBe(1);
    expect((await stat(join(dir, 'rightmove', SAMPLES_MANIFEST_FILE))).mtimeMs).toBe(before.mtimeMs);

    const bigger = await writeSamples({ outDir: dir, seed: 5, size: 900, renderers: [jsonRenderer('rightmove', calls)] });
    expect(bigger.platforms[0]?.state).toBe('written');
    expect(bigger.groundTruth).toBe('written');
    expect((await readSamplesManifest(join(dir, 'rightmove')))?.size).toBe(900);
    const files = await readdir(join(dir, 'rightmove', 'detail'));
    expect(files.length).toBe(generate({ seed: 5, size: 900, platforms: ['rightmove'] }).listings.length);
    // Nothing of the old folder or the temporary one is left behind.
    expect((await readdir(dir)).filter((e) => e.startsWith('.tmp'))).toEqual([]);
  });

  it('agrees with itself when collectors write their own platforms concurrently', async () => {
    const renderers = ['zillow', 'rightmove', 'idealista', 'immoscout24', 'suumo'].map((p) => jsonRenderer(p));
    const results = await Promise.all([...renderers, renderers[0] as PlatformRenderer].map((r) => writeSamples({ outDir: dir, seed: 9, size: 400, renderers: [r] })));
    expect(results.every((r) => r.platforms[0]?.state === 'written' || r.platforms[0]?.state === 'unchanged')).toBe(true);
    const truth = JSON.parse(await readFile(join(dir, GROUND_TRUTH_FILE), 'utf8')) as GroundTruth;
    expect(truth.groups).toEqual(generate({ seed: 9, size: 400 }).groups);
    expect((await readdir(dir)).filter((e) => e.startsWith('.tmp'))).toEqual([]);
  });

  it('never touches a folder of recorded payloads', async () => {
    await mkdir(join(dir, 'suumo'), { recursive: true });
    await writeFile(join(dir, 'suumo', 'recorded.html'), '<html>recorded</html>');
    const result = await writeSamples({ outDir: dir, seed: 5, size: 200, renderers: [jsonRenderer('suumo')] });
    expect(result.platforms[0]?.state).toBe('recorded');
    expect(await readdir(join(dir, 'suumo'))).toEqual(['recorded.html']);
  });

  it('refuses a renderer path that leaves its folder', async () => {
    const evil: PlatformRenderer = { platform: 'zillow', render: () => [{ path: '../escape.json', content_type: 'application/json', body: '{}' }] };
    await expect(writeSamples({ outDir: dir, seed: 5, size: 50, renderers: [evil] })).rejects.toThrow(/unsafe path/);
    expect((await readdir(dir)).filter((e) => e !== GROUND_TRUTH_FILE)).toEqual([]);
  });
});
