import type { ListingBody } from '@estate/contract';
import { LIVE_WINDOW_HOURS } from '@estate/events';
import { makeId } from '@estate/normalize';
import { TABLES, type Store } from '@estate/store';
import { GeoGrid } from './geo-grid.js';
import { documentFacts, keptFacts, type PropertyFacts } from './property-facts.js';
import { ambiguousSpanishMatch } from './property-match-es.js';
import { consistentWith, matchEvidence, searchRadiusM, type MatchMethod } from './property-match-rules.js';
import type { IndexedListing, PropertyAssignment } from './indexed-listing.js';
import { readLiveListingFacts } from './live-listing-facts.js';
import type { Versioned } from './version.js';

export type { IndexedListing, PropertyAssignment } from './indexed-listing.js';

interface Entry extends IndexedListing {
  cell: number | undefined;
  /**
   * An observation older than the one held (by version: two reads of one instant are ordered by
   * event id, not by when they were read) stated more of the dwelling: its facts are kept at once
   * for matching others, and the listing's own grouping is decided again with its next newer
   * observation, whose row is the one readers see.
   */
  recheck?: boolean;
}

export interface PropertyMatcherOptions {
  /** Listings observed longer ago than this (before the newest observation) are not matched against. */
  windowHours?: number;
}

export interface PropertyMatcherStats {
  listings: number;
  /** By a key naming the dwelling: the UPRN, or a full postcode with the house number. */
  byKey: number;
  byAddress: number;
  byGeo: number;
  alone: number;
}

/**
 * Cells of 250 m: a search reaches 300 m around an exact point (a candidate's pin may be
 * blurred) and 450 m around a blurred one, so it reads 4×4 to 6×6 cells; smaller cells would
 * multiply the lookups, larger ones the candidates that are compared and dropped.
 */
/** Listings added between two turns of the event loop while warming. */
const WARM_SLICE = 5_000;
const CELL_M = 250;
/** A full scan for expired listings runs when the newest observation moved on this much. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Groups the listings of one property across platforms (and duplicates on one platform): a
 * listing seen for the first time joins the property of the best matching listing seen before
 * it (`property-match-rules`), or is its own property. The property id is that of the
 * property's first listing, and a listing keeps its assignment for as long as it is live and
 * its group fits, so ids never flip between observations with a price or a status. Only a newer
 * observation stating more of the dwelling (a detail page after the search card: a storey, an
 * object number, a flat, a UPRN) has the listing's grouping decided again (`#reconsider`): it
 * leaves a group a member of which it now contradicts, or moves for a strictly stronger match.
 *
 * Deterministic under replay: decisions depend only on the events in stream order. Liveness is
 * measured on the events' own clock (the newest `observed_at` seen, not the wall clock), ties go
 * to the smaller listing id, and a warm start loads exactly the listings a running matcher would
 * hold (the live rows of `listings`, each with its latest facts and its assignment). A listing
 * already assigned keeps its assignment, so a batch that fails to commit and is redelivered
 * gets the same ids again; and because the matcher keeps what a failed batch taught it,
 * batches delivered meanwhile are matched as the stream orders them, which a rebuild repeats.
 *
 * Why in memory: matching runs once per new listing on the hot path of the projector (tens of
 * thousands of events a second); a ClickHouse query per listing (~5–10 ms) could not keep up,
 * while an index of the live listings answers in microseconds (measured: ~4 µs for a listing
 * seen before, its facts re-read; 10–30 µs for a new one) and costs ~0.7 KB a listing (0.7 GB
 * for a million live listings). Several projector instances sharing the durable consumer each
 * match against their own view: the listings they warmed with at start plus the ones they
 * projected since, not those another instance projected meanwhile. Two listings of one property
 * handled by different instances may then stay apart (or join different earlier listings) until
 * a rebuild, which runs one matcher over the whole stream. Run one projector where grouping
 * matters.
 */
