/**
 * A platform on 127.0.0.1 for shared collection runs (e2e and bench): every URL answered with
 * the page its plan records it under, after a fixed latency, each request logged with when it
 * came, so a test counts what was fetched and the largest rate the host saw.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LivePlan } from '@estate/collector-kit';
import { readPage, type NativePage } from './native-pages.js';

export interface PlatformTraffic {
  requests: { path: string; at: number }[];
}

export async function serveLoopbackPlatform(dir: string, plan: LivePlan, pages: readonly NativePage[], latencyMs: number, traffic: PlatformTraffic): Promise<{ server: Server; baseUrl: string; close(): Promise<void> }> {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  let baseUrl = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl);
    const path = url.pathname === '/robots.txt' ? 'robots.txt' : plan.recordedPath(url.toString());
    traffic.requests.push({ path, at: Date.now() });
    const answer = (status: number, type: string, body: string) =>
      setTimeout(() => {
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      }, latencyMs);
    if (path === 'robots.txt') return answer(200, 'text/plain', 'User-agent: *\nAllow: /\n');
    const page = byPath.get(path);
    if (!page) return answer(404, 'text/plain', 'not found');
    readPage(dir, path).then(
      (body) => answer(200, `${page.content_type}; charset=utf-8`, body),
      () => answer(500, 'text/plain', 'unreadable'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    server,
    baseUrl,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The most requests the host saw in any one-second window. */
export function peakPerSecond(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let peak = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while ((sorted[i] as number) - (sorted[j] as number) >= 1000) j++;
    peak = Math.max(peak, i - j + 1);
  }
  return peak;
}
