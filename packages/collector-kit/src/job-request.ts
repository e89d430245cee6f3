import { compileSchema, createAjv, CreateReadJobRequest, describeValidationErrors, type Validator } from '@estate/contract';
import { jobSubject, type ListingObserved } from '@estate/events';
import type { Publisher } from '@estate/bus';
import { inRange, livingAreaSqm, matchesLocation, type Place } from '@estate/normalize';
import { Type, type Static } from 'typebox';

/**
 * A read job as it travels on `jobs.<platform>` (stream JOBS, work-queue retention): the
 * client's `POST /v1/jobs` body plus the id the gateway gave the job. One message per platform
 * the job asks; the collector of that platform takes it from its durable consumer.
 */
export const JobRequestSchema = Type.Object(
  {
    ...CreateReadJobRequest.properties,
    job_id: Type.String({ minLength: 1, maxLength: 128, pattern: '^[^\\s*>.]+$' }),
    requested_at: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false, title: 'JobRequest' },
);
export type JobRequest = Static<typeof JobRequestSchema>;
export type JobParams = JobRequest['params'];

let validator: Validator | undefined;

export type JobDecodeResult = { ok: true; job: JobRequest } | { ok: false; message: string };

export function decodeJobRequest(data: Uint8Array): JobDecodeResult {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(data));
  } catch (err) {
    return { ok: false, message: `not JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
  validator ??= compileSchema(createAjv(), JobRequestSchema);
  if (!validator(value)) {
    const issue = describeValidationErrors(validator.errors ?? [], 'job');
    return { ok: false, message: `${issue.field} ${issue.message}` };
  }
  return { ok: true, job: value as JobRequest };
}

export function encodeJobRequest(job: JobRequest): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(job));
}

/**
 * Queues a read job for one platform's collector. The msg id makes a repeated request (a
 * gateway retry) a duplicate the stream drops.
 */
export async function publishJobRequest(publisher: Publisher, platform: string, job: JobRequest): Promise<void> {
  await publisher.publishRaw(jobSubject(platform), encodeJobRequest(job), `${job.job_id}.${platform}`);
}

/** What the location rules read of a listing: its address fields and its point. */
function placeOf(listing: ListingObserved): Place {
  const { address, geometry } = listing.property;
  return {
    country: listing.country,
    city: address?.city,
    region: address?.region,
    postal_code: address?.postal_code,
    point: geometry && { latitude: geometry.latitude, longitude: geometry.longitude },
  };
}

/**
 * Whether a listing answers a read job's search, with the search's semantics: `transaction`
 * defaults to `sale` and `status` to `["active"]`; a range excludes a listing that does not
 * state the value; the area is the living-area rule's and the location the search's rules
 * (@estate/normalize), so a job and a search with the same filters select the same listings.
 * Used to restrict a collection run to what the job asked for.
 */
export function matchesJob(listing: ListingObserved, params: JobParams): boolean {
  if (listing.transaction !== (params.transaction ?? 'sale')) return false;
  if (!(params.status ?? ['active']).includes(listing.status as never)) return false;
  if (params.country !== undefined && listing.country !== params.country) return false;
  const p = listing.property;
  if (params.property_types && !params.property_types.includes(p.property_type as never)) return false;
  if (params.price) {
    const amount = listing.price?.amount === undefined ? undefined : Number(listing.price.amount);
    if (params.price.currency !== undefined && listing.price?.currency !== params.price.currency) return false;
    if (!inRange(amount, params.price)) return false;
  }
  if (!inRange(p.bedrooms, params.bedrooms)) return false;
  if (!inRange(p.bathrooms, params.bathrooms)) return false;
  if (!inRange(livingAreaSqm(p.areas), params.area_sqm)) return false;
  if (!inRange(p.year_built, params.year_built)) return false;
  // A gateway turns a location id into the place's name before it publishes a job; collectors
  // hold no location index, so a job that still carries one selects nothing rather than everything.
  if (params.location?.kind === 'id') return false;
  if (params.location && !matchesLocation(placeOf(listing), params.location)) return false;
  return true;
}
