import type { TSchema } from 'typebox';
import type { Validator } from 'typebox/compile';
import type { EventType } from './event-types.js';
import type { EventKind, PayloadOfKind } from './kinds/event-kind.js';
import { EVENT_KINDS } from './kinds/index.js';
import { compiled } from './validators.js';

export { compiled, issuesOf } from './validators.js';

/** The payload type of each event type, as producers write it today. */
export type PayloadTypes = { [T in EventType]: PayloadOfKind<(typeof EVENT_KINDS)[T]> };

export type PayloadOf<T extends EventType> = PayloadTypes[T];

function byType<V>(pick: (kind: (typeof EVENT_KINDS)[EventType]) => V): Readonly<Record<EventType, V>> {
  return Object.fromEntries(Object.entries(EVENT_KINDS).map(([type, kind]) => [type, pick(kind)])) as Record<EventType, V>;
}

/** The payload schema producers write today, per event type. */
export const PAYLOAD_SCHEMAS: Readonly<Record<EventType, TSchema>> = byType((kind) => kind.schema);

/** The `schema_version` producers write today. Older versions are read through upcasters. */
export const CURRENT_SCHEMA_VERSIONS: Readonly<Record<EventType, number>> = byType((kind) => kind.version);

export function payloadValidator(type: EventType): Validator {
  return compiled(PAYLOAD_SCHEMAS[type]);
}

/** The id of the record an event is about (its kind's rule), which goes into the event id. */
export function nativeIdOf<T extends EventType>(type: T, data: PayloadOf<T>): string {
  // The kind of `type` reads payloads of `type`; TypeScript cannot correlate the two through T.
  const kind = EVENT_KINDS[type] as EventKind<PayloadOf<T>>;
  const value = kind.nativeId(data);
  if (typeof value !== 'string' || value.length === 0) throw new TypeError(`${type}: the native id must be a non-empty string`);
  return value;
}
