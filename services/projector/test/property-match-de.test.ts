// Grouping one German home across ImmoScout24 and immowelt: the agency's object number with the
// same agency, fredy's gate with a corroborating price below `matched`, and the hard negatives —
// two flats of one building, the same street at another number, identical new-build plots, a
// home re-listed after its sale — that must never be `matched`, most never grouped at all.
import { describe, expect, it } from 'vitest';
import { documentFacts, keptFacts } from '../src/property-facts.js';
import { DE_RULES, germanFloor } from '../src/property-match-de.js';
import { matchEvidence } from '../src/property-match-rules.js';
import { observed, type ListingSpec } from './property-listings.js';

/** The gateway's threshold: a group at or above it is `matched`, below it `possible`. */
const MATCHED = 0.8;

interface GermanSpec extends ListingSpec {
  reference?: string;
  floor?: string;
}

const facts = (spec: GermanSpec) => {
  const { document, descriptionDigest } = observed(spec);
  const extensions = { ...(document.extensions ?? {}), ...(spec.reference ? { agency_reference: spec.reference } : {}), ...(spec.floor ? { floor: spec.floor } : {}) };
  return documentFacts({ ...document, extensions }, descriptionDigest);
};
const evidence = (a: GermanSpec, b: GermanSpec) => matchEvidence(facts(a), facts(b));

/** A flat in Köln-Ehrenfeld on ImmoScout24: address hidden, a blurred pin, the agency's number. */
const flatOnIs24: GermanSpec = {
  platform: 'immoscout24',
  nativeId: '151234567',
  country: 'DE',
  currency: 'EUR',
  city: 'Köln',
  postalCode: '50823',
  at: { north: 0, east: 0 },
  precision: 'approximate',
  type: 'apartment',
  rooms: 3,
  bedrooms: 2,
  areaSqm: 78.45,
  price: 389_000,
  agency: 'wecker',
  reference: 'IM-04211',
  floor: '2 von 4',
};

/** The same flat on immowelt: the district outline's centre, the area rounded, the same agency and number. */
const flatOnImmowelt: GermanSpec = {
  ...flatOnIs24,
  platform: 'immowelt',
  nativeId: '26HQKEW0A1B2',
  at: { north: 120, east: -90 },
  rooms: 3,
  bedrooms: undefined,
  areaSqm: 78,
  price: 389_000,
  floor: '2. Geschoss',
};

describe('DE: the agency object number', () => {
  it('groups the same agency\'s same number as `matched`, whatever the prices and areas say', () => {
    const e = evidence(flatOnIs24, { ...flatOnImmowelt, price: 379_000, areaSqm: 82 });
    expect(e).toEqual({ method: 'native_reference', confidence: DE_RULES.referenceConfidence });
    expect(e?.confidence).toBeGreaterThanOrEqual(MATCHED);
  });

  it('reads the number however it is spaced or cased', () => {
    expect(evidence(flatOnIs24, { ...flatOnImmowelt, reference: 'im 04211' })?.method).toBe('native_reference');
  });

  it('never groups one agency\'s two numbers: two homes, however alike', () => {
    expect(evidence(flatOnIs24, { ...flatOnImmowelt, reference: 'IM-04212' })).toBeUndefined();
  });

  it('takes a number with another agency for nothing: short numbers collide across offices', () => {
    const e = evidence({ ...flatOnIs24, reference: '311' }, { ...flatOnImmowelt, agency: 'other-office', reference: '311', areaSqm: 85, price: 420_000 });
    expect(e?.method).not.toBe('native_reference');
    expect(e === undefined || e.confidence < MATCHED).toBe(true);
  });

  it('keeps the exposé\'s number when the search card (without it) is read later', () => {
    const exposé = facts(flatOnImmowelt);
    const card = facts({ ...flatOnImmowelt, reference: undefined, floor: undefined });
    const kept = keptFacts(card, exposé);
    expect(kept.de).toMatchObject({ reference: 'IM04211', floor: 2 });
    expect(matchEvidence(facts(flatOnIs24), kept)?.method).toBe('native_reference');
  });
});

