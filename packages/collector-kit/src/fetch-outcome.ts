import type { NativePayload } from './native-payload.js';

/**
 * Why a payload could not be fetched. The names are the API's SourceStatus error codes
 * (`not_collected`: a recorded payload could not be read at all).
 */
export const FETCH_ERROR_CODES = ['timeout', 'rate_limited', 'blocked', 'http_error', 'not_collected'] as const;
export type FetchErrorCode = (typeof FETCH_ERROR_CODES)[number];

export interface FetchIssue {
  error_code: FetchErrorCode;
  message: string;
  /** The payload's path (replay) or URL (live). */
  path: string;
}

/** One step of a source: a payload to parse, or the reason one could not be had. */
export type FetchOutcome = { ok: true; payload: NativePayload; retrievedAt: string } | { ok: false; issue: FetchIssue };
