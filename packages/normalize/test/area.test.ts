import { describe, expect, it } from 'vitest';
import { AREA_BASES } from '@estate/contract/vocabulary';
import { areaBasisFromLabel, areaFromValue, parseArea, type Area, type AreaOptions } from '../src/index.js';
import { int, pickOne, rng } from './random.js';

type Expected = Omit<Area, 'original_text'>;
type Row = readonly [text: string, options: AreaOptions | undefined, expected: Expected | undefined];

const sqm = (value: number, extra: Partial<Expected> = {}): Expected => ({
  value, unit: 'sqm', basis: 'living', normalized_sqm: value, ...extra,
});
const sqft = (value: number, normalized_sqm: number, extra: Partial<Expected> = {}): Expected => ({
  value, unit: 'sqft', basis: 'living', normalized_sqm, ...extra,
});

const rows: readonly Row[] = [
  // Zillow (US)
  ['1,200 sqft', undefined, sqft(1200, 111.48)],
  ['1,200 sq ft', { country: 'US' }, sqft(1200, 111.48)],
  ['2,450 Square Feet', undefined, sqft(2450, 227.61)],
  ['850 SF', undefined, sqft(850, 78.97)],
  ['1200', { country: 'US' }, sqft(1200, 111.48)],
  ['5,000 sq ft lot', undefined, sqft(5000, 464.52, { basis: 'plot' })],
  ['0.25 acres', { basis: 'plot' }, { value: 0.25, unit: 'acre', basis: 'plot', normalized_sqm: 1011.71 }],
  ['1.5 Acres Lot', undefined, { value: 1.5, unit: 'acre', basis: 'plot', normalized_sqm: 6070.28 }],
  // Rightmove (GB)
  ['1,200 sq. ft.', undefined, sqft(1200, 111.48)],
  ['1,200 sq. ft. (111 sq. m.)', { country: 'GB' }, sqft(1200, 111.48)],
  ['753 sq ft / 70 sq m', { country: 'GB' }, sqft(753, 69.96)],
  ['70 sq m', { country: 'GB' }, sqm(70)],
  ['1200', { country: 'GB' }, undefined],
  ['2.5 acres', { country: 'GB', basis: 'plot' }, { value: 2.5, unit: 'acre', basis: 'plot', normalized_sqm: 10117.14 }],
  // idealista (ES)
  ['82,5 m²', { country: 'ES' }, sqm(82.5)],
  ['120 m2', undefined, sqm(120)],
  ['120 m² construidos', { country: 'ES' }, sqm(120, { basis: 'built' })],
  ['95 m² útiles', { country: 'ES' }, sqm(95, { basis: 'usable' })],
  ['1.200 m²', { country: 'ES' }, sqm(1200)],
  ['parcela de 1.500 m²', { country: 'ES' }, sqm(1500, { basis: 'plot' })],
  ['2 ha', { country: 'ES', basis: 'plot' }, { value: 2, unit: 'hectare', basis: 'plot', normalized_sqm: 20000 }],
  // ImmoScout24 (DE)
  ['95 qm', undefined, sqm(95)],
  ['82,5 m²', { country: 'DE' }, sqm(82.5)],
  ['95 m² Wohnfläche', { country: 'DE' }, sqm(95)],
  ['Grundstück 650 m²', { country: 'DE' }, sqm(650, { basis: 'plot' })],
  ['82.5', { country: 'DE' }, sqm(82.5)],
  ['82,5', { country: 'DE' }, sqm(82.5)],
  ['1,200 m²', { country: 'DE' }, sqm(1.2)],
  ['120 Quadratmeter', undefined, sqm(120)],
  // SUUMO (JP)
  ['35.5㎡', undefined, sqm(35.5)],
  ['82.5m²', undefined, sqm(82.5)],
  ['70.12m2（壁芯）', { country: 'JP' }, sqm(70.12)],
  ['７０．１２ｍ２', undefined, sqm(70.12)],
  ['70.12m2～85.3m2', { country: 'JP' }, sqm(70.12)],
  ['70.12～85.3m2', { country: 'JP' }, sqm(70.12)],
  ['25.16坪', undefined, { value: 25.16, unit: 'tsubo', basis: 'living', normalized_sqm: 83.17 }],
  ['121坪', undefined, { value: 121, unit: 'tsubo', basis: 'living', normalized_sqm: 400 }],
  ['土地面積 165.3m2（50坪）', { country: 'JP' }, sqm(165.3, { basis: 'plot' })],
  ['建物面積 98.5m2', { country: 'JP' }, sqm(98.5, { basis: 'built' })],
  ['専有面積 62平米', { country: 'JP' }, sqm(62)],
  ['バルコニー面積 10.2m2', { country: 'JP' }, sqm(10.2, { basis: 'balcony' })],
  // Caller's basis wins; junk
  ['82 m²', { basis: 'total' }, sqm(82, { basis: 'total' })],
  ['1 200 m²', { country: 'FR' }, sqm(1200)],
  ['', undefined, undefined],
  ['hello', undefined, undefined],
  ['0 m²', undefined, undefined],
  ['82', undefined, undefined],
];

