// Grouping one GB home across Rightmove and Zoopla: the keys that name a dwelling, what rules a
// pair out (another UPRN, the earlier sale, one agency's two listings on one portal) and flats
// Rightmove does not name, which are grouped only below the gateway's `matched` threshold.
import { describe, expect, it } from 'vitest';
import { documentFacts, keptFacts } from '../src/property-facts.js';
import { MATCH_RULES, matchEvidence } from '../src/property-match-rules.js';
import { PropertyMatcher } from '../src/property-matcher.js';
import { BASE_TIME, observed, type ListingSpec } from './property-listings.js';

const facts = (spec: ListingSpec) => documentFacts(observed(spec).document);
const evidence = (a: ListingSpec, b: ListingSpec) => matchEvidence(facts(a), facts(b));
/** The gateway's threshold: a group at or above it is `matched`, below it `possible`. */
const MATCHED = 0.8;

/** A semi-detached house in Bristol as Rightmove shows it: street, town and full postcode, no number. */
const houseOnRightmove: ListingSpec = {
  platform: 'rightmove',
  nativeId: 'rm-1',
  country: 'GB',
  currency: 'GBP',
  city: 'Bristol',
  at: { north: 0, east: 0 },
  postalCode: 'BS3 2ZH',
  type: 'semi_detached',
  bedrooms: 3,
  bathrooms: 2,
  areaSqm: 99.6,
  price: 375_000,
  agency: 'rm-branch-1',
};

/** The same house on Zoopla's detail page: the number, the UPRN, its own pin 60 m off and price. */
const houseOnZoopla: ListingSpec = {
  ...houseOnRightmove,
  platform: 'zoopla',
  nativeId: 'zp-1',
  at: { north: 40, east: 45 },
  line1: '212 Chandos Road',
  uprn: '110308314287',
  areaSqm: undefined,
  price: 370_000,
  agency: 'zp-branch-1',
};

/** A flat on Rightmove: the building's street and postcode, never the flat. */
const flatOnRightmove: ListingSpec = {
  ...houseOnRightmove,
  nativeId: 'rm-2',
  postalCode: 'EH4 2DS',
  city: 'Edinburgh',
  type: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  areaSqm: 60,
  price: 250_000,
};

const flatOnZoopla: ListingSpec = { ...flatOnRightmove, platform: 'zoopla', nativeId: 'zp-2', at: { north: 30, east: 0 }, line1: '128 Bruntsfield Place', unit: 'Flat 1', agency: 'zp-branch-1' };

describe('GB keys that name the dwelling', () => {
  it('groups two listings with one UPRN by it, above the matched threshold', () => {
    const found = evidence({ ...houseOnZoopla, nativeId: 'zp-9', agency: 'zp-branch-2' }, houseOnZoopla);
    expect(found).toEqual({ method: 'uprn', confidence: 0.99 });
  });

  it('never groups two UPRNs, however alike the rest', () => {
    expect(evidence({ ...houseOnZoopla, nativeId: 'zp-9', agency: 'zp-branch-2', uprn: '110308314288' }, houseOnZoopla)).toBeUndefined();
  });

  it('groups by full postcode and house number, and not by an outward code or another number', () => {
    const other = { ...houseOnZoopla, platform: 'onthemarket', nativeId: 'otm-1', uprn: undefined };
    expect(evidence(other, houseOnZoopla)).toEqual({ method: 'postcode_house_number', confidence: 0.97 });
    expect(evidence({ ...other, postalCode: 'BS3' }, { ...houseOnZoopla, postalCode: 'BS3' })?.method).not.toBe('postcode_house_number');
    expect(evidence({ ...other, line1: '214 Chandos Road' }, houseOnZoopla)).toBeUndefined();
  });

  it('takes a flat\'s building number with the same flat for a key, and without the flat for no key', () => {
    const other = { ...flatOnZoopla, platform: 'onthemarket', nativeId: 'otm-2' };
    expect(evidence(other, flatOnZoopla)?.method).toBe('postcode_house_number');
    expect(evidence({ ...other, unit: 'Flat 2' }, flatOnZoopla)).toBeUndefined();
    const building = evidence({ ...other, unit: undefined }, { ...flatOnZoopla, unit: undefined });
    expect(building?.method).not.toBe('postcode_house_number');
    expect(building?.confidence).toBeLessThan(MATCHED);
  });
});

