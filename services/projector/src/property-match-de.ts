/**
 * Germany's cross-portal rules (ImmoScout24 ↔ immowelt, second-portals.md §6.4, §7.1). Both
 * portals hide most addresses (district and postcode only) and place unpublished homes on a
 * district's outline or a blurred pin, so neither the street nor the point names a home. What
 * does: the agency's own object number (immowelt "Referenznummer", ImmoScout24
 * "Anbieter-Objekt-ID"), which an office sends with the home to every portal it feeds — but only
 * with the same agency: short numbers collide across offices, and the same office showing two
 * numbers means two homes (inmo-tool D-116 for the same rule in Spain). Without it, fredy's gate
 * (release 26.6.1): living space within 2 % and at most 1 m², the same rooms, the same locality,
 * then one corroborating signal — the price within 2 %, like against like (a Kaltmiete against a
 * Kaltmiete: both portals' asking amounts, never immowelt's estimated Warmmiete). Flats of one
 * building share all of that often enough, so the gate never reaches `matched` (0.8) on its own.
 * Never one portal's two listings, never the address text alone. One office's ads on the two
 * portals with two descriptions are two homes unless its one number names the home (the
 * office-copy rule, property-match-office): its CRM sends one text with the number to both.
 */
import type { MatchEvidence } from './property-match-rules.js';

/** What the German rules read beyond the common facts. */
export interface GermanFacts {
  /** The listing's agency (its name, normalized: the ids differ per portal); '' for a private seller. */
  agency: string;
  /** The agency's object number, letters and digits only, upper case; '' when the listing states none. */
  reference: string;
  /** The storey of a flat (0 = ground floor); undefined when not stated. */
  floor: number | undefined;
}

/** The facts two German listings are compared on (a subset of PropertyFacts). */
export interface GermanPair {
  listingId: string;
  platform: string;
  country: string;
  transaction: string;
  currency: string;
  rooms: number | undefined;
  areaSqm: number | undefined;
  price: number | undefined;
  postalCode: string;
  city: string;
  newBuild: boolean;
  propertyType: string;
  de: GermanFacts | undefined;
}

export const DE_RULES = {
  /** The agency's object number, with the same agency on both. */
  referenceConfidence: 0.97,
  /** fredy's gate: living spaces within 2 % … */
  areaTolerance: 0.02,
  /** … and never more than 1 m² apart. */
  areaMaxDifferenceSqm: 1,
  /** The corroborating price: within 2 %. */
  priceTolerance: 0.02,
  /** Gate and corroboration without the object number: the building or the street is sure, the home is not. */
  gateConfidence: 0.75,
  /** Any other evidence on a German cross-portal pair (a point, a street line) stays below `matched` too. */
  otherMaxConfidence: 0.75,
  /**
   * … and is taken only while areas and prices stay within 5 %: another agent's figures for one
   * home differ by a rounding or a reduction (≤ 5 % in the samples, but for a built area quoted as
   * living space), while the flat next door and the house down the street are measured and priced
   * on their own (the pairs wrongly grouped on seeds 7 and 11 were 6.4 % and 7.6 % apart in area).
   */
  otherAreaTolerance: 0.05,
  otherPriceTolerance: 0.05,
} as const;

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/** The German facts of a listing, from what its document or row states. */
export function germanFacts(input: { country: string; agencyName?: string | null; agencyReference?: string | null; floor?: string | null }): GermanFacts | undefined {
  if (input.country !== 'DE') return undefined;
  const agency = (input.agencyName ?? '').normalize('NFKC').toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
  const reference = (input.agencyReference ?? '').normalize('NFKC').toUpperCase().replace(NOT_LETTER_OR_DIGIT, '');
  return { agency, reference, floor: germanFloor(input.floor) };
}

