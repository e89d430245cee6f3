import { describeSampleReplay } from '@estate/collector-kit/testing';
import { rendererOf, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

// Used-home list and detail pages, as `npm start` replays them.
describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 1_200, renderers: [rendererOf('lifullhomes')] }),
  observes: ['listing', 'media'],
});
