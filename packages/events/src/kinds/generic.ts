import { Type, type Static } from 'typebox';
import { AccessClass } from '../payloads/common.js';
import { CountryCode, DateTime, NonEmptyString } from '../primitives.js';
import type { SubjectRoot } from '../streams.js';
import { eventKind, type EventKind } from './event-kind.js';

/**
 * v1 of the kinds whose payloads are not fixed yet (agent, auction, stay, ...): only what the
 * event id, routing and the 24 h expiry need is required; everything else passes through.
 * Tightening one later is a new schema version of that kind with an upcaster if needed, and
 * moving it out of GENERIC_KIND_ROOTS into a module of its own.
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

/**
 * The generic kinds and where each is published (property records moved to their own module,
 * `kinds/property-record.ts`, which publishes them to SERIES).
 */
// Empty since every kind has a module of its own; kept so a kind whose payload is not fixed yet
// can start here again.
const GENERIC_KIND_ROOTS = {} as const satisfies Record<string, SubjectRoot>;

export type GenericKind = keyof typeof GENERIC_KIND_ROOTS;

function genericKind(kind: GenericKind): EventKind<GenericObserved> {
  return eventKind<typeof GenericObservedV1, GenericObserved>({
    schema: GenericObservedV1,
    version: 1,
    upcasters: {},
    subject: { root: GENERIC_KIND_ROOTS[kind], token: kind },
    nativeId: (data) => data.native_id,
  });
}

export const genericKinds = Object.fromEntries(
  Object.keys(GENERIC_KIND_ROOTS).map((kind) => [`${kind}.observed`, genericKind(kind as GenericKind)]),
) as { readonly [K in GenericKind as `${K}.observed`]: EventKind<GenericObserved> };
