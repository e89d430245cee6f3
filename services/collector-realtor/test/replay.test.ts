import { describeSampleReplay } from '@estate/collector-kit/testing';
import { rendererOf, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

// Search pages of both generations (`properties`, 2021 `home_search`) and detail pages, as `npm start` replays them.
describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 600, renderers: [rendererOf('realtor')] }),
  observes: ['listing', 'media'],
});
