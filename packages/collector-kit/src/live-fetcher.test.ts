import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, LiveFetcher, type LiveFetcherOptions } from './live-fetcher.js';

type Handler = (req: IncomingMessage, res: ServerResponse, hit: number) => void;

let server: Server;
let base: string;
let handler: Handler = (_req, res) => res.end('ok');
let hits = 0;
const userAgents: string[] = [];
const fetchers: LiveFetcher[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    userAgents.push(String(req.headers['user-agent']));
    handler(req, res, hits);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  hits = 0;
  userAgents.length = 0;
  await Promise.all(fetchers.splice(0).map((f) => f.close()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Fast retries for tests; politeness off unless a test turns it on. */
function fetcher(options: LiveFetcherOptions = {}): LiveFetcher {
  const f = new LiveFetcher({ baseDelayMs: 20, maxDelayMs: 100, ratePerSecond: 1_000, burst: 100, timeoutMs: 2_000, ...options });
  fetchers.push(f);
  return f;
}

describe('LiveFetcher', () => {
  it('fetches a page with its User-Agent and content type', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<html>ホーム</html>');
    };
    const res = await fetcher({ userAgent: 'estate-test/1.0' }).fetch(`${base}/search?page=1`);
    expect(res).toMatchObject({ status: 200, contentType: 'text/html', body: '<html>ホーム</html>', attempts: 1 });
    expect(userAgents).toEqual(['estate-test/1.0']);
    expect(Number.isNaN(Date.parse(res.retrievedAt))).toBe(false);
  });

  it('retries 5xx with backoff until it succeeds', async () => {
    handler = (_req, res, hit) => {
      res.statusCode = hit < 3 ? 503 : 200;
      res.end(hit < 3 ? 'busy' : 'done');
    };
    const started = Date.now();
    const res = await fetcher().fetch(`${base}/x`);
    expect(res.body).toBe('done');
    expect(res.attempts).toBe(3);
    expect(hits).toBe(3);
    // Two backoffs of at least 10 and 20 ms (half of 20 and 40).
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
  });

  it('honours Retry-After on 429, for that host', async () => {
    handler = (_req, res, hit) => {
      if (hit === 1) {
        res.statusCode = 429;
        res.setHeader('retry-after', '1');
        res.end();
      } else res.end('fine');
    };
    const started = Date.now();
    const res = await fetcher().fetch(`${base}/limited`);
    expect(res.body).toBe('fine');
    expect(res.attempts).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up at once when Retry-After asks for too long', async () => {
    handler = (_req, res) => {
      res.statusCode = 429;
      res.setHeader('retry-after', '3600');
      res.end();
    };
    const err = await fetcher({ maxRetryAfterMs: 5_000 }).fetch(`${base}/limited`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchError);
    expect(err).toMatchObject({ code: 'rate_limited', status: 429, attempts: 1 });
  });

  it('does not retry an answer that will not change', async () => {
    handler = (_req, res, hit) => {
      res.statusCode = hit === 1 ? 404 : 403;
      res.end();
    };
    const f = fetcher();
    await expect(f.fetch(`${base}/gone`)).rejects.toMatchObject({ code: 'http_error', status: 404, attempts: 1 });
    await expect(f.fetch(`${base}/forbidden`)).rejects.toMatchObject({ code: 'blocked', status: 403, attempts: 1 });
    expect(hits).toBe(2);
  });

  it('times out a silent server and retries, then reports a timeout', async () => {
    handler = () => undefined;
    const err = await fetcher({ timeoutMs: 150, maxAttempts: 2 }).fetch(`${base}/silent`).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'timeout', attempts: 2 });
    expect(hits).toBe(2);
  });

  it('retries network errors', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await fetcher({ maxAttempts: 3 }).fetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'http_error', attempts: 3 });
    expect((err as Error).message).toMatch(/ECONNREFUSED|network/);
  });

  it('spaces requests to one host by its rate limit', async () => {
    handler = (_req, res) => res.end('ok');
    const f = fetcher({ ratePerSecond: 10, burst: 1 });
    const started = Date.now();
    await Promise.all([1, 2, 3, 4].map((i) => f.fetch(`${base}/p${i}`)));
    // The first goes at once, the next three wait 100 ms each.
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('stops when the caller aborts', async () => {
    handler = () => undefined;
    const controller = new AbortController();
    const pending = fetcher({ timeoutMs: 5_000 }).fetch(`${base}/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stop')), 50);
    await expect(pending).rejects.toThrow();
    expect(hits).toBe(1);
  });
});