describe('parseArea', () => {
  it.each(rows)('%s (%o)', (text, options, expected) => {
    expect(parseArea(text, options)).toEqual(expected === undefined ? undefined : { ...expected, original_text: text });
  });

  it('converts square feet exactly (0.3048² m²), rounded half-up to 2 decimals', () => {
    const next = rng(11);
    for (let i = 0; i < 500; i++) {
      const feet = 1 + int(next, 50000);
      const area = parseArea(`${feet.toLocaleString('en-US')} sq ft`);
      // Reference in integers: feet × 9290304 / 10^8 m², scaled to hundredths, half-up.
      const hundredths = (BigInt(feet) * 9290304n * 100n * 2n + 100000000n) / 200000000n;
      expect(area?.normalized_sqm).toBe(Number(hundredths) / 100);
      expect(area?.value).toBe(feet);
    }
  });

  it('never throws; whatever it returns is positive with at most two decimals', () => {
    const next = rng(99);
    const pieces = ['1', '2', '0', '5', ',', '.', ' ', 'm²', 'm2', '㎡', 'sq ft', 'sqft', 'qm', '坪', 'acres', 'ha', '~', '-', '(', ')', 'Wohnfläche', '½'];
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: 1 + int(next, 8) }, () => pickOne(next, pieces)).join('');
      const area = parseArea(text, pickOne(next, [undefined, { country: 'US' }, { country: 'DE' }, { locale: 'ja-JP' }]));
      if (area === undefined) continue;
      expect(area.original_text).toBe(text);
      expect(area.value).toBeGreaterThan(0);
      expect(area.normalized_sqm).toBeGreaterThanOrEqual(0);
      expect(String(area.normalized_sqm)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(AREA_BASES).toContain(area.basis);
    }
  });
});

describe('areaFromValue', () => {
  it.each([
    [1200, 'sqft', 'living', { value: 1200, unit: 'sqft', basis: 'living', original_text: '1200', normalized_sqm: 111.48 }],
    [82.5, 'sqm', 'living', { value: 82.5, unit: 'sqm', basis: 'living', original_text: '82.5', normalized_sqm: 82.5 }],
    [1, 'tsubo', 'plot', { value: 1, unit: 'tsubo', basis: 'plot', original_text: '1', normalized_sqm: 3.31 }],
    [43560, 'sqft', 'plot', { value: 43560, unit: 'sqft', basis: 'plot', original_text: '43560', normalized_sqm: 4046.86 }],
    [1, 'acre', 'plot', { value: 1, unit: 'acre', basis: 'plot', original_text: '1', normalized_sqm: 4046.86 }],
    ['650', 'sqm', 'plot', { value: 650, unit: 'sqm', basis: 'plot', original_text: '650', normalized_sqm: 650 }],
    [0, 'sqm', 'living', undefined],
    [-3, 'sqm', 'living', undefined],
    [Number.NaN, 'sqm', 'living', undefined],
  ] as const)('%s %s', (value, unit, basis, expected) => {
    expect(areaFromValue(value, unit, basis)).toEqual(expected);
  });

  it('keeps the source text it is given', () => {
    expect(areaFromValue(1200, 'sqft', 'living', '1,200 sqft')?.original_text).toBe('1,200 sqft');
  });
});

describe('areaBasisFromLabel', () => {
  it.each([
    ['Wohnfläche', 'living'], ['Living area', 'living'], ['livingArea', 'living'], ['専有面積', 'living'],
    ['Grundstücksfläche', 'plot'], ['Lot size', 'plot'], ['lotAreaValue', 'plot'], ['Superficie de parcela', 'plot'], ['土地面積', 'plot'],
    ['Nutzfläche', 'usable'], ['Superficie útil', 'usable'],
    ['Superficie construida', 'built'], ['建物面積', 'built'], ['延床面積', 'built'],
    ['Gesamtfläche', 'total'], ['Total floor area', 'total'],
    ['Balkon', 'balcony'], ['Terraza', 'balcony'], ['バルコニー面積', 'balcony'],
    ['Zimmer', undefined],
  ] as const)('%s → %s', (label, basis) => {
    expect(areaBasisFromLabel(label)).toBe(basis);
  });
});
