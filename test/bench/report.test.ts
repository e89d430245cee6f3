import { describe, expect, it } from 'vitest';
import { figure, formatFigure, markdownTable, percentiles, perRecord, type BenchReport } from './report.js';

describe('bench report', () => {
  it('prints a figure as `name value unit ratio=x baseline=y`', () => {
    const f = figure('get_listing.throughput', 6_123.4, 'req/s', { name: 'bare fastify', value: 10_000 }, 'ratio >= 0.6');
    expect(f.ratio).toBeCloseTo(0.61234, 5);
    expect(formatFigure(f)).toBe('get_listing.throughput 6123 req/s ratio=0.612 baseline=10000');
    expect(formatFigure(figure('search.latency_p99', 12.345, 'ms', { name: 'store', value: 0.5 }))).toBe('search.latency_p99 12.35 ms ratio=24.690 baseline=0.500');
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentiles(samples)).toEqual({ p50: 50, p90: 90, p99: 99, max: 100, n: 100 });
    expect(percentiles([7])).toMatchObject({ p50: 7, p99: 7 });
  });

  it('renders the README table with the machine and settings', () => {
    const report: BenchReport = {
      started_at: '2026-11-22T09:00:00.000Z',
      finished_at: '2026-11-22T09:30:00.000Z',
      machine: { cpu: 'Test CPU', cores: 2, memory_gib: 24, os: 'Linux 6', node: 'v20.20.2', load_average_start: [1, 2, 3], load_average_end: [4, 5, 6] },
      settings: { listings: 1_000_000 },
      figures: [figure('projector.ingest', 1_500, 'events/s', { name: 'raw insert', value: 3_000 }, 'ratio >= 0.8')],
      details: {},
    };
    const table = markdownTable(report);
    expect(table).toContain('Measured 2026-11-22 on 2 × Test CPU, 24 GiB, Linux 6, Node v20.20.2; load average 1 2 3 at start, 4 5 6 at end. Settings: listings=1000000.');
    expect(table).toContain('| projector.ingest | 1500 | events/s | raw insert | 3000 | 0.500 | ratio >= 0.8 |');
    expect(table).not.toContain('\n- ');
  });

  it('puts the notes under the table', () => {
    const report: BenchReport = {
      started_at: '2026-11-22T09:00:00.000Z',
      finished_at: '2026-11-22T09:30:00.000Z',
      machine: { cpu: 'Test CPU', cores: 2, memory_gib: 24, os: 'Linux 6', node: 'v20.20.2', load_average_start: [1, 2, 3] },
      settings: { listings: 1_000_000 },
      figures: [figure('search.throughput_vs_peer', 600, 'req/s', { name: 'Orama peer, same searches, 50 connections', value: 150 }, 'ratio >= 3')],
      details: {},
      notes: ['the Orama peer held 700000 of 1000000 listings in an 8192 MiB heap'],
    };
    const lines = markdownTable(report).split('\n');
    expect(lines.at(-3)).toBe('| search.throughput_vs_peer | 600 | req/s | Orama peer, same searches, 50 connections | 150 | 4.000 | ratio >= 3 |');
    expect(lines.at(-2)).toBe('');
    expect(lines.at(-1)).toBe('- the Orama peer held 700000 of 1000000 listings in an 8192 MiB heap');
  });

  it('says under the table in which phase a failed run stopped', () => {
    const report: BenchReport = {
      started_at: '2026-11-22T09:00:00.000Z',
      finished_at: '2026-11-22T09:30:00.000Z',
      machine: { cpu: 'Test CPU', cores: 2, memory_gib: 24, os: 'Linux 6', node: 'v20.20.2', load_average_start: [1, 2, 3] },
      settings: { listings: 1_000_000 },
      figures: [figure('projector.ingest', 1_500, 'events/s', { name: 'raw insert', value: 3_000 })],
      details: {},
      notes: ['a note'],
      failure: { phase: 'peer load runs', message: 'peer get: 3 non-2xx | 0 errors\n    at load (http-load.ts:1:1)' },
    };
    const lines = markdownTable(report).split('\n');
    expect(lines.at(-3)).toBe('- a note');
    expect(lines.at(-2)).toBe('');
    expect(lines.at(-1)).toBe('**The run stopped in "peer load runs"**: peer get: 3 non-2xx \\| 0 errors. The rows above are the figures gathered before it.');
    expect(markdownTable({ ...report, failure: undefined })).not.toContain('stopped');
  });

  it('takes memory per live record above the empty process', () => {
    expect(perRecord(1_100_000_000, 100_000_000, 1_000_000)).toBe(1_000);
    // A process that shrank does not report negative memory.
    expect(perRecord(90, 100, 10)).toBe(0);
    expect(() => perRecord(100, 0, 0)).toThrow(RangeError);
  });
});
