// Grouping one Japanese home across SUUMO and LIFULL HOME'S: the exact key (丁目, layout, area to
// 0.01 m², floor) and the hard negatives it must keep apart — the neighbouring flats of one
// building, the same street at another number, a developer's identical houses, a re-listing
// after a sale — and what it never rests on (address text alone, building names).
import { describe, expect, it } from 'vitest';
import { listingDocument } from '../src/listing-document.js';
import { chomeOf, floorNumber, JP_RULES } from '../src/property-match-jp.js';
import { documentFacts, keptFacts, propertyFacts } from '../src/property-facts.js';
import { matchEvidence } from '../src/property-match-rules.js';
import { PropertyMatcher } from '../src/property-matcher.js';
import { BASE_TIME, listingObservation, type ListingSpec } from './property-listings.js';

/** The gateway's threshold: a group at or above it is `matched`, below it `possible`. */
const MATCHED = 0.8;

interface JpSpec extends ListingSpec {
  layout?: string;
  /** `extensions.floor` (HOME'S) or `extensions.suumo.floor` (SUUMO), by platform. */
  floor?: string;
}

function jpObserved(spec: JpSpec) {
  const event = listingObservation({ country: 'JP', currency: 'JPY', city: '港区', type: 'apartment', ...spec });
  if (spec.layout !== undefined) event.data.property.layout = spec.layout;
  if (spec.floor !== undefined) event.data.extensions = spec.platform === 'suumo' ? { suumo: { floor: spec.floor } } : { floor: spec.floor };
  return { document: listingDocument(event), version: { observed_at: event.observed_at, event_id: event.id } };
}

const facts = (spec: JpSpec) => documentFacts(jpObserved(spec).document);
const evidence = (a: JpSpec, b: JpSpec) => matchEvidence(facts(a), facts(b));

/** A 2LDK of 38.96 m² on the 12th floor as SUUMO shows it: the address to the 丁目 (full-width), a pin. */
const onSuumo: JpSpec = {
  platform: 'suumo',
  nativeId: '78616622',
  at: { north: 0, east: 0 },
  line1: '六本木３',
  bedrooms: 2,
  rooms: 3,
  layout: '2LDK',
  areaSqm: 38.96,
  floor: '12階',
  yearBuilt: 2005,
  price: 69_800_000,
  agency: 'suumo-agency-1',
};

/** The same flat on HOME'S: the address to the 番地, no pin, another agent's price. */
const onHomes: JpSpec = {
  ...onSuumo,
  platform: 'lifullhomes',
  nativeId: '1030012345678',
  at: undefined,
  line1: '六本木3丁目12-5',
  price: 68_800_000,
  agency: 'homes-agency-1',
};

describe('the 丁目, the layout and the floor as both portals write them', () => {
  it('cuts an address to its 丁目 however it is written, and keeps a town without one apart', () => {
    for (const line of ['六本木3丁目12-5', '六本木三丁目12番5号', '六本木３', '六本木3-12-5', '六本木3']) expect(chomeOf(line)?.block, line).toBe('六本木3');
    expect(chomeOf('北二十四条西3丁目4-1')?.block).toBe('北二十四条西3');
    expect(chomeOf('中野')).toEqual({ block: '中野', numbered: false });
    expect(chomeOf('')).toBeUndefined();
  });

  it('reads a floor from "12階", "12階/14階建", "8階 / 8階建" but not from the building height alone', () => {
    expect([floorNumber('12階'), floorNumber('12階/14階建'), floorNumber('8階 / 8階建'), floorNumber('14階建'), floorNumber(undefined)]).toEqual([12, 12, 8, undefined, undefined]);
  });
});

