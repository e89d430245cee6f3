import { describe, expect, it } from 'vitest';
import { PRICE_KINDS } from '@estate/contract/vocabulary';
import { parsePrice, priceFromAmount, type Price, type PriceHint } from '../src/index.js';
import { int, pickOne, rng } from './random.js';

type Expected = Omit<Price, 'display_text'>;
type Row = readonly [text: string, hint: PriceHint | undefined, expected: Expected];

const US: PriceHint = { country: 'US' };
const GB: PriceHint = { country: 'GB' };
const ES: PriceHint = { country: 'ES' };
const DE: PriceHint = { country: 'DE' };
const JP: PriceHint = { country: 'JP' };

const usd = (amount: string, extra: Partial<Expected> = {}): Expected => ({ amount, currency: 'USD', kind: 'asking', ...extra });
const gbp = (amount: string, extra: Partial<Expected> = {}): Expected => ({ amount, currency: 'GBP', kind: 'asking', ...extra });
const eur = (amount: string, extra: Partial<Expected> = {}): Expected => ({ amount, currency: 'EUR', kind: 'asking', ...extra });
const jpy = (amount: string, extra: Partial<Expected> = {}): Expected => ({ amount, currency: 'JPY', kind: 'asking', ...extra });

const rows: readonly Row[] = [
  // Zillow (US)
  ['$1,250,000', undefined, usd('1250000')],
  ['$899,000', US, usd('899000')],
  ['$1,250,000.00', US, usd('1250000')],
  ['$2,400/mo', undefined, usd('2400', { period: 'month' })],
  ['$3,150/mo', US, usd('3150', { period: 'month' })],
  ['$1,995+/mo', US, usd('1995', { kind: 'from', min: '1995', period: 'month' })],
  ['$2,850 - $3,400/mo', US, usd('2850', { kind: 'range', min: '2850', max: '3400', period: 'month' })],
  ['$1.2M', US, usd('1200000')],
  ['$650K', US, usd('650000')],
  ['US$450,000', undefined, usd('450000')],
  ['$0', US, { currency: 'USD', kind: 'unknown' }],
  ['Contact for price', US, { currency: 'USD', kind: 'on_request' }],
  ['$185/night', US, usd('185', { period: 'night' })],
  ['$450,000', { currency: 'CAD' }, { amount: '450000', currency: 'CAD', kind: 'asking' }],
  ['$450,000', { country: 'CA' }, { amount: '450000', currency: 'CAD', kind: 'asking' }],
  ['US$450,000', { country: 'CA' }, usd('450000')],
  ['€450,000', { currency: 'CAD' }, eur('450000')],
  // Rightmove (GB)
  ['£450,000', undefined, gbp('450000')],
  ['Offers over £300,000', GB, gbp('300000', { kind: 'offers_over' })],
  ['Offers in Excess of £1,000,000', GB, gbp('1000000', { kind: 'offers_over' })],
  ['OIEO £650,000', GB, gbp('650000', { kind: 'offers_over' })],
  ['Offers in the region of £425,000', GB, gbp('425000', { kind: 'offers_in_region' })],
  ['OIRO £425,000', GB, gbp('425000', { kind: 'offers_in_region' })],
  ['Guide price £1.2m', GB, gbp('1200000', { kind: 'guide' })],
  ['Guide Price £475,000', GB, gbp('475000', { kind: 'guide' })],
  ['From £250,000', GB, gbp('250000', { kind: 'from', min: '250000' })],
  ['Fixed Price £180,000', GB, gbp('180000', { kind: 'fixed' })],
  ['Shared Ownership £87,500', GB, gbp('87500', { kind: 'shared_ownership' })],
  ['£250,000 - £300,000', GB, gbp('250000', { kind: 'range', min: '250000', max: '300000' })],
  ['£250k - £300k', undefined, gbp('250000', { kind: 'range', min: '250000', max: '300000' })],
  ['£1.2 - 1.5m', GB, gbp('1200000', { kind: 'range', min: '1200000', max: '1500000' })],
  ['POA', GB, { currency: 'GBP', kind: 'on_request' }],
  ['Price on application', GB, { currency: 'GBP', kind: 'on_request' }],
  ['Coming soon', GB, { currency: 'GBP', kind: 'to_be_announced' }],
  ['£1,500 pcm', GB, gbp('1500', { period: 'month' })],
  ['£346 pw', GB, gbp('346', { period: 'week' })],
  ['£1,500 pcm (£346 pw)', GB, gbp('1500', { period: 'month' })],
  ['£25 psf pa', GB, gbp('25', { period: 'year', per_area_unit: 'sqft' })],
  ['£450,000 ono', GB, gbp('450000', { kind: 'negotiable' })],
  // idealista (ES)
  ['450.000 €', ES, eur('450000')],
  ['1.250.000 €', undefined, eur('1250000')],
  ['€1.200/mes', ES, eur('1200', { period: 'month' })],
  ['€1.200/mes', undefined, eur('1200', { period: 'month' })],
  ['1.200 €/mes', ES, eur('1200', { period: 'month' })],
  ['1.250.000,50 €', undefined, eur('1250000.5')],
  ['12,50 €/m²', ES, eur('12.5', { per_area_unit: 'sqm' })],
  ['Desde 245.000 €', ES, eur('245000', { kind: 'from', min: '245000' })],
  ['95.000 euros', ES, eur('95000')],
  ['1,2 M€', ES, eur('1200000')],
  ['A consultar', ES, { currency: 'EUR', kind: 'on_request' }],
  ['Precio a consultar', ES, { currency: 'EUR', kind: 'on_request' }],
  ['85 €/noche', ES, eur('85', { period: 'night' })],
  // ImmoScout24 (DE)
  ['450.000 €', DE, eur('450000')],
  ['1.250.000 €', DE, eur('1250000')],
  ['Kaufpreis: 385.000 EUR', DE, eur('385000')],
  ['890,50 €', DE, eur('890.5')],
  ['1,2 Mio. €', DE, eur('1200000')],
  ['450.000 € VB', DE, eur('450000', { kind: 'negotiable' })],
  ['ca. 320.000 €', DE, eur('320000', { kind: 'approximate' })],
  ['ab 299.000 €', DE, eur('299000', { kind: 'from', min: '299000' })],
  ['1.250 € Kaltmiete', { country: 'DE', period: 'month' }, eur('1250', { period: 'month' })],
  ['Preis auf Anfrage', DE, { currency: 'EUR', kind: 'on_request' }],
  ['auf Anfrage', DE, { currency: 'EUR', kind: 'on_request' }],
  ['1.250.000,50 €', DE, eur('1250000.5')],
  // SUUMO (JP)
  ['3,980万円', undefined, jpy('39800000')],
  ['1億2,000万円', undefined, jpy('120000000')],
  ['1億円', JP, jpy('100000000')],
  ['2億5,000万円', JP, jpy('250000000')],
  ['8万5000円', JP, jpy('85000')],
  ['¥39,800,000', undefined, jpy('39800000')],
  ['￥39,800,000', undefined, jpy('39800000')],
  ['３９８０万円', undefined, jpy('39800000')],
  ['3,980万円～4,500万円', JP, jpy('39800000', { kind: 'range', min: '39800000', max: '45000000' })],
  ['3,980～4,500万円', JP, jpy('39800000', { kind: 'range', min: '39800000', max: '45000000' })],
  ['3980万円～', JP, jpy('39800000', { kind: 'from', min: '39800000' })],
  ['4,000万円台', JP, jpy('40000000', { kind: 'approximate' })],
  ['5,500万円（予定）', JP, jpy('55000000')],
  ['8.5万円', { country: 'JP', period: 'month' }, jpy('85000', { period: 'month' })],
  ['12万円/月', JP, jpy('120000', { period: 'month' })],
  ['9,800円/泊', JP, jpy('9800', { period: 'night' })],
  ['価格未定', JP, { currency: 'JPY', kind: 'to_be_announced' }],
  ['価格未定', undefined, { currency: 'XXX', kind: 'to_be_announced' }],
  ['応相談', JP, { currency: 'JPY', kind: 'on_request' }],
  // Other locales and junk
  ['450 000 €', { country: 'FR' }, eur('450000')],
  ['', undefined, { currency: 'XXX', kind: 'unknown' }],
  ['hello', undefined, { currency: 'XXX', kind: 'unknown' }],
  ['Call 020 7946 0000', GB, { currency: 'GBP', kind: 'unknown' }],
  ['450000', ES, eur('450000')],
  ['450000', undefined, { amount: '450000', currency: 'XXX', kind: 'asking' }],
];

