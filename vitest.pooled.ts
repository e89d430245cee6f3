import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import shared from './vitest.shared.js';

// The suites of vitest.pooled.json in one vitest process (`pnpm test:pooled`, the `//#test:pooled`
// task of `npm test`): the eighteen collectors and the packages whose tests need nothing but the
// shared configuration. Run one by one, each paid vitest's start and loaded collector-kit,
// sample-data, events and contract again in a worker of its own (the collectors: 198 s of CPU as
// eighteen runs, 51 s as one). Here one worker loads them once for every file (`isolate: false`,
// as in each package). Each package's own `vitest.config.ts` still runs it alone
// (`pnpm --filter @estate/collector-zillow test`).
//
// Not vitest `projects`: with isolation off, vitest still gives each project fresh workers, which
// is the per-package cost again.

const root = dirname(fileURLToPath(import.meta.url));
/** What a pooled package's `vitest.config.ts` holds: the shared configuration and nothing else. */
const SHARED_ONLY = "export { default } from '../../vitest.shared.js';";

/** The folders a suite names: itself, or with a trailing `*` every sibling folder it begins. */
function foldersOf(suite: string): string[] {
  if (!suite.endsWith('*')) return [suite];
  const parent = dirname(suite);
  const prefix = basename(suite).slice(0, -1);
  return readdirSync(join(root, parent))
    .filter((name) => name.startsWith(prefix) && existsSync(join(root, parent, name, 'package.json')))
    .map((name) => `${parent}/${name}`);
}

/**
 * A package with settings of its own (isolation, workers, timeouts) would run here without them:
 * it fails the run instead, naming the package, rather than losing them quietly.
 */
function pooledFolder(folder: string): string {
  const config = join(root, folder, 'vitest.config.ts');
  const text = existsSync(config) ? readFileSync(config, 'utf8').trim() : 'no vitest.config.ts';
  if (text !== SHARED_ONLY) throw new Error(`${folder}/vitest.config.ts has settings of its own: take it out of vitest.pooled.json (it then runs as its own turbo task)`);
  return folder;
}

const { suites } = JSON.parse(readFileSync(join(root, 'vitest.pooled.json'), 'utf8')) as { suites: string[] };
const folders = suites.flatMap(foldersOf).map(pooledFolder);

export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    // The packages' own pattern (`**/*.test.ts`) under each folder; set whole, since mergeConfig
    // would append it to the root's `**/*.test.ts`, every test of the workspace.
    include: folders.map((folder) => `${folder}/**/*.test.ts`),
  },
});
