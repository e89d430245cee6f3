import { describe, expect, it } from 'vitest';
import { matchesLocation, matchesTextLocation, textLocationQuery } from '../src/index.js';

describe('the text-location rule', () => {
  const munich = { country: 'DE', city: 'München', region: 'Bayern', postal_code: '80331' };

  it('matches the whole city or region in any case, or a postal-code prefix', () => {
    for (const query of ['münchen', 'MÜNCHEN', '  München ', 'bayern', '803', '80331']) {
      expect(matchesTextLocation(munich, { query })).toBe(true);
    }
    for (const query of ['Münch', 'munchen', '331', 'München Bayern', 'Straße']) {
      expect(matchesTextLocation(munich, { query })).toBe(false);
    }
  });

  it('filters by country when given', () => {
    expect(matchesTextLocation(munich, { query: 'münchen', country: 'DE' })).toBe(true);
    expect(matchesTextLocation(munich, { query: 'münchen', country: 'AT' })).toBe(false);
  });

  it('trims only spaces, and a blank query matches nothing', () => {
    expect(textLocationQuery('   ')).toBeUndefined();
    expect(matchesTextLocation({ city: '' }, { query: ' ' })).toBe(false);
    expect(matchesTextLocation(munich, { query: '\tmünchen' })).toBe(false);
    expect(matchesTextLocation(munich, { query: 'münchen\u00a0' })).toBe(false);
  });

  it('does not fold width or accents (searches never did)', () => {
    expect(matchesTextLocation({ city: 'Tokyo' }, { query: 'ＴＯＫＹＯ' })).toBe(false);
    expect(matchesTextLocation({ city: 'Málaga' }, { query: 'malaga' })).toBe(false);
    expect(matchesTextLocation({ city: 'STRAẞE' }, { query: 'straße' })).toBe(true);
  });

  it('is what matchesLocation applies to a text location, and never reads the street line', () => {
    expect(matchesLocation({ city: 'Austin', point: { latitude: 0, longitude: 0 } }, { kind: 'text', query: 'austin' })).toBe(true);
    expect(matchesLocation({ city: 'Austin' }, { kind: 'text', query: 'congress' })).toBe(false);
  });
});
