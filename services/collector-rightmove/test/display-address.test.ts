import { describe, expect, it } from 'vitest';
import { displayAddressTown, readDisplayAddress } from '../src/display-address.js';

describe('displayAddressTown', () => {
  it.each([
    ['Kirkstall Lane, Leeds, LS6', 'Leeds'],
    // TW10's post town is Richmond; Ham is a place inside it.
    ['Ham Street, Ham, TW10', 'Richmond'],
    ['LS6', 'Leeds'],
    ['High Street, Camden, London NW1', 'London'],
    ['Flat 2, 10 High Street, London, SW1A 1AA', 'London'],
    ['Kirkstall Lane, Leeds', 'Leeds'],
    ['Station Road, Burgess Hill, RH15', 'Burgess Hill'],
    // The shapes issue 31 reports from real cards (not kept here as pages).
    ['Whatman Road London SE23', 'London'],
    ['Rye Lane, London, SE15', 'London'],
    ['Ladbroke Grove, W10, United Kingdom', 'London'],
    ['Kings Road, Chelsea, London, Greater London.', 'London'],
    ['Whatman Road London', 'London'],
  ])('%s → %s', (text, town) => {
    expect(displayAddressTown(text, 'GB')).toBe(town);
  });

  it('guesses nothing from a street alone, or overseas', () => {
    expect(displayAddressTown('Kirkstall Lane', 'GB')).toBeUndefined();
    expect(displayAddressTown('Calle Hilera, 29010 Málaga, Andalucía', 'ES')).toBeUndefined();
  });

  it('never takes a building or a country for the town, and keeps the postcode a country follows', () => {
    expect(displayAddressTown('Pinnacle Tower', 'GB')).toBeUndefined();
    expect(readDisplayAddress('Ladbroke Grove, W10, United Kingdom', 'GB')).toEqual({ town: 'London', postcode: 'W10' });
    expect(readDisplayAddress('Pinnacle Tower, Fulham Reach, W6 9GS', 'GB')).toEqual({ town: 'London', postcode: 'W6 9GS' });
  });

  it('leaves a shared district without a named post town undecided', () => {
    // BA9 is Wincanton's and Bruton's.
    expect(readDisplayAddress('Mill Lane, BA9', 'GB')).toEqual({ postcode: 'BA9' });
    expect(readDisplayAddress('High Street, Bruton, BA9', 'GB')).toEqual({ town: 'Bruton', postcode: 'BA9' });
  });
});
