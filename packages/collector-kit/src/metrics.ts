import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, Gauge, Registry } from 'prom-client';
import type { RunReport } from './collection-run.js';
import { FETCH_ERROR_CODES } from './fetch-outcome.js';

const FETCH_CODES: ReadonlySet<string> = new Set(FETCH_ERROR_CODES);

/**
 * One collector instance's Prometheus metrics, in a registry of its own so that two collectors
 * in one process (tests, an embedded stack) never share or double a series. Fed from each run's
 * report, so a metric can never disagree with the `source_run.completed` event of the run.
 */
export class CollectorMetrics {
  readonly registry = new Registry();
  private readonly runs: Counter<'status'>;
  private readonly observations: Counter<'kind'>;
  private readonly fetchErrors: Counter<'code'>;
  private readonly pages: Counter;
  private readonly lastRunSeconds: Gauge;

  constructor(labels: { platform: string; instance: string }) {
    this.registry.setDefaultLabels(labels);
    const registers = [this.registry];
    this.runs = new Counter({ name: 'estate_collector_runs_total', help: 'Collection runs finished, by status', labelNames: ['status'], registers });
    this.observations = new Counter({ name: 'estate_collector_observations_total', help: 'Observations published, by record kind', labelNames: ['kind'], registers });
    this.fetchErrors = new Counter({ name: 'estate_collector_fetch_errors_total', help: 'Payloads that could not be fetched, by error code', labelNames: ['code'], registers });
    this.pages = new Counter({ name: 'estate_collector_pages_total', help: 'Payloads fetched and parsed', registers });
    this.lastRunSeconds = new Gauge({ name: 'estate_collector_last_run_duration_seconds', help: 'Duration of the last finished run', registers });
  }

  record(report: RunReport): void {
    this.runs.inc({ status: report.status });
    for (const [kind, n] of Object.entries(report.counts.by_kind)) this.observations.inc({ kind }, n);
    for (const [code, n] of Object.entries(report.issues_by_code)) if (FETCH_CODES.has(code)) this.fetchErrors.inc({ code }, n);
    this.pages.inc(report.counts.pages);
    this.lastRunSeconds.set((Date.parse(report.finished_at) - Date.parse(report.started_at)) / 1000);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}

export interface MetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

/** Serves the registry at `GET /metrics` (404 elsewhere). Port 0 picks a free one. */
export async function serveMetrics(metrics: CollectorMetrics, port: number, host = '0.0.0.0'): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.text().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
