import { describe, expect, it } from 'vitest';
import { headOf, IdHeads } from '../src/id-heads.js';
import { seeded } from './listing-rows.js';

/**
 * An id's head orders ids as the ids do wherever it decides at all: for random ids over an
 * alphabet that mixes printable ASCII with control, accented and astral characters, sharing
 * prefixes and differing in length, the heads' comparison is 0 or the sign of the ids' own.
 */
const ALPHABET = [' ', '!', '0', '9', 'A', 'Z', '_', 'a', 'z', '~', '\u007f', '\u0000', '\t', 'é', 'ü', '中', '\ud83c\udfe0'];

function randomId(random: () => number, prefix: string): string {
  let id = prefix;
  const length = Math.floor(random() * 10);
  for (let i = 0; i < length; i++) id += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return id;
}

describe('id heads', () => {
  it('order two ids as the ids order, or leave them to the ids', () => {
    const random = seeded(31_001);
    const prefixes = ['', 'sty_', 'sty_zz', 'lst_a', 'a'];
    const count = 4000;
    const ids = Array.from({ length: count }, () => randomId(random, prefixes[Math.floor(random() * prefixes.length)] as string));
    const heads = new IdHeads(2);
    ids.forEach((id, slot) => {
      if (slot >= 2 && (slot & (slot - 1)) === 0) heads.grow(slot * 2);
      heads.note(slot, id);
    });
    let decided = 0;
    for (let i = 0; i < 20_000; i++) {
      const a = Math.floor(random() * count);
      const b = Math.floor(random() * count);
      const byHead = heads.compare(a, b);
      const byId = ids[a] === ids[b] ? 0 : (ids[a] as string) < (ids[b] as string) ? -1 : 1;
      if (byHead !== 0) {
        expect(byHead, `${JSON.stringify(ids[a])} vs ${JSON.stringify(ids[b])}`).toBe(byId);
        decided++;
      }
    }
    // Most pairs are told apart by their heads; the rest were left to the ids.
    expect(decided).toBeGreaterThan(2_000);
  });

  it('is NaN for an id with a character outside printable ASCII among its first seven, and ends below every character', () => {
    expect(headOf('sty_\u00e9')).toBeNaN();
    expect(headOf('abcdefg\u00e9')).not.toBeNaN();
    expect(headOf('ab')).toBeLessThan(headOf('ab '));
    expect(headOf('sty_zzz')).toBe(headOf('sty_zzz0'));
  });
});
