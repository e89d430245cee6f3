import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestModule } from 'vitest/node';

/** Where each package's counts land, for `scripts/verify.mjs` to add up into one closing line. */
export const TEST_COUNTS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'node_modules', '.cache', 'estate-test-counts');

/** Records how many tests passed, failed and were skipped in this package's run. */
export class TestCountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    mkdirSync(TEST_COUNTS_DIR, { recursive: true });
    writeFileSync(join(TEST_COUNTS_DIR, `${basename(process.cwd())}-${process.pid}.json`), JSON.stringify({ cwd: process.cwd(), ...counts }));
  }
}
