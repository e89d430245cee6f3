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
  EVENT_TYPE_OF_KIND,
  EVENT_TYPES,
  isEventType,
  KIND_NAMES,
  kindNameOf,
  OBSERVED_KINDS,
  observedKindOf,
  observedType,
  type EventType,
  type KindName,
  type ObservedKind,
  type ObservedType,
} from './event-types.js';
export * from './payloads/common.js';
export * from './kinds/agency.js';
export * from './kinds/agent.js';
export * from './kinds/building.js';
export * from './kinds/development.js';
export * from './kinds/open-house.js';
export * from './kinds/unit.js';
export * from './kinds/auction.js';
export * from './kinds/generic.js';
export * from './kinds/job-progress.js';
export * from './kinds/listing.js';
export * from './kinds/location.js';
export * from './kinds/professional.js';
export * from './kinds/market-point.js';
export * from './kinds/media.js';
export * from './kinds/property-record.js';
export * from './kinds/source-run.js';
export * from './kinds/stay.js';
export { EVENT_KINDS } from './kinds/index.js';
export { eventKind, type AnyEventKind, type EventKind, type PayloadOfKind } from './kinds/event-kind.js';
export { LIVE_WINDOW_HOURS, LIVE_WINDOW_MS } from './live-window.js';
export { LISTING_CHANGE_TYPES, ListingChangeSchema, ListingFacts, type ListingChange, type ListingChangeType } from './listing-change.js';
export { CountryCode, CurrencyCode, DateTime, DecimalString, IsoDate, PlatformName } from './primitives.js';
export { CURRENT_SCHEMA_VERSIONS, nativeIdOf, PAYLOAD_SCHEMAS, type PayloadOf, type PayloadTypes } from './registry.js';
export {
  jobSubject,
  listingChangeSubject,
  parseSubject,
  STREAM_NAMES,
  STREAM_SUBJECTS,
  streamFor,
  subjectFor,
  type StreamName,
  type SubjectRoot,
} from './subjects.js';
export { UpcastError, UpcasterRegistry, upcasters, type Upcaster } from './upcast.js';
export * from './manifest.js';
export { observation, type Observation, type ObservationOf } from './observation.js';
