import { Type, type Static } from 'typebox';
import type { EventType } from './event-types.js';
import { DateTime, NonEmptyString, PlatformName } from './primitives.js';
import type { PayloadOf } from './registry.js';

export const CollectorInfo = Type.Object({
  name: NonEmptyString,
  version: NonEmptyString,
  run_id: NonEmptyString,
});
export type CollectorInfo = Static<typeof CollectorInfo>;

/**
 * The envelope every event shares. `type` and `data` are checked separately (type against the
 * registry, data against the payload schema of its type and version), so that a decode failure
 * says which part was wrong.
 */
export const EventEnvelopeSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 128, pattern: '^[^\\s*>.]+$' }),
  type: NonEmptyString,
  schema_version: Type.Integer({ minimum: 0 }),
  platform: PlatformName,
  provider: NonEmptyString,
  observed_at: DateTime,
  collector: CollectorInfo,
  job_id: Type.Optional(NonEmptyString),
  data: Type.Unknown(),
});
export type RawEnvelope = Static<typeof EventEnvelopeSchema>;

export interface EventOf<T extends EventType> {
  /** Deterministic (see eventId); also the `Nats-Msg-Id`. */
  id: string;
  type: T;
  schema_version: number;
  platform: string;
  /** Who collected it: the collector service and its fetch mode, e.g. `collector-zillow/replay`. */
  provider: string;
  observed_at: string;
  collector: CollectorInfo;
  /** Set when the observation answers a read job. */
  job_id?: string;
  data: PayloadOf<T>;
}

/** Any event, discriminated by `type`. */
export type AnyEvent = { [T in EventType]: EventOf<T> }[EventType];
