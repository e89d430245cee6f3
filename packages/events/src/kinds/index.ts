import type { ReportType } from '../report-types.js';
import type { AnyEventKind } from './event-kind.js';
import { agencyKind } from './agency.js';
import { agentKind } from './agent.js';
import { buildingKind } from './building.js';
import { developmentKind } from './development.js';
import { openHouseKind } from './open-house.js';
import { unitKind } from './unit.js';
import { auctionKind } from './auction.js';
import { genericKinds } from './generic.js';
import { jobProgressKind } from './job-progress.js';
import { listingKind } from './listing.js';
import { locationKind } from './location.js';
import { marketPointKind } from './market-point.js';
import { mediaKind } from './media.js';
import { propertyRecordKind } from './property-record.js';
import { sourceRunKind } from './source-run.js';
import { stayAvailabilityKind, stayKind, stayQuoteKind, stayReviewKind } from './stay.js';

/**
 * The one list of event kinds, by event type: the event types themselves, the kind names
 * (`OBSERVED_KINDS` …, event-types.ts), payload schemas, versions, upcasters, native ids,
 * subjects and payload types are all derived from it. A new kind: its module beside these, and
 * one line here. Observed kinds first, in the order manifests list them; reports last.
 */
export const EVENT_KINDS = {
  'listing.observed': listingKind,
  'media.observed': mediaKind,
  'agent.observed': agentKind,
  'agency.observed': agencyKind,
  'auction.observed': auctionKind,
  'building.observed': buildingKind,
  'unit.observed': unitKind,
  'development.observed': developmentKind,
  'open_house.observed': openHouseKind,
  'property_record.observed': propertyRecordKind,
  'market_point.observed': marketPointKind,
  'stay.observed': stayKind,
  'stay_availability.observed': stayAvailabilityKind,
  'stay_review.observed': stayReviewKind,
  'stay_quote.observed': stayQuoteKind,
  'location.observed': locationKind,
  ...genericKinds,
  'source_run.completed': sourceRunKind,
  'job.progress': jobProgressKind,
} as const satisfies Record<`${string}.observed` | ReportType, AnyEventKind>;