describe('parsePrice', () => {
  it.each(rows)('%s (%o)', (text, hint, expected) => {
    expect(parsePrice(text, hint)).toEqual({ ...expected, display_text: text });
  });

  it('keeps the arithmetic exact far beyond float precision', () => {
    expect(parsePrice('9,999億9,999万9,999円').amount).toBe('999999999999');
    expect(parsePrice('$123,456,789,012,345,678.91').amount).toBe('123456789012345678.91');
  });

  it('reads what Intl writes, in every locale it is told about', () => {
    const next = rng(42);
    const formats = [
      { locale: 'en-US', currency: 'USD', decimals: true },
      { locale: 'en-GB', currency: 'GBP', decimals: true },
      { locale: 'de-DE', currency: 'EUR', decimals: true },
      { locale: 'es-ES', currency: 'EUR', decimals: true },
      { locale: 'fr-FR', currency: 'EUR', decimals: true },
      { locale: 'ja-JP', currency: 'JPY', decimals: false },
    ] as const;
    for (let i = 0; i < 600; i++) {
      const f = pickOne(next, formats);
      const units = BigInt(int(next, 10 ** (1 + int(next, 9)))) + 1n;
      const cents = f.decimals ? BigInt(int(next, 100)) : 0n;
      const text = new Intl.NumberFormat(f.locale, {
        style: 'currency',
        currency: f.currency,
        minimumFractionDigits: f.decimals ? 2 : 0,
      }).format(Number(units) + Number(cents) / 100);
      const expected = cents === 0n ? units.toString() : `${units}.${cents.toString().padStart(2, '0').replace(/0$/, '')}`;
      const price = parsePrice(text, { locale: f.locale });
      expect({ text, amount: price.amount, currency: price.currency }).toEqual({ text, amount: expected, currency: f.currency });
    }
  });

  it('composes 億 and 万 exactly', () => {
    const next = rng(7);
    for (let i = 0; i < 300; i++) {
      const oku = int(next, 100);
      const man = int(next, 10000);
      if (oku === 0 && man === 0) continue;
      const text = `${oku > 0 ? `${oku}億` : ''}${man > 0 ? `${man.toLocaleString('en-US')}万` : ''}円`;
      const expected = (BigInt(oku) * 100_000_000n + BigInt(man) * 10_000n).toString();
      expect({ text, amount: parsePrice(text).amount }).toEqual({ text, amount: expected });
    }
  });

  it('never throws and always returns a well-formed price', () => {
    const next = rng(2024);
    const pieces = ['1', '2', '0', '5', '9', ',', '.', ' ', '€', '£', '$', '¥', '円', '万', '億', 'k', 'm', 'Mio.', '-', '~', '～',
      '/mes', 'pcm', 'pw', 'POA', 'Offers over', 'ab', 'VB', 'Guide price', 'from', '価格未定', '(', ')', '+', "'", '\u00a0',
      'T3', '3LDK', 'ca.', 'bis', 'to', '½', '²', 'e', '\n'];
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 1 + int(next, 12) }, () => pickOne(next, pieces)).join('');
      const hint = pickOne(next, [undefined, US, GB, ES, DE, JP, { locale: 'de-DE' }, { locale: 'not a locale!' }]);
      const price = parsePrice(text, hint);
      expect(price.display_text).toBe(text);
      expect(PRICE_KINDS).toContain(price.kind);
      expect(price.currency).toMatch(/^[A-Z]{3}$/);
      for (const value of [price.amount, price.min, price.max]) {
        if (value !== undefined) expect(value).toMatch(/^\d+(\.\d+)?$/);
      }
      if (price.amount === undefined) expect(['on_request', 'to_be_announced', 'unknown']).toContain(price.kind);
      if (price.kind === 'range') expect(BigInt(price.min?.split('.')[0] ?? '0') <= BigInt(price.max?.split('.')[0] ?? '0')).toBe(true);
    }
  });

  it('survives inputs that are not strings at run time', () => {
    const notAString: unknown = 1250000;
    expect(parsePrice(notAString as string, US)).toMatchObject({ amount: '1250000', display_text: '1250000' });
  });
});

