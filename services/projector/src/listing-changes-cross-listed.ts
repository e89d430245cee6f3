import type { ListingBody } from '@estate/contract';
import type { PropertyAssigner } from './kinds/projection.js';
import type { PropertyFacts } from './property-facts.js';
import type { PropertyMatcher } from './property-matcher.js';
import type { Versioned } from './version.js';

/**
 * Statuses of a listing still on the market. A sold, let or withdrawn listing in the window is
 * not a live home: a home re-listed elsewhere after its sale is not "already listed".
 */
const ON_THE_MARKET: ReadonlySet<string> = new Set(['active', 'under_offer', 'pending']);

/** A listing that joined a live home listed on other platforms: what its `cross_listed` change carries. */
export interface CrossListing {
  property_id: string;
  /** Sorted, each once. */
  other_platforms: string[];
  /** The observation that joined it: the change's message id, the same on every replay. */
  observed_at: string;
  event_id: string;
}

/**
 * The other platforms a listing's home is live on, when the listing is live and the first of
 * its platform in the home (a second listing on a platform the home is already seen on, live or
 * not, says nothing new); undefined otherwise.
 */
export function crossListedOn(own: Pick<PropertyFacts, 'platform' | 'status'>, others: readonly Pick<PropertyFacts, 'platform' | 'status'>[]): string[] | undefined {
  if (!ON_THE_MARKET.has(own.status)) return undefined;
  if (others.some((o) => o.platform === own.platform)) return undefined;
  const platforms = [...new Set(others.filter((o) => ON_THE_MARKET.has(o.status)).map((o) => o.platform))].sort();
  return platforms.length > 0 ? platforms : undefined;
}

/** What telling a cross-listing needs of the matcher besides assigning. */
export type CrossListingMatcher = Pick<PropertyMatcher, 'assign' | 'assignmentOf' | 'othersOf'>;

/**
 * The matcher as the listing projection uses it, also telling `found` of each listing that, on
 * its first assignment, joins a live home on other platforms. Only a first assignment counts: a
 * re-observation, a redelivered batch or a warm start (the listing already held) tells nothing,
 * so a cross-listing is told once per stay of the listing in the window, and a replay of the
 * stream (the matcher decides in stream order) tells the same ones.
 */
export function crossListingAssigner(matcher: CrossListingMatcher, found: (listingId: string, crossing: CrossListing) => void): PropertyAssigner {
  return {
    assign(document: ListingBody, version: Versioned, descriptionDigest?: string) {
      const held = matcher.assignmentOf(document.id);
      const assignment = matcher.assign(document, version, descriptionDigest);
      // Only a listing's first assignment tells: one the matcher held already (re-observed, or
      // moved to another property when a fuller page contradicted its group) tells nothing.
      if (held !== undefined || assignment.method === '') return assignment;
      const platforms = crossListedOn({ platform: document.source.platform, status: document.status }, matcher.othersOf(document.id));
      if (platforms) found(document.id, { property_id: assignment.propertyId, other_platforms: platforms, observed_at: version.observed_at, event_id: version.event_id });
      return assignment;
    },
  };
}
