import type { TProperties, TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import type { EventType } from './kinds.js';
import { GenericObservedV1, type GenericObserved } from './payloads/generic.js';
import { JobProgressV1, type JobProgress } from './payloads/job-progress.js';
import { ListingObservedV2, type ListingObserved } from './payloads/listing.js';
import { MediaObservedV1, type MediaObserved } from './payloads/media.js';
import { SourceRunCompletedV1, type SourceRunCompleted } from './payloads/source-run.js';

/** The payload schema producers write today, per event type. */
export const PAYLOAD_SCHEMAS = {
  'listing.observed': ListingObservedV2,
  'media.observed': MediaObservedV1,
  'agent.observed': GenericObservedV1,
  'agency.observed': GenericObservedV1,
  'auction.observed': GenericObservedV1,
  'building.observed': GenericObservedV1,
  'unit.observed': GenericObservedV1,
  'development.observed': GenericObservedV1,
  'property_record.observed': GenericObservedV1,
  'market_point.observed': GenericObservedV1,
  'stay.observed': GenericObservedV1,
  'stay_availability.observed': GenericObservedV1,
  'stay_review.observed': GenericObservedV1,
  'location.observed': GenericObservedV1,
  'source_run.completed': SourceRunCompletedV1,
  'job.progress': JobProgressV1,
} as const satisfies Record<EventType, TSchema>;

/** The payload type of each event type, as producers write it today. */
export interface PayloadTypes {
  'listing.observed': ListingObserved;
  'media.observed': MediaObserved;
  'agent.observed': GenericObserved;
  'agency.observed': GenericObserved;
  'auction.observed': GenericObserved;
  'building.observed': GenericObserved;
  'unit.observed': GenericObserved;
  'development.observed': GenericObserved;
  'property_record.observed': GenericObserved;
  'market_point.observed': GenericObserved;
  'stay.observed': GenericObserved;
  'stay_availability.observed': GenericObserved;
  'stay_review.observed': GenericObserved;
  'location.observed': GenericObserved;
  'source_run.completed': SourceRunCompleted;
  'job.progress': JobProgress;
}

export type PayloadOf<T extends EventType> = PayloadTypes[T];

/** The `schema_version` producers write today. Older versions are read through upcasters. */
export const CURRENT_SCHEMA_VERSIONS: Readonly<Record<EventType, number>> = {
  'listing.observed': 2,
  'media.observed': 1,
  'agent.observed': 1,
  'agency.observed': 1,
  'auction.observed': 1,
  'building.observed': 1,
  'unit.observed': 1,
  'development.observed': 1,
  'property_record.observed': 1,
  'market_point.observed': 1,
  'stay.observed': 1,
  'stay_availability.observed': 1,
  'stay_review.observed': 1,
  'location.observed': 1,
  'source_run.completed': 1,
  'job.progress': 1,
};

const validators = new Map<TSchema, Validator>();

/** Compiled once per schema and reused: compiling costs milliseconds, checking microseconds. */
export function compiled<T extends TSchema>(schema: T): Validator<TProperties, T> {
  const cached = validators.get(schema);
  if (cached) return cached as unknown as Validator<TProperties, T>;
  const v = Compile<T, Validator<TProperties, T>>(schema);
  validators.set(schema, v as unknown as Validator);
  return v;
}

export function payloadValidator(type: EventType): Validator {
  return compiled(PAYLOAD_SCHEMAS[type]);
}

/**
 * The id of the record an event is about, which goes into the event id. Media are about their
 * listing, runs and job reports about themselves.
 */
export function nativeIdOf<T extends EventType>(type: T, data: PayloadOf<T>): string {
  const record = data as Record<string, unknown>;
  const key = type === 'media.observed' ? 'listing_native_id' : type === 'source_run.completed' ? 'run_id' : type === 'job.progress' ? 'job_id' : 'native_id';
  const value = record[key];
  if (typeof value !== 'string' || value.length === 0) throw new TypeError(`${type}: data.${key} must be a non-empty string`);
  return value;
}

/** Validation issues as short `path: message` lines, bounded so a huge bad payload cannot flood a log. */
export function issuesOf(validator: Validator, value: unknown, limit = 10): string[] {
  return validator
    .Errors(value)
    .slice(0, limit)
    .map((e) => `${e.instancePath || '/'}: ${e.message}`);
}