/** "EG", "Erdgeschoss" → 0; "2 von 4", "1. Geschoss", "3" → the number; undefined otherwise. */
export function germanFloor(text: string | null | undefined): number | undefined {
  const t = (text ?? '').trim();
  if (/^(?:EG|Erdgeschoss)\b/i.test(t)) return 0;
  const m = /^(-?\d{1,2})\.?(?:\s|$)/.exec(t);
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

/** A newer observation without the object number or floor (a search card) keeps the exposé's. */
export function keptGermanFacts(newer: GermanFacts | undefined, older: GermanFacts | undefined): GermanFacts | undefined {
  if (!newer || !older) return newer;
  if ((newer.reference !== '' || older.reference === '') && (newer.floor !== undefined || older.floor === undefined)) return newer;
  return { agency: newer.agency, reference: newer.reference === '' ? older.reference : newer.reference, floor: newer.floor ?? older.floor };
}

/**
 * ImmoScout24's own duplicates (two offices listing one home there) keep the common rules, which
 * grouped them without a wrong pair before immowelt came; every other German pair is decided here.
 */
const FIRST_PORTAL = 'immoscout24';

/**
 * The most a point can say of two German listings of one portal, whichever rules decide them:
 * ImmoScout24 places a home whose address is unpublished on a blurred pin, so two offices' flats
 * of one district with the same rooms and area lie as close as one flat's two ads (seed 7 /
 * 4 000: two ImmoScout24 cards of other homes grouped at 0.81). A street line both show can still
 * make it `matched`.
 */
export function germanPointCap(a: Pick<GermanPair, 'de' | 'platform'>, b: Pick<GermanPair, 'de' | 'platform'>, method: string): number | undefined {
  return a.de !== undefined && b.de !== undefined && a.platform === b.platform && method === 'geo_area_rooms' ? DE_RULES.otherMaxConfidence : undefined;
}

/** Two German listings of the two portals, or two of immowelt: the pairs these rules decide. */
export function germanCrossPortal(a: GermanPair, b: GermanPair): boolean {
  return a.de !== undefined && b.de !== undefined && a.country === 'DE' && b.country === 'DE' && !(a.platform === FIRST_PORTAL && b.platform === FIRST_PORTAL);
}

const relativeDifference = (a: number, b: number): number => Math.abs(a - b) / Math.max(a, b);

/** fredy's gate: the same rooms, living spaces within 2 % and 1 m², the same postcode and town. */
function passesGate(a: GermanPair, b: GermanPair): boolean {
  if (a.rooms === undefined || a.rooms !== b.rooms) return false;
  if (a.areaSqm === undefined || b.areaSqm === undefined) return false;
  const diff = Math.abs(a.areaSqm - b.areaSqm);
  if (diff > DE_RULES.areaMaxDifferenceSqm || diff / Math.max(a.areaSqm, b.areaSqm) > DE_RULES.areaTolerance) return false;
  return a.postalCode !== '' && a.postalCode === b.postalCode && (a.city === '' || b.city === '' || a.city === b.city);
}

/** The corroborating signal: asking prices of one transaction and currency within 2 %. */
function pricesAgree(a: GermanPair, b: GermanPair): boolean {
  return a.price !== undefined && b.price !== undefined && a.transaction === b.transaction && a.currency === b.currency && relativeDifference(a.price, b.price) <= DE_RULES.priceTolerance;
}

export type GermanVerdict = { decided: true; evidence: MatchEvidence | undefined } | { decided: false; cap: number };

/**
 * Two German listings that cannot be one home, on one portal or two: one agency's two object
 * numbers (an office numbers a home once), or two storeys (the flat next door, one floor up).
 */
export function germanVeto(a: Pick<GermanPair, 'de'>, b: Pick<GermanPair, 'de'>): boolean {
  const da = a.de;
  const db = b.de;
  if (!da || !db) return false;
  if (da.agency !== '' && da.agency === db.agency && da.reference !== '' && db.reference !== '' && da.reference !== db.reference) return true;
  return da.floor !== undefined && db.floor !== undefined && da.floor !== db.floor;
}

/**
 * The German rules' verdict on a cross-portal pair: decided (a match by the object number, or
 * none: two numbers of one agency, two storeys), or left to the common rules with their
 * confidence capped below `matched`, raised to the gate's when fredy's gate and the price agree.
 * Two immowelt listings are one home only by one office's object number.
 */
export function germanVerdict(a: GermanPair, b: GermanPair): GermanVerdict {
  const da = a.de as GermanFacts;
  const db = b.de as GermanFacts;
  if (germanVeto(a, b)) return { decided: true, evidence: undefined };
  if (da.agency !== '' && da.agency === db.agency && da.reference !== '' && da.reference === db.reference) {
    return { decided: true, evidence: { method: 'native_reference', confidence: DE_RULES.referenceConfidence } };
  }
  // fredy's gate is for two portals: "same-portal listings are never merged" (release 26.6.1). Two
  // offices' immowelt listings alike in rooms, area, postcode and price are flats of one building.
  if (a.platform === b.platform) return { decided: true, evidence: undefined };
  if (passesGate(a, b) && pricesAgree(a, b)) return { decided: true, evidence: { method: 'geo_area_rooms', confidence: DE_RULES.gateConfidence } };
  const areaApart = a.areaSqm !== undefined && b.areaSqm !== undefined && relativeDifference(a.areaSqm, b.areaSqm) > DE_RULES.otherAreaTolerance;
  const priceApart = a.price !== undefined && b.price !== undefined && a.currency === b.currency && relativeDifference(a.price, b.price) > DE_RULES.otherPriceTolerance;
  if (areaApart || priceApart) return { decided: true, evidence: undefined };
  return { decided: false, cap: DE_RULES.otherMaxConfidence };
}
