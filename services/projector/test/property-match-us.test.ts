// Grouping one US home across Zillow and realtor.com: the MLS number both show, the USPS address
// backed by a second field where one side shows none, and the hard negatives that must stay apart
// (the flat next door, the same street at another number, a builder's identical plots, a home
// re-listed after its sale).
import { describe, expect, it } from 'vitest';
import { documentFacts, keptFacts, propertyFacts } from '../src/property-facts.js';
import { matchEvidence } from '../src/property-match-rules.js';
import { usAddressParts, US_RULES } from '../src/property-match-us.js';
import { PropertyMatcher } from '../src/property-matcher.js';
import { observed, type ListingSpec } from './property-listings.js';

const facts = (spec: ListingSpec) => documentFacts(observed(spec).document);
const evidence = (a: ListingSpec, b: ListingSpec) => matchEvidence(facts(a), facts(b));
/** The gateway's threshold: a group at or above it is `matched`, below it `possible`. */
const MATCHED = 0.8;

/** A Brickell condo as Zillow's detail page shows it: the unit written into the street line, the MLS number. */
const condoOnZillow: ListingSpec = {
  platform: 'zillow',
  nativeId: '2077468021',
  country: 'US',
  currency: 'USD',
  city: 'Miami',
  at: { north: 0, east: 0 },
  line1: '4019 Brickell Ave APT 14B',
  postalCode: '33129',
  type: 'condo',
  bedrooms: 2,
  bathrooms: 2,
  areaSqm: 102.2,
  price: 640_000,
  mlsId: 'FL38824017',
  agency: 'z-office-1',
};

/** The same condo on realtor.com: "Unit 14B" apart from the line, the MLS's area 2.5 % off, its own pin and price. */
const condoOnRealtor: ListingSpec = {
  ...condoOnZillow,
  platform: 'realtor',
  nativeId: '2951559163',
  at: { north: 35, east: -20 },
  line1: '4019 Brickell Ave',
  unit: 'Unit 14B',
  areaSqm: 104.8,
  price: 629_000,
  agency: 'r-office-9',
};

/** A house in Austin on both portals. */
const houseOnZillow: ListingSpec = {
  ...condoOnZillow,
  nativeId: '2077468999',
  line1: '1208 W 6th St',
  postalCode: '78703',
  city: 'Austin',
  type: 'house',
  bedrooms: 4,
  bathrooms: 2.5,
  areaSqm: 210,
  price: 1_150_000,
  mlsId: 'TX50713344',
};
const houseOnRealtor: ListingSpec = { ...houseOnZillow, platform: 'realtor', nativeId: '2951550001', at: { north: -50, east: 30 }, line1: '1208 West 6th Street', areaSqm: 214.5, price: 1_125_000 };

describe('US keys that name the home', () => {
  it('groups one MLS listing on both portals by its MLS number, however the address is written', () => {
    expect(evidence(condoOnRealtor, condoOnZillow)).toEqual({ method: 'native_reference', confidence: US_RULES.mlsConfidence });
    expect(evidence(houseOnRealtor, houseOnZillow)).toEqual({ method: 'native_reference', confidence: US_RULES.mlsConfidence });
    // "ml-81937041" and "ML81937041" are one number.
    expect(evidence({ ...condoOnRealtor, mlsId: 'fl-38824017' }, condoOnZillow)?.method).toBe('native_reference');
  });

  it('keeps one MLS listing together when one portal shows a slip (a price typed in thousands)', () => {
    expect(evidence({ ...houseOnZillow, price: 1_150 }, houseOnRealtor)?.method).toBe('native_reference');
    // Without the number, the price contradicts the address and nothing is grouped.
    expect(evidence({ ...houseOnZillow, price: 1_150, mlsId: undefined }, { ...houseOnRealtor, mlsId: undefined })).toBeUndefined();
    // One number in two ZIPs (two MLSs numbering alike) is not one listing.
    expect(evidence({ ...houseOnRealtor, postalCode: '78704', line1: '77 Lamar Blvd' }, houseOnZillow)).toBeUndefined();
  });

  it('groups by the USPS street line, unit and ZIP, backed by a second field, where one side shows no MLS number', () => {
    const builderFeed = { ...houseOnRealtor, mlsId: undefined };
    expect(evidence(builderFeed, houseOnZillow)).toEqual({ method: 'address', confidence: US_RULES.addressConfidence });
    expect(evidence({ ...condoOnRealtor, mlsId: undefined }, condoOnZillow)).toEqual({ method: 'address', confidence: US_RULES.addressConfidence });
    // The address text alone (no bedrooms, no pin, no area on one side) groups nothing.
    const bare: ListingSpec = { ...builderFeed, bedrooms: undefined, at: undefined, areaSqm: undefined, bathrooms: undefined };
    expect(evidence(bare, { ...houseOnZillow, mlsId: undefined, bedrooms: undefined })).toBeUndefined();
  });

  it('keeps two MLS numbers of one address below `matched`: a second MLS, or another broker', () => {
    const otherMls = evidence({ ...houseOnRealtor, mlsId: 'TX99001122' }, houseOnZillow);
    expect(otherMls).toEqual({ method: 'address', confidence: US_RULES.conflictingMlsConfidence });
    expect(otherMls?.confidence).toBeLessThan(MATCHED);
  });

  it('keeps the MLS number a detail page gave when a search card without it is read later', () => {
    const card = facts({ ...condoOnZillow, mlsId: undefined });
    const page = facts(condoOnZillow);
    expect(keptFacts(card, page).mlsNumber).toBe('FL38824017');
    // A warm start reads it from the row's `mls_id`, as the document gave it.
    expect(propertyFacts({ listingId: 'x', platform: 'zillow', country: 'US', transaction: 'sale', mlsNumber: 'FL38824017', line1: '4019 Brickell Ave APT 14B' })).toMatchObject({ mlsNumber: 'FL38824017', usStreet: '4019brickellave', usUnit: '14b' });
  });
});

