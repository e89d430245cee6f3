import { STREAM_NAMES, streamFor, type EventType } from '@estate/events';
import { TABLES, type TableKey } from '@estate/store';
import { agencyProjection } from './agency.js';
import { agentProjection } from './agent.js';
import { buildingProjection } from './building.js';
import { developmentProjection } from './development.js';
import { openHouseProjection } from './open-house.js';
import { unitProjection } from './unit.js';
import { auctionProjection } from './auction.js';
import { listingProjection } from './listing.js';
import { locationProjection } from './location.js';
import { marketPointProjection } from './market-point.js';
import { mediaProjection } from './media.js';
import { propertyRecordProjection } from './property-record.js';
import type { BucketName, Projection } from './projection.js';
import { jobProgressProjection } from './job-progress.js';
import { sourceRunProjection } from './source-run.js';
import { stayProjection } from './stay.js';
import { stayAvailabilityProjection } from './stay-availability.js';
import { stayQuoteProjection } from './stay-quote.js';
import { stayReviewProjection } from './stay-review.js';

/**
 * The event types the projector projects: every one of @estate/events' EVENT_TYPES. A type
 * without its entry in PROJECTIONS fails the type check. An event of a type this build does not
 * know never reaches a projection: the decoder rejects it (`unknown_type`).
 */
export type ProjectedType = EventType;

/**
 * The one list of projections. Dispatch, the tables a batch commits, the KV buckets written and
 * the per-table metrics all derive from it; an event type without its entry, or an entry that
 * does not take its type's events, fails the type check. A new kind: its module beside these
 * and one line here.
 */
export const PROJECTIONS = {
  'listing.observed': listingProjection,
  'media.observed': mediaProjection,
  'source_run.completed': sourceRunProjection,
  'agent.observed': agentProjection,
  'agency.observed': agencyProjection,
  'location.observed': locationProjection,
  'auction.observed': auctionProjection,
  'building.observed': buildingProjection,
  'unit.observed': unitProjection,
  'development.observed': developmentProjection,
  'open_house.observed': openHouseProjection,
  'stay.observed': stayProjection,
  'stay_availability.observed': stayAvailabilityProjection,
  'stay_review.observed': stayReviewProjection,
  'stay_quote.observed': stayQuoteProjection,
  'market_point.observed': marketPointProjection,
  'property_record.observed': propertyRecordProjection,
  'job.progress': jobProgressProjection,
} as const satisfies { [T in EventType]: Projection<T, TableKey, never> };

type AnyProjection = (typeof PROJECTIONS)[ProjectedType];

/** The store tables the projections write, by their store key (listings, listingMedia, ...). */
export type ProjectedTableKey = AnyProjection['tables'][number];

/** The tables the projector writes, by key; a rebuild writes the same keys into fresh tables. */
export type ProjectedTables = Readonly<Record<ProjectedTableKey, string>>;

export const PROJECTED_TABLE_KEYS: readonly ProjectedTableKey[] = [...new Set(Object.values(PROJECTIONS).flatMap((p): readonly ProjectedTableKey[] => p.tables))];

/**
 * The tables a rebuild replays OBSERVATIONS into: those of the kinds that stream carries. The
 * SERIES kinds' tables (market points) outlive any stream replay and are never rebuilt.
 */
export const REBUILT_TABLE_KEYS: readonly ProjectedTableKey[] = [
  ...new Set(
    (Object.entries(PROJECTIONS) as [ProjectedType, AnyProjection][])
      .filter(([type]) => streamFor(type) === STREAM_NAMES.observations)
      .flatMap(([, p]): readonly ProjectedTableKey[] => p.tables),
  ),
];

export const PROJECTED_TABLES: ProjectedTables = Object.fromEntries(PROJECTED_TABLE_KEYS.map((key) => [key, TABLES[key]])) as Record<ProjectedTableKey, string>;

/**
 * The KV buckets the projections keep documents in, in the order a batch writes them: a
 * projection's buckets in the order it lists them (the listing document before its search
 * fields, so a search a gateway answers finds the document in place).
 */
export const PROJECTED_BUCKETS: readonly BucketName[] = [...new Set(Object.values(PROJECTIONS).flatMap((p): readonly BucketName[] => p.documents ?? []))];

export function isProjected(type: EventType): type is ProjectedType {
  return Object.hasOwn(PROJECTIONS, type);
}
