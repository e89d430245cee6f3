import type { Observation } from '@estate/events';
import type { NativePayload } from './native-payload.js';

/** Why a payload, or a record in it, could not be read. Becomes a source run's `error_code`. */
export type ParseErrorCode = 'parse_error' | 'truncated_payload' | 'unexpected_shape';

export interface ParseIssue {
  error_code: ParseErrorCode;
  message: string;
  /** The payload the issue is in. */
  path: string;
  /** The record it concerns, when one could be identified; the other records still count. */
  native_id?: string;
}

export interface ParseContext {
  /** When the collector read the payload; every observation of the payload carries it. */
  observedAt: string;
  /** When the payload was retrieved (recorded time for replays). */
  retrievedAt: string;
}

/**
 * What one native payload yields: every record that could be read, of whatever kind, and an
 * issue per one that could not. The kit publishes each observation as `<kind>.observed`.
 */
export interface ParsedPayload {
  observations: Observation[];
  issues: ParseIssue[];
}

/** A platform's parser: pure, never throws for bad input (a bad payload is an issue, not a crash). */
export type PayloadParser = (payload: NativePayload, context: ParseContext) => ParsedPayload;
