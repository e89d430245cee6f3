import { describeSampleReplay } from '@estate/collector-kit/testing';
import { rendererOf, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

// Results and detail pages of both front ends (double- and single-quoted data), as `npm start` replays them.
describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 1_200, renderers: [rendererOf('fotocasa')] }),
  observes: ['listing', 'media'],
});
