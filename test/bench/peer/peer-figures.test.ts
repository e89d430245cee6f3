import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadResult } from '../load-client.js';
import type { Figure } from '../report.js';
import { oneAtATime, waitIdle, type OneAtATimeResult } from './one-at-a-time.js';
import { MIN_CONCURRENT_ANSWERS, needsOneAtATime, peerOperationFigures, type OperationBaselines, type PeerOperationRun } from './peer-figures.js';

const loadRun = (ok: number, sent: number, requestsPerS: number, p99: number): LoadResult => ({
  requests_per_s: requestsPerS,
  latency_ms: { p50: p99 / 2, p90: p99, p99, max: p99, mean: p99 / 2 },
  sent,
  ok,
  non_2xx: 0,
  errors: 0,
  timeouts: 0,
  bytes_per_response: 1_000,
});
const served = (requestsPerS: number, p50: number, p99: number) => ({ requests_per_s: requestsPerS, latency_ms: { p50, p99 } });
const baselines: OperationBaselines = { bare: served(1_500, 30, 76), gateway: served(600, 60, 400), gatewayOneAtATime: served(150, 5, 20) };
const run = (concurrent: LoadResult, extra: Partial<PeerOperationRun> = {}): PeerOperationRun => ({ operation: 'search', what: 'searches', connections: 50, durationSeconds: 10, concurrent, target: 'ratio >= 3', ...extra });
const sequential = (ok: number, elapsed: number, p50: number, p99: number, timeouts = 0): OneAtATimeResult => ({
  connections: 1,
  sent: ok + timeouts,
  ok,
  timeouts,
  elapsed_s: elapsed,
  requests_per_s: ok / elapsed,
  latency_ms: { p50, p90: p99, p99, max: p99, n: ok },
});
const bounds = { timeoutMs: 60_000, maxRequests: 20, budgetMs: 120_000 };
const byName = (figures: readonly Figure[]) => new Map(figures.map((f) => [f.name, f]));

describe("the peer's figures", () => {
  it('asks for one at a time below the minimum of answers, not at it', () => {
    expect(needsOneAtATime(loadRun(0, 50, 0, 10_000), MIN_CONCURRENT_ANSWERS)).toBe(true);
    expect(needsOneAtATime(loadRun(MIN_CONCURRENT_ANSWERS - 1, 50, 0.9, 9_000), MIN_CONCURRENT_ANSWERS)).toBe(true);
    expect(needsOneAtATime(loadRun(MIN_CONCURRENT_ANSWERS, 60, 1, 9_000), MIN_CONCURRENT_ANSWERS)).toBe(false);
  });

  it('are those of the load run when it answered: the gateway over the peer at the same connections', () => {
    const { figures, note } = peerOperationFigures(run(loadRun(2_000, 2_050, 200, 300)), baselines);
    const named = byName(figures);
    expect(note).toBeUndefined();
    expect([...named.keys()].some((n) => n.includes('peer_sequential'))).toBe(false);
    expect(named.get('search.throughput_vs_peer')).toMatchObject({ value: 600, baseline: 200, ratio: 3, baselineName: 'Orama peer, same searches, 50 connections', target: 'ratio >= 3' });
    expect(named.get('search.latency_p99_vs_peer')).toMatchObject({ value: 400, baseline: 300 });
    expect(named.get('peer.search.latency_p99')).toMatchObject({ value: 300, baseline: 76 });
  });

  it('are one at a time, named so and beside the gateway at 1 connection, when the load run got none', () => {
    const { figures, note } = peerOperationFigures(run(loadRun(0, 50, 0, 10_000), { oneAtATime: { result: sequential(8, 100, 12_000, 13_000), bounds } }), baselines);
    const named = byName(figures);
    expect(named.get('peer.search.answered')).toMatchObject({ value: 0, baseline: 50 });
    expect(named.get('peer.search.throughput')).toMatchObject({ value: 0 });
    // The window is only a lower bound of an unanswered run's latency: no figure of it.
    expect(named.has('peer.search.latency_p99')).toBe(false);
    expect(named.get('search.peer_sequential.throughput')).toMatchObject({ value: 0.08, baseline: 150, baselineName: 'the gateway, same searches, 1 connection' });
    expect(named.get('search.peer_sequential.latency_p50')).toMatchObject({ value: 12_000, baseline: 5 });
    expect(named.get('search.peer_sequential.latency_p99')).toMatchObject({ value: 13_000, baseline: 20 });
    const versus = named.get('search.throughput_vs_peer');
    expect(versus).toMatchObject({ value: 600, baseline: 0.08, target: 'ratio >= 3' });
    expect(versus?.baselineName).toBe('Orama peer, same searches, 1 connection (at 50: 0 answers); the gateway at 50 connections');
    expect(named.get('search.latency_p99_vs_peer')).toMatchObject({ value: 20, baseline: 13_000 });
    expect(note).toBe('the Orama peer answered 0 of 50 searches at 50 connections in the 10 s window; its search.peer_sequential figures are one request at a time (each given 60 s, at most 20 or 120 s in all): it answered 8 in 100.0 s');
  });

  it('judge a getListing one at a time against the gateway at its own connections, saying so', () => {
    const { figures } = peerOperationFigures(run(loadRun(3, 3, 0.3, 9_000), { operation: 'get_listing', what: 'ids', target: undefined, oneAtATime: { result: sequential(20, 10, 400, 600), bounds } }), { bare: served(13_000, 2, 12), gateway: served(4_500, 8, 61) });
    const named = byName(figures);
    expect(named.get('get_listing.peer_sequential.throughput')).toMatchObject({ value: 2, baseline: 4_500, baselineName: 'the gateway, same ids, 50 connections' });
    expect(named.has('get_listing.latency_p99_vs_peer')).toBe(false);
    expect(named.get('get_listing.throughput_vs_peer')?.target).toBeUndefined();
  });

  it('say so when one at a time got nothing either, or the peer was never idle again', () => {
    const none = peerOperationFigures(run(loadRun(0, 50, 0, 10_000), { oneAtATime: { result: sequential(0, 60, Number.NaN, Number.NaN, 1), bounds } }), baselines);
    expect(byName(none.figures).has('search.peer_sequential.latency_p99')).toBe(false);
    expect(byName(none.figures).get('search.peer_sequential.throughput')).toMatchObject({ value: 0 });
    expect(none.note).toMatch(/: it answered none of them either, the last unanswered$/);
    // Nothing answered at all: no ratio (it has no bound), never one over zero.
    expect(byName(none.figures).has('search.throughput_vs_peer')).toBe(false);
    // One answered under load and none one at a time (the 1M run of 2026-11-28): the load run's rate.
    const one = byName(peerOperationFigures(run(loadRun(1, 51, 0.1, 6_426), { oneAtATime: { result: sequential(0, 60, Number.NaN, Number.NaN, 1), bounds } }), baselines).figures);
    expect(one.get('search.throughput_vs_peer')).toMatchObject({ value: 600, baseline: 0.1, ratio: 6_000, baselineName: 'Orama peer, same searches, 50 connections (1 at a time: 0 answers)' });
    const busy = peerOperationFigures(run(loadRun(0, 50, 0, 10_000), { busyAfterSeconds: 1_800 }), baselines);
    expect(busy.figures.map((f) => f.name)).toEqual(['peer.search.answered', 'peer.search.throughput']);
    expect(busy.note).toBe('the Orama peer answered 0 of 50 searches at 50 connections in the 10 s window, and was still busy 1800 s later: its search was not measured one at a time');
  });
});

