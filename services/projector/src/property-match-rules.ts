import type { PropertyMatchMethod } from '@estate/contract';
import { distanceMeters, METERS_PER_DEGREE } from '@estate/normalize';
import { POINT_SLACK_M, type PropertyFacts } from './property-facts.js';
import { gatedSpanishEvidence, spanishKeyEvidence, spanishVeto } from './property-match-es.js';
import { germanCrossPortal, germanPointCap, germanVerdict, germanVeto } from './property-match-de.js';
import { gbVeto } from './property-match-gb.js';
import { officeCopyVeto } from './property-match-office.js';
import { decidedByJapaneseKey, japaneseEvidence } from './property-match-jp.js';
import { usDecision, usMlsEvidence, usUnnamedUnitCap, usVeto } from './property-match-us.js';

/**
 * How a listing was matched, strongest first: the dwelling's national identifier (the UPRN,
 * Zoopla's detail pages), a full postcode with the house number (and flat), a full postcode
 * with the rooms beside a geo match (GB), one street line, or a point with rooms and area; the
 * source's reference both portals show (`native_reference`: the US MLS number).
 */
export const MATCH_METHODS = ['uprn', 'postcode_house_number', 'postcode_rooms', 'address', 'geo_area_rooms', 'native_reference'] as const satisfies readonly PropertyMatchMethod[];
export type MatchMethod = (typeof MATCH_METHODS)[number];

/** Why two listings are taken for one property, and how sure that is (0–1, two decimals). */
export interface MatchEvidence {
  method: MatchMethod;
  confidence: number;
}

/**
 * The thresholds of the rules, measured against the generated cross-listings (see the accuracy
 * suite in test/e2e): another agent's listing of the same home is placed 10–80 m from it, so two
 * such listings can be 160 m apart; its area is rounded, re-measured or the built area (up to
 * +10%); its price differs by up to ±5% and drifts with reductions.
 */
export const MATCH_RULES = {
  /**
   * Farthest apart two exactly placed listings of one home may be. 150 m keeps nearly every
   * pair of re-geocoded listings of a home (two listings each up to 80 m off) while a
   * neighbourhood of similar flats at 150–300 m stays apart; blurred pins add their slack.
   */
  baseDistanceM: 150,
  /** Largest relative difference of two living areas of one home. */
  areaTolerance: 0.12,
  /** Years of construction may disagree by this much (one portal rounds, one says "approx."). */
  yearTolerance: 2,
  /** Bathroom counts differ by a half bath at most (one portal drops the US half bath). */
  bathroomTolerance: 0.5,
  /**
   * Relative difference beyond which two prices (same transaction and currency) are not one
   * home's: portals differ by a reduction or two not yet copied (≤ 7% in the samples), while
   * similar flats of one street differ by more often enough to matter.
   */
  priceTolerance: 0.1,
  /** Geo matches weaker than this are not taken: on the samples most of those were wrong. */
  minGeoConfidence: 0.62,
  /** A sold listing and a live one of one sale state one price; a re-listing is re-priced (see earlierSale). */
  closedPriceTolerance: 0.02,
  /**
   * GB, where Rightmove hides the house number and never names the flat. The same home on
   * Rightmove and Zoopla is one marketing campaign, priced within a reduction (9 pairs in 10
   * within 3.7 % in the samples), while the home's earlier sale was 5–22 % cheaper and the flat
   * next door is priced on its own area. A flat the two listings do not both name is grouped only
   * when a stated area agrees closely (re-measured areas of one flat: 9 in 10 within 4.3 %; the
   * neighbour's ±8 %), and never above 0.75, below the gateway's `matched` threshold (0.8): the
   * building is certain, the flat is not.
   */
  gb: { priceTolerance: 0.05, unnamedFlatAreaTolerance: 0.05, unnamedFlatMaxConfidence: 0.75 },
} as const;

/**
 * Type families: portals label one home differently (a Miami condo is an `apartment` on
 * rightmove, a semi-detached house is a `house` on another portal), but a flat is never a house.
 * `other`, `unknown` and a missing type are compatible with every family.
 */
