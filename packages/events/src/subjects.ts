import type { EventType } from './event-types.js';
import { EVENT_KINDS } from './kinds/index.js';
import { STREAM_NAMES, STREAM_OF_ROOT, type StreamName } from './streams.js';

export { STREAM_NAMES, type StreamName, type SubjectRoot } from './streams.js';

/**
 * Subject layout (one place, used by producers, provisioning and consumers): every event kind
 * names its root and token (`<root>.<platform>.<token>`), and the root decides the stream.
 *
 *   obs.<platform>.<kind>          observations of listing-like kinds      → OBSERVATIONS
 *   runs.<platform>.completed      source_run.completed                    → OBSERVATIONS
 *   runs.<platform>.job_progress   job.progress                            → OBSERVATIONS
 *   series.<platform>.<kind>       market_point, property_record           → SERIES
 *   jobs.<platform>                read-job requests to that platform      → JOBS (work queue)
 *   changes.<platform>.listing     listing changes the projector derived   → CHANGES (the change feed)
 *
 * SERIES gets its own prefix because streams may not overlap subjects and it is kept far longer.
 */
const JOBS_ROOT = 'jobs';
const CHANGES_ROOT = 'changes';

export const STREAM_SUBJECTS: Readonly<Record<StreamName, readonly string[]>> = {
  OBSERVATIONS: rootsOf(STREAM_NAMES.observations),
  SERIES: rootsOf(STREAM_NAMES.series),
  JOBS: [`${JOBS_ROOT}.>`],
  CHANGES: [`${CHANGES_ROOT}.>`],
};

function rootsOf(stream: StreamName): string[] {
  return Object.entries(STREAM_OF_ROOT)
    .filter(([, s]) => s === stream)
    .map(([root]) => `${root}.>`);
}

const PLATFORM_TOKEN = /^[a-z][a-z0-9_-]{0,39}$/;

/** `<root>.<token>` → the event type published there. */
const TYPE_OF_ROUTE: ReadonlyMap<string, EventType> = new Map(
  (Object.entries(EVENT_KINDS) as [EventType, (typeof EVENT_KINDS)[EventType]][]).map(([type, kind]) => [`${kind.subject.root}.${kind.subject.token}`, type]),
);

function platformToken(platform: string): string {
  if (!PLATFORM_TOKEN.test(platform)) throw new RangeError(`platform ${JSON.stringify(platform)} is not a valid subject token`);
  return platform;
}

export function subjectFor(type: EventType, platform: string): string {
  const { root, token } = EVENT_KINDS[type].subject;
  return `${root}.${platformToken(platform)}.${token}`;
}

export function streamFor(type: EventType): StreamName {
  return STREAM_OF_ROOT[EVENT_KINDS[type].subject.root];
}

export function jobSubject(platform: string): string {
  return `${JOBS_ROOT}.${platformToken(platform)}`;
}

/** Where the projector publishes the changes it made to one platform's listings (GET /v1/events reads them). */
export function listingChangeSubject(platform: string): string {
  return `${CHANGES_ROOT}.${platformToken(platform)}.listing`;
}

/** The event type and platform a subject carries, or undefined for a subject outside the layout. */
export function parseSubject(subject: string): { type: EventType; platform: string } | undefined {
  const [root, platform, token, ...extra] = subject.split('.');
  if (!platform || !token || extra.length > 0 || !PLATFORM_TOKEN.test(platform)) return undefined;
  const type = TYPE_OF_ROUTE.get(`${root}.${token}`);
  return type === undefined ? undefined : { type, platform };
}
