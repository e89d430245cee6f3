import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LiveFetcher } from './live-fetcher.js';
import { RobotsRules } from './robots.js';

let server: Server;
let base: string;
let robots: (res: ServerResponse) => void = (res) => res.end('');
const requested: string[] = [];
const fetchers: LiveFetcher[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requested.push(req.url ?? '');
    if (req.url === '/robots.txt') robots(res);
    else res.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  requested.length = 0;
  await Promise.all(fetchers.splice(0).map((f) => f.close()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function rules(options: { now?: () => number } = {}): RobotsRules {
  const fetcher = new LiveFetcher({ userAgent: 'estate-collector/0.1 (+test)', baseDelayMs: 5, maxDelayMs: 10, maxAttempts: 2, ratePerSecond: 1_000, burst: 100, timeoutMs: 2_000 });
  fetchers.push(fetcher);
  return new RobotsRules(fetcher, options);
}

const text = (body: string) => (res: ServerResponse) => {
  res.setHeader('content-type', 'text/plain');
  res.end(body);
};

describe('RobotsRules', () => {
  it('reads the rules for its own agent, fetching robots.txt once per host', async () => {
    robots = text('User-agent: *\nDisallow: /private/\n\nUser-agent: estate-collector\nDisallow: /homedetails/13\nAllow: /\n');
    const r = rules();
    expect(await r.check(`${base}/homedetails/12/`)).toEqual({ allowed: true });
    const refused = await r.check(`${base}/homedetails/13/`);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.reason).toMatch(/disallows \/homedetails\/13\//);
    // The group for this agent replaces the `*` group.
    expect(await r.check(`${base}/private/x`)).toEqual({ allowed: true });
    expect(requested).toEqual(['/robots.txt']);
  });

  it('allows everything when robots.txt is missing', async () => {
    robots = (res) => {
      res.statusCode = 404;
      res.end();
    };
    expect(await rules().check(`${base}/anything`)).toEqual({ allowed: true });
  });

  it('forbids the host while robots.txt cannot be had, and asks again later', async () => {
    let failing = true;
    robots = (res) => {
      if (failing) res.statusCode = 503;
      res.end('');
    };
    let now = 1_000_000;
    const r = rules({ now: () => now });
    const verdict = await r.check(`${base}/page`);
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed === false && verdict.reason).toMatch(/could not be read/);
    expect(requested).toEqual(['/robots.txt', '/robots.txt']);
    failing = false;
    expect((await r.check(`${base}/page`)).allowed).toBe(false);
    now += 11 * 60_000;
    expect(await r.check(`${base}/page`)).toEqual({ allowed: true });
    expect(requested.filter((u) => u === '/robots.txt')).toHaveLength(3);
  });

  it('reads robots.txt again after a day', async () => {
    robots = text('User-agent: *\nDisallow: /a\n');
    let now = 5_000_000;
    const r = rules({ now: () => now });
    expect((await r.check(`${base}/a`)).allowed).toBe(false);
    robots = text('User-agent: *\nDisallow: /b\n');
    expect((await r.check(`${base}/a`)).allowed).toBe(false);
    now += 24 * 60 * 60_000;
    expect(await r.check(`${base}/a`)).toEqual({ allowed: true });
    expect((await r.check(`${base}/b`)).allowed).toBe(false);
  });
});