describe('DE: fredy\'s gate and a corroborating price, never `matched`', () => {
  const otherOffice: GermanSpec = { ...flatOnImmowelt, agency: 'other-office', reference: 'K-77' };

  it('groups another office\'s listing with the same rooms, the area within 2 % and 1 m², one postcode and the price within 2 %', () => {
    const e = evidence(flatOnIs24, { ...otherOffice, price: 385_000 });
    expect(e).toEqual({ method: 'geo_area_rooms', confidence: DE_RULES.gateConfidence });
    expect(e?.confidence).toBeLessThan(MATCHED);
  });

  it('does not call an area 1.2 m² off, other rooms or another postcode a gate match', () => {
    for (const b of [{ ...otherOffice, areaSqm: 79.65 }, { ...otherOffice, rooms: 4 }, { ...otherOffice, postalCode: '50825' }]) {
      const e = evidence(flatOnIs24, b);
      expect(e === undefined || e.confidence < MATCHED, JSON.stringify(b)).toBe(true);
      expect(e?.confidence ?? 0).toBeLessThanOrEqual(DE_RULES.otherMaxConfidence);
    }
  });

  it('compares like with like: a price 5 % off corroborates nothing, and what else agrees stays below `matched`', () => {
    const e = evidence(flatOnIs24, { ...otherOffice, price: 369_000 });
    expect(e === undefined || e.confidence <= DE_RULES.otherMaxConfidence).toBe(true);
  });

  it('leaves one portal\'s two listings to the common rules: one agency\'s two are two homes, a number joins nothing there', () => {
    expect(evidence(flatOnIs24, { ...flatOnIs24, nativeId: '151234999' })).toBeUndefined();
    const twoOffices = evidence(flatOnIs24, { ...flatOnIs24, nativeId: '151234999', agency: 'other-office' });
    expect(twoOffices?.method).not.toBe('native_reference');
    expect(twoOffices?.method).not.toBeUndefined();
  });
});

describe('DE: hard negatives', () => {
  it('two offices\' ImmoScout24 listings placed close together with the same rooms and area: a point alone is never `matched`, a street line both show can be', () => {
    const first: GermanSpec = { ...flatOnIs24, precision: 'exact', reference: undefined, floor: undefined, agency: 'office-a' };
    const second: GermanSpec = { ...first, nativeId: '151239999', agency: 'office-b', at: { north: 4, east: 3 } };
    const byPoint = evidence(first, second);
    expect(byPoint?.method).toBe('geo_area_rooms');
    expect(byPoint?.confidence).toBeLessThan(MATCHED);
    const byStreet = evidence({ ...first, line1: 'Venloer Straße 40' }, { ...second, line1: 'Venloer Straße 40' });
    expect(byStreet?.method).toBe('address');
    expect(byStreet?.confidence).toBeGreaterThanOrEqual(MATCHED);
  });

  it('two offices\' immowelt listings alike in rooms, area, postcode and price: fredy\'s gate is for two portals, so never grouped', () => {
    const office: GermanSpec = { ...flatOnImmowelt, agency: 'other-office', reference: undefined, floor: undefined, at: { north: 8, east: 4 } };
    const other: GermanSpec = { ...flatOnImmowelt, nativeId: '26HQKEW0A1B9', agency: 'third-office', reference: undefined, floor: undefined };
    expect(evidence(other, office)).toBeUndefined();
    // The same two across the portals pass the gate.
    expect(evidence({ ...other, platform: 'immoscout24', nativeId: '151230001' }, office)?.method).toBe('geo_area_rooms');
  });

  it('two flats of one building: another storey is another flat, even with identical area, rooms and price', () => {
    const neighbour: GermanSpec = { ...flatOnImmowelt, agency: 'other-office', reference: 'K-78', floor: '3. Geschoss', at: { north: 8, east: 4 } };
    expect(evidence(flatOnIs24, neighbour)).toBeUndefined();
  });

  it('two storeys, or one agency\'s two numbers, are two homes on one portal too', () => {
    const upstairs: GermanSpec = { ...flatOnImmowelt, nativeId: '26HQKEW0A1B3', agency: 'other-office', reference: 'K-81', floor: '3. Geschoss', line1: 'Venloer Straße 40', at: { north: 2, east: 2 } };
    expect(evidence({ ...flatOnImmowelt, line1: 'Venloer Straße 40', agency: 'third-office' }, upstairs)).toBeUndefined();
    expect(evidence({ ...flatOnIs24, nativeId: '151234998', agency: 'wecker', reference: 'IM-1' }, { ...flatOnIs24, nativeId: '151234997', agency: 'wecker', reference: 'IM-2' })).toBeUndefined();
  });

  it('two flats of one building on one storey without the number: at most `possible`', () => {
    const neighbour: GermanSpec = { ...flatOnImmowelt, agency: 'other-office', reference: 'K-79', at: { north: 8, east: 4 } };
    expect(evidence(flatOnIs24, neighbour)?.confidence ?? 0).toBeLessThan(MATCHED);
  });

  it('the same street at another number: both published, the numbers differ, no group', () => {
    const a: GermanSpec = { ...flatOnIs24, type: 'house', rooms: 5, areaSqm: 142, floor: undefined, line1: 'Subbelrather Straße 12', precision: 'exact' };
    const b: GermanSpec = { ...flatOnImmowelt, type: 'house', rooms: 5, areaSqm: 142, floor: undefined, agency: 'other-office', reference: 'K-80', line1: 'Subbelrather Straße 18', precision: 'exact', at: { north: 60, east: 20 } };
    expect(evidence(a, b)).toBeUndefined();
  });

  it('identical new-build plots of one developer: without the plot\'s number, never `matched`', () => {
    const plot: GermanSpec = { ...flatOnIs24, type: 'house', rooms: 5, areaSqm: 131.5, price: 649_000, floor: undefined, agency: 'bautraeger', reference: 'RH-3' };
    const nextPlot: GermanSpec = { ...plot, platform: 'immowelt', nativeId: '26BAUT000004', reference: 'RH-4', at: { north: 30, east: 25 } };
    // The developer's two numbers: two homes.
    expect(evidence(plot, nextPlot)).toBeUndefined();
    // Without numbers, spec, price and postcode agree: at most `possible`.
    expect(evidence({ ...plot, reference: undefined }, { ...nextPlot, reference: undefined })?.confidence ?? 0).toBeLessThan(MATCHED);
  });

  it('a home re-listed after its sale: the sold listing and the new one are never one, at any confidence', () => {
    const sold: GermanSpec = { ...flatOnImmowelt, status: 'sold', price: 329_000, reference: 'IM-01187' };
    expect(evidence(flatOnIs24, sold)).toBeUndefined();
    // Even the same office's same number does not join a sold listing to a live one re-priced.
    expect(evidence(flatOnIs24, { ...sold, reference: 'IM-04211' })).toBeUndefined();
  });
});

