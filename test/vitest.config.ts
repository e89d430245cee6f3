import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.js';

// The fault suite runs inside `npm test`; the benchmarks run only through `pnpm bench`, but their
// harness is exercised at a small scale by bench/*.test.ts.
//
// Two files at a time: a file mostly waits on the processes it started (one uses ~1.3 of the two
// cores), so a second file runs in those waits. Modules load once per worker (every stack is
// started and stopped by its own file's hooks), and a test may take a minute on a machine that
// also runs the packages' tests.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: ['e2e/**/*.test.ts', 'fault/**/*.test.ts', 'bench/**/*.test.ts'],
      maxWorkers: 2,
      minWorkers: 1,
      testTimeout: 60_000,
    },
  }),
);
