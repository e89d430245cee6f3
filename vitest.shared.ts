import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources in tests, as in type checking.
export default defineConfig({
  resolve: { conditions: ['@estate/source'] },
  ssr: { resolve: { conditions: ['@estate/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
