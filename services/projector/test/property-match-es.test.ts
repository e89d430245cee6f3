// Grouping one Spanish home across idealista and fotocasa: the keys that name a home (the
// cadastral reference, one agency's reference), what rules a pair out (two references of one
// agency, two floors), and the hard negatives a point and a neighbourhood cannot tell apart,
// which are never grouped, or grouped only below the gateway's `matched` threshold.
import type { ListingBody } from '@estate/contract';
import { describe, expect, it } from 'vitest';
import { documentFacts, keptFacts } from '../src/property-facts.js';
import { ES_RULES, spanishFloor } from '../src/property-match-es.js';
import { matchEvidence } from '../src/property-match-rules.js';
import { PropertyMatcher } from '../src/property-matcher.js';
import { BASE_TIME, observed, type ListingSpec } from './property-listings.js';

/** The gateway's threshold: a group at or above it is `matched`, below it `possible`. */
const MATCHED = 0.8;

/** What ES portals add to a listing: the advertiser's name and reference, the floor, the cadastral reference. */
interface Spanish {
  agency?: string;
  reference?: string;
  floor?: string;
  cadastral?: string;
}

function document(spec: ListingSpec, es: Spanish): ListingBody {
  const doc = observed(spec).document;
  const extensions = {
    ...(es.reference !== undefined ? { agency_reference: es.reference } : {}),
    ...(es.floor !== undefined ? { floor: es.floor } : {}),
    ...(es.cadastral !== undefined ? { cadastral_reference: es.cadastral } : {}),
  };
  return {
    ...doc,
    ...(es.agency !== undefined ? { agency: { id: `agy-${spec.platform}-${es.agency}`, name: es.agency } } : {}),
    ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
  } as ListingBody;
}

const facts = (spec: ListingSpec, es: Spanish = {}) => documentFacts(document(spec, es));
const evidence = (a: [ListingSpec, Spanish], b: [ListingSpec, Spanish]) => matchEvidence(facts(...a), facts(...b));

/** A two-bedroom flat in Ciutat Meridiana as idealista shows it: the neighbourhood, a blurred pin, the floor. */
const flatOnIdealista: ListingSpec = {
  platform: 'idealista',
  nativeId: '106577392',
  country: 'ES',
  currency: 'EUR',
  city: 'Barcelona',
  at: { north: 0, east: 0 },
  precision: 'approximate',
  type: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  areaSqm: 60,
  price: 48_000,
};
const onIdealista: Spanish = { agency: 'Inmobiliaria Barin', reference: '01-MU024X', floor: 'bj' };

/** The same flat on fotocasa: its own approximate point, its postcode, another measurement of the area. */
const flatOnFotocasa: ListingSpec = {
  ...flatOnIdealista,
  platform: 'fotocasa',
  nativeId: '185311924',
  at: { north: 120, east: -90 },
  postalCode: '08033',
  areaSqm: 57,
  price: 48_000,
};
const onFotocasa: Spanish = { agency: 'Inmobiliaria Barin', reference: '01-MU024X', floor: 'bj' };

describe('ES keys that name the home', () => {
  it('groups one agency\'s same reference on both portals as `native_reference`, matched', () => {
    const found = evidence([flatOnIdealista, onIdealista], [flatOnFotocasa, onFotocasa]);
    expect(found).toEqual({ method: 'native_reference', confidence: ES_RULES.referenceConfidence });
    expect(found?.confidence).toBeGreaterThanOrEqual(MATCHED);
  });

  it('reads references whatever their case and separators ("01-MU024X" = "01 mu024x")', () => {
    expect(evidence([flatOnIdealista, onIdealista], [flatOnFotocasa, { ...onFotocasa, reference: '01 mu024x' }])?.method).toBe('native_reference');
  });

  it('never takes a code alone: two agencies showing one short code are not one home by it', () => {
    const other = { ...onFotocasa, agency: 'Fincas Jiménez', reference: '01-MU024X' };
    const found = evidence([flatOnIdealista, onIdealista], [flatOnFotocasa, other]);
    expect(found?.method).not.toBe('native_reference');
    expect(found?.confidence ?? 0).toBeLessThan(MATCHED);
  });

  it('groups two listings of one cadastral reference, and keeps two cadastral references apart', () => {
    const cadastral = '9872023VH5797S0001WX';
    expect(evidence([flatOnIdealista, { cadastral }], [flatOnFotocasa, { cadastral }])).toEqual({ method: 'native_reference', confidence: ES_RULES.cadastralConfidence });
    expect(evidence([flatOnIdealista, { cadastral }], [flatOnFotocasa, { cadastral: '9872023VH5797S0002YE' }])).toBeUndefined();
  });

  it('keeps apart one agency\'s two references, however alike the rest (inmo-tool#564)', () => {
    expect(evidence([flatOnIdealista, onIdealista], [flatOnFotocasa, { ...onFotocasa, reference: '01-MU025X' }])).toBeUndefined();
  });
});

