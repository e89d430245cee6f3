import { describeSampleReplay } from '@estate/collector-kit/testing';
import { rendererOf, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

// Every native page kind the generator writes for idealista (listings, places, profiles), as `npm start` replays it.
describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 400, renderers: [rendererOf('idealista')] }),
  observes: ['listing', 'media', 'location', 'agency', 'development'],
});
