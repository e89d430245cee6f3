#!/usr/bin/env node
// `npm test` after bootstrap: type check, lint and every test through turbo, then one closing
// line `tests: N passed, N failed` summed over all packages, and turbo's exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const countsDir = join(root, 'node_modules', '.cache', 'estate-test-counts');
rmSync(countsDir, { recursive: true, force: true });

const turbo = spawnSync('pnpm', ['exec', 'turbo', 'run', 'typecheck', 'lint', 'test', '--concurrency=2', '--continue', '--output-logs=full', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});

const totals = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(countsDir)) {
  for (const file of readdirSync(countsDir)) {
    const counts = JSON.parse(readFileSync(join(countsDir, file), 'utf8'));
    for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
  }
}
const status = turbo.status ?? 1;
// A failed type check or lint fails the run even when every test passed.
if (status !== 0 && totals.failed === 0) totals.failed = 1;
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(status);
