import { Type, type Static } from 'typebox';
import { CountryCode, DateTime, NonEmptyString } from '../primitives.js';
import { AccessClass } from './common.js';

/**
 * v1 of the kinds whose payloads are not fixed yet (agent, auction, stay, ...): only what the
 * event id, routing and the 24 h expiry need is required; everything else passes through.
 * Tightening one later is a new schema version of that kind with an upcaster if needed.
 */
export const GenericObservedV1 = Type.Object(
  {
    native_id: NonEmptyString,
    url: Type.Optional(Type.String()),
    access_class: Type.Optional(AccessClass),
    country: Type.Optional(CountryCode),
    retrieved_at: Type.Optional(DateTime),
  },
  { additionalProperties: true },
);
/** Unknown members pass through, so the type admits them too. */
export type GenericObserved = Static<typeof GenericObservedV1> & { [member: string]: unknown };
