#!/usr/bin/env node
// `npm test` after bootstrap: every package built, then the system tests beside the type check,
// lint and every package's tests, and one closing line `tests: N passed, N failed` summed over
// all packages. Exit code: the first failing step's.
//
// The build is `npm start`'s (scripts/build.mjs: each file transpiled alone on worker threads, no
// declarations — nothing the tests run reads them, and the root type check checks the sources),
// plus the typed client's, whose generated types the type check reads. turbo then runs only the
// named tasks (`--only`), since their builds are done. Two turbo runs side by side rather than
// one: the system tests (one task of ~15 min) start at once, and the packages' tests fill the
// other lane; in one run at `--concurrency=2` they started only once both lanes had worked
// through the packages' tests, leaving a lane idle for the rest. The fault suite runs in the
// packages' lane (`//#test:fault`), so that both lanes carry about the same work.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const countsDir = join(root, 'node_modules', '.cache', 'estate-test-counts');
const SYSTEM_TESTS = '@estate/system-tests';
const CLIENT = '@estate/client';
// The suites of vitest.pooled.json run as one root task (`//#test:pooled`, vitest.pooled.ts), not
// as their packages' own: each vitest process paid its start and the shared modules' load again.
const POOLED = JSON.parse(readFileSync(join(root, 'vitest.pooled.json'), 'utf8')).suites.map((suite) => `--filter=!./${suite}`);
const extra = process.argv.slice(2);
rmSync(countsDir, { recursive: true, force: true });

const turboArgs = (...args) => ['exec', 'turbo', 'run', ...args, '--continue', '--output-logs=full', ...extra];

/** A turbo run; `taskArgs` go to the tasks' own commands (turbo's `--`). */
function turbo(args, taskArgs = []) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', [...turboArgs(...args), ...(taskArgs.length ? ['--', ...taskArgs] : [])], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function countTests() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  if (!existsSync(countsDir)) return { totals, failures };
  for (const file of readdirSync(countsDir)) {
    const counts = JSON.parse(readFileSync(join(countsDir, file), 'utf8'));
    for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
    failures.push(...(counts.failures ?? []));
  }
  return { totals, failures };
}

const step = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
const built = step(process.execPath, [join(root, 'scripts', 'build.mjs')]) || step('pnpm', turboArgs('build', `--filter=${CLIENT}`, '--only'));
const statuses = [built];
if (built === 0) {
  statuses.push(
    ...(await Promise.all([
      turbo(['test', `--filter=${SYSTEM_TESTS}`, '--only'], ['--exclude', 'fault/**']),
      turbo(['typecheck', 'lint', 'test', 'test:pooled', 'test:fault', `--filter=!${SYSTEM_TESTS}`, ...POOLED, '--only', '--concurrency=2']),
    ])),
  );
}

const { totals, failures } = countTests();
// Named again at the very end, where a CI log cut to its tail still shows them.
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f.file} > ${f.test}\n    ${f.error}`).join('\n')}`);
const status = statuses.find((s) => s !== 0) ?? 0;
// A failed build, type check or lint fails the run even when every test passed.
if (status !== 0 && totals.failed === 0) totals.failed = 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(status);
