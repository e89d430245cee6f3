/**
 * Values that cannot be true: a "1 sq. ft." living area on a £9.57M house, 11 bedrooms in 25 m²,
 * a "$0+" card read as a price. A source printed them, so they keep their words (`display_text`,
 * `original_text`, the layout), but they are not facts: the normalised value is withheld (no
 * `amount`, no `normalized_sqm`, no `bedrooms`), so searches, sorts and derived series, which read
 * only normalised values, pass over them; `field_status` says `implausible` for the field, and
 * `extensions.implausible` names the rule that fired and the value withheld.
 *
 * The bounds are wide on purpose: each lies well beyond the most extreme real homes of its
 * market (the reasoning beside each), so a rule fires on a misread or mistyped value, never on
 * an unusual home. A value the rules cannot judge (a country without bounds, a price in another
 * currency, a rent without its period) is left alone.
 */
import { countryCurrency } from './locale.js';
import { isFloorArea, livingAreaOf } from './living-area.js';

/** Every rule, with what it says; a finding names one of them. */
export const PLAUSIBILITY_RULES = {
  zero_price: 'a sale or rent priced at 0: a placeholder the page printed ("$0+", "£0"), not a price',
  price_minimum: 'a home for sale priced below anything a home sells for in its market (a price typed in thousands)',
  floor_area_minimum: 'a floor area smaller than the smallest room anyone lets or sells',
  rooms_for_area: 'more rooms than the floor area can hold, at the smallest real room size each',
  price_per_sqm: "a price per m² of floor area far outside every real home of the country's market",
} as const satisfies Record<string, string>;
export type PlausibilityRule = keyof typeof PLAUSIBILITY_RULES;

/** The status `field_status` gives a withheld field. */
export const IMPLAUSIBLE = 'implausible';

/** The parts of a listing observation the rules read and withhold (events' and contract's listings both fit). */
export interface PlausibilitySubject {
  country: string;
  transaction: string;
  price?: PlausibilityPrice | undefined;
  property: {
    property_type?: string | undefined;
    bedrooms?: number | undefined;
    rooms?: number | undefined;
    areas?: PlausibilityArea[] | undefined;
  };
  /** The source's own price history; each point's price is judged as the listing's is (`price_history.<i>.price`). */
  price_history?: PlausibilityHistoryPoint[] | undefined;
  field_status?: Record<string, unknown> | undefined;
  extensions?: Record<string, unknown> | undefined;
}

export interface PlausibilityHistoryPoint {
  price?: PlausibilityPrice | undefined;
}

export interface PlausibilityPrice {
  amount?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  currency?: string | undefined;
  kind: string;
  period?: string | undefined;
  per_area_unit?: string | undefined;
  display_text?: string | undefined;
}

export interface PlausibilityArea {
  basis: string;
  normalized_sqm?: number | undefined;
  /** Kept when the area is withheld: what the source stated. */
  value?: number | undefined;
  unit?: string | undefined;
  original_text?: string | undefined;
}

/** One value found implausible: the field (as `field_status` keys it), the rule, the value withheld. */
export interface Finding {
  field: string;
  rule: PlausibilityRule;
  value: string | number;
}

/**
 * Smallest floor area of a dwelling or a room, m². The smallest rooms let or sold anywhere in
 * the five markets are about 4.6 m² (a 3-畳 room is 4.86 m²; England's HMO licensing lets no one
 * sleep in a room under 4.64 m²). A whole listing under 4 m² is a misread or a mistyped unit.
 */
const MIN_DWELLING_SQM = 4;
/** Parking spaces, kiosks, storage: nothing sold or let as a space is under 1 m². */
const MIN_OTHER_SQM = 1;
/** Land has no floor area to judge; its plot is never a floor area (see living-area.ts). */
const NO_FLOOR_TYPES: ReadonlySet<string> = new Set(['land']);
const NON_DWELLING_TYPES: ReadonlySet<string> = new Set(['parking', 'commercial', 'other']);
/** Per room the floor area must hold at least this much (see MIN_DWELLING_SQM): 11 rooms need 44 m². */
const MIN_SQM_PER_ROOM = 4;

interface Bounds {
  low: number;
  high: number;
}

