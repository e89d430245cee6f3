import { describe, expect, it } from 'vitest';
import { ownPropertyId } from '../src/listing-document.js';
import { documentFacts, lineCodes, unitCode } from '../src/property-facts.js';
import { MATCH_RULES, matchEvidence } from '../src/property-match-rules.js';
import { PropertyMatcher, type PropertyAssignment } from '../src/property-matcher.js';
import { BASE_TIME, brickellCondo, observed, type ListingSpec } from './property-listings.js';

const facts = (spec: ListingSpec) => documentFacts(observed(spec).document);
const evidence = (a: ListingSpec, b: ListingSpec) => matchEvidence(facts(a), facts(b));

/** Feeds listings to a matcher in order, a second apart unless they say otherwise; their assignments by native id. */
function assignAll(specs: readonly ListingSpec[], matcher = new PropertyMatcher()): Map<string, PropertyAssignment> {
  const out = new Map<string, PropertyAssignment>();
  specs.forEach((spec, i) => {
    const { document, version } = observed({ observedAt: new Date(BASE_TIME.getTime() + i * 1000), ...spec });
    out.set(spec.nativeId, matcher.assign(document, version));
  });
  return out;
}

const own = (spec: ListingSpec): PropertyAssignment => ({ propertyId: ownPropertyId(spec.platform ?? 'zillow', spec.nativeId), method: '', confidence: 0 });

// The same condo on rightmove: another agent's pin 45 m away, the area rounded up by 3%,
// the price 2% lower, no street line (rightmove shows a street only for UK homes), a condo
// called an apartment.
const onRightmove: ListingSpec = {
  platform: 'rightmove',
  nativeId: 'r-1',
  at: { north: 30, east: 34 },
  postalCode: '33129',
  type: 'apartment',
  bedrooms: 2,
  bathrooms: 2,
  areaSqm: 82.4,
  price: 490_000,
};

describe('address codes', () => {
  it('reads house numbers and units however they are written', () => {
    expect(lineCodes('4019 Brickell Ave APT 7A')).toEqual(['4019', '7a']);
    expect(lineCodes('4152 W 110th St')).toEqual(['4152']);
    expect(lineCodes('Duisburger Straße 43b')).toEqual(['43b']);
    expect(lineCodes('北沢１丁目22-19')).toEqual(['1', '22', '19']);
    for (const unit of ['Apt 14B', 'Unit 14-B', '#14b']) expect(unitCode(unit)).toBe('14b');
    for (const unit of ['2º B', 'Piso 2, puerta B']) expect(unitCode(unit)).toBe('2b');
    expect(unitCode('108号室')).toBe('108');
    expect(unitCode('Penthouse')).toBe('');
  });
});

