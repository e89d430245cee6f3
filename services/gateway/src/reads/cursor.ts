import { createHash } from 'node:crypto';
import { ApiError } from '../http/api-error.js';

/**
 * Opaque keyset cursors. A cursor carries the position after which the next page starts and a
 * fingerprint of the request it belongs to, so a cursor replayed against another query (other
 * filters, sort or listing) is refused with a 400 instead of silently paging something else.
 * Positions are not signed: a forged position only moves the caller within their own query, and
 * every value in it is bound as a typed SQL parameter.
 */
const VERSION = 1;

export function requestFingerprint(scope: string, request: unknown): string {
  return createHash('sha256').update(scope).update('\0').update(stableJson(request)).digest('base64url').slice(0, 16);
}

export function encodeCursor(fingerprint: string, position: unknown): string {
  return Buffer.from(JSON.stringify([VERSION, fingerprint, position]), 'utf8').toString('base64url');
}

/**
 * The position of a cursor issued for `fingerprint`, checked by `isPosition`. `field` names the
 * request field in the 400 (`body.cursor`, `query.cursor`).
 */
export function decodeCursor<T>(cursor: string, fingerprint: string, isPosition: (value: unknown) => value is T, field: string): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid(field, 'is not a cursor this API issued');
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== VERSION || typeof parsed[1] !== 'string' || !isPosition(parsed[2])) {
    throw invalid(field, 'is not a cursor this API issued');
  }
  if (parsed[1] !== fingerprint) {
    throw invalid(field, 'belongs to another request; send the same filters, sort and path as the request that returned it');
  }
  return parsed[2];
}

function invalid(field: string, why: string): ApiError {
  return new ApiError('invalid_request', `${field} ${why}`);
}

/** JSON with object keys sorted, so two equal requests fingerprint alike whatever their key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