/**
 * Price per m² of floor area, per country and transaction (rent per month), in the country's
 * currency. Each bound lies a factor of 2–5 beyond the extremes of the market's real listings,
 * so only a value off by orders of magnitude (a price typed in thousands, a missing area digit,
 * an area read in the wrong unit) falls outside:
 * - US: median asking about $2,000/m² ($190/sq ft); the cheapest houses listed (Detroit, the
 *   rural South, at $5–15k for 100 m²) about $50–150/m²; the record Manhattan penthouses about
 *   $100–150k/m². Rents: $3–5/m² rural, about $15–20/m² median, $100–150/m² at the top.
 * - GB: median about £3,500/m²; the cheapest terraces (£30–50k for 70 m²) about £400–700/m², a
 *   derelict house at auction about £200/m²; Mayfair and One Hyde Park about £100–130k/m². Rents
 *   up to about £300/m² a month for super-prime London.
 * - ES: median about €2,000/m²; village houses of Teruel or Zamora at €10–20k for 150 m² about
 *   €70–130/m²; Marbella and Salamanca's best about €20–35k/m². Rents €3–60/m².
 * - DE: median about €3,000–3,500/m²; east German village houses about €200/m²; Munich and Sylt
 *   about €30–40k/m². Rents €4–60/m².
 * - JP: Tokyo condominiums about ¥1.2M/m², used houses nationally ¥150–300k/m²; 空き家 sold for
 *   ¥1M or less for 100 m² about ¥1–10k/m²; Tokyo's top penthouses about ¥3–4M/m². Rents ¥800/m²
 *   rural to ¥15–20k/m² for Tokyo's best.
 */
const PRICE_PER_SQM: Readonly<Record<string, Readonly<Record<'sale' | 'rent', Bounds>>>> = {
  US: { sale: { low: 20, high: 300_000 }, rent: { low: 1, high: 500 } },
  GB: { sale: { low: 50, high: 250_000 }, rent: { low: 1, high: 500 } },
  ES: { sale: { low: 20, high: 100_000 }, rent: { low: 0.5, high: 200 } },
  DE: { sale: { low: 50, high: 100_000 }, rent: { low: 0.5, high: 200 } },
  JP: { sale: { low: 500, high: 10_000_000 }, rent: { low: 100, high: 50_000 } },
};
/**
 * The least a home asks in each market, in its currency, for sale and as a rent per month.
 * Sale: the cheapest houses listed (a Detroit or rural Spanish house, an east German village
 * house, a Japanese 空き家) ask a few thousand, ¥100k or more; symbolic £1/€1 sales are council
 * schemes, not portal listings. Rent: the cheapest dwellings let (a rural US or east German flat,
 * a Japanese rural 1K) ask about $300, €150 or ¥15k a month; a rent under a fifth of that is a
 * placeholder or a slip. Opening bids (`bid`) are not judged. Without an area this is the one
 * check a price typed in thousands ("£450" for £450,000) meets.
 */
const MIN_PRICE: Readonly<Record<string, Readonly<Record<'sale' | 'rent', number>>>> = {
  US: { sale: 1_000, rent: 50 },
  GB: { sale: 1_000, rent: 30 },
  ES: { sale: 1_000, rent: 30 },
  DE: { sale: 1_000, rent: 30 },
  JP: { sale: 10_000, rent: 3_000 },
};
/** Types whose price is not a home's: a parking space or a plot may sell for a few hundred. */
const NOT_A_HOME_TYPES: ReadonlySet<string> = new Set(['land', 'parking', 'commercial', 'other', 'room']);

/** What a rent per period comes to a month (52 weeks in 12 months); a rent per night (a stay) or without a period is not judged. */
const MONTHS_PER_PERIOD: Readonly<Record<string, number>> = { month: 1, week: 52 / 12, year: 1 / 12 };
/**
 * Which of price and area is wrong when their ratio is out of bounds: a home's floor area per
 * bedroom (one for a studio) lies between about 10 and 150 m² (the generated sample: 12–151; real
 * homes alike). A ratio too high with under 10 m² per bedroom blames the area (a digit or unit
 * lost), else the price; too low with over 250 m² per bedroom blames the area, else the price.
 */
const CRAMPED_SQM_PER_BEDROOM = 10;
const VAST_SQM_PER_BEDROOM = 250;
/** Prices that are not the home's price per se: a share of it, or an opening bid that may be 0. */
const UNJUDGED_PRICE_KINDS: ReadonlySet<string> = new Set(['shared_ownership', 'bid']);

