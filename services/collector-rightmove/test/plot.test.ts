/** A new build's plot number, which a Rightmove display address leads with ("Plot 23, …"). */
import { describe, expect, it } from 'vitest';
import { readDisplayAddress } from '../src/display-address.js';

// The plot itself is read by @estate/normalize's plotOfDisplayAddress (tested there).
describe('rightmove plot numbers', () => {
  it('still reads the town and outcode after the plot', () => {
    expect(readDisplayAddress('Plot 23, Becketts Park Drive, Leeds, LS6', 'GB')).toMatchObject({ town: 'Leeds' });
  });
});
