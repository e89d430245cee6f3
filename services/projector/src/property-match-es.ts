/**
 * Spain's cross-portal rules (second-portals.md §6.3, §7.1; alvarolobato/inmo-tool D-116, D-130,
 * D-137, D-138, #564, #628). Spanish addresses are neighbourhood-level on both portals (3,981
 * fotocasa listings shared 372 address strings) and the points are district centroids or
 * deliberately blurred, so neither an address text nor a point may group two listings alone.
 * What names a home:
 * - the cadastral reference (20 characters, one per dwelling) when both listings carry it;
 * - the agency's own reference WITH the same agency: an agency keeps its code across portals
 *   (captured on 88 % of fotocasa and 99 % of idealista sale ads), one agency showing two codes is
 *   two homes, and a code alone never is (short codes collide across agencies).
 * Otherwise the pair must pass a gate (no conflicting rooms, the area within 6 %, one postcode or
 * town, the same floor) and agree on price within 5 % (one marketing campaign: a re-listing after
 * a sale is re-priced); such a match stays below the gateway's `matched` threshold (0.8).
 */
import type { MatchEvidence } from './property-match-rules.js';

export const ES_RULES = {
  /** Confidence of one agency's same reference on two ads; the cadastral reference is the dwelling's own. */
  referenceConfidence: 0.95,
  cadastralConfidence: 0.99,
  /** Largest relative difference of the two areas of a match without a key (re-measured areas of one flat). */
  areaTolerance: 0.1,
  /** Largest relative difference of the two prices of a match without a key between Spain's own portals (D-137: within 5 %). */
  priceTolerance: 0.05,
  /**
   * The same for a foreign portal's ad of a Spanish home (Rightmove's overseas section, ImmoScout24's
   * Ausland): another agent's campaign, translated and re-priced, within the general 10 %.
   */
  foreignPriceTolerance: 0.1,
  /** A match without a key is offered as `possible` only (the gateway's `matched` is 0.8). */
  weakMaxConfidence: 0.75,
  /**
   * A match without a key is taken only when no listing of another home matches about as well
   * (within this much confidence): place, rooms, area and price cannot tell the flat next door,
   * the house down the street or the home's old ad from the home (D-130: address, size and price
   * alone were right on under 1 % of Spanish pairs), so two such homes leave the newcomer alone.
   */
  ambiguityMargin: 0.05,
  /**
   * Days between two ads' publication dates beyond which, without a key, they are two campaigns:
   * a home's ads of one sale go up within weeks or months of each other, while the ad of its
   * earlier sale, which fotocasa may keep showing, went up long before (the sample generator's
   * earlier sales: 240–1 100 days ago, `asEarlierSale`). Measured (`pnpm bench:matching`, seeds
   * 11, 7, 2024, 42 at 800 and 2 000): 180 days split true pairs (ES recall 0.932 → 0.908 at
   * 2 000 / 7), 300 kept an earlier sale published 296 days before the live ad.
   */
  campaignGapDays: 240,
} as const;

/** What the rules read of a Spanish listing. */
export interface SpanishFacts {
  /** The advertiser's name, folded (case, accents, punctuation); '' when the ad names none. */
  agency: string;
  /** The advertiser's reference for the home, upper case, letters and digits only; '' when none. */
  reference: string;
  /** The floor of a flat, 0 for the ground floor (`bj`, `bajo`); undefined when not stated. */
  floor: number | undefined;
  /** The 20-character cadastral reference; '' when none. */
  cadastral: string;
  /**
   * The advertiser's line, its last nine digits (Spanish numbers have nine); '' when the ad shows
   * none. An office's line, not the agency's: the saved fotocasa pages show one agency with two.
   */
  phone: string;
  /** The day the ad was first published (days since 1970-01-01, UTC; the document's `listed_at`); undefined when not stated. */
  publishedDay: number | undefined;
}

export interface SpanishFactsInput {
  country: string;
  agencyName?: string | null;
  agencyReference?: string | null;
  cadastralReference?: string | null;
  floor?: string | null;
  /** `extensions.advertiser_phone`: the line fotocasa and idealista show beside a professional's ad. */
  advertiserPhone?: string | null;
  /** The document's `listed_at`: when the source first published the ad. */
  listedAt?: string | null;
}

/** Folded text, as the other address keys fold it. */
type Fold = (text: string) => string;