const areaField = (area: PlausibilityArea): string => `property.areas.${area.basis}`;

function numberOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** Words whose only number is a zero: "$0", "$0+", "£0", "0 €", "0円", "0.00". */
const ZERO_WORDS = /^[^\d%]*0(?:[.,]0+)?(?![\d.,%])[^\d%]*$/u;

/**
 * One price as the rules judge it: a listing's, a point of its history, or a unit a building
 * advertises. `transaction` is `sale`, `rent`, or `either` when the source does not say (a
 * building page lists its units' prices without saying which are rents): then a price is
 * implausible only if it is so under both readings. Any other transaction is not judged. `period` stands in for a rent's period
 * when its price does not state one (a history point of a monthly rent).
 */
export interface PriceSubject {
  country: string;
  transaction: string;
  property_type?: string | undefined;
  price?: PlausibilityPrice | undefined;
  period?: string | undefined;
}

type Reading = 'sale' | 'rent';

function readingsOf(transaction: string): readonly Reading[] {
  if (transaction === 'sale' || transaction === 'rent') return [transaction];
  return transaction === 'either' ? ['sale', 'rent'] : [];
}

/**
 * A sale or rent priced at 0: its amount, or the "from" of a range, or, when the reader already
 * refused the 0 as an amount (priceFromAmount keeps no amount of 0), words that state nothing
 * but 0. Such a card would otherwise pass as a listing whose price is merely not given.
 */
function zeroPrice(subject: PriceSubject): Omit<Finding, 'field'> | undefined {
  const price = subject.price;
  if (!price || UNJUDGED_PRICE_KINDS.has(price.kind)) return undefined;
  const amount = numberOf(price.amount) ?? numberOf(price.min);
  if (amount === 0) return { rule: 'zero_price', value: price.amount ?? price.min ?? '0' };
  const words = price.display_text?.trim();
  if (amount === undefined && words !== undefined && ZERO_WORDS.test(words)) return { rule: 'zero_price', value: words };
  return undefined;
}

/** The amount in the country's currency, as a sale price or a rent per month, for each reading the rules can judge. */
function amountsOf(subject: PriceSubject): Array<{ reading: Reading; amount: number }> | undefined {
  const price = subject.price;
  if (!price || UNJUDGED_PRICE_KINDS.has(price.kind) || price.per_area_unit !== undefined) return undefined;
  if (price.currency !== countryCurrency(subject.country)) return undefined;
  const amount = numberOf(price.amount);
  if (amount === undefined || amount <= 0) return undefined;
  const readings = readingsOf(subject.transaction);
  const out: Array<{ reading: Reading; amount: number }> = [];
  for (const reading of readings) {
    if (reading === 'sale') out.push({ reading, amount });
    else {
      const period = price.period ?? subject.period;
      // A price that does not say its period is read as a month when the transaction is unknown.
      const months = period === undefined ? (readings.length > 1 ? 1 : undefined) : MONTHS_PER_PERIOD[period];
      // A rent the rules cannot put on a month (per night, no period) cannot be judged: no reading stands.
      if (months === undefined) return undefined;
      out.push({ reading, amount: amount * months });
    }
  }
  return out;
}

function priceMinimum(subject: PriceSubject): Omit<Finding, 'field'> | undefined {
  const least = MIN_PRICE[subject.country.toUpperCase()];
  const type = subject.property_type ?? 'unknown';
  if (!least || NOT_A_HOME_TYPES.has(type)) return undefined;
  const amounts = amountsOf(subject);
  if (!amounts || amounts.length === 0 || !amounts.every((a) => a.amount < least[a.reading])) return undefined;
  return { rule: 'price_minimum', value: subject.price?.amount ?? '' };
}

/** How far outside its bounds a price per m² lies under every reading: 'high', 'low', or in bounds (undefined). */
function perSqmOutside(subject: PriceSubject, sqm: number): 'high' | 'low' | undefined {
  const byTransaction = PRICE_PER_SQM[subject.country.toUpperCase()];
  const amounts = byTransaction ? amountsOf(subject) : undefined;
  if (!byTransaction || !amounts || amounts.length === 0) return undefined;
  const sides = amounts.map(({ reading, amount }) => {
    const ratio = amount / sqm;
    const bounds = byTransaction[reading];
    return ratio > bounds.high ? 'high' : ratio < bounds.low ? 'low' : undefined;
  });
  const first = sides[0];
  return sides.every((side) => side !== undefined && side === first) ? first : undefined;
}

