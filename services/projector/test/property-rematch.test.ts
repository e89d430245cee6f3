// A listing's group decided again when a fuller page of it arrives: ImmoScout24's replay sends a
// flat's search card (no storey, often no object number) before its exposé, and the card can
// join the flat next door. The exposé's storey or number then contradicts that group: the
// listing leaves it, for the right property or on its own, the same way on every replay, and the
// projector writes the new property as it writes a first one (row, document, no cross_listed).
import type { ListingBody } from '@estate/contract';
import type { EventOf } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { crossListingAssigner, type CrossListing } from '../src/listing-changes-cross-listed.js';
import { ownPropertyId } from '../src/listing-document.js';
import { projectBatch } from '../src/project-batch.js';
import { PropertyMatcher, type PropertyAssignment } from '../src/property-matcher.js';
import type { Versioned } from '../src/version.js';
import { BASE_TIME, listingObservation, observed, type ListingSpec } from './property-listings.js';

interface GermanSpec extends ListingSpec {
  reference?: string;
  floor?: string;
}

/** A German flat's observation as the projector gets it, with the exposé's object number and storey when given. */
function germanObservation(spec: GermanSpec): { document: ListingBody; version: Versioned } {
  const { document, version } = observed(spec);
  const extensions = { ...(document.extensions ?? {}), ...(spec.reference ? { agency_reference: spec.reference } : {}), ...(spec.floor ? { floor: spec.floor } : {}) };
  return { document: { ...document, extensions }, version };
}

const at = (minute: number) => new Date(BASE_TIME.getTime() + minute * 60_000);

const common = { country: 'DE', currency: 'EUR', city: 'Köln', postalCode: '50823', precision: 'approximate', type: 'apartment', rooms: 3 } as const;

/** On immowelt, first floor: office X's flat. */
const flatA: GermanSpec = { ...common, platform: 'immowelt', nativeId: 'iw-a', at: { north: 0, east: 0 }, areaSqm: 78, price: 389_000, agency: 'x', reference: 'X-1', floor: '1. Geschoss' };
/** On immowelt, second floor, next door: office Y's flat, 6 % dearer (the gate does not take it for B's card). */
const flatC: GermanSpec = { ...common, platform: 'immowelt', nativeId: 'iw-c', at: { north: 10, east: 10 }, areaSqm: 78.2, price: 413_000, agency: 'y', reference: 'Y-7', floor: '2. Geschoss' };
/** Office Y's flat C on ImmoScout24: the search card (no storey, no number), then the exposé. */
const cardB: GermanSpec = { ...common, platform: 'immoscout24', nativeId: 'is-b', at: { north: 40, east: 30 }, areaSqm: 78.45, price: 390_000, agency: 'y', observedAt: at(10) };
const exposeB: GermanSpec = { ...cardB, reference: 'Y-7', floor: '2 von 4', observedAt: at(11) };

const idOf = (spec: GermanSpec) => `${spec.platform}:${spec.nativeId}`;

/** Feeds observations in order (a minute apart unless they say), returning each listing's last assignment. */
function feed(specs: readonly GermanSpec[], matcher = new PropertyMatcher()): Map<string, PropertyAssignment> {
  const out = new Map<string, PropertyAssignment>();
  specs.forEach((spec, i) => {
    const { document, version } = germanObservation({ observedAt: at(i), ...spec });
    out.set(idOf(spec), matcher.assign(document, version));
  });
  return out;
}

const own = (spec: GermanSpec) => ownPropertyId(spec.platform as string, spec.nativeId);

