import type { QuoteLine } from '@estate/events';
import { MinorAmount } from '@estate/normalize';
import { describe, expect, it } from 'vitest';
import { BreakdownError, priceQuote, type ObservedBreakdown, type PricedQuote } from '../src/stays/quote.js';

/** The sum of a quote's parts, in minor units: nights, discounts (negative) and fees. */
function sumOfParts(quote: PricedQuote): string {
  const parts = [...quote.nights.map((n) => n.price), ...quote.discounts.map((d) => d.price), ...quote.fees.map((f) => f.price)];
  return parts.reduce((acc, p) => acc.plus(MinorAmount.parse(p.amount as string, quote.currency) as MinorAmount), MinorAmount.zero(quote.currency)).toString();
}

const line = (kind: QuoteLine['kind'], description: string, amount: string, extra: Partial<QuoteLine> = {}): QuoteLine => ({ kind, description, amount, ...extra });

// A week in Madrid as the page showed it: 7 × 85.00, 10 % weekly discount, cleaning 30.00,
// service fee 14.2 % of 565.50 (80.30), taxes 7 % of 645.80 (45.21).
const week: ObservedBreakdown = {
  check_in: '2026-12-01',
  check_out: '2026-12-08',
  guests: 2,
  currency: 'EUR',
  lines: [
    line('nights', '€85.00 x 7 nights', '595.00', { nights: 7, nightly_amount: '85.00' }),
    line('discount', 'Weekly stay discount', '-59.50'),
    line('cleaning', 'Cleaning fee', '30.00'),
    line('service', 'Airbnb service fee', '80.30'),
    line('tax', 'Taxes', '45.21'),
  ],
  total: '691.01',
};

describe('quote arithmetic', () => {
  it('gives back the page breakdown for the very dates and guests it was shown for', () => {
    const quote = priceQuote(week, { check_in: '2026-12-01', check_out: '2026-12-08', guests: 2 });
    expect(quote.basis).toBe('observed');
    expect(quote.total).toEqual({ amount: '691.01', currency: 'EUR', kind: 'quote' });
    expect(quote.nights).toHaveLength(7);
    expect(quote.discounts).toEqual([{ kind: 'weekly', description: 'Weekly stay discount', price: { amount: '-59.50', currency: 'EUR', kind: 'quote' } }]);
    expect(quote.fees.map((f) => [f.kind, f.price.amount])).toEqual([['cleaning', '30.00'], ['service', '80.30'], ['tax', '45.21']]);
    expect(sumOfParts(quote)).toBe('691.01');
  });

  it('applies the rates to other dates: no weekly discount under a week, fees on the new base, rounded to the cent', () => {
    const quote = priceQuote(week, { check_in: '2026-12-10', check_out: '2026-12-13', guests: 2 });
    expect(quote.basis).toBe('derived');
    expect(quote.nights.map((n) => n.date)).toEqual(['2026-12-10', '2026-12-11', '2026-12-12']);
    expect(quote.nights.every((n) => n.price.amount === '85.00')).toBe(true);
    expect(quote.discounts).toEqual([]);
    // Base 255 + 30 = 285; service 80.30 × 285 / 565.50 = 40.4669… → 40.47; taxes 45.21 × 325.47 / 645.80 = 22.784… → 22.78.
    expect(quote.fees.map((f) => [f.kind, f.price.amount])).toEqual([['cleaning', '30.00'], ['service', '40.47'], ['tax', '22.78']]);
    expect(quote.total.amount).toBe('348.25');
    expect(sumOfParts(quote)).toBe(quote.total.amount);
  });

  it('takes the weekly discount at the share the page took, for longer stays too', () => {
    const quote = priceQuote(week, { check_in: '2026-12-10', check_out: '2026-12-20', guests: 2 });
    // 10 nights: 850.00, discount −59.50 × 850 / 595 = −85.00.
    expect(quote.discounts.map((d) => d.price.amount)).toEqual(['-85.00']);
    expect(sumOfParts(quote)).toBe(quote.total.amount);
  });

  it('leaves a weekly discount out of a monthly stay when the page showed a monthly one, and applies the monthly one', () => {
    const monthly: ObservedBreakdown = {
      ...week,
      lines: [...week.lines.slice(0, 1), line('discount', 'Weekly stay discount', '-59.50'), line('discount', 'Monthly stay discount', '-119.00'), ...week.lines.slice(2)],
      total: undefined,
    };
    const quote = priceQuote(monthly, { check_in: '2027-01-01', check_out: '2027-01-31', guests: 2 });
    expect(quote.discounts.map((d) => [d.kind, d.price.amount])).toEqual([['monthly', '-510.00']]);
    expect(sumOfParts(quote)).toBe(quote.total.amount);
  });

  it('rounds to the currency minor units: yen have none', () => {
    const yen: ObservedBreakdown = {
      check_in: '2026-12-01',
      check_out: '2026-12-04',
      guests: 1,
      currency: 'JPY',
      lines: [line('nights', '¥12,300 x 3 nights', '36900', { nights: 3, nightly_amount: '12300' }), line('cleaning', 'Cleaning fee', '5000'), line('service', 'Airbnb service fee', '5933'), line('tax', 'Taxes', '4783')],
      total: '52616',
    };
    const quote = priceQuote(yen, { check_in: '2026-12-05', check_out: '2026-12-07', guests: 1 });
    // Base 24 600 + 5 000 = 29 600; service 5 933 × 29 600 / 41 900 = 4 191.35… → 4 191; taxes 4 783 × 33 791 / 47 833 = 3 378.9… → 3 379.
    expect(quote.fees.map((f) => f.price.amount)).toEqual(['5000', '4191', '3379']);
    expect(quote.total.amount).toBe('37170');
    expect(sumOfParts(quote)).toBe('37170');
  });

  it('rounds half away from zero, once per line', () => {
    expect(MinorAmount.ofUnits(1n, 'USD').scaled(1n, 2n).toString()).toBe('0.01');
    expect(MinorAmount.ofUnits(-1n, 'USD').scaled(1n, 2n).toString()).toBe('-0.01');
    expect(MinorAmount.ofUnits(3n, 'BHD').toString()).toBe('0.003');
    expect(MinorAmount.parse('1.005', 'EUR')).toBeUndefined();
    expect(MinorAmount.parse('12000.00', 'JPY')?.toString()).toBe('12000');
  });

  it('splits an observed nights total without a nightly price evenly, the remainder on the first nights', () => {
    const uneven: ObservedBreakdown = { ...week, check_out: '2026-12-04', lines: [line('nights', '3 nights', '100.00')], total: '100.00' };
    const quote = priceQuote(uneven, { check_in: '2026-12-01', check_out: '2026-12-04', guests: 2 });
    expect(quote.nights.map((n) => n.price.amount)).toEqual(['33.34', '33.33', '33.33']);
    expect(sumOfParts(quote)).toBe('100.00');
  });

  it('refuses a breakdown whose lines do not add up to its total', () => {
    expect(() => priceQuote({ ...week, total: '700.00' }, { check_in: '2026-12-01', check_out: '2026-12-08', guests: 2 })).toThrow(BreakdownError);
    expect(() => priceQuote({ ...week, lines: week.lines.slice(1) }, { check_in: '2026-12-01', check_out: '2026-12-08', guests: 2 })).toThrow(/no nightly price/);
  });
});
