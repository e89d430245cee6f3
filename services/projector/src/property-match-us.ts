/**
 * The US's cross-portal identity (second-portals.md §6.2, §7.1). Zillow and realtor.com are both
 * fed by the MLS, and both show the MLS number of the listing (Zillow `attributionInfo.mlsId`,
 * realtor.com `source.listing_id`): one sale of one home is one MLS listing, so the same number
 * on both is the same home. Where one side shows none (a builder's feed) or they differ (a home
 * listed in two neighbouring MLSs, or re-listed by another broker), the USPS-normalised street
 * line, unit and ZIP name the home — backed by a second field, never by the address text alone
 * (inmo-tool measured 0.4–0.7 % precision for address-led matching in Spain, §7) — and two
 * different MLS numbers keep such a match below `matched`. Two units of one building, and two
 * street lines, are two homes whatever else agrees; a home's earlier sale is kept apart by the
 * general rules (a closed sale beside a re-priced live listing).
 */
import type { MatchEvidence } from './property-match-rules.js';

/** What the US rules read of a listing: the MLS number and the address split the USPS way. */
export interface UsFacts {
  country: string;
  platform: string;
  /** Upper-case letters and digits; '' when the source names none. */
  mlsNumber: string;
  /** The street line without its unit, USPS-abbreviated and folded ("350 5th Ave" → "3505thave"); '' when none. */
  usStreet: string;
  /** The unit's letters and digits ("APT 4B", "Unit 4B", "#4B" → "4b"); '' when none. */
  usUnit: string;
  postalCode: string;
  bedrooms: number | undefined;
  propertyType: string;
  listingId: string;
  /** `sold`, `active` …: a closed sale's MLS number names that sale. */
  status: string;
}

/** Types whose homes are units of a building: their street line names the building, not the home. */
const UNIT_TYPES: ReadonlySet<string> = new Set(['apartment', 'condo', 'co_op']);
const CLOSED: ReadonlySet<string> = new Set(['sold', 'let']);

export const US_RULES = {
  /** Same MLS number: the same MLS listing, shown by both portals. */
  mlsConfidence: 0.98,
  /** A flat one listing does not name, matched by its point, rooms and area: `possible` only. */
  unnamedUnitMaxConfidence: 0.75,
  /** Same street line, unit and ZIP, backed by a second field, with no MLS number against it. */
  addressConfidence: 0.95,
  /**
   * Same address but two MLS numbers: the home listed in two MLSs, or a re-listing by another
   * broker; or an error in one portal's address. Below the gateway's `matched` (0.8).
   */
  conflictingMlsConfidence: 0.75,
  /**
   * Pins of one home within this many metres back an address match: realtor.com and Zillow pin a
   * home within about a metre (§6.2); another agent's re-geocoded pin lies up to 80 m off in
   * the samples (the generic drift of a second listing).
   */
  nearM: 100,
  /** Living areas within this share back an address match: MLS against public record differ by ~1.5 % (§6.2). */
  areaShare: 0.03,
} as const;

/** USPS street suffixes and directions (Publication 28), as both portals abbreviate them. */
const USPS: Readonly<Record<string, string>> = {
  street: 'st', avenue: 'ave', boulevard: 'blvd', drive: 'dr', road: 'rd', place: 'pl', lane: 'ln', court: 'ct', terrace: 'ter',
  parkway: 'pkwy', highway: 'hwy', square: 'sq', circle: 'cir', trail: 'trl', way: 'way', north: 'n', south: 's', east: 'e', west: 'w',
  northeast: 'ne', northwest: 'nw', southeast: 'se', southwest: 'sw',
};

