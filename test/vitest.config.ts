import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.js';

// The fault suite runs inside `npm test` (a few minutes); the benchmarks run only through `pnpm bench`,
// but their harness is exercised at a small scale by bench/*.test.ts.
export default mergeConfig(shared, defineConfig({ test: { include: ['e2e/**/*.test.ts', 'fault/**/*.test.ts', 'bench/**/*.test.ts'], isolate: true } }));
