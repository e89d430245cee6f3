// The peer measured the only way it may answer when a load run's connections get (almost) nothing:
// one request at a time, each given a long time, the whole run bounded.
import { percentiles } from '../report.js';
import { isClosedSocket } from '../../e2e/support/closed-socket.js';

export interface PeerRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface OneAtATimeBounds {
  /** How long one request may take before it counts as unanswered. */
  timeoutMs: number;
  /** At most this many requests… */
  maxRequests: number;
  /** …and none started after this long. */
  budgetMs: number;
}

export interface OneAtATimeResult {
  connections: 1;
  sent: number;
  ok: number;
  timeouts: number;
  elapsed_s: number;
  /** Answers per second of the whole run, a timed-out request's wait included. */
  requests_per_s: number;
  /** Of the answered requests only. */
  latency_ms: { p50: number; p90: number; p99: number; max: number; n: number };
}

/**
 * `requests` in turn against `url`, the next sent when the last answered. A request that times out
 * ends the run: the peer is still working on it, and the next would measure that wait, not its own.
 * A non-2xx answer or a failed connection is an error, as in a load run.
 */
export async function oneAtATime(url: string, requests: readonly PeerRequest[], bounds: OneAtATimeBounds): Promise<OneAtATimeResult> {
  if (requests.length === 0) throw new Error('no requests to send');
  const latencies: number[] = [];
  let timeouts = 0;
  const started = performance.now();
  while (latencies.length < bounds.maxRequests && performance.now() - started < bounds.budgetMs) {
    const request = requests[latencies.length % requests.length] as PeerRequest;
    const sentAt = performance.now();
    const answered = await send(url, request, bounds.timeoutMs);
    if (!answered) {
      timeouts = 1;
      break;
    }
    latencies.push(performance.now() - sentAt);
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    connections: 1,
    sent: latencies.length + timeouts,
    ok: latencies.length,
    timeouts,
    elapsed_s: elapsed,
    requests_per_s: elapsed > 0 ? latencies.length / elapsed : 0,
    latency_ms: percentiles(latencies),
  };
}

/** True once answered 2xx, false when the time ran out; throws on any other outcome. */
async function send(url: string, request: PeerRequest, timeoutMs: number): Promise<boolean> {
  const init = { method: request.method, signal: AbortSignal.timeout(timeoutMs), ...(request.body === undefined ? {} : { body: request.body, headers: { 'content-type': 'application/json' } }) };
  try {
    const answer = await fetch(`${url}${request.path}`, init);
    const text = await answer.text();
    if (answer.status < 200 || answer.status > 299) throw new Error(`${request.method} ${request.path}: ${answer.status} ${text.slice(0, 400)}`);
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return false;
    throw error;
  }
}

/**
 * Waits until the peer answers a cheap request (a listing it does not hold): the requests a load run
 * left queued are done. Seconds waited, or undefined when it was still busy after `timeoutMs`. A
 * probe reset on a kept-alive connection is sent again on a new one: the 1M run of 2026-11-28
 * stopped there, the peer closing sockets past their keep-alive timeout once its queue let it.
 */
export async function waitIdle(url: string, timeoutMs: number): Promise<number | undefined> {
  const started = performance.now();
  for (;;) {
    const left = timeoutMs - (performance.now() - started);
    if (left <= 0) return undefined;
    try {
      const answer = await fetch(`${url}/listings/${encodeURIComponent('bench:idle-probe')}`, { signal: AbortSignal.timeout(Math.ceil(left)) });
      await answer.body?.cancel();
      return (performance.now() - started) / 1000;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') return undefined;
      if (!isClosedSocket(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

