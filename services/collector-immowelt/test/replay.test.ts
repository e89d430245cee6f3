import { describeSampleReplay } from '@estate/collector-kit/testing';
import { rendererOf, writeSamples } from '@estate/sample-data';
import { collector } from '../src/index.js';

// Search pages (LZ-string-compressed results) and exposés, as `npm start` replays them.
describeSampleReplay({
  definition: collector,
  writeSamples: (dir) => writeSamples({ outDir: dir, seed: 42, size: 600, renderers: [rendererOf('immowelt')] }),
  observes: ['listing', 'media'],
});
