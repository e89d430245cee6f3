import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { dirname } from 'node:path';

/** One measured figure beside the baseline it is judged against, both from the same run. */
export interface Figure {
  /** `section.what`, e.g. `get_listing.req_per_s`. */
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  /** What the baseline is, e.g. `bare fastify, same body`. */
  readonly baselineName: string;
  readonly baseline: number;
  /** Target from the issue, when there is one, as text (`>= 0.6`), for the report only. */
  readonly target?: string;
  /** value / baseline. */
  readonly ratio: number;
}

export function figure(name: string, value: number, unit: string, baseline: { name: string; value: number }, target?: string): Figure {
  return { name, value, unit, baselineName: baseline.name, baseline: baseline.value, ratio: baseline.value === 0 ? Number.NaN : value / baseline.value, ...(target ? { target } : {}) };
}

const rounded = (n: number) => (Number.isInteger(n) ? String(n) : Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toPrecision(3));

/** `name value unit ratio=x baseline=y`: the line the issue asks for. */
export function formatFigure(f: Figure): string {
  return `${f.name} ${rounded(f.value)} ${f.unit} ratio=${f.ratio.toFixed(3)} baseline=${rounded(f.baseline)}`;
}

export interface MachineInfo {
  readonly cpu: string;
  readonly cores: number;
  readonly memory_gib: number;
  readonly os: string;
  readonly node: string;
  readonly load_average_start: readonly number[];
  readonly load_average_end?: readonly number[];
}

export function machineInfo(): MachineInfo {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memory_gib: Math.round(totalmem() / 2 ** 30),
    os: `${osType()} ${release()}`,
    node: process.version,
    load_average_start: loadavg().map((l) => Number(l.toFixed(2))),
  };
}

export interface BenchReport {
  readonly started_at: string;
  readonly finished_at: string;
  readonly machine: MachineInfo;
  readonly settings: Readonly<Record<string, number | string>>;
  readonly figures: readonly Figure[];
  /** Per-section details a reader may want (percentiles, counts), beyond the figures. */
  readonly details: Readonly<Record<string, unknown>>;
  /** What a reader needs to read the figures (e.g. how many listings the peer held), under the table. */
  readonly notes?: readonly string[];
  /** Set when a section threw: the phase it was in and why. The figures are those gathered before it. */
  readonly failure?: { readonly phase: string; readonly message: string };
}

/** Memory per live record: what the records added to the process (its RSS less its RSS on an empty store), per record. */
export function perRecord(rssBytes: number, emptyRssBytes: number, records: number): number {
  if (!(records > 0)) throw new RangeError(`records must be positive, got ${records}`);
  return Math.max(0, rssBytes - emptyRssBytes) / records;
}

export async function writeReport(path: string, report: BenchReport): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
}

/** The README table: one row per figure. */
export function markdownTable(report: BenchReport): string {
  const m = report.machine;
  const lines = [
    `Measured ${report.finished_at.slice(0, 10)} on ${m.cores} × ${m.cpu}, ${m.memory_gib} GiB, ${m.os}, Node ${m.node}; load average ${m.load_average_start.join(' ')} at start${m.load_average_end ? `, ${m.load_average_end.join(' ')} at end` : ''}. Settings: ${Object.entries(report.settings).map(([k, v]) => `${k}=${v}`).join(', ')}.`,
    '',
    '| figure | value | unit | baseline | baseline value | ratio | target |',
    '|---|---:|---|---|---:|---:|---|',
    ...report.figures.map((f) => `| ${f.name} | ${rounded(f.value)} | ${f.unit} | ${f.baselineName} | ${rounded(f.baseline)} | ${f.ratio.toFixed(3)} | ${f.target ?? ''} |`),
    ...(report.notes && report.notes.length > 0 ? ['', ...report.notes.map((n) => `- ${n}`)] : []),
    ...(report.failure ? ['', `**The run stopped in "${report.failure.phase}"**: ${oneLine(report.failure.message)}. The rows above are the figures gathered before it.`] : []),
  ];
  return lines.join('\n');
}

/** A message as one line of Markdown: its first line, pipes kept out of the table's way. */
const oneLine = (text: string) => (text.split('\n')[0] ?? '').replaceAll('|', '\\|').slice(0, 400);

export function percentiles(samples: readonly number[]): { p50: number; p90: number; p99: number; max: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted[sorted.length - 1] ?? Number.NaN, n: sorted.length };
}

/** Replaces the table between `<!-- bench:start -->` and `<!-- bench:end -->` of the README at `readmePath`. */
export async function updateReadmeTable(readmePath: string, report: BenchReport): Promise<void> {
  const readme = await readFile(readmePath, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${readmePath} has no ${start} … ${end} section`);
  await writeFile(readmePath, `${readme.slice(0, from + start.length)}\n${markdownTable(report)}\n${readme.slice(to)}`);
}