describe('match rules', () => {
  it('takes a listing on another platform nearby, with the same rooms and about the same area, for the same home', () => {
    const found = evidence(onRightmove, brickellCondo);
    expect(found?.method).toBe('geo_area_rooms');
    expect(found?.confidence).toBeGreaterThanOrEqual(MATCH_RULES.minGeoConfidence);
    expect(found?.confidence).toBeLessThan(0.9);
  });

  it('is less sure the farther apart and the more different in area two listings are', () => {
    // Houses: a flat one listing does not name stays below `matched` whatever its point says (property-match-us).
    const house: ListingSpec = { ...brickellCondo, type: 'house', unit: undefined };
    const onRightmoveHouse: ListingSpec = { ...onRightmove, type: 'house' };
    const near = evidence({ ...onRightmoveHouse, at: { north: 10, east: 0 }, areaSqm: 80 }, house);
    const farther = evidence({ ...onRightmoveHouse, at: { north: 100, east: 0 }, areaSqm: 80 }, house);
    const larger = evidence({ ...onRightmoveHouse, at: { north: 10, east: 0 }, areaSqm: 87 }, house);
    expect(near?.method).toBe('geo_area_rooms');
    expect(near?.confidence).toBeGreaterThan(farther?.confidence ?? 1);
    expect(near?.confidence).toBeGreaterThan(larger?.confidence ?? 1);
  });

  it('keeps exactly placed listings apart beyond the base distance, and lets a blurred pin lie farther', () => {
    expect(evidence({ ...onRightmove, at: { north: 140, east: 0 }, areaSqm: 80 }, brickellCondo)).toBeDefined();
    expect(evidence({ ...onRightmove, at: { north: 170, east: 0 }, areaSqm: 80 }, brickellCondo)).toBeUndefined();
    expect(evidence({ ...onRightmove, at: { north: 250, east: 0 }, areaSqm: 80, precision: 'approximate' }, brickellCondo)).toBeDefined();
    expect(evidence({ ...onRightmove, at: { north: 320, east: 0 }, areaSqm: 80, precision: 'approximate' }, brickellCondo)).toBeUndefined();
    // A pin that only names the neighbourhood locates no home.
    expect(evidence({ ...onRightmove, at: { north: 0, east: 0 }, precision: 'neighbourhood' }, brickellCondo)).toBeUndefined();
  });

  it('refuses other rooms, a different area, another type family, year or country', () => {
    expect(evidence({ ...onRightmove, bedrooms: 3 }, brickellCondo)).toBeUndefined();
    expect(evidence({ ...onRightmove, areaSqm: 80 * (1 + MATCH_RULES.areaTolerance + 0.02) }, brickellCondo)).toBeUndefined();
    expect(evidence({ ...onRightmove, type: 'house' }, brickellCondo)).toBeUndefined();
    expect(evidence({ ...onRightmove, yearBuilt: 1990 }, brickellCondo)).toBeUndefined();
    expect(evidence({ ...onRightmove, country: 'GB', currency: 'GBP' }, brickellCondo)).toBeUndefined();
    expect(evidence({ ...onRightmove, postalCode: '33131' }, brickellCondo)).toBeUndefined();
    expect(evidence({ ...onRightmove, price: 600_000 }, brickellCondo)).toBeUndefined();
  });

  it('needs more than a point: area or rooms must be comparable', () => {
    const bare: ListingSpec = { platform: 'rightmove', nativeId: 'r-9', at: { north: 5, east: 5 }, postalCode: '33129', type: 'apartment' };
    expect(evidence(bare, brickellCondo)).toBeUndefined();
    expect(evidence({ ...bare, areaSqm: 80 }, brickellCondo)?.method).toBe('geo_area_rooms');
  });

  it('compares rooms with bedrooms across portals: the rooms hold the bedrooms and a living room or three', () => {
    const zimmer: ListingSpec = { ...onRightmove, platform: 'immoscout24', bedrooms: undefined, areaSqm: undefined };
    expect(evidence({ ...zimmer, rooms: 3 }, brickellCondo)?.method).toBe('geo_area_rooms');
    expect(evidence({ ...zimmer, rooms: 1 }, brickellCondo)).toBeUndefined();
    expect(evidence({ ...zimmer, rooms: 6 }, brickellCondo)).toBeUndefined();
  });

  it('matches one address however it is written, with or without geometry', () => {
    const sameAddress: ListingSpec = { ...brickellCondo, platform: 'zillow', nativeId: 'z-2', line1: '4019  BRICKELL AVE.', unit: 'Unit 14-B', at: undefined, areaSqm: 81 };
    const found = evidence(sameAddress, brickellCondo);
    expect(found?.method).toBe('address');
    expect(found?.confidence).toBeGreaterThanOrEqual(0.9);
    const spanish = (line1: string): ListingSpec => ({ platform: 'idealista', nativeId: line1, country: 'ES', currency: 'EUR', line1, city: 'València', type: 'apartment', bedrooms: 3, areaSqm: 90 });
    expect(evidence(spanish('Calle de Cádiz, 171'), spanish('calle de cadiz 171'))?.method).toBe('address');
  });

  it('tells the flats of one building apart', () => {
    const flat = (nativeId: string, unit: string | undefined, extra: Partial<ListingSpec> = {}): ListingSpec => ({ ...brickellCondo, nativeId, unit, at: undefined, ...extra });
    // Same street line, another unit: another flat, however alike.
    expect(evidence(flat('z-2', 'Apt 14C'), brickellCondo)).toBeUndefined();
    expect(evidence(flat('z-2', 'Apt 15B'), brickellCondo)).toBeUndefined();
    // A unit written into the street line is read as well.
    expect(evidence(flat('z-2', undefined, { line1: '4019 Brickell Ave APT 14C', at: { north: 5, east: 0 } }), { ...brickellCondo, line1: '4019 Brickell Ave APT 14B', unit: undefined })).toBeUndefined();
    // No unit on either side: the flat's own facts must agree, and the match is less sure.
    const noUnit = { ...brickellCondo, unit: undefined };
    expect(evidence(flat('z-2', undefined, { bedrooms: 3 }), noUnit)).toBeUndefined();
    expect(evidence(flat('z-2', undefined, { areaSqm: 120 }), noUnit)).toBeUndefined();
    const sameFlat = evidence(flat('z-2', undefined), noUnit);
    expect(sameFlat?.method).toBe('address');
    expect(sameFlat?.confidence).toBeLessThan(evidence(flat('z-2', 'Apt 14B'), brickellCondo)?.confidence ?? 0);
    // Another house number of the street, next door: another building.
    expect(evidence({ ...brickellCondo, nativeId: 'z-3', line1: '4021 Brickell Ave', unit: 'Apt 14B', at: { north: 20, east: 0 } }, brickellCondo)).toBeUndefined();
  });

  it('matches a listing without geometry by its address only', () => {
    const noPoint: ListingSpec = { ...onRightmove, at: undefined, areaSqm: 80 };
    expect(evidence(noPoint, brickellCondo)).toBeUndefined();
    expect(evidence({ ...noPoint, line1: '4019 Brickell Ave', unit: 'Apt 14B' }, brickellCondo)?.method).toBe('address');
  });

  it('never matches a listing with itself', () => {
    expect(evidence(brickellCondo, brickellCondo)).toBeUndefined();
  });
});

