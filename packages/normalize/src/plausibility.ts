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
  field_status?: Record<string, unknown> | undefined;
  extensions?: Record<string, unknown> | undefined;
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
 * The least a home for sale asks in each market, in its currency: the cheapest houses listed
 * (a Detroit or rural Spanish house, an east German village house, a Japanese 空き家) ask a few
 * thousand, ¥100k or more; symbolic £1/€1 sales are council schemes, not portal listings, and
 * opening bids (`bid`) are not judged. Without an area this is the one check a price typed in
 * thousands ("£450" for £450,000) meets.
 */
const MIN_SALE_PRICE: Readonly<Record<string, number>> = { US: 1_000, GB: 1_000, ES: 1_000, DE: 1_000, JP: 10_000 };
/** Types whose price is not a home's: a parking space or a plot may sell for a few hundred. */
const NOT_A_HOME_TYPES: ReadonlySet<string> = new Set(['land', 'parking', 'commercial', 'other', 'room']);

/** A rent's amount per month, by its period; a rent per night (a stay) or without a period is not judged. */
const MONTHS_PER_PERIOD: Readonly<Record<string, number>> = { month: 1, week: 12 / 52, year: 12 };
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
 * A sale or rent priced at 0: its amount, or the "from" of a range, or, when the reader already
 * refused the 0 as an amount (priceFromAmount keeps no amount of 0), words that state nothing
 * but 0. Such a card would otherwise pass as a listing whose price is merely not given.
 */
function zeroPrice(listing: PlausibilitySubject): Finding | undefined {
  const price = listing.price;
  if (!price || UNJUDGED_PRICE_KINDS.has(price.kind)) return undefined;
  const amount = numberOf(price.amount) ?? numberOf(price.min);
  if (amount === 0) return { field: 'price', rule: 'zero_price', value: price.amount ?? price.min ?? '0' };
  const words = price.display_text?.trim();
  if (amount === undefined && words !== undefined && ZERO_WORDS.test(words)) return { field: 'price', rule: 'zero_price', value: words };
  return undefined;
}

function priceMinimum(listing: PlausibilitySubject): Finding | undefined {
  const price = listing.price;
  const least = MIN_SALE_PRICE[listing.country.toUpperCase()];
  const type = listing.property.property_type ?? 'unknown';
  if (!price || least === undefined || listing.transaction !== 'sale' || NOT_A_HOME_TYPES.has(type) || UNJUDGED_PRICE_KINDS.has(price.kind) || price.per_area_unit !== undefined) return undefined;
  if (price.currency !== countryCurrency(listing.country)) return undefined;
  const amount = numberOf(price.amount);
  return amount !== undefined && amount > 0 && amount < least ? { field: 'price', rule: 'price_minimum', value: price.amount ?? '' } : undefined;
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

/** The price as a sale price or a monthly rent in the country's currency, when the rules can judge it. */
function judgedAmount(listing: PlausibilitySubject): { amount: number; bounds: Bounds } | undefined {
  const price = listing.price;
  const byTransaction = PRICE_PER_SQM[listing.country.toUpperCase()];
  const transaction = listing.transaction === 'rent' ? 'rent' : listing.transaction === 'sale' ? 'sale' : undefined;
  if (!price || !byTransaction || !transaction || UNJUDGED_PRICE_KINDS.has(price.kind) || price.per_area_unit !== undefined) return undefined;
  if (price.currency !== countryCurrency(listing.country)) return undefined;
  const amount = numberOf(price.amount);
  if (amount === undefined || amount <= 0) return undefined;
  if (transaction === 'sale') return { amount, bounds: byTransaction.sale };
  const months = price.period === undefined ? undefined : MONTHS_PER_PERIOD[price.period];
  return months === undefined ? undefined : { amount: amount * months, bounds: byTransaction.rent };
}

function pricePerSqm(listing: PlausibilitySubject, area: PlausibilityArea | undefined): Finding | undefined {
  const type = listing.property.property_type ?? 'unknown';
  const sqm = area?.normalized_sqm;
  if (!area || sqm === undefined || sqm <= 0 || NO_FLOOR_TYPES.has(type) || NON_DWELLING_TYPES.has(type)) return undefined;
  const judged = judgedAmount(listing);
  if (!judged) return undefined;
  const ratio = judged.amount / sqm;
  const perBedroom = sqm / Math.max(1, listing.property.bedrooms ?? 1);
  let blameArea: boolean;
  if (ratio > judged.bounds.high) blameArea = perBedroom < CRAMPED_SQM_PER_BEDROOM;
  else if (ratio < judged.bounds.low) blameArea = perBedroom > VAST_SQM_PER_BEDROOM;
  else return undefined;
  return blameArea ? { field: areaField(area), rule: 'price_per_sqm', value: sqm } : { field: 'price', rule: 'price_per_sqm', value: listing.price?.amount ?? '' };
}

/**
 * The implausible values of a listing, each once, in rule order: prices of 0 or below any home's,
 * floor areas below any room, price per m² of what is left, then room counts against the floor area still
 * standing (an area the price corroborates). A rule reads only what the earlier ones left
 * standing, so one bad value is blamed once.
 */
export function implausibleValues(listing: PlausibilitySubject): Finding[] {
  const findings: Finding[] = [];
  const price = zeroPrice(listing) ?? priceMinimum(listing);
  if (price) findings.push(price);
  const tiny = floorAreaMinimum(listing);
  findings.push(...tiny);
  // The floor area searches will see: a withheld one leaves the listing without any (no other stands in).
  const picked = livingAreaOf(listing.property.areas);
  const floor = picked && !tiny.some((f) => f.field === areaField(picked)) ? picked : undefined;
  // Price and area corroborate each other before the room counts are judged against the area.
  const ratio = price ? undefined : pricePerSqm(listing, floor);
  if (ratio) findings.push(ratio);
  const blamedArea = ratio !== undefined && ratio.field !== 'price';
  findings.push(...roomsForArea(listing, blamedArea ? undefined : floor?.normalized_sqm));
  return findings;
}

/**
 * The listing with its implausible values withheld: the price keeps its words, currency, kind
 * and period but loses `amount`, `min` and `max`; an area keeps its stated value, unit and text
 * but loses `normalized_sqm`; a room count is dropped (the layout text stays). `field_status`
 * says `implausible` per field and `extensions.implausible` holds `{ rule, value }` per field.
 * A listing with nothing implausible comes back as it was (the same object).
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
  if (fields.has('price') && listing.price) out.price = withoutKey(withoutKey(withoutKey(listing.price, 'amount'), 'min'), 'max');
  const status: Record<string, unknown> = { ...listing.field_status };
  const notes: Record<string, unknown> = { ...(listing.extensions?.['implausible'] as Record<string, unknown> | undefined) };
  for (const f of findings) {
    status[f.field] = IMPLAUSIBLE;
    notes[f.field] = { rule: f.rule, value: f.value };
  }
  out.field_status = status;
  out.extensions = { ...listing.extensions, implausible: notes };
  return out;
}

function withoutKey<T extends object, K extends keyof T>(value: T, key: K): T {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
