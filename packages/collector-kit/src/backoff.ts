export interface BackoffOptions {
  /** Delay before the first retry; doubles per attempt. */
  baseMs: number;
  /** Cap of the exponential part. */
  maxMs: number;
  /** Uniform in [0, 1); injectable so tests can pin the jitter. */
  random?: () => number;
}

/**
 * Exponential backoff with "equal jitter": half the capped exponential delay is fixed, half is
 * random, so retries always back off yet many clients do not retry in lockstep.
 * `attempt` is the attempt that just failed, starting at 1.
 */
export function backoffDelay(attempt: number, options: BackoffOptions): number {
  const random = options.random ?? Math.random;
  const cap = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(cap / 2 + random() * (cap / 2));
}

/**
 * Milliseconds a `Retry-After` header asks to wait: delta-seconds or an HTTP date (RFC 9110).
 * Undefined when absent or unreadable; 0 for a date already past.
 */
export function parseRetryAfter(value: string | string[] | undefined, now: number = Date.now()): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its month; a bare number that is not delta-seconds (`-1`) is garbage.
  const at = /[A-Za-z]/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
