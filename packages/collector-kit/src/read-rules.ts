import type { Observation, ObservedKind, PayloadOf } from '@estate/events';
import { mergeAuctions } from './merge-auctions.js';
import { mergeObservations } from './merge-observations.js';
import { mergeBuildings, mergeUnits } from './merge-places.js';
import { mergeProfessionals } from './professionals.js';

type DataOf<K extends ObservedKind> = PayloadOf<`${K}.observed`>;

/**
 * When a run publishes the records of a kind it reads:
 * - `as_read`: as soon as each is read;
 * - `listing`: kept per native id, merged over its reads, published first once the source is
 *   drained (a job keeps only the listings that answer it);
 * - `professional`: agents and agencies, merged per identity with those named beside the
 *   listings, published after them (a job's answer is its listings: it leaves them);
 * - `merged`: read several times over (an auction's tabs, a building named by each of its
 *   flats), merged per native id, published last.
 */
export type Publication = 'as_read' | 'listing' | 'professional' | 'merged';

/** A kind's rule: when it is published, how two reads of one record merge (later fields win), and the listing it hangs off if any. */
export type ReadRule<K extends ObservedKind> =
  | { readonly publish: 'as_read'; readonly listingOf?: (data: DataOf<K>) => string }
  | { readonly publish: Exclude<Publication, 'as_read'>; readonly merge: (earlier: DataOf<K>, later: DataOf<K>) => DataOf<K> };

const AS_READ = { publish: 'as_read' } as const;

/**
 * The one table of how a run treats each observed kind; a kind without its rule fails the type
 * check. A new kind: one line here (`AS_READ` unless its reads need merging).
 */
export const READ_RULES = {
  listing: { publish: 'listing', merge: mergeObservations },
  // A job keeps a listing's media only once the listing answered it.
  media: { publish: 'as_read', listingOf: (data) => data.listing_native_id },
  agent: { publish: 'professional', merge: mergeProfessionals },
  agency: { publish: 'professional', merge: mergeProfessionals },
  auction: { publish: 'merged', merge: mergeAuctions },
  building: { publish: 'merged', merge: mergeBuildings },
  unit: { publish: 'merged', merge: mergeUnits },
  development: AS_READ,
  open_house: AS_READ,
  property_record: AS_READ,
  market_point: AS_READ,
  stay: AS_READ,
  stay_availability: AS_READ,
  stay_review: AS_READ,
  stay_quote: AS_READ,
  location: AS_READ,
} as const satisfies { [K in ObservedKind]: ReadRule<K> };

type Rules = typeof READ_RULES;

/** The kinds published the way `P` says. */
export type KindPublished<P extends Publication> = { [K in ObservedKind]: Rules[K]['publish'] extends P ? K : never }[ObservedKind];

export type ObservationPublished<P extends Publication> = Extract<Observation, { kind: KindPublished<P> }>;

type AnyData = Observation['data'];

/** Any kind's rule, seen through its methods (bivariant, so every ReadRule fits). */
interface AnyRule {
  readonly publish: Publication;
  merge?(earlier: AnyData, later: AnyData): AnyData;
  listingOf?(data: AnyData): string;
}

/** The rule of an observation's kind; its functions are only ever given data of that kind. */
function ruleOf(observation: Observation): AnyRule {
  return READ_RULES[observation.kind] as AnyRule;
}

export function publishedAs<P extends Publication>(observation: Observation, publish: P): observation is ObservationPublished<P> {
  return READ_RULES[observation.kind].publish === publish;
}

/** A read merged over the earlier read of the same record in this run (see each kind's merge). */
export function mergeRead<O extends Observation>(earlier: O | undefined, later: O): O {
  if (earlier === undefined || earlier.kind !== later.kind) return later;
  const merge = ruleOf(later).merge;
  // The merge of `later.kind` returns data of that kind: the same observation type.
  return merge ? ({ kind: later.kind, data: merge(earlier.data, later.data) } as O) : later;
}

/** The listing an observation hangs off, for kinds whose rule names one (a job keeps only its listings' records). */
export function listingOf(observation: Observation): string | undefined {
  return ruleOf(observation).listingOf?.(observation.data);
}
