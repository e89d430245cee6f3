import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load } from './sections/http-load.js';

// A server that answers /ok at once and never answers /stuck: a peer too slow for the window.
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/ok') response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const spec = (path: string) => ({ url, connections: 2, durationSeconds: 1, headers: {}, requests: [{ method: 'GET' as const, path }] });

describe('a bench load run', () => {
  it('measures answers', async () => {
    const result = await load('ok', spec('/ok'));
    expect(result.ok).toBeGreaterThan(0);
    expect(result.unanswered).toBeUndefined();
  }, 60_000);

  it('is an error without one answer, unless no answer is a figure: then 0 req/s and every latency at least the window', async () => {
    await expect(load('stuck', spec('/stuck'))).rejects.toThrow(/not be of real answers/);
    const result = await load('stuck peer', spec('/stuck'), { noAnswerIsFigure: true });
    expect(result).toMatchObject({ ok: 0, requests_per_s: 0, unanswered: true, latency_ms: { p50: 1_000, p99: 1_000 } });
  }, 60_000);
});
