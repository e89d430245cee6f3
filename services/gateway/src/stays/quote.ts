import type { PriceBody, StayDiscountBody, StayFeeBody, StayNightBody } from '@estate/contract';
import type { QuoteLine } from '@estate/events';
import { MinorAmount } from '@estate/normalize';

/**
 * Quote arithmetic: a dated, guest-specific price built from the freshest price breakdown a
 * stay's page showed. Every amount is an integer of the currency's minor units (ISO 4217), so
 * the total is the sum of its parts exactly; a rate (service fee, taxes, a discount) is applied
 * as the ratio of two amounts the source showed, rounded once to a minor unit, never through a
 * binary fraction. For the very dates and guests the source priced, the result is its breakdown.
 */

/** A breakdown as observed: the stay's page for one set of dates and guests. */
export interface ObservedBreakdown {
  check_in: string;
  check_out: string;
  guests: number;
  currency: string;
  lines: readonly QuoteLine[];
  /** The page's total, when it showed one. */
  total?: string | undefined;
}

export interface QuoteRequest {
  check_in: string;
  check_out: string;
  guests: number;
}

export interface PricedQuote {
  nightly: PriceBody;
  nights: StayNightBody[];
  discounts: StayDiscountBody[];
  fees: StayFeeBody[];
  total: PriceBody;
  currency: string;
  basis: 'observed' | 'derived';
}

/** Why a breakdown cannot price a quote (a page whose lines do not add up, or no nightly price). */
export class BreakdownError extends Error {}

const WEEK = 7;
const MONTH = 28;
const DAY_MS = 86_400_000;

