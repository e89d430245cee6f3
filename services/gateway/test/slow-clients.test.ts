// Slow clients against a listening gateway, over raw sockets: a client trickling its headers or
// its body is cut off by the headers and request timeouts, an idle keep-alive connection is
// closed, connections past the per-address cap are refused, and normal calls answer throughout.
import { connect as connectTcp, type Socket } from 'node:net';
import { createLogger } from '@estate/runtime';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app.js';
import { generateApiKey } from '../src/auth/api-key.js';
import { MemoryKeyStore } from '../src/auth/key-store.js';
import { FixedDirectory } from '../src/collectors/collector-directory.js';
import { DEFAULT_HTTP_LIMITS, serverOptions, type HttpLimits } from '../src/http/http-limits.js';
import type { Handlers } from '../src/routes/operations.js';
import { SAMPLE_LISTING } from './fixtures.js';
import { manifest } from './harness.js';
import { clientAt, send } from './http-client.js';

const SHORT: HttpLimits = { ...DEFAULT_HTTP_LIMITS, headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 1_000, connectionsPerAddress: 0 };
const CAP = 4;
/** How often a trickling client sends its next few bytes. */
const TRICKLE_MS = 100;

const handlers: Handlers = { getListing: async () => ({ data: SAMPLE_LISTING }) };
const gateways: Gateway[] = [];
/** Every raw connection a test opened, destroyed at the end whatever the test did. */
const sockets: Socket[] = [];
let key: string;
let slow: string;
let capped: string;

// Two gateways sharing one key store: one with short timeouts, one with the defaults and a connection cap.
beforeAll(async () => {
  const keys = new MemoryKeyStore();
  const { key: k, keyId, hash } = generateApiKey();
  await keys.put({ key_id: keyId, hash, name: 'test', created_at: new Date().toISOString(), entitlements: [] });
  key = k;
  const build = async (http: HttpLimits) => {
    const app = await buildGateway({ logger: createLogger({ name: 'slow-test', level: 'silent' }), keys, directory: new FixedDirectory([manifest()]), handlers, http });
    gateways.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  };
  slow = await build(SHORT);
  capped = await build({ ...DEFAULT_HTTP_LIMITS, connectionsPerAddress: CAP });
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(gateways.map((g) => g.close()));
});

interface Opened {
  socket: Socket;
  /** Everything the server wrote. */
  received: () => string;
  /** Resolves when the server closed the connection (or it failed). */
  closed: Promise<void>;
}

function open(url: string, localAddress: string): Promise<Opened> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connectTcp({ host: hostname, port: Number(port), localAddress });
    sockets.push(socket);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/**
 * Writes `chunks` one every TRICKLE_MS and then keeps writing `filler` until the server closes
 * the connection; returns how many writes went out, and whether the client had got to the end of
 * what it meant to send (it never does: there is always more filler).
 */
async function trickle(opened: Opened, head: string, filler: () => string): Promise<{ writes: number }> {
  let writes = 0;
  let open = true;
  void opened.closed.then(() => (open = false));
  opened.socket.write(head);
  while (open) {
    await new Promise((r) => setTimeout(r, TRICKLE_MS));
    if (open && opened.socket.writable) {
      opened.socket.write(filler());
      writes++;
    }
  }
  return { writes };
}

/** Normal calls from another address, one after the other, until `done` resolves; returns their statuses. */
async function normalCallsUntil(done: Promise<unknown>): Promise<number[]> {
  const agent = clientAt('127.0.0.1');
  const statuses: number[] = [];
  let finished = false;
  void done.then(() => (finished = true));
  try {
    while (!finished) {
      statuses.push((await send(slow, '/v1/listings/lst_00000000000000000001', { agent, headers: { 'x-api-key': key } })).status);
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    agent.destroy();
  }
  return statuses;
}

// Each test waits on the server's timers, each from its own client address (or its own server):
// they run side by side rather than one timeout after another.
describe.concurrent('slow clients', () => {
  it('cuts off a client that trickles its headers, with 408, while normal calls answer', async () => {
    const client = await open(slow, '127.0.0.2');
    let n = 0;
    const trickling = trickle(client, 'GET /v1/meta/platforms HTTP/1.1\r\nHost: estate\r\n', () => `X-Filler-${n++}: ${'a'.repeat(8)}\r\n`);
    const statuses = await normalCallsUntil(client.closed);
    const { writes } = await trickling;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(writes).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('cuts off a client that trickles its body, with 408, while normal calls answer', async () => {
    const client = await open(slow, '127.0.0.3');
    const head = `POST /v1/listings/search HTTP/1.1\r\nHost: estate\r\nx-api-key: ${key}\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{"query":"`;
    const trickling = trickle(client, head, () => 'aaaa');
    const statuses = await normalCallsUntil(client.closed);
    const { writes } = await trickling;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    // Far from the 100 000 bytes announced: the client was cut off, it did not finish.
    expect(writes * 4).toBeLessThan(100_000);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('closes a keep-alive connection left idle after its answer', async () => {
    const client = await open(slow, '127.0.0.4');
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: estate\r\n\r\n');
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.received()).toMatch(/keep-alive/i);
  });

  it('refuses connections past the cap of one address, and not those of another', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => open(capped, '127.0.0.5')));
    const extra = await open(capped, '127.0.0.5');
    extra.socket.write('GET /healthz HTTP/1.1\r\nHost: estate\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');
    // The held connections still work, and another address is not affected.
    const first = held[0] as Opened;
    first.socket.write('GET /healthz HTTP/1.1\r\nHost: estate\r\n\r\n');
    await new Promise<void>((resolve) => first.socket.on('data', () => resolve()));
    expect(first.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect((await send(capped, '/healthz', { localAddress: '127.0.0.6' })).status).toBe(200);
    // A connection closed makes room for the next, once the server has seen it close.
    held[1]?.socket.destroy();
    let answered = '';
    for (let attempt = 0; answered === '' && attempt < 100; attempt++) {
      const next = await open(capped, '127.0.0.5');
      next.socket.write('GET /healthz HTTP/1.1\r\nHost: estate\r\nConnection: close\r\n\r\n');
      await next.closed;
      answered = next.received();
    }
    expect(answered).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('never cuts a long answer: the request timeout ends once the request is in (a streaming route needs no opt-out)', async () => {
    const app = Fastify({ ...serverOptions(SHORT) });
    const CHUNKS = 30;
    app.get('/stream', async (_request, reply) => {
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let i = 0; i < CHUNKS; i++) {
        reply.raw.write(`data: ${i}\n\n`);
        await new Promise((r) => setTimeout(r, TRICKLE_MS));
      }
      reply.raw.end();
      return reply;
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // 30 chunks 100 ms apart outlast both the headers (1 s) and the request (2 s) timeouts.
      const answer = await send(url, '/stream');
      expect(answer.status).toBe(200);
      expect(answer.body.match(/^data: \d+$/gm)).toHaveLength(CHUNKS);
    } finally {
      await app.close();
    }
  });
});
