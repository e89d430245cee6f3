import { describeSampleReplay } from '@estate/collector-kit/testing';
import { rendererOf, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

// Search pages, property pages and the location typeahead, as `npm start` replays them.
describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 400, renderers: [rendererOf('rightmove')] }),
  observes: ['listing', 'media', 'location'],
});
