import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** Where each package's counts land, for `scripts/verify.mjs` to add up into one closing line. */
export const TEST_COUNTS_DIR = join(ROOT, 'node_modules', '.cache', 'estate-test-counts');

/** A failure as the closing lines name it: where, what, and the error's first line. */
export interface RecordedFailure {
  file: string;
  test: string;
  error: string;
}

// CI keeps only the end of a long log: a failure's name and first line must be there, not only far above it.
const firstLine = (error: { message?: string } | undefined): string => (error?.message ?? '').split('\n')[0]?.slice(0, 300) ?? '';

/** Records how many tests passed, failed and were skipped in this package's run, and which failed. */
export class TestCountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures: RecordedFailure[] = [];
    for (const module of testModules) {
      const file = relative(ROOT, module.moduleId);
      for (const error of module.errors()) failures.push({ file, test: '(the file itself)', error: firstLine(error) });
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') counts.passed += 1;
        else if (result.state === 'failed') {
          counts.failed += 1;
          failures.push({ file, test: test.fullName, error: firstLine(result.errors[0]) });
        } else counts.skipped += 1;
      }
    }
    for (const error of unhandledErrors) failures.push({ file: relative(ROOT, process.cwd()), test: '(an unhandled error)', error: firstLine(error) });
    mkdirSync(TEST_COUNTS_DIR, { recursive: true });
    writeFileSync(join(TEST_COUNTS_DIR, `${basename(process.cwd())}-${process.pid}.json`), JSON.stringify({ cwd: process.cwd(), ...counts, failures }));
  }
}
