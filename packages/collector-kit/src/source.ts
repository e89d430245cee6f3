import type { CollectorMode } from '@estate/events';
import type { NativePayload } from '@estate/sample-data';
import type { LivePlan, LiveRequest } from './definition.js';
import type { FetchOutcome } from './fetch-outcome.js';
import type { JobRequest } from './job-request.js';
import { FetchError, type LiveFetcher } from './live-fetcher.js';
import type { ParsedPayload } from './parser.js';
import { ReplayFetcher } from './replay-fetcher.js';

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

function pathOf(request: LiveRequest): string {
  if (request.path !== undefined) return request.path;
  const url = new URL(request.url);
  return `${url.pathname.replace(/^\/+/, '')}${url.search}` || 'index';
}

/** Fetches the plan's pages, then every page they lead to, each URL once per run. */
export function liveSource(plan: LivePlan, fetcher: LiveFetcher): PayloadSource {
  let queue: LiveRequest[] = [];
  let seen = new Set<string>();
  const enqueue = (requests: Iterable<LiveRequest>) => {
    for (const r of requests) {
      if (seen.has(r.url)) continue;
      seen.add(r.url);
      queue.push(r);
    }
  };
  return {
    mode: 'live',
    async *payloads(context) {
      queue = [];
      seen = new Set();
      const initial = plan.requests(context.job ? { job: context.job } : {});
      if (Symbol.asyncIterator in initial) for await (const r of initial) enqueue([r]);
      else enqueue(initial);
      while (queue.length > 0 && !context.signal.aborted) {
        const request = queue.shift() as LiveRequest;
        try {
          const res = await fetcher.fetch(request.url, { signal: context.signal, ...(request.headers ? { headers: request.headers } : {}) });
          yield { ok: true, payload: { path: pathOf(request), content_type: res.contentType, body: res.body }, retrievedAt: res.retrievedAt };
        } catch (err) {
          if (context.signal.aborted) return;
          const issue =
            err instanceof FetchError
              ? { error_code: err.code, message: err.message, path: request.url }
              : { error_code: 'http_error' as const, message: err instanceof Error ? err.message : String(err), path: request.url };
          yield { ok: false, issue };
        }
      }
    },
    parsed(payload, parsed) {
      if (plan.discover) enqueue(plan.discover(payload, parsed));
    },
  };
}