function floorAreaMinimum(listing: PlausibilitySubject): Finding[] {
  const type = listing.property.property_type ?? 'unknown';
  if (NO_FLOOR_TYPES.has(type)) return [];
  const least = NON_DWELLING_TYPES.has(type) ? MIN_OTHER_SQM : MIN_DWELLING_SQM;
  return (listing.property.areas ?? [])
    .filter((a) => isFloorArea(a) && a.normalized_sqm !== undefined && a.normalized_sqm < least)
    .map((a) => ({ field: areaField(a), rule: 'floor_area_minimum', value: a.normalized_sqm ?? 0 }));
}

/** The counts, not the area: an area that passed the other rules is corroborated by the price. */
function roomsForArea(listing: PlausibilitySubject, areaSqm: number | undefined): Finding[] {
  const { bedrooms, rooms } = listing.property;
  const count = Math.max(bedrooms ?? 0, rooms ?? 0);
  if (areaSqm === undefined || count < 2 || areaSqm / count >= MIN_SQM_PER_ROOM) return [];
  const out: Finding[] = [];
  if (bedrooms !== undefined) out.push({ field: 'property.bedrooms', rule: 'rooms_for_area', value: bedrooms });
  if (rooms !== undefined) out.push({ field: 'property.rooms', rule: 'rooms_for_area', value: rooms });
  return out;
}

/** Whether a price per m² can be judged for this type and area at all. */
function judgeableArea(type: string, sqm: number | undefined): sqm is number {
  return sqm !== undefined && sqm > 0 && !NO_FLOOR_TYPES.has(type) && !NON_DWELLING_TYPES.has(type);
}

/** Whether a price per m² out of bounds is the area's fault rather than the price's (see CRAMPED_SQM_PER_BEDROOM). */
function blamesArea(side: 'high' | 'low', sqm: number, bedrooms: number | undefined): boolean {
  const perBedroom = sqm / Math.max(1, bedrooms ?? 1);
  return side === 'high' ? perBedroom < CRAMPED_SQM_PER_BEDROOM : perBedroom > VAST_SQM_PER_BEDROOM;
}

function pricePerSqm(listing: PlausibilitySubject, area: PlausibilityArea | undefined): Finding | undefined {
  const type = listing.property.property_type ?? 'unknown';
  const sqm = area?.normalized_sqm;
  if (!area || !judgeableArea(type, sqm)) return undefined;
  const side = perSqmOutside(subjectOf(listing), sqm);
  if (side === undefined) return undefined;
  return blamesArea(side, sqm, listing.property.bedrooms)
    ? { field: areaField(area), rule: 'price_per_sqm', value: sqm }
    : { field: 'price', rule: 'price_per_sqm', value: listing.price?.amount ?? '' };
}

function subjectOf(listing: PlausibilitySubject): PriceSubject {
  return { country: listing.country, transaction: listing.transaction, property_type: listing.property.property_type, price: listing.price };
}

/**
 * One price judged on its own — a unit's "from" price, a point of a listing's history — by the
 * rules that read a price: zero_price, price_minimum and, with the floor area it buys (and the
 * bedrooms in it), price_per_sqm when the price is to blame. An area that is itself what cannot
 * be true (under the smallest room, or cramped or vast for its bedrooms) blames nothing here: it
 * is the listing's or the floor plan's to answer for, not the price's.
 */
export function implausiblePrice(subject: PriceSubject, floorSqm?: number, bedrooms?: number): Omit<Finding, 'field'> | undefined {
  const found = zeroPrice(subject) ?? priceMinimum(subject);
  if (found || !judgeableArea(subject.property_type ?? 'unknown', floorSqm) || floorSqm < MIN_DWELLING_SQM) return found;
  const side = perSqmOutside(subject, floorSqm);
  return side === undefined || blamesArea(side, floorSqm, bedrooms) ? undefined : { rule: 'price_per_sqm', value: subject.price?.amount ?? '' };
}