export class PropertyMatcher {
  readonly #entries = new Map<string, Entry>();
  /** Listings by address key; nearly every key has one. Order within a key carries no meaning. */
  readonly #byAddress = new Map<string, Entry[]>();
  /** The listings of each property that has more than one: a single listing is its property. */
  readonly #groups = new Map<string, Entry[]>();
  readonly #grid = new GeoGrid<Entry>(CELL_M);
  readonly #windowMs: number;
  #newestMs = Number.NEGATIVE_INFINITY;
  #prunedAtMs = Number.NEGATIVE_INFINITY;

  constructor(options: PropertyMatcherOptions = {}) {
    this.#windowMs = (options.windowHours ?? LIVE_WINDOW_HOURS) * 3_600_000;
  }

  /**
   * A matcher holding the live listings of `table` (one query), as the last run left them. Loaded
   * a slice at a time, as `load` would in one go: the thread that warms serves meanwhile (in the
   * embedded process, the gateway's store reads; in one go, 200k listings held it ~3 s).
   */
  static async warm(store: Store, options: PropertyMatcherOptions & { table?: string } = {}): Promise<PropertyMatcher> {
    const matcher = new PropertyMatcher(options);
    const listings = await readLiveListingFacts(store, { table: options.table ?? TABLES.listings, windowHours: options.windowHours ?? LIVE_WINDOW_HOURS });
    for (let at = 0; at < listings.length; at += WARM_SLICE) {
      matcher.#add(listings.slice(at, at + WARM_SLICE));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    matcher.#settle();
    return matcher;
  }

  /**
   * The property of the listing `document` describes (built with its own property id), as of
   * the observation `version`. Call in stream order: the first call for a listing decides,
   * unless a newer observation states what contradicts that group (see `#reconsider`).
   * `descriptionDigest` travels beside the document (GB, ES, DE; see `listingDescriptionDigest`).
   */
  assign(document: ListingBody, version: Versioned, descriptionDigest = ''): PropertyAssignment {
    const observedAtMs = Date.parse(version.observed_at);
    if (observedAtMs > this.#newestMs) this.#newestMs = observedAtMs;
    const existing = this.#live(document.id);
    if (existing) {
      if (newer(observedAtMs, version.event_id, existing)) {
        const before = existing.facts;
        this.#update(existing, documentFacts(document, descriptionDigest), observedAtMs, version.event_id);
        if (existing.recheck || identityGained(before, existing.facts)) this.#reconsider(existing, version.event_id);
        existing.recheck = false;
      } else {
        this.#keepOlder(existing, documentFacts(document, descriptionDigest));
      }
      return existing.assignment;
    }
    const own: PropertyAssignment = { propertyId: document.property.id, method: '', confidence: 0 };
    // An observation already outside the window matches nothing and is not kept.
    if (observedAtMs <= this.#cutoff()) return own;
    const facts = documentFacts(document, descriptionDigest);
    const best = this.#bestMatch(facts);
    const entry: Entry = { facts, assignment: own, observedAtMs, eventId: version.event_id, cell: undefined };
    if (best) this.#join(entry, best);
    this.#insert(entry);
    return entry.assignment;
  }

  /**
   * Adds listings with their assignments, as read back from the table (a newer version of a
   * listing wins), and drops what is outside the window of the newest.
   */
  load(listings: Iterable<IndexedListing>): void {
    this.#add(listings);
    this.#settle();
  }

  #add(listings: Iterable<IndexedListing>): void {
    for (const listing of listings) {
      if (listing.observedAtMs > this.#newestMs) this.#newestMs = listing.observedAtMs;
      const existing = this.#entries.get(listing.facts.listingId);
      if (existing) {
        if (newer(listing.observedAtMs, listing.eventId, existing)) this.#update(existing, listing.facts, listing.observedAtMs, listing.eventId);
      } else {
        this.#insert({ ...listing, cell: undefined });
      }
    }
  }

  /** After adding: drops what is outside the window of the newest, and groups the properties again. */
  #settle(): void {
    this.pruneExpired(true);
    this.#groups.clear();
    const byProperty = new Map<string, Entry[]>();
    for (const entry of this.#entries.values()) {
      const members = byProperty.get(entry.assignment.propertyId);
      if (members) members.push(entry);
      else byProperty.set(entry.assignment.propertyId, [entry]);
    }
    for (const [propertyId, members] of byProperty) if (members.length > 1) this.#groups.set(propertyId, members);
  }

  /** The assignment of a live listing. */
  assignmentOf(listingId: string): PropertyAssignment | undefined {
    return this.#live(listingId)?.assignment;
  }

  /**
   * The facts of the other live listings of a listing's property (none when it is alone): what
   * the change feed tells a cross-listing by. Reads only; matching is not affected.
   */
  othersOf(listingId: string): PropertyFacts[] {
    const entry = this.#live(listingId);
    const group = entry && this.#groups.get(entry.assignment.propertyId);
    if (!group) return [];
    const cutoff = this.#cutoff();
    return group.filter((m) => m !== entry && m.observedAtMs > cutoff).map((m) => m.facts);
  }

  /**
   * Drops listings that left the window, so memory holds live listings only. Scans everything,
   * so by default it runs only once the newest observation moved on by ten minutes; expired
   * listings are ignored by matching whether dropped yet or not. Returns how many were dropped.
   */
  pruneExpired(force = false): number {
    if (!force && this.#newestMs - this.#prunedAtMs < PRUNE_EVERY_MS) return 0;
    this.#prunedAtMs = this.#newestMs;
    const cutoff = this.#cutoff();
    let dropped = 0;
    for (const entry of this.#entries.values()) {
      if (entry.observedAtMs <= cutoff) {
        this.#remove(entry);
        dropped += 1;
      }
    }
    return dropped;
  }

  get size(): number {
    return this.#entries.size;
  }

  stats(): PropertyMatcherStats {
    const stats = { listings: this.#entries.size, byKey: 0, byAddress: 0, byGeo: 0, alone: 0 };
    for (const { assignment } of this.#entries.values()) {
      if (assignment.method === 'uprn' || assignment.method === 'postcode_house_number') stats.byKey += 1;
      else if (assignment.method === 'address') stats.byAddress += 1;
      else if (assignment.method === '') stats.alone += 1;
      // A GB full postcode with the rooms backs a geo match: still a match by place.
      else stats.byGeo += 1;
    }
    return stats;
  }

  #cutoff(): number {
    return this.#newestMs - this.#windowMs;
  }

  #live(listingId: string): Entry | undefined {
    const entry = this.#entries.get(listingId);
    if (!entry) return undefined;
    if (entry.observedAtMs > this.#cutoff()) return entry;
    // Gone from the window: a listing seen again after that starts over, as after a warm start.
    this.#remove(entry);
    return undefined;
  }

  /**
   * The best candidate whose whole property the listing fits: one listing of a property can
   * match a newcomer that another listing of it contradicts (another year built, other rooms);
   * then the next candidate is tried. Ties go to the smaller listing id, never to index order.
   */
  #bestMatch(facts: PropertyFacts, self?: Entry): Candidate | undefined {
    const cutoff = this.#cutoff();
    const candidates: Candidate[] = [];
    const seen = new Set<Entry>();
    const consider = (entry: Entry) => {
      if (entry === self || entry.observedAtMs <= cutoff || seen.has(entry)) return;
      seen.add(entry);
      const evidence = matchEvidence(facts, entry.facts);
      if (evidence) candidates.push({ entry, method: evidence.method, confidence: evidence.confidence });
    };
    if (facts.addressKey !== undefined) this.#byAddress.get(facts.addressKey)?.forEach(consider);
    if (facts.point) this.#grid.forEachNear(facts.point.lat, facts.point.lon, searchRadiusM(facts.point.slackM), consider);
    if (candidates.length > 1) {
      candidates.sort((x, y) => y.confidence - x.confidence || (x.entry.facts.listingId < y.entry.facts.listingId ? -1 : 1));
    }
    const best = candidates.find((c) => this.#fitsProperty(facts, c.entry, self));
    // ES: a weak match that another home's listing makes about as well is not taken (property-match-es).
    return best && ambiguous(best, candidates) ? undefined : best;
  }

  #fitsProperty(facts: PropertyFacts, candidate: Entry, self?: Entry): boolean {
    const group = this.#groups.get(candidate.assignment.propertyId);
    if (!group) return true;
    const cutoff = this.#cutoff();
    for (const member of group) {
      if (member !== candidate && member !== self && member.observedAtMs > cutoff && !consistentWith(facts, member.facts)) return false;
    }
    return true;
  }

  /**
   * A later observation stated what the first did not (a storey, a reference, a flat, a UPRN):
   * the listing's grouping is decided again on what is known now. A listing whose group another
   * live member now contradicts leaves it, for the best property it fits or on its own; one alone,
   * or joined to a property, moves only for a strictly stronger match elsewhere (within its own
   * property the evidence is only raised). A property's first listing with others joined to it
   * stays while they fit: they matched it. The others of a group keep its id whoever leaves, so
   * rows written for them stay right; a listing that leaves and joins nothing takes an id of its
   * own derived from this observation (its first id may be the group's), the same on replay.
   */
  #reconsider(entry: Entry, eventId: string): void {
    const current = entry.assignment;
    const group = this.#groups.get(current.propertyId);
    const cutoff = this.#cutoff();
    const vetoed = group?.some((m) => m !== entry && m.observedAtMs > cutoff && !consistentWith(entry.facts, m.facts)) ?? false;
    if (!vetoed) {
      if (group && current.method === '') return;
      const best = this.#bestMatch(entry.facts, entry);
      if (!best || best.confidence <= current.confidence) return;
      if (best.entry.assignment.propertyId === current.propertyId) {
        entry.assignment = { propertyId: current.propertyId, method: best.method, confidence: best.confidence };
        return;
      }
    }
    this.#leaveGroup(entry);
    const best = this.#bestMatch(entry.facts, entry);
    if (best) this.#join(entry, best);
    else entry.assignment = { propertyId: makeId('prp', entry.facts.listingId, eventId), method: '', confidence: 0 };
  }

  /** Puts a listing into the property of its best match. */
  #join(entry: Entry, best: Candidate): void {
    entry.assignment = { propertyId: best.entry.assignment.propertyId, method: best.method, confidence: best.confidence };
    const group = this.#groups.get(entry.assignment.propertyId);
    // Without a group the candidate is the property's only listing.
    if (group) group.push(entry);
    else this.#groups.set(entry.assignment.propertyId, [best.entry, entry]);
  }

