/**
 * Waiting for what the stack does after a call returns: the projector writes, the gateway's
 * projections follow their buckets. Polls at a short interval, never sleeps a fixed time.
 */

/** Retries `read` until `done` holds or the time is up; the last value either way, for the test's own assertion to judge. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Retries `read` until it gives a value; fails after `timeoutMs` naming `what`, with `context()`
 * (the children's last output) so a failure says why.
 */
export async function poll<T>(what: string, read: () => Promise<T | undefined>, context: () => string, timeoutMs = 100_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what} did not happen within ${timeoutMs} ms\n${context()}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
