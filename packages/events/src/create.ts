import { compiled, CURRENT_SCHEMA_VERSIONS, issuesOf, nativeIdOf, payloadValidator, type PayloadOf } from './registry.js';
import { EventEnvelopeSchema, type CollectorInfo, type EventOf } from './envelope.js';
import { eventId, normaliseTimestamp } from './ids.js';
import { isEventType, type EventType } from './event-types.js';

export interface NewEvent<T extends EventType> {
  type: T;
  platform: string;
  provider: string;
  observed_at: string | Date;
  collector: CollectorInfo;
  job_id?: string;
  data: PayloadOf<T>;
}

/** A producer tried to build an event that does not match its schema: a bug, not data to skip. */
export class EventValidationError extends Error {
  override readonly name = 'EventValidationError';
  constructor(
    message: string,
    readonly issues: readonly string[],
  ) {
    super(issues.length > 0 ? `${message}: ${issues.join('; ')}` : message);
  }
}

/** Builds a validated event of the current schema version with its deterministic id. */
export function createEvent<T extends EventType>(input: NewEvent<T>): EventOf<T> {
  if (!isEventType(input.type)) throw new EventValidationError(`unknown event type ${String(input.type)}`, []);
  const observedAt = normaliseTimestamp(input.observed_at);
  const payload = payloadValidator(input.type);
  if (!payload.Check(input.data)) {
    throw new EventValidationError(`invalid ${input.type} payload`, issuesOf(payload, input.data));
  }
  const event: EventOf<T> = {
    id: eventId({
      platform: input.platform,
      type: input.type,
      nativeId: nativeIdOf(input.type, input.data),
      observedAt,
      data: input.data,
    }),
    type: input.type,
    schema_version: CURRENT_SCHEMA_VERSIONS[input.type],
    platform: input.platform,
    provider: input.provider,
    observed_at: observedAt,
    collector: { name: input.collector.name, version: input.collector.version, run_id: input.collector.run_id },
    ...(input.job_id === undefined ? {} : { job_id: input.job_id }),
    data: input.data,
  };
  const envelope = compiled(EventEnvelopeSchema);
  if (!envelope.Check(event)) throw new EventValidationError(`invalid ${input.type} envelope`, issuesOf(envelope, event));
  return event;
}