// A peer that answers /ok at once, /listings/* with a 404 (the idle probe) and never /stuck.
let server: Server;
let url: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.url ?? '');
    if (request.url === '/ok') response.end('{}');
    else if (request.url?.startsWith('/listings/')) response.writeHead(404).end('{}');
    else if (request.url === '/missing') response.writeHead(500).end('broken');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the peer one request at a time', () => {
  it('sends the requests in turn, up to the most allowed', async () => {
    seen.length = 0;
    const result = await oneAtATime(url, [{ method: 'GET', path: '/ok' }, { method: 'POST', path: '/ok', body: '{}' }], { timeoutMs: 10_000, maxRequests: 5, budgetMs: 60_000 });
    expect(result).toMatchObject({ connections: 1, sent: 5, ok: 5, timeouts: 0, latency_ms: { n: 5 } });
    expect(seen).toEqual(['/ok', '/ok', '/ok', '/ok', '/ok']);
    expect(result.requests_per_s).toBeCloseTo(5 / result.elapsed_s, 6);
  });

  it('stops at the first unanswered request: the next would wait behind it', async () => {
    const result = await oneAtATime(url, [{ method: 'GET', path: '/ok' }, { method: 'GET', path: '/stuck' }], { timeoutMs: 300, maxRequests: 20, budgetMs: 60_000 });
    expect(result).toMatchObject({ sent: 2, ok: 1, timeouts: 1, latency_ms: { n: 1 } });
  });

  it('is an error on a non-2xx answer', async () => {
    await expect(oneAtATime(url, [{ method: 'GET', path: '/missing' }], { timeoutMs: 10_000, maxRequests: 3, budgetMs: 60_000 })).rejects.toThrow(/500 broken/);
  });

  it('finds the peer idle once it answers a cheap request', async () => {
    expect(await waitIdle(url, 10_000)).toBeGreaterThanOrEqual(0);
  });

  it('asks again when the peer resets the probe\'s connection, and fails when nothing listens', async () => {
    let probes = 0;
    const resetting = createServer((request, response) => {
      probes += 1;
      if (probes === 1) request.socket.destroy();
      else response.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve));
    const resettingUrl = `http://127.0.0.1:${(resetting.address() as AddressInfo).port}`;
    try {
      expect(await waitIdle(resettingUrl, 10_000)).toBeGreaterThanOrEqual(0);
      expect(probes).toBe(2);
    } finally {
      resetting.closeAllConnections();
      await new Promise((resolve) => resetting.close(resolve));
    }
    await expect(waitIdle(resettingUrl, 10_000)).rejects.toThrow(/fetch failed/);
  });
});
