import { describe, expect, it } from 'vitest';
import { displayAddressTown } from '../src/display-address.js';

describe('displayAddressTown', () => {
  it.each([
    ['Kirkstall Lane, Leeds, LS6', 'Leeds'],
    ['Ham Street, Ham, TW10', 'Ham'],
    ['High Street, Camden, London NW1', 'London'],
    ['Flat 2, 10 High Street, London, SW1A 1AA', 'London'],
    ['Kirkstall Lane, Leeds', 'Leeds'],
    ['Station Road, Burgess Hill, RH15', 'Burgess Hill'],
  ])('%s → %s', (text, town) => {
    expect(displayAddressTown(text, 'GB')).toBe(town);
  });

  it('guesses nothing from a postcode alone, a street alone, or overseas', () => {
    expect(displayAddressTown('LS6', 'GB')).toBeUndefined();
    expect(displayAddressTown('Kirkstall Lane', 'GB')).toBeUndefined();
    expect(displayAddressTown('Calle Hilera, 29010 Málaga, Andalucía', 'ES')).toBeUndefined();
  });
});
