import { EventEnvelopeSchema, type AnyEvent, type EventOf } from './envelope.js';
import { isEventType, type EventType } from './event-types.js';
import { compiled, issuesOf, payloadValidator } from './registry.js';
import { UpcastError, upcasters as defaultUpcasters, type UpcasterRegistry } from './upcast.js';

/** Why bytes could not be read as an event. */
export type PoisonReason =
  | 'malformed_json'
  | 'invalid_envelope'
  | 'unknown_type'
  | 'unsupported_version'
  | 'future_version'
  | 'upcast_failed'
  | 'invalid_payload'
  | 'decoder_error';

/**
 * Reasons a later deployment may cure: a newer producer's version (this consumer is older than
 * the collector that wrote it) or a fault in this decoder. Consumers delay and retry these; the
 * others can never be read and are terminated.
 */
const RETRYABLE: ReadonlySet<PoisonReason> = new Set(['future_version', 'decoder_error']);

export class EventDecodeError extends Error {
  override readonly name = 'EventDecodeError';
  readonly retryable: boolean;
  constructor(
    readonly reason: PoisonReason,
    message: string,
    readonly context: { eventId?: string; eventType?: string; schemaVersion?: number; issues?: readonly string[] } = {},
  ) {
    super(`${reason}: ${message}`);
    this.retryable = RETRYABLE.has(reason);
  }
}

export type DecodeResult =
  | { ok: true; event: AnyEvent; /** The version on the wire when it was upcast. */ upcastFrom?: number }
  | { ok: false; error: EventDecodeError };

const decoder = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

export function encodeEvent(event: EventOf<EventType>): Uint8Array {
  return encoder.encode(JSON.stringify(event));
}

/**
 * Reads an event from the wire: JSON, envelope, known type and version, upcast to the current
 * version, payload check. Never throws; every failure comes back classified.
 */
export function decodeEvent(bytes: Uint8Array | string, registry: UpcasterRegistry = defaultUpcasters): DecodeResult {
  try {
    return decode(bytes, registry);
  } catch (err) {
    return fail('decoder_error', err instanceof Error ? err.message : String(err));
  }
}

function decode(bytes: Uint8Array | string, registry: UpcasterRegistry): DecodeResult {
  let value: unknown;
  try {
    value = JSON.parse(typeof bytes === 'string' ? bytes : decoder.decode(bytes));
  } catch (err) {
    return fail('malformed_json', err instanceof Error ? err.message : 'not JSON');
  }
  const envelope = compiled(EventEnvelopeSchema);
  if (!envelope.Check(value)) {
    const partial = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    return fail('invalid_envelope', 'envelope does not match the schema', {
      ...(typeof partial.id === 'string' ? { eventId: partial.id } : {}),
      ...(typeof partial.type === 'string' ? { eventType: partial.type } : {}),
      issues: issuesOf(envelope, value),
    });
  }
  const ctx = { eventId: value.id, eventType: value.type, schemaVersion: value.schema_version };
  if (!isEventType(value.type)) return fail('unknown_type', `unknown event type ${value.type}`, ctx);
  const type: EventType = value.type;
  const current = registry.current(type);
  if (value.schema_version > current) {
    return fail('future_version', `${type} v${value.schema_version} is newer than this reader (v${current})`, ctx);
  }
  if (!registry.canRead(type, value.schema_version)) {
    return fail('unsupported_version', `${type} v${value.schema_version} has no upcaster to v${current}`, ctx);
  }
  let data: unknown = value.data;
  if (value.schema_version < current) {
    try {
      data = registry.upcast(type, value.schema_version, value.data);
    } catch (err) {
      if (err instanceof UpcastError) return fail('upcast_failed', err.message, { ...ctx, issues: err.issues });
      throw err;
    }
  }
  const payload = payloadValidator(type);
  if (!payload.Check(data)) {
    return fail('invalid_payload', `${type} payload does not match v${current}`, { ...ctx, issues: issuesOf(payload, data) });
  }
  const event = { ...value, type, schema_version: current, data } as AnyEvent;
  return value.schema_version < current ? { ok: true, event, upcastFrom: value.schema_version } : { ok: true, event };
}

function fail(reason: PoisonReason, message: string, context: ConstructorParameters<typeof EventDecodeError>[2] = {}): DecodeResult {
  return { ok: false, error: new EventDecodeError(reason, message, context) };
}

/** Brings an event of any readable version to the current one (throws UpcastError otherwise). */
export function upcast(event: { type: EventType; schema_version: number; data: unknown }, registry: UpcasterRegistry = defaultUpcasters): AnyEvent {
  const data = registry.upcast(event.type, event.schema_version, event.data);
  const payload = payloadValidator(event.type);
  if (!payload.Check(data)) throw new UpcastError(`${event.type}: upcast payload is invalid`, issuesOf(payload, data));
  return { ...event, schema_version: registry.current(event.type), data } as AnyEvent;
}