/** Nights between two `YYYY-MM-DD` dates. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

/** The dates of each night of a stay, check-in first. */
export function nightDates(checkIn: string, nights: number): string[] {
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  return Array.from({ length: nights }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

/** Which of the long-stay discounts a discount line is, from how the page named it. */
function discountKind(description: string): 'weekly' | 'monthly' | 'other' {
  if (/week/i.test(description)) return 'weekly';
  if (/month/i.test(description)) return 'monthly';
  return 'other';
}

function money(text: string, currency: string, what: string): MinorAmount {
  const amount = MinorAmount.parse(text, currency);
  if (amount === undefined) throw new BreakdownError(`${what} ${JSON.stringify(text)} is not an amount of ${currency}`);
  return amount;
}

function price(amount: MinorAmount, extra: Partial<PriceBody> = {}): PriceBody {
  return { amount: amount.toString(), currency: amount.currency, kind: 'quote', ...extra };
}

/** The breakdown's parts as amounts, checked to add up to the page's total. */
function readBreakdown(observed: ObservedBreakdown) {
  const { currency } = observed;
  const observedNights = nightsBetween(observed.check_in, observed.check_out);
  const nightLines = observed.lines.filter((l) => l.kind === 'nights');
  if (nightLines.length === 0) throw new BreakdownError('the breakdown has no nightly price');
  let nightsTotal = MinorAmount.zero(currency);
  let rate: MinorAmount | undefined;
  for (const line of nightLines) {
    const amount = money(line.amount, currency, 'a nights line');
    nightsTotal = nightsTotal.plus(amount);
    if (line.nightly_amount !== undefined && rate === undefined) rate = money(line.nightly_amount, currency, 'a nightly price');
  }
  // Without a stated nightly price the page's nights line is split evenly (it then divides exactly).
  rate ??= nightsTotal.scaled(1n, BigInt(observedNights));
  const other = observed.lines.filter((l) => l.kind !== 'nights').map((line) => ({ line, amount: money(line.amount, currency, `the ${line.kind} line`) }));
  const sum = other.reduce((acc, { amount }) => acc.plus(amount), nightsTotal);
  if (observed.total !== undefined && money(observed.total, currency, 'the total').units !== sum.units) {
    throw new BreakdownError(`the breakdown's lines add up to ${sum.toString()} ${currency}, not its total ${observed.total}`);
  }
  return { observedNights, nightsTotal, rate, other };
}

/**
 * Prices `request` from `observed`:
 * - each night at the observed nightly price;
 * - a weekly discount (7 nights or more) or monthly one (28 or more, instead of the weekly) at
 *   the share of the nights' subtotal the page took off; another discount only for the very
 *   dates and guests it was shown for;
 * - the cleaning fee once per stay, as shown; an extra-guest fee per night, as shown per night;
 * - the service fee and taxes at the share of what they were charged on (the subtotal after
 *   discounts plus cleaning and extra-guest fees; taxes also on the service fee), as shown.
 */
export function priceQuote(observed: ObservedBreakdown, request: QuoteRequest): PricedQuote {
  const { currency } = observed;
  const { observedNights, nightsTotal, rate, other } = readBreakdown(observed);
  const same = observed.check_in === request.check_in && observed.check_out === request.check_out && observed.guests === request.guests;
  const nights = nightsBetween(request.check_in, request.check_out);
  const dates = nightDates(request.check_in, nights);
  const subtotal = same ? nightsTotal : rate.times(nights);
  const nightPrices = same ? splitEvenly(nightsTotal, observedNights) : dates.map(() => rate);

  const discounts: StayDiscountBody[] = [];
  let discounted = subtotal;
  const lines = other.map((o) => ({ ...o, kind: o.line.kind === 'discount' ? discountKind(o.line.description) : undefined }));
  const monthly = nights >= MONTH && lines.some((l) => l.kind === 'monthly');
  for (const { line, amount, kind } of lines) {
    if (kind === undefined) continue;
    const applies = same || (kind === 'monthly' && nights >= MONTH) || (kind === 'weekly' && nights >= WEEK && !monthly);
    if (!applies) continue;
    const value = same ? amount : amount.scaled(subtotal.units, nightsTotal.units);
    discounts.push({ kind, description: line.description, price: price(value) });
    discounted = discounted.plus(value);
  }

  // What the fees were charged on, then and now.
  const fees: StayFeeBody[] = [];
  const flat = (kind: 'cleaning' | 'extra_guest' | 'other') => lines.filter((l) => l.line.kind === kind);
  let base = discounted;
  let observedBase = nightsTotal.plus(lines.filter((l) => l.kind !== undefined).reduce((acc, l) => acc.plus(l.amount), MinorAmount.zero(currency)));
  for (const { amount } of flat('cleaning')) {
    fees.push({ kind: 'cleaning', price: price(amount) });
    base = base.plus(amount);
    observedBase = observedBase.plus(amount);
  }
  for (const { line, amount } of [...flat('extra_guest'), ...flat('other')]) {
    const value = same || line.kind === 'other' ? amount : amount.scaled(BigInt(nights), BigInt(observedNights));
    fees.push({ kind: line.kind === 'extra_guest' ? 'extra_guest' : 'other', price: price(value, { display_text: line.description }) });
    base = base.plus(value);
    observedBase = observedBase.plus(amount);
  }
  let service = MinorAmount.zero(currency);
  let observedService = MinorAmount.zero(currency);
  for (const { amount } of lines.filter((l) => l.line.kind === 'service')) {
    const value = same ? amount : amount.scaled(base.units, observedBase.units);
    fees.push({ kind: 'service', price: price(value) });
    service = service.plus(value);
    observedService = observedService.plus(amount);
  }
  for (const { amount } of lines.filter((l) => l.line.kind === 'tax')) {
    const value = same ? amount : amount.scaled(base.plus(service).units, observedBase.plus(observedService).units);
    fees.push({ kind: 'tax', price: price(value) });
  }

  const total = fees.reduce((acc, fee) => acc.plus(money(fee.price.amount as string, currency, 'a fee')), discounted);
  return {
    nightly: price(rate, { period: 'night' }),
    nights: dates.map((date, i) => ({ date, price: price(nightPrices[i] as MinorAmount, { period: 'night' }) })),
    discounts,
    fees,
    total: price(total),
    currency,
    basis: same ? 'observed' : 'derived',
  };
}

/** An amount split into `parts` nights whose sum is the amount: the remainder goes to the first nights. */
function splitEvenly(amount: MinorAmount, parts: number): MinorAmount[] {
  const n = BigInt(parts);
  const each = amount.units / n;
  const rest = amount.units - each * n;
  return Array.from({ length: parts }, (_, i) => MinorAmount.ofUnits(each + (BigInt(i) < rest ? 1n : 0n), amount.currency));
}