describe('priceFromAmount', () => {
  it.each([
    [1250000, 'USD', {}, { amount: '1250000', currency: 'USD', kind: 'asking', display_text: '1250000' }],
    [1234.5, 'eur', {}, { amount: '1234.5', currency: 'EUR', kind: 'asking', display_text: '1234.5' }],
    [0.1 + 0.2, 'EUR', {}, { amount: '0.30000000000000004', currency: 'EUR', kind: 'asking', display_text: '0.30000000000000004' }],
    [1e21, 'JPY', {}, { amount: '1000000000000000000000', currency: 'JPY', kind: 'asking', display_text: '1e+21' }],
    ['39800000', 'JPY', { display_text: '3,980万円' }, { amount: '39800000', currency: 'JPY', kind: 'asking', display_text: '3,980万円' }],
    [12345678901234567890n, 'USD', {}, { amount: '12345678901234567890', currency: 'USD', kind: 'asking', display_text: '12345678901234567890' }],
    [2400, 'USD', { period: 'month' }, { amount: '2400', currency: 'USD', kind: 'asking', period: 'month', display_text: '2400' }],
    [300000, 'GBP', { kind: 'offers_over' }, { amount: '300000', currency: 'GBP', kind: 'offers_over', display_text: '300000' }],
    [0, 'USD', {}, { currency: 'USD', kind: 'unknown', display_text: '0' }],
    [-5, 'USD', {}, { currency: 'USD', kind: 'unknown', display_text: '-5' }],
    [Number.NaN, 'USD', {}, { currency: 'USD', kind: 'unknown', display_text: 'NaN' }],
    ['abc', 'dollars', {}, { currency: 'XXX', kind: 'unknown', display_text: 'abc' }],
  ] as const)('%s %s', (amount, currency, options, expected) => {
    expect(priceFromAmount(amount, currency, options)).toEqual(expected);
  });
});
