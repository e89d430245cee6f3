import { compileSchema, createAjv, CreateReadJobRequest, describeValidationErrors, type Validator } from '@estate/contract';
import { jobSubject, type ListingObserved } from '@estate/events';
import type { Publisher } from '@estate/bus';
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

const EARTH_RADIUS_M = 6_371_008.8;

function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting over `[longitude, latitude]` positions. */
function insidePolygon(lat: number, lon: number, ring: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRange(value: number | undefined, range: { min?: number; max?: number } | undefined): boolean {
  if (!range) return true;
  if (value === undefined) return false;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

function livingArea(listing: ListingObserved): number | undefined {
  const areas = listing.property.areas ?? [];
  const living = areas.find((a) => a.basis === 'living') ?? areas.find((a) => a.basis === 'usable') ?? areas.find((a) => a.basis === 'total');
  if (!living) return undefined;
  return living.normalized_sqm ?? (living.unit === 'sqm' ? living.value : undefined);
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * Whether a listing answers a read job's search, with the search's semantics: `transaction`
 * defaults to `sale` and `status` to `["active"]`; a range excludes a listing that does not
 * state the value. Used to restrict a collection run to what the job asked for.
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
  if (!inRange(livingArea(listing), params.area_sqm)) return false;
  if (!inRange(p.year_built, params.year_built)) return false;
  const where = params.location;
  if (where) {
    const g = p.geometry;
    switch (where.kind) {
      case 'bbox':
        if (!g) return false;
        if (g.latitude < where.south || g.latitude > where.north) return false;
        // A box whose west edge is east of its east edge crosses the antimeridian.
        if (where.west <= where.east ? g.longitude < where.west || g.longitude > where.east : g.longitude < where.west && g.longitude > where.east) return false;
        break;
      case 'radius':
        if (!g || distanceMeters(g.latitude, g.longitude, where.latitude, where.longitude) > where.radius_meters) return false;
        break;
      case 'polygon':
        if (!g || !insidePolygon(g.latitude, g.longitude, where.coordinates)) return false;
        break;
      case 'text': {
        if (where.country !== undefined && listing.country !== where.country) return false;
        const a = p.address;
        const haystack = fold([a?.formatted, a?.line1, a?.city, a?.region, a?.postal_code, a?.original_text].filter(Boolean).join(' | '));
        if (!haystack.includes(fold(where.query))) return false;
        break;
      }
    }
  }
  return true;
}
