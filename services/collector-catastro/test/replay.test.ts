import { describeRecordReplay } from '@estate/collector-kit/testing';
import { DATASET_RENDERERS, readDatasetTruth, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

describeRecordReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 2_000, renderers: [], datasets: [DATASET_RENDERERS.catastro] }),
  // One event per answer: each reference is described once.
  events: async (dir) => (await readDatasetTruth(dir, 'catastro'))?.records.length ?? 0,
});
