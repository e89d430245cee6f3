import type { EventType } from '../event-types.js';
import type { AnyEventKind } from './event-kind.js';
import { genericKinds } from './generic.js';
import { jobProgressKind } from './job-progress.js';
import { listingKind } from './listing.js';
import { mediaKind } from './media.js';
import { sourceRunKind } from './source-run.js';

/**
 * The one list of event kinds. Payload schemas, versions, upcasters, native ids, subjects and
 * payload types are all derived from it; a type of EVENT_TYPES without an entry here fails the
 * type check. A new kind: its module beside these, and one line here.
 */
export const EVENT_KINDS = {
  'listing.observed': listingKind,
  'media.observed': mediaKind,
  ...genericKinds,
  'source_run.completed': sourceRunKind,
  'job.progress': jobProgressKind,
} as const satisfies Record<EventType, AnyEventKind>;