describe('JP across SUUMO and HOME\'S', () => {
  it('groups one flat by its exact key as matched, with no pin and no building name on HOME\'S', () => {
    expect(evidence(onSuumo, onHomes)).toEqual({ method: 'address', confidence: JP_RULES.unitConfidence });
    expect(JP_RULES.unitConfidence).toBeGreaterThanOrEqual(MATCHED);
    // A storeroom written another way is the same layout once normalized ("2LDK+S" → "2SLDK").
    expect(evidence({ ...onSuumo, layout: '2SLDK' }, { ...onHomes, layout: '2SLDK' })?.confidence).toBe(JP_RULES.unitConfidence);
  });

  it('keeps the flat next door apart: 38.96 against 38.97 m², or the same plan a floor up', () => {
    expect(evidence(onSuumo, { ...onHomes, nativeId: '1030012345679', areaSqm: 38.97 })).toBeUndefined();
    expect(evidence(onSuumo, { ...onHomes, nativeId: '1030012345679', floor: '13階' })).toBeUndefined();
  });

  it('keeps the same street at another 丁目 or with another area apart, and never matches on the address alone', () => {
    expect(evidence(onSuumo, { ...onHomes, line1: '六本木4丁目2-1' })).toBeUndefined();
    expect(evidence(onSuumo, { ...onHomes, areaSqm: 41.2 })).toBeUndefined();
    // One side without a floor or a layout: the key is incomplete, so no match, whatever else agrees.
    expect(evidence(onSuumo, { ...onHomes, floor: undefined })).toBeUndefined();
    expect(evidence({ ...onSuumo, layout: undefined, bedrooms: undefined, rooms: undefined }, { ...onHomes, layout: undefined, bedrooms: undefined, rooms: undefined })).toBeUndefined();
  });

  it('never groups a home with its earlier sale, though the key is the same', () => {
    expect(evidence({ ...onSuumo, status: 'active' }, { ...onHomes, status: 'sold', price: 58_800_000 })).toBeUndefined();
  });

  it('groups a detached house by block, layout and area only below matched: a development builds identical houses', () => {
    const house: JpSpec = { ...onSuumo, type: 'house', line1: '成城3', floor: undefined, layout: '4LDK', bedrooms: 4, rooms: 5, areaSqm: 98.5, price: 89_800_000 };
    const sameOnHomes: JpSpec = { ...house, platform: 'lifullhomes', nativeId: '1030000000777', at: undefined, line1: '成城3丁目7-2', agency: 'homes-agency-2' };
    const found = evidence(house, sameOnHomes);
    expect(found).toEqual({ method: 'address', confidence: JP_RULES.houseConfidence });
    expect(found?.confidence).toBeLessThan(MATCHED);
  });

  it('leaves two listings on one portal to the generic rules (SUUMO\'s 仲介 duplicates, re-measured)', () => {
    const duplicate: JpSpec = { ...onSuumo, nativeId: '78616623', at: { north: 30, east: 20 }, areaSqm: 39, agency: 'suumo-agency-2' };
    expect(evidence(onSuumo, duplicate)?.confidence).toBeGreaterThan(0.6);
  });

  it('keeps two flats of one building on HOME\'S apart: without pins the key decides, not the shared street line', () => {
    const nextDoorOnHomes: JpSpec = { ...onHomes, nativeId: '1030012345681', areaSqm: 38.97, agency: 'homes-agency-3' };
    expect(evidence(onHomes, nextDoorOnHomes)).toBeUndefined();
    expect(evidence(onHomes, { ...nextDoorOnHomes, areaSqm: 38.96, floor: '11階' })).toBeUndefined();
  });
});

describe('the key through documents, rows and the matcher', () => {
  it('reads the floor from HOME\'S extensions.floor and SUUMO\'s extensions.suumo.floor, and a row gives the same facts', () => {
    const fromHomes = facts(onHomes);
    const fromSuumo = facts(onSuumo);
    expect(fromHomes.jpKey).toBe('港区|六本木3|2LDK|38.96|12');
    expect(fromSuumo.jpKey).toBe(fromHomes.jpKey);
    // Both are indexed under one 丁目 address key, so the matcher compares them at all.
    expect(fromHomes.addressKey).toBe(fromSuumo.addressKey);
    const row = propertyFacts({ listingId: fromHomes.listingId, platform: 'lifullhomes', country: 'JP', transaction: 'sale', propertyType: 'apartment', areaSqm: 38.96, line1: '六本木3丁目12-5', city: '港区', layout: '2LDK', floor: '12階' });
    expect(row.jpKey).toBe(fromHomes.jpKey);
  });

  it('keeps the key a fuller page stated when a later card lacks a part', () => {
    const full = facts(onHomes);
    const card = facts({ ...onHomes, floor: undefined });
    expect(card.jpKey).toBe('');
    expect(keptFacts(card, full).jpKey).toBe(full.jpKey);
  });

  it('puts the HOME\'S listing into the SUUMO listing\'s property, and not the neighbour\'s', () => {
    const matcher = new PropertyMatcher();
    const suumo = jpObserved(onSuumo);
    const own = matcher.assign(suumo.document, suumo.version);
    const neighbour = jpObserved({ ...onHomes, nativeId: '1030012345680', areaSqm: 38.97, observedAt: new Date(BASE_TIME.getTime() + 1_000) });
    expect(matcher.assign(neighbour.document, neighbour.version).propertyId).not.toBe(own.propertyId);
    const homes = jpObserved({ ...onHomes, observedAt: new Date(BASE_TIME.getTime() + 2_000) });
    expect(matcher.assign(homes.document, homes.version)).toEqual({ propertyId: own.propertyId, method: 'address', confidence: JP_RULES.unitConfidence });
  });
});
