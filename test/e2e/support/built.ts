/**
 * Entries of the built services, as `npm start` runs them. turbo's `test` task builds them first;
 * a process started from dist skips the TypeScript load of its sources (seconds of CPU each, and
 * a stack starts several), so every process a system test spawns runs from here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../support/child-process.js';

/** `services/<service>/dist/<entry>`; fails naming the build when it is missing. */
export function builtEntry(service: string, entry = 'main.js'): string {
  const path = join(ROOT, 'services', service, 'dist', entry);
  if (!existsSync(path)) throw new Error(`${path} is missing: build first (pnpm exec turbo run build)`);
  return path;
}
