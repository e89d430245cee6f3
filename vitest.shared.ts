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
    reporters: ['default', new TestCountReporter()],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
