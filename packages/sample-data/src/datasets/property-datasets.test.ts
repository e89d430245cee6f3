import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../generate.js';
import { readSamplesManifest, writeSamples } from '../write-samples.js';
import { DATASET_RENDERERS } from './index.js';
import { recordStreetName, recordUnit } from './nyc-parcels.js';
import { DATASET_TRUTH_FILE, readDatasetTruth } from './record-truth.js';

const PROPERTY_DATASETS = ['acris', 'nyc_assessment', 'mlit', 'catastro'] as const;
const CONTEXT = { seed: 7, size: 1_500, asOf: '2026-11-01T00:00:00.000Z' };

describe('the property datasets', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'estate-property-datasets-'));
    await writeSamples({ outDir: dir, seed: CONTEXT.seed, size: CONTEXT.size, renderers: [], datasets: PROPERTY_DATASETS.map((p) => DATASET_RENDERERS[p]) });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('write their ground truth beside their files, out of the replayed files', async () => {
    for (const platform of PROPERTY_DATASETS) {
      const truth = await readDatasetTruth(dir, platform);
      expect(truth, platform).toMatchObject({ generator: 'estate-sample-data', platform, seed: CONTEXT.seed, size: CONTEXT.size, as_of: CONTEXT.asOf });
      expect(truth?.records.length, platform).toBeGreaterThan(20);
      const manifest = await readSamplesManifest(join(dir, platform));
      expect(manifest?.files.some((f) => f.path.endsWith(DATASET_TRUTH_FILE)), platform).toBe(false);
      expect(JSON.parse(await readFile(join(dir, platform, DATASET_TRUTH_FILE), 'utf8'))).toEqual(truth);
    }
  });

  it('label records with the homes the listings of the same world show, and leave the neighbours unlabelled', async () => {
    const listings = new Map(generate(CONTEXT).listings.map((l) => [`${l.platform}|${l.native_id}`, l]));
    let labelled = 0;
    for (const platform of PROPERTY_DATASETS) {
      const records = (await readDatasetTruth(dir, platform))?.records ?? [];
      for (const record of records) {
        if (record.property_key === null) {
          expect(record.listings).toEqual([]);
          continue;
        }
        expect(record.listings.length).toBeGreaterThan(0);
        for (const l of record.listings) expect(listings.get(`${l.platform}|${l.native_id}`)?.property_key, `${platform} ${record.native_id}`).toBe(record.property_key);
        labelled++;
      }
      expect(records.some((r) => r.property_key === null), platform).toBe(true);
      expect(new Set(records.map((r) => `${r.record_type}|${r.native_id}`)).size, platform).toBe(records.length);
    }
    expect(labelled).toBeGreaterThan(200);
  });

  it('render the same bytes for the same seed, size and date', () => {
    for (const platform of PROPERTY_DATASETS) {
      expect(DATASET_RENDERERS[platform].render(CONTEXT), platform).toEqual(DATASET_RENDERERS[platform].render({ ...CONTEXT }));
    }
  });
});

describe('New York records', () => {
  it('spell streets and units as the city does', () => {
    expect(recordStreetName('W 86th St')).toBe('WEST 86TH STREET');
    expect(recordStreetName('Riverside Dr')).toBe('RIVERSIDE DRIVE');
    expect(recordUnit('Apt 5A')).toBe('5A');
    expect(recordUnit('#512')).toBe('512');
    expect(recordUnit('Unit 1204')).toBe('1204');
    expect(recordUnit(undefined)).toBeUndefined();
  });
});
