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

describe('the locality of a postcode district the address names beside its post town', () => {
  it.each([
    // TW10's post town is Richmond; Ham and Petersham are places it covers.
    ['Ham Street, Ham, TW10', { town: 'Richmond', postcode: 'TW10', locality: 'Ham' }],
    ['Sandy Lane, Petersham, Richmond, TW10 7AA', { town: 'Richmond', postcode: 'TW10 7AA', locality: 'Petersham' }],
    ['Whatman Road, Forest Hill, London SE23', { town: 'London', postcode: 'SE23', locality: 'Forest Hill' }],
    ['Rye Lane, PECKHAM, London, SE15', { town: 'London', postcode: 'SE15', locality: 'Peckham' }],
    ['Trebetherick, Wadebridge, Cornwall, PL27 6SB', { town: 'Wadebridge', postcode: 'PL27 6SB', locality: 'Trebetherick' }],
    ['Rock, PL27', { town: 'Wadebridge', postcode: 'PL27', locality: 'Rock' }],
  ])('%s', (text, expected) => {
    expect(readDisplayAddress(text, 'GB')).toEqual(expected);
  });

  it('takes the district from the page when the address gives none', () => {
    expect(readDisplayAddress('Polzeath, Cornwall', 'GB', 'PL27')).toEqual({ town: 'Wadebridge', locality: 'Polzeath' });
  });

  it('reports no locality for a street, a place the district does not cover, or an address without a district', () => {
    expect(readDisplayAddress('Whatman Road London SE23', 'GB')).toEqual({ town: 'London', postcode: 'SE23' });
    // Wikipedia lists Regent Street among W1B's places; on an address it is the street.
    expect(readDisplayAddress('Regent Street, London, W1B', 'GB')).toEqual({ town: 'London', postcode: 'W1B' });
    // The coverage list of TR19 names St Buryan only: Mousehole is not known there.
    expect(readDisplayAddress('Mousehole, TR19', 'GB')).toEqual({ town: 'Penzance', postcode: 'TR19' });
    expect(readDisplayAddress('St Buryan, TR19', 'GB')).toEqual({ town: 'Penzance', postcode: 'TR19', locality: 'St Buryan' });
    // Ham is TW10's, not Leeds's.
    expect(readDisplayAddress('Ham, Leeds, LS6', 'GB')).toEqual({ town: 'Leeds', postcode: 'LS6' });
    expect(readDisplayAddress('Trevone', 'GB')).toEqual({ town: 'Trevone' });
  });
});
