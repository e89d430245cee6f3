import { describeRecordReplay } from '@estate/collector-kit/testing';
import { DATASET_RENDERERS, readDatasetTruth, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

describeRecordReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 2_000, renderers: [], datasets: [DATASET_RENDERERS.acris] }),
  // One event per deed: each is recorded once.
  events: async (dir) => (await readDatasetTruth(dir, 'acris'))?.records.length ?? 0,
});
