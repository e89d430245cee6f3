import { createRequire } from 'node:module';
import type * as Undici from 'undici';
import type { Dispatcher } from 'undici';
import { backoffDelay, parseRetryAfter, sleep } from './backoff.js';
import type { FetchErrorCode } from './fetch-outcome.js';
import { HostRateLimiter, type HostBudgets } from './token-bucket.js';
import { payloadText } from './payload-text.js';

let undiciModule: typeof Undici | undefined;
/** Loaded by the first live fetcher: a replaying collector never fetches, and undici is a fifth of a collector's start-up CPU. */
function undici(): typeof Undici {
  undiciModule ??= createRequire(import.meta.url)('undici') as typeof Undici;
  return undiciModule;
}

export interface LiveFetcherOptions {
  /** Sent with every request; portals block anonymous clients, and an operator must be reachable. */
  userAgent?: string;
  /** Whole-request limit (connect, headers and body); default 20 s. */
  timeoutMs?: number;
  /** Attempts per URL, the first included; default 4. */
  maxAttempts?: number;
  /** First retry delay (doubles per attempt, with jitter) and its cap. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A `Retry-After` longer than this ends the attempts instead of stalling the run; default 2 min. */
  maxRetryAfterMs?: number;
  /** Politeness per host: sustained requests per second and burst; default 1/s, burst 2. */
  ratePerSecond?: number;
  burst?: number;
  /** The per-host budgets instead of this fetcher's own (ratePerSecond, burst): one shared by every instance (SharedHostBudgets). */
  budgets?: HostBudgets;
  /** Bodies above this are refused (a runaway response must not exhaust memory); default 20 MB. */
  maxBodyBytes?: number;
  headers?: Record<string, string>;
  /** Default: a keep-alive Agent that follows up to 3 redirects. */
  dispatcher?: Dispatcher;
  random?: () => number;
  now?: () => number;
}

export interface LiveResponse {
  /** The requested URL (redirects followed). */
  url: string;
  status: number;
  contentType: string;
  body: string;
  attempts: number;
  retrievedAt: string;
}

/** A request that failed for good, after every attempt the failure allowed. */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  constructor(
    readonly code: FetchErrorCode,
    message: string,
    readonly url: string,
    readonly attempts: number,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const DEFAULT_USER_AGENT = 'estate-collector/0.1 (+https://github.com/estate; read-only; honours robots.txt and Retry-After)';

const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function isTimeout(err: unknown): boolean {
  const code = errorCode(err);
  return (err instanceof Error && err.name === 'TimeoutError') || (code !== undefined && TIMEOUT_CODES.has(code));
}

function codeForStatus(status: number): FetchErrorCode {
  if (status === 429) return 'rate_limited';
  if (status === 401 || status === 403) return 'blocked';
  if (status === 408 || status === 504) return 'timeout';
  return 'http_error';
}

/**
 * HTTP GET for live collection on undici: per-host token-bucket rate limit, a whole-request
 * timeout, and retries with exponential backoff and jitter on 429, 5xx, timeouts and network
 * errors. A `Retry-After` is honoured and also pauses every other request to that host.
 * Other 4xx answers are final: asking again would not change them.
 */
export class LiveFetcher {
  private readonly limiter: HostBudgets;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly now: () => number;

  constructor(private readonly options: LiveFetcherOptions = {}) {
    this.now = options.now ?? Date.now;
    this.limiter = options.budgets ?? new HostRateLimiter({ ratePerSecond: options.ratePerSecond ?? 1, burst: options.burst ?? 2, now: this.now });
    this.ownsDispatcher = options.dispatcher === undefined;
    const { Agent, interceptors } = undici();
    this.dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, connections: 4 }).compose(interceptors.redirect({ maxRedirections: 3 }));
  }

  /** What every request says it is; robots.txt rules are read for its product token. */
  get userAgent(): string {
    return this.options.userAgent ?? DEFAULT_USER_AGENT;
  }

  async fetch(url: string, init: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<LiveResponse> {
    const host = new URL(url).host;
    const bucket = this.limiter.bucket(host);
    const maxAttempts = this.options.maxAttempts ?? 4;
    const timeoutMs = this.options.timeoutMs ?? 20_000;
    const backoff = { baseMs: this.options.baseDelayMs ?? 500, maxMs: this.options.maxDelayMs ?? 30_000, ...(this.options.random ? { random: this.options.random } : {}) };
    for (let attempt = 1; ; attempt++) {
      await bucket.take(init.signal);
      let failure: FetchError;
      let waitMs: number | undefined;
      try {
        const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
        const res = await undici().request(url, {
          method: 'GET',
          dispatcher: this.dispatcher,
          signal,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          headers: { 'user-agent': this.userAgent, accept: 'text/html,application/json;q=0.9,*/*;q=0.8', ...this.options.headers, ...init.headers },
        });
        if (res.statusCode >= 200 && res.statusCode < 300) {
          const body = await this.readBody(res.body, url);
          return {
            url,
            status: res.statusCode,
            contentType: String(res.headers['content-type'] ?? 'application/octet-stream').split(';')[0]?.trim() ?? 'application/octet-stream',
            body,
            attempts: attempt,
            retrievedAt: new Date(this.now()).toISOString(),
          };
        }
        // Free the connection for the next request.
        await res.body.dump().catch(() => undefined);
        failure = new FetchError(codeForStatus(res.statusCode), `HTTP ${res.statusCode} from ${host}`, url, attempt, res.statusCode);
        if (!RETRYABLE_STATUS.has(res.statusCode)) throw failure;
        const retryAfter = parseRetryAfter(res.headers['retry-after'], this.now());
        if (retryAfter !== undefined) {
          if (retryAfter > (this.options.maxRetryAfterMs ?? 120_000)) throw new FetchError(failure.code, `${failure.message}: Retry-After ${retryAfter} ms is longer than allowed`, url, attempt, res.statusCode);
          bucket.pauseUntil(this.now() + retryAfter);
          waitMs = retryAfter;
        }
      } catch (err) {
        if (err instanceof FetchError) throw err;
        // The caller's own cancellation is not a source failure to retry.
        if (init.signal?.aborted) throw err;
        failure = isTimeout(err)
          ? new FetchError('timeout', `timed out after ${timeoutMs} ms fetching ${host}`, url, attempt)
          : new FetchError('http_error', `network error fetching ${host}: ${errorCode(err) ?? (err instanceof Error ? err.message : String(err))}`, url, attempt);
      }
      if (attempt >= maxAttempts) throw failure;
      // With a Retry-After the paused bucket makes the wait; otherwise back off.
      await sleep(waitMs === undefined ? backoffDelay(attempt, backoff) : 0, init.signal);
    }
  }

  private async readBody(body: AsyncIterable<Buffer | Uint8Array> & { destroy(err?: Error): unknown }, url: string): Promise<string> {
    const limit = this.options.maxBodyBytes ?? 20 * 1024 * 1024;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (size > limit) {
        body.destroy();
        throw new FetchError('http_error', `response larger than ${limit} bytes`, url, 1);
      }
      chunks.push(Buffer.from(chunk));
    }
    return payloadText(Buffer.concat(chunks));
  }

  /** Closes the connections of the default dispatcher. */
  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }
}
