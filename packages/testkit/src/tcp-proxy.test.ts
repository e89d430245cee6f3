import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxyHandle } from './tcp-proxy.js';

let upstream: Server;
let proxy: TcpProxyHandle;

beforeAll(async () => {
  upstream = createServer((_req, res) => res.end('hello'));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
  proxy = await startTcpProxy({ targetPort: (upstream.address() as AddressInfo).port });
});

afterAll(async () => {
  await proxy?.close();
  upstream?.closeAllConnections();
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
});

async function fetchText(timeoutMs = 1_000): Promise<string> {
  const res = await fetch(`${proxy.url}/`, { signal: AbortSignal.timeout(timeoutMs) });
  return res.text();
}

function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code;
}

describe('startTcpProxy', () => {
  it('passes, refuses, blackholes and passes again', async () => {
    expect(await fetchText()).toBe('hello');

    proxy.setMode('refuse');
    const refused = await fetchText().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(TypeError);
    expect(causeCode(refused)).toMatch(/ECONNRESET|UND_ERR_SOCKET/);

    proxy.setMode('blackhole');
    const held = await fetchText(300).catch((err: unknown) => err);
    expect((held as Error).name).toBe('TimeoutError');

    proxy.setMode('pass');
    expect(await fetchText()).toBe('hello');
    expect(proxy.stats()).toMatchObject({ refused: expect.any(Number), blackholed: expect.any(Number) });
    expect(proxy.stats().refused).toBeGreaterThan(0);
    expect(proxy.stats().blackholed).toBeGreaterThan(0);
  });
});