describe('GB across Rightmove and Zoopla without a shared key', () => {
  it('groups a house by its full postcode, bedrooms and a geo match as matched', () => {
    const found = evidence(houseOnZoopla, houseOnRightmove);
    expect(found?.method).toBe('postcode_rooms');
    expect(found?.confidence).toBeGreaterThanOrEqual(MATCHED);
    // The outward code alone is a district: the geo match stands alone, and is less sure.
    const district = evidence({ ...houseOnZoopla, postalCode: 'BS3' }, houseOnRightmove);
    expect(district?.method).toBe('geo_area_rooms');
    expect(district?.confidence).toBeLessThan(found?.confidence ?? 0);
  });

  it('keeps a new build below matched without a key naming the plot: a development sells identical plots', () => {
    const plot = { ...houseOnZoopla, uprn: undefined, line1: undefined };
    const found = matchEvidence({ ...facts(plot), newBuild: true }, facts(houseOnRightmove));
    expect(found?.method).toBe('geo_area_rooms');
    expect(found?.confidence).toBeLessThan(MATCHED);
  });

  it('keeps a house apart when the prices are more than one campaign apart (the earlier sale 5–22 % cheaper)', () => {
    const cheaper = { ...houseOnZoopla, price: Math.round(375_000 * (1 - MATCH_RULES.gb.priceTolerance - 0.01)) };
    expect(evidence(cheaper, houseOnRightmove)).toBeUndefined();
    // Elsewhere the wider tolerance stays: the same pair in the US is one home.
    const us = (s: ListingSpec): ListingSpec => ({ ...s, country: 'US', currency: 'USD', postalCode: '33129' });
    expect(evidence(us(cheaper), us(houseOnRightmove))).toBeDefined();
  });

  it('groups a flat Rightmove does not name only as possible, and only when a stated area agrees closely', () => {
    const found = evidence(flatOnZoopla, flatOnRightmove);
    expect(found).toBeDefined();
    expect(found?.confidence).toBeLessThanOrEqual(MATCH_RULES.gb.unnamedFlatMaxConfidence);
    expect(found?.confidence).toBeLessThan(MATCHED);
    // The flat next door: the same building, rooms and price, 8 % more floor area.
    expect(evidence({ ...flatOnZoopla, areaSqm: 65 }, flatOnRightmove)).toBeUndefined();
  });

  it('never groups a finished sale with a re-priced live listing, and does group a sale a portal shows late', () => {
    const sold = { ...houseOnZoopla, status: 'sold' as const, price: 330_000 };
    expect(evidence(sold, houseOnRightmove)).toBeUndefined();
    expect(evidence({ ...sold, price: undefined }, houseOnRightmove)).toBeUndefined();
    expect(evidence({ ...sold, price: 375_000 }, { ...houseOnRightmove, status: 'pending' })).toBeDefined();
  });

  it('never groups two listings of one agency on one portal', () => {
    expect(evidence({ ...houseOnRightmove, nativeId: 'rm-9' }, houseOnRightmove)).toBeUndefined();
    expect(evidence({ ...houseOnRightmove, nativeId: 'rm-9', agency: 'rm-branch-2' }, houseOnRightmove)).toBeDefined();
  });
});

describe('what a search card omits', () => {
  it('keeps the UPRN, street line and inward code of the detail page when the card comes after it', () => {
    const page = facts(houseOnZoopla);
    const card = facts({ ...houseOnZoopla, line1: undefined, uprn: undefined, postalCode: 'BS3' });
    const kept = keptFacts(card, page);
    expect(kept).toMatchObject({ uprn: page.uprn, addressKey: page.addressKey, lineCode: '212', postalCode: 'BS32ZH' });
    // A card that states something else wins: it is the newer observation.
    expect(keptFacts(facts({ ...houseOnZoopla, postalCode: 'BS4 1AA' }), page).postalCode).toBe('BS41AA');
  });

  it('lets a later listing match by the UPRN a card no longer shows', () => {
    const matcher = new PropertyMatcher();
    const at = (i: number) => new Date(BASE_TIME.getTime() + i * 1000);
    for (const [i, spec] of [houseOnZoopla, { ...houseOnZoopla, line1: undefined, uprn: undefined, postalCode: 'BS3' }].entries()) {
      const { document, version } = observed({ ...spec, observedAt: at(i) });
      matcher.assign(document, version);
    }
    const { document, version } = observed({ ...houseOnZoopla, nativeId: 'zp-7', agency: 'zp-branch-2', line1: undefined, observedAt: at(2) });
    expect(matcher.assign(document, version)).toMatchObject({ method: 'uprn', confidence: 0.99 });
  });
});