describe('ES matches without a key: gate, corroborate, and never `matched`', () => {
  const unnamed: Spanish = { floor: 'bj' };

  it('groups another agency\'s listing of the home through the gate, below `matched`', () => {
    const found = evidence([flatOnIdealista, onIdealista], [flatOnFotocasa, { agency: 'Fincas Jiménez', reference: '7781', floor: 'bj' }]);
    expect(found).toBeDefined();
    expect(found?.confidence).toBeLessThanOrEqual(ES_RULES.weakMaxConfidence);
    expect(found?.confidence).toBeLessThan(MATCHED);
  });

  it('never groups on a point alone: the area or the price must agree', () => {
    expect(evidence([flatOnIdealista, unnamed], [{ ...flatOnFotocasa, areaSqm: 75 }, unnamed])).toBeUndefined();
    expect(evidence([flatOnIdealista, unnamed], [{ ...flatOnFotocasa, price: 53_000 }, unnamed])).toBeUndefined();
    // An ad hiding both its price and its area corroborates nothing.
    expect(evidence([{ ...flatOnIdealista, areaSqm: undefined, price: undefined }, unnamed], [flatOnFotocasa, unnamed])).toBeUndefined();
  });

  it('never groups on the address text alone: one street line without the area or price agreeing is not one home', () => {
    const line = { line1: 'Carrer de les Agudes, 12' };
    expect(evidence([{ ...flatOnIdealista, ...line, at: undefined }, unnamed], [{ ...flatOnFotocasa, ...line, at: undefined, areaSqm: 80 }, unnamed])).toBeUndefined();
  });

  it('allows a foreign portal\'s ad of a Spanish home (Rightmove overseas) the general price difference, still below `matched`', () => {
    const overseas: ListingSpec = { ...flatOnFotocasa, platform: 'rightmove', nativeId: 'rm-es-1', price: 51_000 };
    expect(evidence([flatOnIdealista, unnamed], [{ ...flatOnFotocasa, price: 51_000 }, unnamed])).toBeUndefined();
    const found = evidence([flatOnIdealista, unnamed], [overseas, {}]);
    expect(found).toBeDefined();
    expect(found?.confidence ?? 1).toBeLessThan(MATCHED);
  });

  it('keeps two towns apart, and two postcodes', () => {
    expect(evidence([flatOnIdealista, unnamed], [{ ...flatOnFotocasa, city: 'Badalona' }, unnamed])).toBeUndefined();
    expect(evidence([{ ...flatOnIdealista, postalCode: '08042' }, unnamed], [flatOnFotocasa, unnamed])).toBeUndefined();
  });
});