/** The points of the price history whose price cannot be true, judged against the floor area still standing. */
function historyFindings(listing: PlausibilitySubject, floorSqm: number | undefined): Finding[] {
  const out: Finding[] = [];
  const period = listing.price?.period;
  (listing.price_history ?? []).forEach((point, i) => {
    if (!point.price) return;
    const found = implausiblePrice({ ...subjectOf(listing), price: point.price, period }, floorSqm, listing.property.bedrooms);
    if (found) out.push({ field: `price_history.${i}.price`, ...found });
  });
  return out;
}

/**
 * The implausible values of a listing, each once, in rule order: prices of 0 or below any home's,
 * floor areas below any room, price per m² of what is left, then room counts against the floor area still
 * standing (an area the price corroborates), and last each point of the price history on its own.
 * A rule reads only what the earlier ones left standing, so one bad value is blamed once.
 */
export function implausibleValues(listing: PlausibilitySubject): Finding[] {
  const findings: Finding[] = [];
  const subject = subjectOf(listing);
  const priceFound = zeroPrice(subject) ?? priceMinimum(subject);
  if (priceFound) findings.push({ field: 'price', ...priceFound });
  const tiny = floorAreaMinimum(listing);
  findings.push(...tiny);
  // The floor area searches will see: a withheld one leaves the listing without any (no other stands in).
  const picked = livingAreaOf(listing.property.areas);
  const floor = picked && !tiny.some((f) => f.field === areaField(picked)) ? picked : undefined;
  // Price and area corroborate each other before the room counts are judged against the area.
  const ratio = priceFound ? undefined : pricePerSqm(listing, floor);
  if (ratio) findings.push(ratio);
  const blamedArea = ratio !== undefined && ratio.field !== 'price';
  const standingSqm = blamedArea ? undefined : floor?.normalized_sqm;
  findings.push(...roomsForArea(listing, standingSqm));
  findings.push(...historyFindings(listing, standingSqm));
  return findings;
}

/** The price without its normalised values (amount, range), its words, currency, kind and period kept. */
export function withheldPrice<P extends PlausibilityPrice>(price: P): P {
  return withoutKey(withoutKey(withoutKey(price, 'amount'), 'min'), 'max');
}

/**
 * The listing with its implausible values withheld: the price keeps its words, currency, kind
 * and period but loses `amount`, `min` and `max` (so does a point of its history); an area keeps
 * its stated value, unit and text but loses `normalized_sqm`; a room count is dropped (the layout
 * text stays). `field_status` says `implausible` per field and `extensions.implausible` holds
 * `{ rule, value }` per field. A listing with nothing implausible comes back as it was (the same object).
 */
export function withoutImplausible<T extends PlausibilitySubject>(listing: T): T {
  const findings = implausibleValues(listing);
  if (findings.length === 0) return listing;
  const fields = new Set(findings.map((f) => f.field));
  const property = { ...listing.property };
  if (fields.has('property.bedrooms')) delete property.bedrooms;
  if (fields.has('property.rooms')) delete property.rooms;
  if (property.areas) property.areas = property.areas.map((a) => (fields.has(areaField(a)) ? withoutKey(a, 'normalized_sqm') : a));
  const out: T = { ...listing, property };
  if (fields.has('price') && listing.price) out.price = withheldPrice(listing.price);
  if (listing.price_history?.some((_, i) => fields.has(`price_history.${i}.price`))) {
    out.price_history = listing.price_history.map((point, i) => (fields.has(`price_history.${i}.price`) && point.price ? { ...point, price: withheldPrice(point.price) } : point));
  }
  out.field_status = { ...listing.field_status, ...statusOf(findings) };
  out.extensions = { ...listing.extensions, implausible: { ...(listing.extensions?.['implausible'] as Record<string, unknown> | undefined), ...notesOf(findings) } };
  return out;
}

/** `field_status` entries for findings: `implausible` per field. */
export function statusOf(findings: readonly Finding[]): Record<string, string> {
  return Object.fromEntries(findings.map((f) => [f.field, IMPLAUSIBLE]));
}

/** `extensions.implausible` entries for findings: the rule and the value withheld, per field. */
export function notesOf(findings: readonly Finding[]): Record<string, { rule: PlausibilityRule; value: string | number }> {
  return Object.fromEntries(findings.map((f) => [f.field, { rule: f.rule, value: f.value }]));
}

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): T {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