describe('DE: one office\'s text on both portals', () => {
  /** The office's exposé text of a house, as its CRM sends it to ImmoScout24 and immowelt. */
  const TEXT =
    'Diese Immobilie mit 3 Zimmern und ca. 90 m² Wohnfläche liegt in Südvorstadt. Ausstattung: Terrasse, Garten, Keller und Garage. ' +
    'Baujahr 1978. Grundstücksfläche ca. 762 m². Ruhige und dennoch zentrale Lage. Vereinbaren Sie gern einen Besichtigungstermin.';
  /** The same office's text of the house down the street: it opens alike and differs where the area comes. */
  const DOWN_THE_STREET_TEXT = TEXT.replace('ca. 90 m²', 'ca. 89 m²').replace('Ruhige und dennoch zentrale Lage.', 'Einkaufsmöglichkeiten in unmittelbarer Nähe.');
  /** A house on ImmoScout24: the address published, the office's number. */
  const houseOnIs24: GermanSpec = {
    ...flatOnIs24,
    city: 'Leipzig',
    postalCode: '04275',
    precision: 'exact',
    line1: 'Karl-Heine-Straße 76',
    type: 'house',
    rooms: 3,
    areaSqm: 90.14,
    price: 187_000,
    floor: undefined,
    agency: '594428',
    agencyName: 'Hausmann Immobilien',
    reference: 'U460009',
    description: TEXT,
  };
  /** The same office's immowelt ad of a house: the address unpublished (a district pin), no Referenznummer. */
  const houseOnImmowelt: GermanSpec = {
    ...houseOnIs24,
    platform: 'immowelt',
    nativeId: '23KFJQ2P2FGS',
    at: { north: -22, east: -97 },
    precision: 'approximate',
    line1: undefined,
    areaSqm: 88.6,
    price: 184_000,
    agency: '594317',
    reference: undefined,
  };
  const downTheStreet: GermanSpec = { ...houseOnImmowelt, description: DOWN_THE_STREET_TEXT };

  it('digests a German listing\'s description, as the GB and ES ones', () => {
    expect(observed(houseOnIs24).descriptionDigest).not.toBe('');
    expect(observed(houseOnIs24).descriptionDigest).toBe(observed(houseOnImmowelt).descriptionDigest);
  });

  it('never groups one office\'s two texts on the two portals: the house down the street, its number unstated', () => {
    expect(evidence(houseOnIs24, downTheStreet)).toBeUndefined();
    // Without the texts nothing tells them apart: the point, rooms, year and a price 1.6 % off.
    expect(evidence({ ...houseOnIs24, description: undefined }, { ...downTheStreet, description: undefined })?.method).toBe('geo_area_rooms');
  });

  it('still groups the office\'s one text without the number, below `matched`', () => {
    const e = evidence(houseOnIs24, houseOnImmowelt);
    expect(e?.method).toBe('geo_area_rooms');
    expect(e?.confidence).toBeLessThan(MATCHED);
  });

  it('lets the office\'s one number outweigh a text edited on one portal', () => {
    expect(evidence(houseOnIs24, { ...downTheStreet, reference: 'U-460009' })?.method).toBe('native_reference');
  });

  it('proves nothing by another office\'s text', () => {
    const otherOffice: GermanSpec = { ...downTheStreet, agency: '640111', agencyName: 'Stadtquartier Immobilien' };
    expect(evidence(houseOnIs24, otherOffice)?.method).toBe('geo_area_rooms');
  });
});

describe('DE storeys as the portals write them', () => {
  it.each([
    ['EG', 0],
    ['Erdgeschoss', 0],
    ['2 von 4', 2],
    ['1. Geschoss', 1],
    ['3', 3],
    ['Dachgeschoss', undefined],
    ['', undefined],
  ])('%j is storey %s', (text, floor) => {
    expect(germanFloor(text)).toBe(floor);
  });
});