describe('PropertyMatcher', () => {
  it('puts the listings of one property under the id of its first listing', () => {
    const duplicate: ListingSpec = { ...brickellCondo, nativeId: 'z-2', at: { north: -20, east: 10 }, unit: '#14B', price: 505_000 };
    const assigned = assignAll([brickellCondo, onRightmove, duplicate]);
    const first = ownPropertyId('zillow', 'z-1');
    expect(assigned.get('z-1')).toEqual(own(brickellCondo));
    expect(assigned.get('r-1')).toMatchObject({ propertyId: first, method: 'geo_area_rooms' });
    expect(assigned.get('z-2')).toMatchObject({ propertyId: first, method: 'address' });
  });

  it('leaves a listing that matches nothing as its own property', () => {
    const elsewhere: ListingSpec = { ...onRightmove, nativeId: 'r-2', at: { north: 2_000, east: 0 } };
    expect(assignAll([brickellCondo, elsewhere]).get('r-2')).toEqual(own(elsewhere));
  });

  it('joins the best earlier candidate, and never one that the rest of its property contradicts', () => {
    // a and b are 160 m apart, too far for each other; the newcomer between them fits b better.
    const a: ListingSpec = { ...onRightmove, nativeId: 'a', at: { north: 0, east: 100 }, areaSqm: 84 };
    const b: ListingSpec = { ...onRightmove, nativeId: 'b', at: { north: 0, east: -60 }, areaSqm: 80 };
    const newcomer: ListingSpec = { ...brickellCondo, nativeId: 'n', unit: undefined, line1: undefined, yearBuilt: undefined };
    expect(assignAll([a, b, newcomer]).get('n')).toMatchObject({ propertyId: ownPropertyId('rightmove', 'b') });

    // c joins b's property; its year then rules that property out for d, which matches b best.
    const c: ListingSpec = { ...brickellCondo, nativeId: 'c', line1: undefined, unit: undefined, at: { north: 15, east: 0 }, yearBuilt: 1970 };
    const d: ListingSpec = { ...brickellCondo, nativeId: 'd', line1: undefined, unit: undefined, at: { north: 8, east: 0 }, yearBuilt: 2005 };
    const assigned = assignAll([a, b, c, d]);
    expect(assigned.get('c')?.propertyId).toBe(ownPropertyId('rightmove', 'b'));
    expect(assigned.get('d')?.propertyId).toBe(ownPropertyId('rightmove', 'a'));
  });

  it('keeps a listing in its property on later observations, whatever they say', () => {
    const matcher = new PropertyMatcher();
    assignAll([brickellCondo, onRightmove], matcher);
    const moved = observed({ ...onRightmove, at: { north: 5_000, east: 0 }, bedrooms: 4, observedAt: new Date(BASE_TIME.getTime() + 60_000) });
    expect(matcher.assign(moved.document, moved.version)).toMatchObject({ propertyId: ownPropertyId('zillow', 'z-1'), method: 'geo_area_rooms' });
    // A redelivered observation gets the same answer.
    const again = observed({ ...onRightmove, observedAt: new Date(BASE_TIME.getTime() + 1000) });
    expect(matcher.assign(again.document, again.version).propertyId).toBe(ownPropertyId('zillow', 'z-1'));
    expect(matcher.stats()).toEqual({ listings: 2, byKey: 0, byAddress: 0, byGeo: 1, alone: 1 });
  });

  it('forgets listings observed more than a day before the newest observation', () => {
    const matcher = new PropertyMatcher();
    assignAll([brickellCondo], matcher);
    const dayLater = new Date(BASE_TIME.getTime() + 24 * 3_600_000 + 1000);
    const late = observed({ ...onRightmove, observedAt: dayLater });
    expect(matcher.assign(late.document, late.version)).toEqual(own(onRightmove));
    expect(matcher.assignmentOf(observed(brickellCondo).document.id)).toBeUndefined();
    expect(matcher.pruneExpired(true)).toBe(0);
    expect(matcher.size).toBe(1);
    // Seen again after the gap, the first listing starts over and may now join the second.
    const back = observed({ ...brickellCondo, observedAt: new Date(dayLater.getTime() + 1000) });
    expect(matcher.assign(back.document, back.version)).toMatchObject({ propertyId: ownPropertyId('rightmove', 'r-1'), method: 'geo_area_rooms' });
  });

  it('prunes expired listings from memory once the stream has moved on', () => {
    const matcher = new PropertyMatcher({ windowHours: 1 });
    assignAll([brickellCondo, { ...onRightmove, at: { north: 3_000, east: 0 } }], matcher);
    expect(matcher.size).toBe(2);
    const later = observed({ ...brickellCondo, nativeId: 'z-9', at: { north: 9_000, east: 0 }, observedAt: new Date(BASE_TIME.getTime() + 2 * 3_600_000) });
    matcher.assign(later.document, later.version);
    expect(matcher.pruneExpired()).toBe(2);
    expect(matcher.size).toBe(1);
  });

  it('gives the same assignments to a matcher warmed halfway from what another held', () => {
    const specs: ListingSpec[] = [
      brickellCondo,
      onRightmove,
      { ...brickellCondo, nativeId: 'z-2', at: { north: -20, east: 10 }, unit: '#14B' },
      { ...brickellCondo, nativeId: 'z-3', unit: 'Apt 3A', bedrooms: 1, areaSqm: 55 },
      { ...onRightmove, nativeId: 'r-2', at: { north: 5, east: 0 }, bedrooms: 1, areaSqm: 56 },
    ];
    const straight = assignAll(specs);
    const first = new PropertyMatcher();
    assignAll(specs.slice(0, 3), first);
    const warmed = new PropertyMatcher();
    warmed.load(
      specs.slice(0, 3).map((spec, index) => {
        const { document, version } = observed({ observedAt: new Date(BASE_TIME.getTime() + index * 1000), ...spec });
        const assignment = first.assignmentOf(document.id) as PropertyAssignment;
        return { facts: documentFacts(document), assignment, observedAtMs: Date.parse(version.observed_at), eventId: version.event_id };
      }),
    );
    const rest = new Map<string, PropertyAssignment>();
    specs.slice(3).forEach((spec, i) => {
      const { document, version } = observed({ observedAt: new Date(BASE_TIME.getTime() + (i + 3) * 1000), ...spec });
      rest.set(spec.nativeId, warmed.assign(document, version));
    });
    expect(rest.get('z-3')).toEqual(straight.get('z-3'));
    expect(rest.get('r-2')).toEqual(straight.get('r-2'));
    expect(straight.get('r-2')?.propertyId).toBe(ownPropertyId('zillow', 'z-3'));
  });
});
