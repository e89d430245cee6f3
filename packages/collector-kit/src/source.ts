import type { CollectorMode } from '@estate/events';
import type { NativePayload } from './native-payload.js';
import type { LivePlan, LiveRequest } from './definition.js';
import type { FetchOutcome } from './fetch-outcome.js';
import type { JobRequest } from './job-request.js';
import { FetchError, type LiveFetcher } from './live-fetcher.js';
import type { ParsedPayload } from './parser.js';
import { ReplayFetcher } from './replay-fetcher.js';
import { RobotsRules } from './robots.js';

export interface SourceContext {
  signal: AbortSignal;
  job?: JobRequest;
}

/** Where a run's payloads come from: recorded files or the platform itself. */
export interface PayloadSource {
  readonly mode: CollectorMode;
  payloads(context: SourceContext): AsyncIterable<FetchOutcome>;
  /** Told about every parsed payload before the next is asked for, so a live source can follow links. */
  parsed?(payload: NativePayload, parsed: ParsedPayload): void;
}

export function replaySource(dir: string): PayloadSource {
  const fetcher = new ReplayFetcher(dir);
  return { mode: 'replay', payloads: (context) => fetcher.payloads(context.signal) };
}

/** The pages of one run still to fetch, breadth first, each URL once. */
class Frontier {
  private readonly queue: LiveRequest[] = [];
  private readonly seen = new Set<string>();

  add(requests: Iterable<LiveRequest>): void {
    for (const r of requests) {
      if (this.seen.has(r.url)) continue;
      this.seen.add(r.url);
      this.queue.push(r);
    }
  }

  next(): LiveRequest | undefined {
    return this.queue.shift();
  }
}

export async function firstRequests(plan: LivePlan, context: SourceContext): Promise<LiveRequest[]> {
  const initial = plan.requests(context.job ? { job: context.job } : {});
  const requests: LiveRequest[] = [];
  if (Symbol.asyncIterator in initial) for await (const r of initial) requests.push(r);
  else requests.push(...initial);
  return requests;
}

export function failure(err: unknown, url: string): FetchOutcome {
  if (err instanceof FetchError) return { ok: false, issue: { error_code: err.code, message: err.message, path: url } };
  return { ok: false, issue: { error_code: 'http_error', message: err instanceof Error ? err.message : String(err), path: url } };
}

/** One page: refused when robots.txt disallows it (never requested), else fetched under the recorded path. */
export async function fetchPage(plan: LivePlan, fetcher: LiveFetcher, robots: RobotsRules, request: LiveRequest, signal: AbortSignal): Promise<FetchOutcome> {
  const verdict = await robots.check(request.url, signal);
  if (!verdict.allowed) return { ok: false, issue: { error_code: 'blocked', message: verdict.reason, path: request.url } };
  const res = await fetcher.fetch(request.url, { signal, ...(request.headers ? { headers: request.headers } : {}) });
  return { ok: true, payload: { path: plan.recordedPath(request.url), content_type: res.contentType, body: res.body }, retrievedAt: res.retrievedAt };
}

/**
 * Fetches the plan's first pages, then every page they lead to, each URL once per run, within
 * the host's robots.txt; the fetcher keeps each host's rate limit and retries what may pass.
 */
export function liveSource(plan: LivePlan, fetcher: LiveFetcher, robots: RobotsRules = new RobotsRules(fetcher)): PayloadSource {
  let frontier = new Frontier();
  // collect() hands each payload back to parsed() before it asks for the next: this is its URL.
  let current: LiveRequest | undefined;
  return {
    mode: 'live',
    async *payloads(context) {
      frontier = new Frontier();
      frontier.add(await firstRequests(plan, context));
      for (let request = frontier.next(); request && !context.signal.aborted; request = frontier.next()) {
        current = request;
        let outcome: FetchOutcome;
        try {
          outcome = await fetchPage(plan, fetcher, robots, request, context.signal);
        } catch (err) {
          if (context.signal.aborted) return;
          outcome = failure(err, request.url);
        }
        yield outcome;
      }
    },
    parsed(payload, parsed) {
      if (plan.discover && current) frontier.add(plan.discover(payload, parsed, current.url));
    },
  };
}
