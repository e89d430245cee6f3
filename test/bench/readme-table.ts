// Writes the README's benchmark table from a JSON report: `tsx bench/readme-table.ts [report]` (default the latest).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './processes.js';
import { updateReadmeTable, type BenchReport } from './report.js';

const reportPath = process.argv[2] ?? join(repoRoot, 'test/bench/results/latest.json');
await updateReadmeTable(join(repoRoot, 'README.md'), JSON.parse(await readFile(reportPath, 'utf8')) as BenchReport);
