import { describe, expect, it } from 'vitest';
import { isId, marketId, marketKey, postalDistrict } from '../src/index.js';

describe('market ids', () => {
  it('are one id for one place, however a source spells it', () => {
    const zillow = marketId({ kind: 'city', country: 'US', region: 'TX', city: 'Houston' });
    expect(isId('mkt', zillow)).toBe(true);
    expect(marketId({ kind: 'city', country: 'us', region: 'tx', city: '  houston ' })).toBe(zillow);
    // A US city is in its state; elsewhere a city is its name in the country, whatever region a source adds.
    expect(marketId({ kind: 'city', country: 'US', region: 'OR', city: 'Houston' })).not.toBe(zillow);
    expect(marketId({ kind: 'city', country: 'GB', city: 'Bristol' })).toBe(marketId({ kind: 'city', country: 'GB', region: 'South West', city: 'Bristol' }));
  });

  it('tell levels apart, and need what a level needs', () => {
    expect(marketId({ kind: 'region', country: 'ES', region: 'Madrid' })).not.toBe(marketId({ kind: 'city', country: 'ES', city: 'Madrid' }));
    expect(marketKey({ kind: 'city', country: 'US', city: 'Houston' })).toBeUndefined();
    expect(marketKey({ kind: 'region', country: 'ES' })).toBeUndefined();
    expect(marketKey({ kind: 'metro', country: 'US' })).toBeUndefined();
    expect(marketKey({ kind: 'country', country: 'jp' })).toEqual(['JP']);
  });

  it('compare postal markets by postal district: a GB outward code, elsewhere the code', () => {
    expect(postalDistrict('GB', 'sw4 7ab')).toBe('SW4');
    expect(postalDistrict('GB', 'SW4')).toBe('SW4');
    expect(postalDistrict('JP', '106-0032')).toBe('1060032');
    expect(postalDistrict('US', '07001')).toBe('07001');
    expect(marketId({ kind: 'postal_code', country: 'GB', postal_code: 'SW4 7AB' })).toBe(marketId({ kind: 'postal_code', country: 'GB', postal_code: 'SW4' }));
  });
});
