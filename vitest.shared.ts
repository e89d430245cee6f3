import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TestCountReporter } from './test-count-reporter.js';

// Workspace packages resolve to their TypeScript sources in tests, as in type checking.
export default defineConfig({
  resolve: { conditions: ['@estate/source'] },
  ssr: { resolve: { conditions: ['@estate/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    // Each worker loads the workspace's sources once for all its files rather than once per file
    // (a collector's suite spent twice the CPU re-importing the same modules). A package whose
    // files leave state behind in shared modules sets `isolate: true` in its own config.
    isolate: false,
    reporters: ['default', new TestCountReporter()],
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
