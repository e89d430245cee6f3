import type { Publisher } from '@estate/bus';
import { listingChangeSubject, type ListingChange, type ListingChangeType, type ListingFacts } from '@estate/events';
import { listingSearchDocument, listingSearchValues, listingSearchValuesOf } from '@estate/search';
import type { ListingRow } from '@estate/store';
import type { KvWriteObserver } from './kv-projection.js';
import type { CrossListing } from './listing-changes-cross-listed.js';
import type { Versioned } from './version.js';

const encoder = new TextEncoder();

/** The facts a change is judged by, read from a listing search document (the one written, or the one stored). */
export function listingFactsOf(document: unknown): ListingFacts | undefined {
  const values = listingSearchValuesOf(document);
  if (!values || typeof values.status !== 'string' || typeof values.platform !== 'string') return undefined;
  const currency = typeof values.currency === 'string' ? values.currency : '';
  return { price_amount: typeof values.price_amount === 'number' ? values.price_amount : null, currency, status: values.status };
}

/** What kind of change replacing `previous` by `current` is, or undefined when neither price nor status moved. */
export function changeTypeOf(previous: ListingFacts | undefined, current: ListingFacts): ListingChangeType | undefined {
  if (!previous) return 'new';
  // A status change is named first: a listing sold at another price is, to a follower, a sale.
  if (previous.status !== current.status) return 'status_changed';
  if (previous.price_amount !== current.price_amount || previous.currency !== current.currency) return 'price_changed';
  return undefined;
}

/**
 * The change feed's producer. It watches the projector's writes of the `listing_search` bucket
 * (the only place that sees a listing's old and new document side by side), collects a change
 * for each write that moved price or status, and publishes them on CHANGES once the batch's
 * documents are written. The message id is the listing and the observation that changed it,
 * so a batch committed twice publishes each change once (within the stream's duplicate window).
 */
export class ListingChanges implements KvWriteObserver<ListingFacts> {
  #pending: ListingChange[] = [];
  /**
   * Cross-listings found while a batch was projected, told once the listing's document is
   * written: a batch that fails before that keeps them for its redelivery, whose matcher (the
   * listing already assigned) would not find them again.
   */
  readonly #crossings = new Map<string, CrossListing>();

  constructor(private readonly publisher: Publisher) {}

  facts(document: unknown): ListingFacts | undefined {
    return listingFactsOf(document);
  }

  written(key: string, previous: ListingFacts | undefined, document: unknown, current: ListingFacts | undefined = listingFactsOf(document)): void {
    if (!current) return;
    // Facts are only made of a document whose values hold a platform (listingFactsOf).
    const platform = listingSearchValuesOf(document)?.platform as string;
    const type = changeTypeOf(previous, current);
    if (type) {
      const { observed_at, event_id } = document as Versioned;
      this.#pending.push({ type, listing_id: key, platform, observed_at, event_id, ...(previous ? { previous } : {}), current, search: document });
    }
    const crossing = this.#crossings.get(key);
    if (!crossing) return;
    this.#crossings.delete(key);
    // Named by the observation that joined the home; the document is the listing's as written with it.
    this.#pending.push({ type: 'cross_listed', listing_id: key, platform, observed_at: crossing.observed_at, event_id: crossing.event_id, current, property_id: crossing.property_id, other_platforms: crossing.other_platforms, search: document });
  }

  /** A listing that joined a live home on other platforms (crossListingAssigner): told when its document is written. */
  crossListed(listingId: string, crossing: CrossListing): void {
    this.#crossings.set(listingId, crossing);
  }

  /**
   * After a batch's documents were written: a cross-listing of a listing whose document was not
   * written (the bucket held a newer or the same version, as in a replay over a kept bucket) is
   * not told, as its `new` is not, and not kept either.
   */
  settled(keys: Iterable<string>): void {
    if (this.#crossings.size === 0) return;
    for (const key of keys) this.#crossings.delete(key);
  }

  /**
   * A listing that left the live window (ListingExpiry): its last row, as its search document,
   * facts unchanged. The message id names the observation that expired, so two projectors
   * sweeping the same minute publish it once.
   */
  removed(row: ListingRow): void {
    let professionals: { agent_id?: string; agency_id?: string } = {};
    try {
      const document = JSON.parse(row.document) as { agent?: { id?: string }; agency?: { id?: string } };
      professionals = { ...(document.agent?.id ? { agent_id: document.agent.id } : {}), ...(document.agency?.id ? { agency_id: document.agency.id } : {}) };
    } catch {
      // A document that does not parse leaves the professionals out; the change itself stands.
    }
    const search = listingSearchDocument(row, listingSearchValues(row, professionals));
    const current = listingFactsOf(search);
    if (!current) return;
    this.#pending.push({ type: 'removed', listing_id: row.listing_id, platform: row.platform, observed_at: row.observed_at, event_id: row.event_id, current, search });
  }

  /**
   * Publishes the changes collected since the last call; returns how many. Batches commit two at
   * a time, so a call may publish another batch's changes too: each is a write that happened,
   * published once its batch's documents were written. A batch that failed after some writes
   * leaves their changes for the next call.
   */
  async publish(): Promise<number> {
    const changes = this.#pending;
    this.#pending = [];
    for (const change of changes) {
      await this.publisher.publishRaw(listingChangeSubject(change.platform), encoder.encode(JSON.stringify(change)), `${change.listing_id}.${change.event_id}.${change.type}`);
    }
    if (changes.length > 0) await this.publisher.flush();
    return changes.length;
  }
}
