/**
 * The store cannot answer now: the server is down or unreachable, timed out, refused the
 * credentials, is overloaded, or the embedded engine could not be opened or was closed. The
 * gateway answers 503 `store_unavailable`; the caller may retry later.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
  readonly code = 'store_unavailable' as const;
  readonly retryable = true as const;
  readonly status = 503 as const;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A caller used the store in a way that cannot work in both modes (a programming error). */
export class StoreUsageError extends Error {
  override readonly name = 'StoreUsageError';
}

/** A migration file is malformed, changed after it was applied, or failed to apply. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
  constructor(
    message: string,
    readonly version?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// Socket-level failures: the server is not there, or went away mid-request.
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN',
  'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'EPIPE', 'UND_ERR_SOCKET',
]);

// ClickHouse answered, but with a condition that says "not now" rather than "bad query".
const UNAVAILABLE_CLICKHOUSE_CODES = new Set([
  '159', // TIMEOUT_EXCEEDED
  '202', // TOO_MANY_SIMULTANEOUS_QUERIES
  '203', // NO_FREE_CONNECTION
  '209', // SOCKET_TIMEOUT
  '210', // NETWORK_ERROR
  '241', // MEMORY_LIMIT_EXCEEDED
  '242', // TABLE_IS_READ_ONLY
  '252', // TOO_MANY_PARTS
  '516', // AUTHENTICATION_FAILED: a deployment fault the client cannot fix; still "store down"
  '999', // KEEPER_EXCEPTION
]);

const UNAVAILABLE_MESSAGES = [/^Timeout error\.?$/, /socket hang up/i, /ChdbConnection is closed/, /only one active data directory per process/];

/** True when `err` means the store is unreachable or overloaded rather than the query being wrong. */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof StoreUnavailableError) return true;
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (isClickHouseError(err)) return UNAVAILABLE_CLICKHOUSE_CODES.has(err.code);
  if (typeof code === 'string' && NETWORK_ERROR_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.some((re) => re.test(err.message))) return true;
  // Node's fetch-style and aggregate errors carry the socket error one level down.
  const { cause } = err as { cause?: unknown };
  return cause !== undefined && cause !== err && isUnavailable(cause);
}

/**
 * A server-reported error (`Code: N. DB::Exception ...`). Matched by shape: `@clickhouse/client`
 * bundles its own copy of the error class and chdb throws the one of `@clickhouse/client-common`,
 * so `instanceof` would miss one of them.
 */
export function isClickHouseError(err: unknown): err is Error & { code: string; type: string | undefined } {
  if (!(err instanceof Error) || err.constructor.name !== 'ClickHouseError') return false;
  const { code } = err as { code?: unknown };
  return typeof code === 'string' && /^\d+$/.test(code);
}

/** `err` unchanged, or wrapped in a StoreUnavailableError when it means the store is down. */
export function toStoreError(err: unknown, what: string): unknown {
  if (err instanceof StoreUnavailableError || !isUnavailable(err)) return err;
  const detail = err instanceof Error ? err.message : String(err);
  return new StoreUnavailableError(`store unavailable during ${what}: ${detail}`, { cause: err });
}
