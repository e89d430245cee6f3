import { isEventType, observedKindOf, type EventType, type ObservedKind } from './kinds.js';

/**
 * Subject layout (one place, used by producers, provisioning and consumers):
 *
 *   obs.<platform>.<kind>          observations of listing-like kinds      → OBSERVATIONS
 *   runs.<platform>.completed      source_run.completed                    → OBSERVATIONS
 *   runs.<platform>.job_progress   job.progress                            → OBSERVATIONS
 *   series.<platform>.<kind>       market_point, property_record           → SERIES
 *   jobs.<platform>                read-job requests to that platform      → JOBS (work queue)
 *
 * Run and job reports share the OBSERVATIONS stream so that one ordered consumer sees a run's
 * completion after the observations it summarises, and a rebuild replays both together.
 * SERIES gets its own prefix because streams may not overlap subjects and it is kept far longer.
 */
export const STREAM_NAMES = { observations: 'OBSERVATIONS', series: 'SERIES', jobs: 'JOBS' } as const;
export type StreamName = (typeof STREAM_NAMES)[keyof typeof STREAM_NAMES];

export const STREAM_SUBJECTS: Readonly<Record<StreamName, readonly string[]>> = {
  OBSERVATIONS: ['obs.>', 'runs.>'],
  SERIES: ['series.>'],
  JOBS: ['jobs.>'],
};

const SERIES_KINDS: ReadonlySet<ObservedKind> = new Set(['market_point', 'property_record']);
const PLATFORM_TOKEN = /^[a-z][a-z0-9_-]{0,39}$/;

function platformToken(platform: string): string {
  if (!PLATFORM_TOKEN.test(platform)) throw new RangeError(`platform ${JSON.stringify(platform)} is not a valid subject token`);
  return platform;
}

export function subjectFor(type: EventType, platform: string): string {
  const p = platformToken(platform);
  if (type === 'source_run.completed') return `runs.${p}.completed`;
  if (type === 'job.progress') return `runs.${p}.job_progress`;
  const kind = observedKindOf(type);
  if (!kind) throw new RangeError(`no subject for ${type}`);
  return SERIES_KINDS.has(kind) ? `series.${p}.${kind}` : `obs.${p}.${kind}`;
}

export function streamFor(type: EventType): StreamName {
  const kind = observedKindOf(type);
  return kind && SERIES_KINDS.has(kind) ? STREAM_NAMES.series : STREAM_NAMES.observations;
}

export function jobSubject(platform: string): string {
  return `jobs.${platformToken(platform)}`;
}

/** The event type and platform a subject carries, or undefined for a subject outside the layout. */
export function parseSubject(subject: string): { type: EventType; platform: string } | undefined {
  const [root, platform, last, ...extra] = subject.split('.');
  if (!platform || !last || extra.length > 0 || !PLATFORM_TOKEN.test(platform)) return undefined;
  let type: string;
  if (root === 'runs') type = last === 'completed' ? 'source_run.completed' : last === 'job_progress' ? 'job.progress' : '';
  else if (root === 'obs' || root === 'series') type = `${last}.observed`;
  else return undefined;
  if (!isEventType(type) || subjectFor(type, platform) !== subject) return undefined;
  return { type, platform };
}