/** "bj", "Bajo", "3", "3ª": the floor as a number; undefined for anything else (entreplanta, sótano words). */
export function spanishFloor(text: string | null | undefined): number | undefined {
  const t = (text ?? '').trim().toLowerCase();
  if (t === 'bj' || t === 'bajo' || t === 'planta baja') return 0;
  const m = /^(\d{1,2})\s*[ºª°]?$/.exec(t);
  return m ? Number(m[1]) : undefined;
}

/** A phone as a comparison key: its last nine digits ("+34 952 55 29 61" = "952552961"); '' when shorter. */
export function phoneKey(text: string | null | undefined): string {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits.length >= 9 ? digits.slice(-9) : '';
}

/** A reference as a comparison key: case and separators do not count ("01-MU024X" = "01 mu024x"). */
export function referenceKey(text: string | null | undefined): string {
  return (text ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const CADASTRAL = /^[0-9A-Z]{20}$/;
const DAY_MS = 86_400_000;

/** An instant as its UTC day number; undefined when missing or unreadable. */
function dayOf(instant: string | null | undefined): number | undefined {
  const ms = instant ? Date.parse(instant) : Number.NaN;
  return Number.isFinite(ms) ? Math.floor(ms / DAY_MS) : undefined;
}

/** The Spanish facts of a listing, or undefined outside Spain. */
export function spanishFacts(input: SpanishFactsInput, fold: Fold): SpanishFacts | undefined {
  if (input.country !== 'ES') return undefined;
  const cadastral = referenceKey(input.cadastralReference);
  return {
    agency: fold(input.agencyName ?? ''),
    reference: referenceKey(input.agencyReference),
    floor: spanishFloor(input.floor),
    cadastral: CADASTRAL.test(cadastral) ? cadastral : '',
    phone: phoneKey(input.advertiserPhone),
    publishedDay: dayOf(input.listedAt),
  };
}

/** A card read after the detail page keeps the reference and floor only the page gave. */
export function keptSpanishFacts(newer: SpanishFacts | undefined, older: SpanishFacts | undefined): SpanishFacts | undefined {
  if (!newer || !older) return newer;
  const keepsReference = newer.reference === '' && older.reference !== '' && (newer.agency === '' || newer.agency === older.agency);
  const keepsFloor = newer.floor === undefined && older.floor !== undefined;
  const keepsCadastral = newer.cadastral === '' && older.cadastral !== '';
  const keepsPhone = newer.phone === '' && older.phone !== '';
  const keepsPublished = newer.publishedDay === undefined && older.publishedDay !== undefined;
  if (!keepsReference && !keepsFloor && !keepsCadastral && !keepsPhone && !keepsPublished) return newer;
  return {
    agency: newer.agency === '' ? older.agency : newer.agency,
    reference: keepsReference ? older.reference : newer.reference,
    floor: keepsFloor ? older.floor : newer.floor,
    cadastral: keepsCadastral ? older.cadastral : newer.cadastral,
    phone: keepsPhone ? older.phone : newer.phone,
    publishedDay: keepsPublished ? older.publishedDay : newer.publishedDay,
  };
}

interface EsSide {
  es?: SpanishFacts | undefined;
}

/** What the price comparison of two Spanish portals' ads reads. */
interface PricedSide extends EsSide {
  platform: string;
  price: number | undefined;
  currency: string;
}

const sameAgency = (a: SpanishFacts, b: SpanishFacts): boolean => a.agency !== '' && a.agency === b.agency;

/** Spain's own listing portals: one agency feeds both from one CRM, one campaign, one price. */
const SPANISH_PORTALS: ReadonlySet<string> = new Set(['idealista', 'fotocasa']);

const bothSpanishPortals = (a: { platform: string }, b: { platform: string }): boolean => SPANISH_PORTALS.has(a.platform) && SPANISH_PORTALS.has(b.platform);

const relativeDifference = (a: number, b: number): number => Math.abs(a - b) / Math.max(a, b);

/** Both prices stated, in one currency, and farther apart than `tolerance`. */
function pricesApart(a: PricedSide, b: PricedSide, tolerance: number): boolean {
  return a.price !== undefined && b.price !== undefined && a.currency === b.currency && relativeDifference(a.price, b.price) > tolerance;
}

/**
 * Facts that say two Spanish listings are two homes: two cadastral references, one agency's two
 * references (inmo-tool#564), two floors, and (unless one cadastral reference names the home) two
 * ads of Spain's own portals priced apart: one campaign states one price within 5 % (D-137), a
 * re-listing after a sale is re-priced (one agency's one reference exempts a pair from the price),
 * and two ads published in two campaigns (the same exemption).
 * Also checked against every member of a group a listing joins.
 */
export function spanishVeto(a: PricedSide, b: PricedSide): boolean {
  const x = a.es;
  const y = b.es;
  if (!x || !y) return false;
  if (x.cadastral !== '' && y.cadastral !== '') return x.cadastral !== y.cadastral;
  if (sameAgency(x, y) && x.reference !== '' && y.reference !== '' && x.reference !== y.reference) return true;
  if (x.floor !== undefined && y.floor !== undefined && x.floor !== y.floor) return true;
  // One agency's one reference on both is one mandate: its two prices may differ by a reduction one portal shows first.
  const keyed = sameAgency(x, y) && x.reference !== '' && x.reference === y.reference;
  if (keyed) return false;
  return publishedApart(x, y) || (bothSpanishPortals(a, b) && pricesApart(a, b, ES_RULES.priceTolerance));
}

/** Both ads state when they went up, and they went up in two campaigns (`campaignGapDays`): the home's earlier sale beside its live ad. */
function publishedApart(x: SpanishFacts, y: SpanishFacts): boolean {
  return x.publishedDay !== undefined && y.publishedDay !== undefined && Math.abs(x.publishedDay - y.publishedDay) > ES_RULES.campaignGapDays;
}

/** A key naming the home: the cadastral reference, or one agency's reference on both ads. */
export function spanishKeyEvidence(a: EsSide, b: EsSide): MatchEvidence | undefined {
  const x = a.es;
  const y = b.es;
  if (!x || !y) return undefined;
  if (x.cadastral !== '' && x.cadastral === y.cadastral) return { method: 'native_reference', confidence: ES_RULES.cadastralConfidence };
  if (sameAgency(x, y) && x.reference !== '' && x.reference === y.reference) return { method: 'native_reference', confidence: ES_RULES.referenceConfidence };
  return undefined;
}

/** What the gate compares beside the Spanish facts. */
export interface GateFacts extends EsSide {
  platform: string;
  areaSqm: number | undefined;
  price: number | undefined;
  currency: string;
  postalCode: string;
  city: string;
}

/** One postcode, or (where a portal gives none, as idealista's API) one town. */
function samePlace(a: GateFacts, b: GateFacts): boolean {
  if (a.postalCode !== '' && b.postalCode !== '') return a.postalCode === b.postalCode;
  return a.city !== '' && a.city === b.city;
}

/**
 * A match of two Spanish listings without a key (a point, a street line): kept only through the
 * gate and the price, and never `matched`. Non-Spanish pairs pass unchanged.
 */
export function gatedSpanishEvidence(a: GateFacts, b: GateFacts, evidence: MatchEvidence): MatchEvidence | undefined {
  if (!a.es || !b.es) return evidence;
  if (!samePlace(a, b)) return undefined;
  const areas = a.areaSqm !== undefined && b.areaSqm !== undefined;
  const prices = a.price !== undefined && b.price !== undefined && a.currency === b.currency;
  // Something besides rooms and place must agree: an ad hiding both its price and its area corroborates nothing.
  if (!areas && !prices) return undefined;
  if (areas && relativeDifference(a.areaSqm as number, b.areaSqm as number) > ES_RULES.areaTolerance) return undefined;
  if (pricesApart(a, b, bothSpanishPortals(a, b) ? ES_RULES.priceTolerance : ES_RULES.foreignPriceTolerance)) return undefined;
  return { method: evidence.method, confidence: Math.min(evidence.confidence, ES_RULES.weakMaxConfidence) };
}

/** A candidate of a match without a key, as the matcher ranks them. */
export interface RankedCandidate<F> {
  facts: F;
  propertyId: string;
  confidence: number;
}

/**
 * Whether the weak match of a Spanish listing to `best` is one of two homes the listing cannot tell
 * apart: another candidate, of another property, matches about as well (`ambiguityMargin`) and is
 * not `best`'s home by what the two state (`twoHomes`: two references of one agency, two floors,
 * two texts of one office, an earlier sale). A key names the home and is never ambiguous.
 */
export function ambiguousSpanishMatch<F extends EsSide>(best: RankedCandidate<F>, candidates: readonly RankedCandidate<F>[], twoHomes: (a: F, b: F) => boolean): boolean {
  if (!best.facts.es || best.confidence > ES_RULES.weakMaxConfidence) return false;
  return candidates.some(
    (c) => c.facts !== best.facts && c.propertyId !== best.propertyId && c.confidence >= best.confidence - ES_RULES.ambiguityMargin && twoHomes(c.facts, best.facts),
  );
}