  #insert(entry: Entry): void {
    this.#entries.set(entry.facts.listingId, entry);
    this.#index(entry);
  }

  /** What an older observation states of the dwelling that the held facts lack (keptFacts, the other way round). */
  #keepOlder(entry: Entry, older: PropertyFacts): void {
    const facts = keptFacts(entry.facts, older);
    if (facts === entry.facts || !identityGained(entry.facts, facts)) return;
    this.#update(entry, facts, entry.observedAtMs, entry.eventId);
    entry.recheck = true;
  }

  #update(entry: Entry, newer: PropertyFacts, observedAtMs: number, eventId: string): void {
    const facts = keptFacts(newer, entry.facts);
    // Most observations repeat the address and the point: then the index stays as it is.
    const cell = facts.point ? this.#grid.cellOf(facts.point.lat, facts.point.lon) : undefined;
    const moved = cell !== entry.cell || facts.addressKey !== entry.facts.addressKey;
    if (moved) this.#unindex(entry);
    entry.facts = facts;
    entry.observedAtMs = observedAtMs;
    entry.eventId = eventId;
    if (moved) this.#index(entry);
  }

  #remove(entry: Entry): void {
    this.#unindex(entry);
    this.#entries.delete(entry.facts.listingId);
    this.#leaveGroup(entry);
  }

  #leaveGroup(entry: Entry): void {
    const propertyId = entry.assignment.propertyId;
    const group = this.#groups.get(propertyId);
    if (!group) return;
    const rest = group.filter((m) => m !== entry);
    if (rest.length > 1) this.#groups.set(propertyId, rest);
    else this.#groups.delete(propertyId);
  }

  #index(entry: Entry): void {
    const { addressKey, point } = entry.facts;
    if (addressKey !== undefined) {
      const same = this.#byAddress.get(addressKey);
      if (same) same.push(entry);
      else this.#byAddress.set(addressKey, [entry]);
    }
    entry.cell = point ? this.#grid.cellOf(point.lat, point.lon) : undefined;
    if (entry.cell !== undefined) this.#grid.add(entry.cell, entry);
  }

  #unindex(entry: Entry): void {
    const { addressKey } = entry.facts;
    const same = addressKey === undefined ? undefined : this.#byAddress.get(addressKey);
    if (addressKey !== undefined && same) {
      const at = same.indexOf(entry);
      if (at >= 0) {
        same[at] = same[same.length - 1] as Entry;
        same.pop();
      }
      if (same.length === 0) this.#byAddress.delete(addressKey);
    }
    if (entry.cell !== undefined) this.#grid.delete(entry.cell, entry);
    entry.cell = undefined;
  }
}