describe('re-matching a listing when its exposé contradicts the group its card joined', () => {
  it('joins the flat next door on the card, then moves to its own home when the exposé shows another storey and the office\'s number', () => {
    const matcher = new PropertyMatcher();
    const afterCard = feed([flatA, flatC, cardB], matcher);
    // The card alone passes fredy's gate with flat A: the same rooms, area, postcode and price.
    expect(afterCard.get(idOf(cardB))).toEqual({ propertyId: own(flatA), method: 'geo_area_rooms', confidence: 0.75 });
    const moved = feed([exposeB], matcher).get(idOf(cardB));
    expect(moved).toEqual({ propertyId: own(flatC), method: 'native_reference', confidence: 0.97 });
    // Flat A is alone again, flat C has its other listing, and nobody else's id changed.
    const bId = germanObservation(cardB).document.id;
    const aId = germanObservation(flatA).document.id;
    const cId = germanObservation(flatC).document.id;
    expect(matcher.othersOf(aId)).toEqual([]);
    expect(matcher.othersOf(cId).map((f) => f.listingId)).toEqual([bId]);
    expect(matcher.assignmentOf(aId)).toEqual({ propertyId: own(flatA), method: '', confidence: 0 });
    expect(matcher.assignmentOf(cId)).toEqual({ propertyId: own(flatC), method: '', confidence: 0 });
  });

  it('leaves the wrong group on its own when nothing else fits, with an id the same on every replay and redelivery', () => {
    const events = [flatA, cardB, exposeB];
    const runs = [0, 1].map(() => {
      const matcher = new PropertyMatcher();
      const assigned = feed(events, matcher);
      // A redelivered exposé (the same event again) changes nothing.
      const again = feed([exposeB], matcher).get(idOf(cardB));
      expect(again).toEqual(assigned.get(idOf(cardB)));
      return assigned;
    });
    const b = runs[0]?.get(idOf(cardB));
    expect(b?.method).toBe('');
    expect(b?.propertyId).toMatch(/^prp_/);
    // Not flat A's, and not B's first id either: a listing that leaves takes an id no group holds.
    expect(b?.propertyId).not.toBe(own(flatA));
    expect(b?.propertyId).not.toBe(own(cardB));
    expect(runs[1]).toEqual(runs[0]);
  });

  it('when the property was the card\'s own, the listing that joined it keeps the id and the card\'s listing takes a new one', () => {
    const matcher = new PropertyMatcher();
    const assigned = feed([{ ...cardB, observedAt: at(0) }, { ...flatA, observedAt: at(1) }, { ...exposeB, observedAt: at(2) }], matcher);
    expect(matcher.assignmentOf(germanObservation(flatA).document.id)).toEqual({ propertyId: own(cardB), method: 'geo_area_rooms', confidence: 0.75 });
    const b = assigned.get(idOf(cardB));
    expect(b?.method).toBe('');
    expect(b?.propertyId).not.toBe(own(cardB));
    expect(matcher.othersOf(germanObservation(flatA).document.id)).toEqual([]);
  });

  it('keeps a listing whose group still fits where it is: a price cut or a repeated card moves nothing', () => {
    const matcher = new PropertyMatcher();
    feed([flatA, cardB], matcher);
    const held = matcher.assignmentOf(germanObservation(cardB).document.id);
    feed([{ ...cardB, price: 330_000, observedAt: at(20) }, { ...cardB, observedAt: at(21) }], matcher);
    expect(matcher.assignmentOf(germanObservation(cardB).document.id)).toBe(held);
  });

  it('raises the evidence within its own group when the exposé names the office\'s number there', () => {
    // Flat C's own card would have joined C by the gate; the exposé's number makes it `matched`.
    const matcher = new PropertyMatcher();
    const gateCard: GermanSpec = { ...cardB, price: 413_500, areaSqm: 78.3 };
    const afterCard = feed([flatC, gateCard], matcher).get(idOf(cardB));
    expect(afterCard).toEqual({ propertyId: own(flatC), method: 'geo_area_rooms', confidence: 0.75 });
    const after = feed([{ ...gateCard, reference: 'Y-7', floor: '2 von 4', observedAt: at(30) }], matcher).get(idOf(cardB));
    expect(after).toEqual({ propertyId: own(flatC), method: 'native_reference', confidence: 0.97 });
  });
});

describe('a fuller read of a listing that is older than the one held (two reads of one instant are ordered by event id)', () => {
  const lateExpose: GermanSpec = { ...exposeB, observedAt: at(9) };

  it('keeps its storey for matching the listings that come after it, without changing the listing\'s own group yet', () => {
    const matcher = new PropertyMatcher();
    const card = feed([cardB], matcher).get(idOf(cardB));
    const afterExpose = feed([lateExpose], matcher).get(idOf(cardB));
    // The older read's row is not the one readers see: it gets the held assignment back.
    expect(afterExpose).toBe(card);
    // Flat A passes the gate with B's card, but B is on the second floor and A on the first.
    const a = feed([{ ...flatA, observedAt: at(12) }], matcher).get(idOf(flatA));
    expect(a).toEqual({ propertyId: own(flatA), method: '', confidence: 0 });
  });

  it('decides the listing\'s group again with its next newer observation', () => {
    const matcher = new PropertyMatcher();
    feed([flatA, cardB], matcher);
    expect(feed([lateExpose], matcher).get(idOf(cardB))?.propertyId).toBe(own(flatA));
    // The next run's card states nothing new, but the storey kept from the exposé contradicts flat A.
    const next = feed([{ ...cardB, observedAt: at(20) }], matcher).get(idOf(cardB));
    expect(next?.propertyId).not.toBe(own(flatA));
    expect(next?.method).toBe('');
  });
});

describe('the projector writes a moved listing\'s property as it writes a first one', () => {
  it('puts the new property on the row and the document of the exposé, and tells no cross_listed for the move', () => {
    const events = [flatA, flatC, cardB, exposeB].map((spec, i): EventOf<'listing.observed'> => {
      const event = listingObservation({ observedAt: at(i), ...spec });
      const extensions = { ...(spec.reference ? { agency_reference: spec.reference } : {}), ...(spec.floor ? { floor: spec.floor } : {}) };
      return { ...event, data: { ...event.data, extensions } };
    });
    const found: [string, CrossListing][] = [];
    const assigner = crossListingAssigner(new PropertyMatcher(), (id, crossing) => found.push([id, crossing]));
    const batches = events.map((event) => projectBatch([event], assigner));
    const bId = germanObservation(cardB).document.id;
    const rowsOfB = batches.flatMap((b) => b.rows.listings).filter((r) => r.listing_id === bId);
    expect(rowsOfB.map((r) => [r.property_id, r.property_match_method, r.property_confidence])).toEqual([
      [own(flatA), 'geo_area_rooms', 0.75],
      [own(flatC), 'native_reference', 0.97],
    ]);
    const stored = batches[3]?.documents.get('listings')?.get(bId) as { listing?: { property: { id: string } }; document?: string } | undefined;
    const text = JSON.stringify(stored);
    expect(text).toContain(own(flatC));
    expect(text).not.toContain(own(flatA));
    const search = batches[3]?.documents.get('listing_search')?.get(bId);
    expect(JSON.stringify(search)).toContain(own(flatC));
    // The card's join told one cross_listed (immowelt); moving on the exposé tells nothing more.
    expect(found.map(([id, c]) => [id, c.property_id, c.other_platforms])).toEqual([[bId, own(flatA), ['immowelt']]]);
  });
});
