import { describe, expect, it } from 'vitest';
import { livingAreaSqm } from '../src/index.js';

describe('the living-area rule', () => {
  it('takes the living area first, whatever its position', () => {
    expect(livingAreaSqm([{ basis: 'total', normalized_sqm: 100 }, { basis: 'living', normalized_sqm: 80 }])).toBe(80);
  });

  it('else the first usable, built or total area the listing states', () => {
    expect(livingAreaSqm([{ basis: 'plot', normalized_sqm: 500 }, { basis: 'built', normalized_sqm: 120 }, { basis: 'usable', normalized_sqm: 100 }])).toBe(120);
    expect(livingAreaSqm([{ basis: 'total', normalized_sqm: 90 }, { basis: 'usable', normalized_sqm: 70 }])).toBe(90);
  });

  it('never takes a plot, balcony or other area, and needs square metres', () => {
    expect(livingAreaSqm([{ basis: 'plot', normalized_sqm: 500 }, { basis: 'balcony', normalized_sqm: 5 }, { basis: 'other', normalized_sqm: 9 }])).toBeUndefined();
    expect(livingAreaSqm([{ basis: 'living' }, { basis: 'total', normalized_sqm: 90 }])).toBeUndefined();
    expect(livingAreaSqm(undefined)).toBeUndefined();
  });
});
