// Load generator, run as its own process so its CPU is not the server's: autocannon against one
// URL, cycling through the given requests. Prints one JSON line with the result.
// Usage: load-client.ts <file holding the LoadSpec as JSON>
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  connections: number;
  durationSeconds: number;
  headers: Record<string, string>;
  /** Cycled in order, one per request sent. */
  requests: { method: 'GET' | 'POST'; path: string; body?: string }[];
}

export interface LoadResult {
  requests_per_s: number;
  latency_ms: { p50: number; p90: number; p99: number; max: number; mean: number };
  sent: number;
  ok: number;
  non_2xx: number;
  errors: number;
  timeouts: number;
  bytes_per_response: number;
  /** Set by the bench when no request got an answer in the window: the latencies are then the window, a lower bound. */
  unanswered?: true;
}

const spec = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as LoadSpec;
if (spec.requests.length === 0) throw new Error('no requests to send');
let next = 0;

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.durationSeconds,
  // A slow answer is a latency to report, not a failure: at 1M listings a search under 50
  // connections waits longer than autocannon's default 10 s.
  timeout: 120,
  headers: spec.headers,
  requests: [
    {
      setupRequest: (request) => {
        const chosen = spec.requests[next++ % spec.requests.length];
        if (!chosen) return request;
        return { ...request, method: chosen.method, path: chosen.path, ...(chosen.body !== undefined ? { body: chosen.body } : {}) };
      },
    },
  ],
});

const out: LoadResult = {
  requests_per_s: result.requests.average,
  latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, mean: result.latency.average },
  sent: result.requests.sent,
  ok: result['2xx'],
  non_2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  bytes_per_response: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