describe('ES hard negatives', () => {
  it('keeps apart neighbouring flats of one building: one agency\'s two references, or two floors', () => {
    const building = { line1: 'Carrer de les Agudes, 12', at: { north: 5, east: 5 } };
    const home: [ListingSpec, Spanish] = [{ ...flatOnIdealista, ...building }, { agency: 'Inmobiliaria Barin', reference: '01-MU024X', floor: '2' }];
    const nextDoor: ListingSpec = { ...flatOnFotocasa, ...building, areaSqm: 60, price: 49_000 };
    expect(evidence(home, [nextDoor, { agency: 'Inmobiliaria Barin', reference: '01-MU031X', floor: '2' }])).toBeUndefined();
    expect(evidence(home, [nextDoor, { floor: '3' }])).toBeUndefined();
  });

  it('offers the flat next door on the same floor, with no reference to tell it apart, as `possible` at most', () => {
    const found = evidence([flatOnIdealista, { floor: '2' }], [flatOnFotocasa, { floor: '2' }]);
    expect(found?.confidence ?? 0).toBeLessThan(MATCHED);
  });

  it('keeps apart the same street at another number', () => {
    const a: ListingSpec = { ...flatOnIdealista, precision: 'exact', line1: 'Calle de Alcalá, 45' };
    const b: ListingSpec = { ...flatOnFotocasa, precision: 'exact', line1: 'Calle de Alcalá, 47', at: { north: 40, east: 0 } };
    expect(evidence([a, {}], [b, {}])).toBeUndefined();
  });

  it('keeps apart identical new-build plots of one developer (two references), and never matches them without one', () => {
    const plot: ListingSpec = { ...flatOnIdealista, type: 'house', bedrooms: 4, bathrooms: 3, areaSqm: 180, price: 420_000 };
    const next: ListingSpec = { ...plot, platform: 'fotocasa', nativeId: 'fc-plot-2', at: { north: 30, east: 20 } };
    expect(evidence([plot, { agency: 'Neinor Homes', reference: '301238' }], [next, { agency: 'Neinor Homes', reference: '301239' }])).toBeUndefined();
    expect(evidence([plot, { agency: 'Neinor Homes' }], [next, { agency: 'Neinor Homes' }])?.confidence ?? 0).toBeLessThan(MATCHED);
  });

  it('keeps a home re-listed after a sale apart from the old ad of its earlier sale (re-priced, a new reference)', () => {
    const oldAd: ListingSpec = { ...flatOnFotocasa, price: 42_000 };
    expect(evidence([flatOnIdealista, onIdealista], [oldAd, { agency: 'Fincas Jiménez', reference: 'FJ-1182', floor: 'bj' }])).toBeUndefined();
    expect(evidence([flatOnIdealista, onIdealista], [{ ...flatOnFotocasa, price: 47_000 }, { ...onFotocasa, reference: '01-MU199X' }])).toBeUndefined();
  });
});

describe('ES facts', () => {
  it('reads floors as the portals write them', () => {
    expect([spanishFloor('bj'), spanishFloor('Bajo'), spanishFloor('3'), spanishFloor('3ª'), spanishFloor('entreplanta'), spanishFloor(undefined)]).toEqual([0, 0, 3, 3, undefined, undefined]);
  });

  it('keeps the reference and floor a detail page gave when a search card without them comes later', () => {
    const detail = facts(flatOnFotocasa, onFotocasa);
    const card = facts(flatOnFotocasa, { agency: 'Inmobiliaria Barin' });
    const kept = keptFacts(card, detail);
    expect(kept.es).toMatchObject({ reference: '01MU024X', floor: 0 });
    // Another advertiser on the newer card is another ad's: nothing is carried over.
    expect(keptFacts(facts(flatOnFotocasa, { agency: 'Fincas Jiménez' }), detail).es?.reference).toBe('');
  });

  it('has no Spanish facts outside Spain', () => {
    expect(facts({ ...flatOnIdealista, country: 'GB' }, onIdealista).es).toBeUndefined();
  });

  it('groups the idealista and fotocasa listings of one home in the matcher, and the card after the detail keeps them together', () => {
    const matcher = new PropertyMatcher();
    const version = (n: number) => ({ observed_at: new Date(BASE_TIME.getTime() + n * 1000).toISOString(), event_id: `e-${n}` });
    const first = matcher.assign(document(flatOnIdealista, onIdealista), version(1));
    const second = matcher.assign(document(flatOnFotocasa, onFotocasa), version(2));
    expect(second).toMatchObject({ propertyId: first.propertyId, method: 'native_reference' });
    const card = matcher.assign(document(flatOnFotocasa, { agency: 'Inmobiliaria Barin', floor: 'bj' }), version(3));
    expect(card.propertyId).toBe(first.propertyId);
  });
});
