import { describeRecordReplay } from '@estate/collector-kit/testing';
import { DATASET_RENDERERS, readDatasetTruth, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

describeRecordReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 2_000, renderers: [], datasets: [DATASET_RENDERERS.nyc_assessment] }),
  // Three rolls a lot (last year's final, this year's tentative and final), each row giving the
  // year's assessment and the lot's description: six events, each a revision of its record.
  events: async (dir) => 6 * ((await readDatasetTruth(dir, 'nyc_assessment'))?.records.filter((r) => r.record_type === 'property_record').length ?? 0),
});