/** A best match: the candidate and the evidence. */
interface Candidate {
  entry: Entry;
  method: MatchMethod;
  confidence: number;
}

const ranked = (c: Candidate) => ({ facts: c.entry.facts, propertyId: c.entry.assignment.propertyId, confidence: c.confidence });

/** Whether another home's listing matches about as well as a weak best match (ES; property-match-es). */
function ambiguous(best: Candidate, candidates: readonly Candidate[]): boolean {
  if (!best.entry.facts.es || candidates.length < 2) return false;
  return ambiguousSpanishMatch(ranked(best), candidates.map(ranked), (a, b) => !consistentWith(a, b));
}

/**
 * Whether newer facts state something about the dwelling's identity the older did not, or
 * another value of it: a detail page after the search card (a storey, a reference, a flat, a
 * UPRN, a full postcode). Prices, statuses and points move with every observation and change
 * no grouping: ids do not flip with a price cut.
 */
function identityGained(older: PropertyFacts, newer: PropertyFacts): boolean {
  if (older === newer) return false;
  return (
    older.uprn !== newer.uprn ||
    older.postalCode !== newer.postalCode ||
    older.addressKey !== newer.addressKey ||
    older.lineCode !== newer.lineCode ||
    older.unitCode !== newer.unitCode ||
    older.mlsNumber !== newer.mlsNumber ||
    older.jpKey !== newer.jpKey ||
    older.newBuild !== newer.newBuild ||
    older.es?.reference !== newer.es?.reference ||
    older.es?.floor !== newer.es?.floor ||
    older.es?.cadastral !== newer.es?.cadastral ||
    older.es?.phone !== newer.es?.phone ||
    older.es?.publishedDay !== newer.es?.publishedDay ||
    older.de?.reference !== newer.de?.reference ||
    older.de?.floor !== newer.de?.floor
  );
}

/** Whether an observation is newer than the one an entry holds (the tables' version order). */
function newer(observedAtMs: number, eventId: string, entry: Entry): boolean {
  if (observedAtMs !== entry.observedAtMs) return observedAtMs > entry.observedAtMs;
  return eventId > entry.eventId;
}
