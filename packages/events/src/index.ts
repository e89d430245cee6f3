export { canonicalJson } from './canonical-json.js';
export {
  decodeEvent,
  encodeEvent,
  EventDecodeError,
  upcast,
  type DecodeResult,
  type PoisonReason,
} from './codec.js';
export { createEvent, EventValidationError, type NewEvent } from './create.js';
export { CollectorInfo, EventEnvelopeSchema, type AnyEvent, type EventOf, type RawEnvelope } from './envelope.js';
export { EVENT_ID_PATTERN, eventId, normaliseTimestamp, type EventIdInput } from './ids.js';
export {
  EVENT_TYPES,
  isEventType,
  OBSERVED_KINDS,
  observedKindOf,
  observedType,
  type EventType,
  type ObservedKind,
  type ObservedType,
} from './kinds.js';
export * from './payloads/index.js';
export { CountryCode, CurrencyCode, DateTime, DecimalString, IsoDate, PlatformName } from './primitives.js';
export { CURRENT_SCHEMA_VERSIONS, nativeIdOf, PAYLOAD_SCHEMAS, type PayloadOf, type PayloadTypes } from './registry.js';
export {
  jobSubject,
  parseSubject,
  STREAM_NAMES,
  STREAM_SUBJECTS,
  streamFor,
  subjectFor,
  type StreamName,
} from './subjects.js';
export { decimalFromNumber, UpcastError, UpcasterRegistry, upcasters, upcastListingV1, type Upcaster } from './upcast.js';
export * from './manifest.js';
export type { StoredListing, SourceHistoryPoint } from './listing-projection.js';
