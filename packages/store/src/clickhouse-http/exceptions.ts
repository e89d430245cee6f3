import { ParamDecodeError } from './query-params.js';
import { SettingsPlacementError } from './statement-shape.js';

/** ClickHouse error codes this endpoint raises itself (the engine reports the others). */
export const ERROR_CODES = {
  NOT_IMPLEMENTED: 48,
  UNKNOWN_DATABASE: 81,
  UNKNOWN_SETTING: 115,
  READONLY: 164,
  TOO_MANY_SIMULTANEOUS_QUERIES: 202,
  QUERY_WAS_CANCELLED: 394,
  BAD_QUERY_PARAMETER: 457,
  AUTHENTICATION_FAILED: 516,
  STD_EXCEPTION: 1001,
} as const;

type ErrorType = keyof typeof ERROR_CODES;

/** An error the endpoint answers itself, written the way the server writes its own. */
export class EndpointError extends Error {
  override readonly name = 'EndpointError';
  readonly code: number;

  constructor(
    readonly type: ErrorType,
    message: string,
  ) {
    super(message);
    this.code = ERROR_CODES[type];
  }
}

// How ClickHouse's HTTP handler maps exception codes to statuses, anything else being a 500; a
// write refused in read-only mode (READONLY) answers 403 like the access errors.
const HTTP_STATUS_BY_CODE = new Map<number, number>([
  ...[6, 25, 26, 27, 36, 38, 41, 42, 43, 53, 62, 72, 117, 184, 215, 456, 457].map((code) => [code, 400] as const),
  ...[46, 47, 50, 56, 60, 63, 73, 81, 115].map((code) => [code, 404] as const),
  ...[164, 192, 193, 194, 497, 516].map((code) => [code, 403] as const),
  [48, 501] as const,
  // Busy: the client may retry, as ClickHouse's own max_concurrent_queries refusal invites.
  [202, 503] as const,
]);

export interface Exception {
  readonly code: number;
  readonly status: number;
  /** `Code: N. DB::Exception: message. (TYPE)`: `@clickhouse/client` parses code and type from it. */
  readonly text: string;
}

/** Any failure of a request as the server reports it. */
export function exceptionOf(err: unknown): Exception {
  const of = (code: number, text: string): Exception => ({ code, status: HTTP_STATUS_BY_CODE.get(code) ?? 500, text });
  const format = (code: number, message: string, type: string): string => `Code: ${code}. DB::Exception: ${message}. (${type})`;
  if (err instanceof EndpointError) return of(err.code, format(err.code, err.message, err.type));
  const message = err instanceof Error ? err.message : String(err);
  // The engine's own exceptions already read `Code: N. DB::Exception: …`.
  const reported = /^Code: (\d+)\./.exec(message);
  if (reported !== null) return of(Number(reported[1]), message);
  if (err instanceof ParamDecodeError || (err instanceof Error && err.name === 'ChdbBindError')) {
    return of(ERROR_CODES.BAD_QUERY_PARAMETER, format(ERROR_CODES.BAD_QUERY_PARAMETER, message, 'BAD_QUERY_PARAMETER'));
  }
  if (err instanceof SettingsPlacementError) return of(ERROR_CODES.NOT_IMPLEMENTED, format(ERROR_CODES.NOT_IMPLEMENTED, message, 'NOT_IMPLEMENTED'));
  return of(ERROR_CODES.STD_EXCEPTION, format(ERROR_CODES.STD_EXCEPTION, message, 'STD_EXCEPTION'));
}