const TYPE_FAMILY: Readonly<Record<string, string>> = {
  apartment: 'flat',
  condo: 'flat',
  co_op: 'flat',
  house: 'house',
  semi_detached: 'house',
  townhouse: 'house',
  manufactured: 'house',
  multi_family: 'multi_family',
  land: 'land',
  commercial: 'commercial',
  parking: 'parking',
  room: 'room',
};

const familyOf = (type: string): string | undefined => TYPE_FAMILY[type];

/** Statuses of a listing whose sale or let is over. */
const CLOSED: ReadonlySet<string> = new Set(['sold', 'let']);

/**
 * A finished sale beside a live listing is one sale only while both state its price (a portal
 * that has not caught up); re-priced, the live one is the home re-listed after that sale, and a
 * re-listing must never become one listing with its earlier sale.
 */
function earlierSale(a: PropertyFacts, b: PropertyFacts): boolean {
  if (CLOSED.has(a.status) === CLOSED.has(b.status)) return false;
  return a.price === undefined || b.price === undefined || relativeDifference(a.price, b.price) > MATCH_RULES.closedPriceTolerance;
}

/** A full UK postcode (outward and inward code, about fifteen addresses); an outward code alone covers thousands. */
const FULL_UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

const relativeDifference = (a: number, b: number): number => Math.abs(a - b) / Math.max(a, b);

/** Whether one run of codes is the other or its start ("4019" and "4019 14b"). */
const codesFit = (a: string, b: string): boolean =>
  a === '' || b === '' || a === b || (a.length < b.length ? b.startsWith(`${a} `) : a.startsWith(`${b} `));

/**
 * Whether two addresses can be one home's: a street line's numbers may stop short of the
 * other's ("4019 Brickell Ave" and "4019 Brickell Ave UNIT 1415") but may not differ (10 and
 * 12 High St, or flats 7A and 7B of one building), and two units must be the same unit.
 */
function addressCodesAgree(a: PropertyFacts, b: PropertyFacts): boolean {
  return codesFit(a.lineCode, b.lineCode) && (a.unitCode === '' || b.unitCode === '' || a.unitCode === b.unitCode);
}

/** Postal codes agree when one is the other or a prefix of it (ZIP+4, a GB outward code alone). */
function postalCodesAgree(a: string, b: string): boolean {
  if (a === '' || b === '') return true;
  return a.length <= b.length ? b.startsWith(a) : a.startsWith(b);
}

/** Great-circle metres between two placed listings, as searches measure a radius. */
function metresApart(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  return distanceMeters({ latitude: a.lat, longitude: a.lon }, { latitude: b.lat, longitude: b.lon });
}

/** How far apart two placed listings of one home may be. */
export function maxDistanceM(aSlackM: number, bSlackM: number): number {
  return MATCH_RULES.baseDistanceM + aSlackM + bSlackM;
}

const LARGEST_SLACK_M = Math.max(...Object.values(POINT_SLACK_M));

/** Largest `maxDistanceM` for a listing with this slack: how far a geo search must reach. */
export function searchRadiusM(slackM: number): number {
  return maxDistanceM(slackM, LARGEST_SLACK_M);
}

/** How the rooms of two listings compare: the same count, counts that fit, nothing to compare, or a contradiction. */
type RoomsAgreement = 'same' | 'plausible' | 'unknown' | 'conflict';

/** Rooms as a country counts them hold the bedrooms and up to three living rooms (living, dining, study). */
const fitsRooms = (rooms: number, bedrooms: number): boolean => rooms >= bedrooms && rooms <= bedrooms + 3;

function roomsAgreement(a: PropertyFacts, b: PropertyFacts): RoomsAgreement {
  if (a.bedrooms !== undefined && b.bedrooms !== undefined) {
    if (a.bedrooms !== b.bedrooms) return 'conflict';
    // Rooms are counted differently from portal to portal (German Zimmer count the living
    // room, a Japanese layout its number): only one platform's counts are compared.
    return a.platform === b.platform && a.rooms !== undefined && b.rooms !== undefined && a.rooms !== b.rooms ? 'conflict' : 'same';
  }
  if (a.platform === b.platform && a.rooms !== undefined && b.rooms !== undefined) return a.rooms === b.rooms ? 'same' : 'conflict';
  // One portal gives bedrooms, the other rooms (ImmoScout24's Zimmer beside idealista's dormitorios).
  if (a.bedrooms !== undefined && b.rooms !== undefined) return fitsRooms(b.rooms, a.bedrooms) ? 'plausible' : 'conflict';
  if (b.bedrooms !== undefined && a.rooms !== undefined) return fitsRooms(a.rooms, b.bedrooms) ? 'plausible' : 'conflict';
  return 'unknown';
}

