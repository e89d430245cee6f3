// What HTTP clients and their tools expect beyond the operations themselves (issue 20): every
// refusal in the error envelope with its 4xx, 405 with `Allow` for a method a path lacks, OPTIONS
// answering the methods, and the refusals Node's parser makes before Fastify sees a request.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { OPERATIONS } from '@estate/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, errorOf, expectContract, type TestGateway } from './harness.js';

let gw: TestGateway;
let port: number;

beforeAll(async () => {
  gw = await createTestGateway();
  await gw.app.listen({ port: 0, host: '127.0.0.1' });
  port = (gw.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await gw?.app.close();
});

/** A request over a real socket, so Node's HTTP parser (and its limits) is in the path. */
function realRequest(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Raw bytes over a socket, for request lines no HTTP client will send. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function expectEnvelope(answer: { status: number; headers: Record<string, string | string[] | undefined>; body: string }, status: number, code: string): void {
  expect(answer.status).toBe(status);
  const body = JSON.parse(answer.body) as { error: { code: string; message: string; retryable: boolean; details: unknown[] }; request_id: string };
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  expect(body.error.details).toEqual([]);
  expect(body.request_id).toBe(answer.headers['x-request-id']);
}

describe('methods', () => {
  it('answers a QUERY request in the envelope, never a 500 (it reached the 404 route and failed body handling)', async () => {
    for (const url of ['/v1/meta/platforms', '/v1/listings/search', '/v1/nothing-here']) {
      const res = await gw.app.inject({ method: 'QUERY', url, headers: { 'x-api-key': gw.key } });
      expect(res.statusCode, url).toBeLessThan(500);
      expectContract(res);
    }
    const known = await gw.app.inject({ method: 'QUERY', url: '/v1/meta/platforms' });
    expect(known.statusCode).toBe(405);
    expect(known.headers.allow).toBe('GET, HEAD, OPTIONS');
    const unknown = await gw.app.inject({ method: 'QUERY', url: '/v1/nothing-here', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(errorOf(unknown).code).toBe('not_found');
  });

  it('maps a Fastify refusal below 500 onto its status (QUERY without a content type on an unknown path)', async () => {
    const res = await gw.app.inject({ method: 'QUERY', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('invalid_request');
  });

  it('answers every method a path of the contract lacks with 405 and the methods it takes', async () => {
    let checked = 0;
    for (const op of OPERATIONS) {
      const url = op.path.replace(/\{[^}]+\}/g, 'x1');
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        if (method === op.method) continue;
        // Another operation may take this method on the same path (none does today, but the table decides).
        if (OPERATIONS.some((o) => o.method === method && o.path.replace(/\{[^}]+\}/g, 'x1') === url)) continue;
        const res = await gw.app.inject({ method, url, headers: { 'x-api-key': gw.key } });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
        expect(errorOf(res).code).toBe('method_not_allowed');
        expect(res.headers.allow, `${method} ${url}`).toBe(op.method === 'GET' ? 'GET, HEAD, OPTIONS' : 'OPTIONS, POST');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(OPERATIONS.length * 4);
  });

  it('does not hand a wrong method on a literal path to the neighbouring {id} route', async () => {
    for (const url of ['/v1/agencies/search', '/v1/listings/search', '/v1/listings/resolve', '/v1/stays/search', '/v1/zillow/listings/search']) {
      const res = await gw.app.inject({ method: 'GET', url, headers: { 'x-api-key': gw.key } });
      expect(res.statusCode, url).toBe(405);
      expect(res.headers.allow).toBe('OPTIONS, POST');
    }
    // The {id} route itself still answers (501 here: this gateway has no source).
    const byId = await gw.app.inject({ method: 'GET', url: '/v1/agencies/agy_00000000000000000001', headers: { 'x-api-key': gw.key } });
    expect(byId.statusCode).toBe(501);
  });

  it('judges the method before the key', async () => {
    const res = await gw.app.inject({ method: 'DELETE', url: '/v1/listings/lst_00000000000000000001' });
    expect(res.statusCode).toBe(405);
  });

  it('answers OPTIONS with 204 and Allow on every path, and 404 on an unknown one', async () => {
    for (const op of OPERATIONS) {
      const res = await gw.app.inject({ method: 'OPTIONS', url: op.path.replace(/\{[^}]+\}/g, 'x1') });
      expect(res.statusCode, op.path).toBe(204);
      expect(res.headers.allow).toBe(op.method === 'GET' ? 'GET, HEAD, OPTIONS' : 'OPTIONS, POST');
      expect(res.body).toBe('');
    }
    expect((await gw.app.inject({ method: 'OPTIONS', url: '/v1/openapi.json' })).headers.allow).toBe('GET, HEAD, OPTIONS');
    const unknown = await gw.app.inject({ method: 'OPTIONS', url: '/v1/nothing-here' });
    expect(errorOf(unknown).code).toBe('not_found');
  });

  it('keeps HEAD on the GET operations', async () => {
    const res = await gw.app.inject({ method: 'HEAD', url: '/v1/meta/platforms', headers: { 'x-api-key': gw.key } });
    expect(res.statusCode).toBe(200);
  });
});

describe("refusals of Node's HTTP parser", () => {
  it('answers a URL over the header limit with 431 in the envelope', async () => {
    const answer = await realRequest(`/v1/listings/${'x'.repeat(20_000)}`);
    expectEnvelope(answer, 431, 'request_header_too_large');
  });

  it('answers a header over the limit with 431 in the envelope', async () => {
    const answer = await realRequest('/v1/meta/platforms', { 'x-api-key': gw.key, 'x-padding': 'p'.repeat(20_000) });
    expectEnvelope(answer, 431, 'request_header_too_large');
  });

  it('answers a malformed request line with 400 in the envelope', async () => {
    for (const line of ['NOT-A-METHOD / HTTP/1.1', 'GET / HTTP/9.9', 'GET /\u0001 HTTP/1.1']) {
      const answer = await rawRequest(`${line}\r\nhost: x\r\n\r\n`);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head, line).toMatch(/^HTTP\/1\.1 400 /);
      const requestId = /x-request-id: (\S+)/.exec(head)?.[1];
      const parsed = JSON.parse(body) as { error: { code: string }; request_id: string };
      expect(parsed.error.code).toBe('invalid_request');
      expect(parsed.request_id).toBe(requestId);
    }
  });
});
