const CLOSED_SOCKET = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

/**
 * undici's `fetch failed` for a request sent on a kept-alive connection the server had just closed
 * or reset: it failed before any answer, and the same read on a new connection may be answered.
 */
export function isClosedSocket(error: unknown): boolean {
  const code = error instanceof TypeError ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' && CLOSED_SOCKET.has(code);
}
