import { describeSampleReplay } from '@estate/collector-kit/testing';
import { rendererOf, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

// Search and detail pages of both generations (RSC flight chunks, __NEXT_DATA__), as `npm start` replays them.
describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 600, renderers: [rendererOf('zoopla')] }),
  observes: ['listing', 'media'],
});
