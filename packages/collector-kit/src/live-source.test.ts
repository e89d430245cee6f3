import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LivePlan } from './definition.js';
import type { FetchOutcome } from './fetch-outcome.js';
import { LiveFetcher } from './live-fetcher.js';
import { liveSource } from './source.js';

let server: Server;
let base: string;
const requested: string[] = [];
const fetcher = new LiveFetcher({ baseDelayMs: 5, maxDelayMs: 10, maxAttempts: 2, ratePerSecond: 1_000, burst: 100, timeoutMs: 2_000 });

beforeAll(async () => {
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    if (req.url === '/robots.txt') return res.end('User-agent: *\nDisallow: /private/\n');
    if (req.url === '/missing') {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeader('content-type', 'text/html');
    res.end(`<p>${req.url}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await fetcher.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A search page linking two details, one of them twice, one forbidden and one gone. */
function plan(): LivePlan {
  return {
    requests: () => [{ url: `${base}/search?page=1` }],
    recordedPath: (url) => {
      const u = new URL(url);
      return u.pathname === '/search' ? `search/page-000${u.searchParams.get('page')}.html` : `pages${u.pathname}.html`;
    },
    discover: (payload, _parsed, url) =>
      payload.path.startsWith('search/') ? [`${url.replace('page=1', 'page=2')}`, `${base}/a`, `${base}/a`, `${base}/private/b`, `${base}/missing`].map((u) => ({ url: u })) : [],
  };
}

async function drain(): Promise<FetchOutcome[]> {
  const source = liveSource(plan(), fetcher);
  const outcomes: FetchOutcome[] = [];
  for await (const outcome of source.payloads({ signal: new AbortController().signal })) {
    outcomes.push(outcome);
    if (outcome.ok) source.parsed?.(outcome.payload, { observations: [], issues: [] });
  }
  return outcomes;
}

describe('liveSource', () => {
  it('follows discovered links once each, within robots.txt, under their recorded paths', async () => {
    const outcomes = await drain();
    expect(outcomes.map((o) => (o.ok ? o.payload.path : `${o.issue.error_code} ${o.issue.path}`))).toEqual([
      'search/page-0001.html',
      'search/page-0002.html',
      'pages/a.html',
      `blocked ${base}/private/b`,
      `http_error ${base}/missing`,
      // Page 2 links the same pages again: nothing more is fetched.
    ]);
    expect(outcomes[0]).toMatchObject({ ok: true, payload: { content_type: 'text/html', body: '<p>/search?page=1</p>' } });
    expect(requested).toEqual(['/robots.txt', '/search?page=1', '/search?page=2', '/a', '/missing']);
  });
});