describe('US hard negatives', () => {
  it('never groups two units of one building, even with the same rooms, area and price', () => {
    const nextDoor: ListingSpec = { ...condoOnRealtor, nativeId: '2951559999', unit: 'Unit 14C', mlsId: 'FL38824999', at: { north: 4, east: 3 }, areaSqm: 102.2, price: 640_000 };
    expect(evidence(nextDoor, condoOnZillow)).toBeUndefined();
    // Not even with the neighbour's MLS number missing, or the unit written into the line.
    expect(evidence({ ...nextDoor, mlsId: undefined }, condoOnZillow)).toBeUndefined();
    expect(evidence({ ...nextDoor, line1: '4019 Brickell Ave #14C', unit: undefined, mlsId: undefined }, condoOnZillow)).toBeUndefined();
    // The floor above (same stack, same plan).
    expect(evidence({ ...nextDoor, unit: 'Unit 15B', mlsId: undefined }, condoOnZillow)).toBeUndefined();
  });

  it('never groups the same street at another number', () => {
    const downTheStreet: ListingSpec = { ...houseOnRealtor, nativeId: '2951550077', line1: '1216 W 6th St', mlsId: 'TX50719900', at: { north: 60, east: 40 }, areaSqm: 208 };
    expect(evidence(downTheStreet, houseOnZillow)).toBeUndefined();
    expect(evidence({ ...downTheStreet, mlsId: undefined }, houseOnZillow)).toBeUndefined();
  });

  it('never groups a builder\'s identical plots: same plan, same price, the next lot', () => {
    const plan: ListingSpec = { ...houseOnZillow, nativeId: '2077460001', line1: '508 Sunflower Way', postalCode: '78641', mlsId: 'TX60000001', areaSqm: 185.8, price: 489_900, yearBuilt: 2026 };
    const nextLot: ListingSpec = { ...plan, platform: 'realtor', nativeId: '2951560002', line1: '512 Sunflower Way', mlsId: undefined, at: { north: 25, east: 0 } };
    expect(evidence(nextLot, plan)).toBeUndefined();
  });

  it('never groups a home with its earlier sale, however the address agrees', () => {
    const earlierSale: ListingSpec = { ...houseOnRealtor, nativeId: '2800000001', status: 'sold', price: 980_000, mlsId: 'TX41234567' };
    expect(evidence(earlierSale, houseOnZillow)).toBeUndefined();
    expect(evidence({ ...earlierSale, mlsId: undefined }, houseOnZillow)).toBeUndefined();
    // Both sold (the home sold again since): two MLS numbers are two sales, even at the same price.
    expect(evidence({ ...earlierSale, price: 1_125_000 }, { ...houseOnZillow, status: 'sold' })).toBeUndefined();
  });
});

describe('US flats one listing does not name', () => {
  // Rightmove's overseas section: the building's pin, rooms and area, no unit and no street line.
  const overseas: ListingSpec = { ...condoOnRealtor, platform: 'rightmove', nativeId: 'r-88', line1: undefined, unit: undefined, mlsId: undefined, agency: 'rm-1', at: { north: 5, east: 5 }, areaSqm: 102.5, price: 640_000 };

  it('groups such a listing with a unit by its point, rooms and area as `possible` only: the unit next door looks the same', () => {
    const found = evidence(overseas, { ...condoOnRealtor, mlsId: undefined });
    expect(found?.method).toBe('geo_area_rooms');
    expect(found?.confidence).toBeLessThan(MATCHED);
  });

  it('never puts two units into one property through a listing that names neither', () => {
    const matcher = new PropertyMatcher();
    const unit14C: ListingSpec = { ...condoOnZillow, nativeId: '2077468022', line1: '4019 Brickell Ave APT 14C', mlsId: 'FL38824099', at: { north: 3, east: 3 } };
    const ids = [overseas, { ...condoOnRealtor, mlsId: undefined }, { ...unit14C, mlsId: undefined }].map((spec, i) => {
      const { document, version } = observed({ ...spec, observedAt: new Date(Date.now() - 60_000 + i * 1000) });
      return [document.id, matcher.assign(document, version).propertyId] as const;
    });
    const [, realtor14B, zillow14C] = ids;
    expect(realtor14B?.[1]).not.toBe(zillow14C?.[1]);
  });
});

describe('the USPS address', () => {
  it('cuts the unit from the line, abbreviates suffixes and directions, and reads the unit\'s code', () => {
    expect(usAddressParts('4019 Brickell Ave APT 14B', undefined)).toEqual({ usStreet: '4019brickellave', usUnit: '14b' });
    expect(usAddressParts('4019 Brickell Avenue', 'Unit 14-B')).toEqual({ usStreet: '4019brickellave', usUnit: '14b' });
    expect(usAddressParts('350 West 86th Street #7C', undefined)).toEqual({ usStreet: '350w86thst', usUnit: '7c' });
    expect(usAddressParts('880 S Blue Ridge Ln E', null)).toEqual({ usStreet: '880sblueridgelne', usUnit: '' });
  });
});