/** A unit designator and its code at the end of a street line: "… APT 4B", "… Unit 306", "… #7C", "… Ste 200". */
const UNIT_AT_END = /\s+(?:apt|apartment|unit|ste|suite|fl|floor|rm|room|#)\.?\s*#?\s*([a-z0-9-]+)\s*$/i;
const UNIT_WORD = /^\s*(?:apt|apartment|unit|ste|suite|fl|floor|rm|room|#)\.?\s*#?\s*/i;

const fold = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The unit's code: letters and digits, designator dropped ("Unit 4-B" → "4b"). */
function unitCodeOf(unit: string): string {
  return fold(unit.replace(UNIT_WORD, ''));
}

/** The street line and unit of a US address, the USPS way; a unit written into the line is cut from it. */
export function usAddressParts(line1: string | null | undefined, unit: string | null | undefined): { usStreet: string; usUnit: string } {
  let line = (line1 ?? '').trim();
  let code = unit ? unitCodeOf(unit) : '';
  const tail = UNIT_AT_END.exec(line);
  if (tail) {
    line = line.slice(0, tail.index);
    if (code === '') code = fold(tail[1] as string);
  }
  const words = line.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter((w) => w !== '');
  return { usStreet: words.map((w) => USPS[w] ?? w).join('').replace(/[^a-z0-9]/g, ''), usUnit: code };
}

/** An MLS number as both portals print it, for equality ("ml81937041" → "ML81937041"). */
export function mlsNumberOf(text: string | null | undefined): string {
  return (text ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const zip5 = (postal: string): string => postal.slice(0, 5);

const zipsAgree = (a: UsFacts, b: UsFacts): boolean => a.postalCode === '' || b.postalCode === '' || zip5(a.postalCode) === zip5(b.postalCode);

/** A street line with its house number: one a portal shows without it ("Collins Ave", Rightmove's overseas pages) names a street, not a home. */
const numbered = (street: string): boolean => /^\d/.test(street);

/** Two units of one building, or two numbered street lines: two homes, however alike. */
const twoAddresses = (a: UsFacts, b: UsFacts): boolean =>
  (a.usUnit !== '' && b.usUnit !== '' && a.usUnit !== b.usUnit) || (numbered(a.usStreet) && numbered(b.usStreet) && a.usStreet !== b.usStreet);

/**
 * The most a point can say of a US flat one listing does not name (Rightmove's overseas pages
 * show no unit, often no street line): the building is certain, the unit is not — the unit next
 * door has the same rooms and nearly the same area (seed 11 / 2 000: a realtor.com unit grouped
 * with another unit's Rightmove ad at 0.83). Below `matched`, as GB's unnamed flats.
 */
export function usUnnamedUnitCap(a: UsFacts, b: UsFacts, method: string): number | undefined {
  if (a.country !== 'US' || b.country !== 'US' || method !== 'geo_area_rooms') return undefined;
  if (a.usUnit !== '' && b.usUnit !== '') return undefined;
  return UNIT_TYPES.has(a.propertyType) || UNIT_TYPES.has(b.propertyType) ? US_RULES.unnamedUnitMaxConfidence : undefined;
}

/** Two US listings that are two homes whatever else agrees (two units, two numbered street lines): also a veto against every member of a group. */
export function usVeto(a: UsFacts, b: UsFacts): boolean {
  return a.country === 'US' && b.country === 'US' && twoAddresses(a, b);
}

/**
 * One MLS listing shown by both portals: the same MLS number in one ZIP. Decided before the
 * general rules compare prices, rooms and areas: the MLS says it is one sale, and a portal's
 * slip (a price typed in thousands, a bedroom count) must not split it.
 */
export function usMlsEvidence(a: UsFacts, b: UsFacts): MatchEvidence | undefined {
  if (a.country !== 'US' || b.country !== 'US' || a.listingId === b.listingId) return undefined;
  if (a.mlsNumber === '' || a.mlsNumber !== b.mlsNumber || !zipsAgree(a, b) || twoAddresses(a, b)) return undefined;
  return { method: 'native_reference', confidence: US_RULES.mlsConfidence };
}

/** What the US rules decide of a pair: `evidence`, or none (two homes); undefined when they leave it to the general rules. */
export interface UsDecision {
  evidence: MatchEvidence | undefined;
}

const TWO_HOMES: UsDecision = { evidence: undefined };

/**
 * The US rules for two US listings the general rules found compatible (rooms, type, price,
 * area, not a re-listing after a sale). `areaDifference` and `distance` (metres) when both state them.
 */
export function usDecision(a: UsFacts, b: UsFacts, areaDifference: number | undefined, distance: number | undefined): UsDecision | undefined {
  if (a.country !== 'US' || b.country !== 'US') return undefined;
  if (twoAddresses(a, b)) return TWO_HOMES;
  const byMls = usMlsEvidence(a, b);
  if (byMls) return { evidence: byMls };
  const conflicting = a.mlsNumber !== '' && b.mlsNumber !== '' && a.mlsNumber !== b.mlsNumber;
  // A closed sale's MLS number names that sale: another number is another sale of the home.
  if (conflicting && (CLOSED.has(a.status) || CLOSED.has(b.status))) return TWO_HOMES;
  if (!numbered(a.usStreet) || a.usStreet !== b.usStreet || !zipsAgree(a, b) || a.postalCode === '' || b.postalCode === '') return undefined;
  // One street line in one ZIP; the unit, where a building has units, on both. A building's
  // line without its unit is left to the general rules, which ask the flat's own facts.
  if (a.usUnit !== b.usUnit) return undefined;
  if (a.usUnit === '' && (UNIT_TYPES.has(a.propertyType) || UNIT_TYPES.has(b.propertyType))) return undefined;
  const backed =
    (distance !== undefined && distance <= US_RULES.nearM) ||
    (areaDifference !== undefined && areaDifference <= US_RULES.areaShare) ||
    (a.bedrooms !== undefined && a.bedrooms === b.bedrooms);
  if (!backed) return undefined;
  return { evidence: { method: 'address', confidence: conflicting ? US_RULES.conflictingMlsConfidence : US_RULES.addressConfidence } };
}