interface Fit {
  /** Relative difference of the living areas; undefined when one is missing. */
  areaDifference: number | undefined;
  rooms: Exclude<RoomsAgreement, 'conflict'>;
}

/** Whether nothing the two listings state rules out one home; how well size and rooms agree, or false. */
function compatible(a: PropertyFacts, b: PropertyFacts): Fit | false {
  if (a.listingId === b.listingId || a.country !== b.country) return false;
  // Two identifiers of dwellings that differ are two dwellings, however alike the rest.
  if (a.uprn !== '' && b.uprn !== '' && a.uprn !== b.uprn) return false;
  // An agency lists a home once on a portal: two of its listings there are two homes (the
  // flats of a building it markets, a developer's identical plots).
  if (a.platform === b.platform && a.agencyId !== '' && a.agencyId === b.agencyId) return false;
  if (earlierSale(a, b)) return false;
  // ES: two cadastral references, one agency's two references, two floors (property-match-es).
  if (spanishVeto(a, b)) return false;
  // DE: one agency's two object numbers, two storeys (property-match-de).
  if (germanVeto(a, b)) return false;
  // US: two units of one building, two numbered street lines (property-match-us), so a group
  // joined through a listing that names neither never takes both units.
  if (usVeto(a, b)) return false;
  // GB: two floors or two plot numbers stated; GB, ES, DE: one office's ads on the two portals with two texts (property-match-office).
  if (gbVeto(a, b) || officeCopyVeto(a, b)) return false;
  if (a.propertyType !== b.propertyType) {
    const fa = familyOf(a.propertyType);
    const fb = familyOf(b.propertyType);
    if (fa !== undefined && fb !== undefined && fa !== fb) return false;
  }
  const rooms = roomsAgreement(a, b);
  if (rooms === 'conflict') return false;
  if (a.yearBuilt !== undefined && b.yearBuilt !== undefined && Math.abs(a.yearBuilt - b.yearBuilt) > MATCH_RULES.yearTolerance) return false;
  if (a.bathrooms !== undefined && b.bathrooms !== undefined && Math.abs(a.bathrooms - b.bathrooms) > MATCH_RULES.bathroomTolerance) return false;
  if (!postalCodesAgree(a.postalCode, b.postalCode)) return false;
  if (!addressCodesAgree(a, b)) return false;
  if (
    a.price !== undefined &&
    b.price !== undefined &&
    a.currency === b.currency &&
    a.transaction === b.transaction &&
    relativeDifference(a.price, b.price) > (a.country === 'GB' ? MATCH_RULES.gb.priceTolerance : MATCH_RULES.priceTolerance)
  ) {
    return false;
  }
  const areaDifference = a.areaSqm !== undefined && b.areaSqm !== undefined ? relativeDifference(a.areaSqm, b.areaSqm) : undefined;
  if (areaDifference !== undefined && areaDifference > MATCH_RULES.areaTolerance) return false;
  return { areaDifference, rooms };
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * One street line in one town (units, when both give one, already agree; points, when both
 * have one, lie close enough: the same line far apart means a point or a line is wrong). The address names the
 * home itself when both give a unit or the home is a house; a building's address without a unit
 * cannot tell its flats apart, so the match rests on the flat's facts as well and is less sure.
 */
function addressEvidence(a: PropertyFacts, b: PropertyFacts, { areaDifference }: Fit): MatchEvidence | undefined {
  if (a.addressKey === undefined || a.addressKey !== b.addressKey) return undefined;
  // Without postal codes on both sides the town must agree: street names repeat across towns.
  if ((a.postalCode === '' || b.postalCode === '') && a.city !== '' && b.city !== '' && a.city !== b.city) return undefined;
  const house = familyOf(a.propertyType) === 'house' || familyOf(b.propertyType) === 'house';
  const specific = (a.unitKnown && b.unitKnown) || house;
  const base = specific ? 0.97 : 0.9;
  const areaPenalty = areaDifference === undefined ? 0 : 0.05 * (areaDifference / MATCH_RULES.areaTolerance);
  return { method: 'address', confidence: round2(base - areaPenalty) };
}

/**
 * Near each other, with the same rooms and about the same area. Confidence falls with the
 * distance (relative to what the two points' precision allows) and the area difference, and is
 * lower when the rooms only fit (rooms against bedrooms) or the area cannot be compared.
 */
function geoEvidence(a: PropertyFacts, b: PropertyFacts, { areaDifference, rooms }: Fit, distance: number | undefined): MatchEvidence | undefined {
  if (distance === undefined || !a.point || !b.point) return undefined;
  const limit = maxDistanceM(a.point.slackM, b.point.slackM);
  // A point and a type alone would group every similar home of a block.
  if (areaDifference === undefined && rooms === 'unknown') return undefined;
  const geoScore = 1 - distance / limit;
  const areaScore = areaDifference === undefined ? 0.4 : 1 - areaDifference / MATCH_RULES.areaTolerance;
  const roomScore = rooms === 'same' ? 1 : rooms === 'plausible' ? 0.6 : 0.3;
  const confidence = round2(0.45 + 0.45 * (0.5 * geoScore + 0.35 * areaScore + 0.15 * roomScore));
  return confidence >= MATCH_RULES.minGeoConfidence ? { method: 'geo_area_rooms', confidence } : undefined;
}

/**
 * Whether `a` may join a property `b` already belongs to: nothing the two state contradicts,
 * and they are not farther apart than two steps of a match.
 */
export function consistentWith(a: PropertyFacts, b: PropertyFacts): boolean {
  if (!compatible(a, b)) return false;
  if (!a.point || !b.point) return true;
  return metresApart(a.point, b.point) <= 2 * maxDistanceM(a.point.slackM, b.point.slackM);
}

/**
 * Too far apart for a match by latitude alone: on the sphere distanceMeters measures, the
 * great-circle distance is at least R·|Δlatitude|, so this rejects (with a metre to spare for
 * rounding) only pairs the haversine below would reject too, without its trigonometry and the
 * objects it allocates. Most of a neighbourhood scan's grid neighbours end here.
 */
function fartherByLatitude(a: PropertyFacts, b: PropertyFacts): boolean {
  if (!a.point || !b.point) return false;
  return Math.abs(a.point.lat - b.point.lat) * METERS_PER_DEGREE > maxDistanceM(a.point.slackM, b.point.slackM) + 1;
}

/**
 * A key that names the dwelling itself: the same UPRN, or (GB) the same full postcode, house
 * number and flat. A flat's building number without the flat names the building only.
 */
function identityEvidence(a: PropertyFacts, b: PropertyFacts): MatchEvidence | undefined {
  if (a.uprn !== '' && a.uprn === b.uprn) return { method: 'uprn', confidence: 0.99 };
  if (a.country !== 'GB' || a.postalCode !== b.postalCode || !FULL_UK_POSTCODE.test(a.postalCode)) return undefined;
  if (a.lineCode === '' || a.lineCode !== b.lineCode || a.unitCode !== b.unitCode) return undefined;
  if (a.unitCode === '' && (familyOf(a.propertyType) === 'flat' || familyOf(b.propertyType) === 'flat')) return undefined;
  return { method: 'postcode_house_number', confidence: 0.97 };
}

/** GB flats the two listings do not both name: Rightmove never names the flat. */
const unnamedFlats = (a: PropertyFacts, b: PropertyFacts): boolean =>
  a.country === 'GB' && !(a.unitKnown && b.unitKnown) && (familyOf(a.propertyType) === 'flat' || familyOf(b.propertyType) === 'flat');

/**
 * For GB flats not both named the building is all the address tells: the flat's own area has
 * to agree closely, and the match stays below `matched` (see MATCH_RULES.gb).
 */
function unnamedGbFlat(a: PropertyFacts, b: PropertyFacts, evidence: MatchEvidence, { areaDifference }: Fit): MatchEvidence | undefined {
  if (!unnamedFlats(a, b)) return withPostcode(a, b, evidence, areaDifference);
  if (areaDifference !== undefined && areaDifference > MATCH_RULES.gb.unnamedFlatAreaTolerance) return undefined;
  return { method: evidence.method, confidence: Math.min(evidence.confidence, MATCH_RULES.gb.unnamedFlatMaxConfidence) };
}

/**
 * GB homes that are not flats the listings do not name, near each other with the same bedrooms,
 * in one full postcode: a postcode holds about fifteen addresses, so it backs the geo match with
 * a field of its own and the match is `matched` (Rightmove hides the number: this is how its
 * houses are matched).
 */
function withPostcode(a: PropertyFacts, b: PropertyFacts, evidence: MatchEvidence, areaDifference: number | undefined): MatchEvidence {
  if (a.country !== 'GB' || a.postalCode !== b.postalCode || !FULL_UK_POSTCODE.test(a.postalCode)) return evidence;
  if (a.bedrooms === undefined || a.bedrooms !== b.bedrooms || evidence.method !== 'geo_area_rooms') return evidence;
  // A development's plots share postcode, rooms, area and price: without a key naming the plot, a new build stays `possible`.
  if (a.newBuild || b.newBuild) return evidence;
  const confidence = areaDifference === undefined ? 0.82 : round2(0.9 - 0.08 * (areaDifference / MATCH_RULES.areaTolerance));
  return confidence > evidence.confidence ? { method: 'postcode_rooms', confidence } : evidence;
}

/** The evidence that `a` and `b` are listings of one property, or undefined. */
export function matchEvidence(a: PropertyFacts, b: PropertyFacts): MatchEvidence | undefined {
  if (fartherByLatitude(a, b)) return undefined;
  const distance = a.point && b.point ? metresApart(a.point, b.point) : undefined;
  // Too far apart for either rule: the cheapest test first, most grid neighbours fail it.
  if (distance !== undefined && a.point && b.point && distance > maxDistanceM(a.point.slackM, b.point.slackM)) return undefined;
  // US: one MLS number is one MLS listing, whatever a portal's price or rooms say (property-match-us).
  const byMls = usMlsEvidence(a, b);
  if (byMls) return byMls;
  const fit = compatible(a, b);
  if (!fit) return undefined;
  // Across Japan's two portals, or without pins, the exact key alone decides (property-match-jp).
  if (decidedByJapaneseKey(a, b)) return japaneseEvidence(a, b);
  // US: the MLS number, else the USPS address backed by a second field; two units or two street lines are two homes (property-match-us).
  const us = usDecision(a, b, fit.areaDifference, distance);
  if (us) return us.evidence;
  // DE: the agency's object number with the same agency, else fredy's gate; below `matched` without the number (property-match-de).
  const de = germanCrossPortal(a, b) ? germanVerdict(a, b) : undefined;
  if (de?.decided) return de.evidence;
  const byKey = identityEvidence(a, b) ?? spanishKeyEvidence(a, b);
  if (byKey) return byKey;
  const byAddress = addressEvidence(a, b, fit);
  const byGeo = geoEvidence(a, b, fit, distance);
  const best = byAddress && byGeo ? (byGeo.confidence > byAddress.confidence ? byGeo : byAddress) : (byAddress ?? byGeo);
  const evidence = best && unnamedGbFlat(a, b, best, fit);
  if (evidence && de) return { method: evidence.method, confidence: Math.min(evidence.confidence, de.cap) };
  const pointCap = evidence && (germanPointCap(a, b, evidence.method) ?? usUnnamedUnitCap(a, b, evidence.method));
  if (evidence && pointCap !== undefined) return { method: evidence.method, confidence: Math.min(evidence.confidence, pointCap) };
  // ES: without a key, only through the gate and never `matched` (property-match-es).
  return evidence && gatedSpanishEvidence(a, b, evidence);
}
