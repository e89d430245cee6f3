import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';
import type { EventType } from './event-types.js';

/** Bump only together with a migration plan: every id, and so every dedup, changes with it. */
const ID_SCHEME = 'estate.event-id.1';
/** 20 bytes of SHA-256 (160 bits) in base64url: 27 characters. */
const ID_BYTES = 20;

export const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{27}$/;

export interface EventIdInput {
  platform: string;
  type: EventType;
  nativeId: string;
  /** ISO 8601, already normalised (see normaliseTimestamp). */
  observedAt: string;
  data: unknown;
}

/**
 * Deterministic event id: the same observation (platform, type, record, time, content) always
 * gets the same id, so a collector retry carries the same `Nats-Msg-Id` and the broker's
 * duplicate window drops it, and the projector can de-duplicate by id on replay.
 */
export function eventId(input: EventIdInput): string {
  const text = canonicalJson([ID_SCHEME, input.platform, input.type, input.nativeId, input.observedAt, input.data]);
  return createHash('sha256').update(text).digest().subarray(0, ID_BYTES).toString('base64url');
}

/** One spelling per instant (UTC, milliseconds, `Z`), so ids do not depend on how a time was written. */
export function normaliseTimestamp(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a timestamp: ${String(value)}`);
  return date.toISOString();
}
