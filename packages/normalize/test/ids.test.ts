import { describe, expect, it } from 'vitest';
import { ID_PREFIXES, agencyId, agentId, idPrefix, isId, listingId, makeId } from '../src/index.js';

describe('ids', () => {
  // Pinned values: an id that changes breaks every stored reference. They were cross-checked
  // against an independent implementation of the README's recipe (Python hashlib).
  it.each([
    [listingId('zillow', '2077519437'), 'lst_c6dj2qcyfxnv33s281dt'],
    [listingId('rightmove', '152893772'), 'lst_k5kbp5pmpmdt2kmgt4xb'],
    [listingId('idealista', '104352717'), 'lst_1csr1zrt2qm2b3p39726'],
    [listingId('immoscout24', '151234567'), 'lst_zjt3xqgsz7npsgdt8m62'],
    [listingId('suumo', 'nc_77345678'), 'lst_9jbx83k85etnejr2wm4e'],
    [makeId('prp', 'US', '123 main st'), 'prp_bt93ys90227nxqp9fcz0'],
    [agentId('zillow', 'X1-ZU10abc'), 'agt_2gpbtmdv2btmhjsrjexw'],
    [agencyId('rightmove', '12345'), 'agy_7d2d5t31wspfh383cnb8'],
    [makeId('job', 'req_1'), 'job_fvpmetzer60j4w4j904j'],
  ])('%s is stable', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('treats the platform case-insensitively, native ids exactly (but trimmed), numbers as their text', () => {
    expect(listingId(' Zillow ', '2077519437')).toBe(listingId('zillow', '2077519437'));
    expect(listingId('zillow', 2077519437)).toBe(listingId('zillow', '2077519437'));
    expect(listingId('zillow', ' 2077519437 ')).toBe(listingId('zillow', '2077519437'));
    expect(listingId('suumo', 'NC_1')).not.toBe(listingId('suumo', 'nc_1'));
  });

  it('keeps part boundaries, kinds and Unicode forms apart or together as they should be', () => {
    expect(makeId('prp', 'ab', 'c')).not.toBe(makeId('prp', 'a', 'bc'));
    expect(makeId('prp', 'a')).not.toBe(makeId('prp', 'a', ''));
    expect(makeId('prp', 'x')).not.toBe(makeId('bld', 'x').replace('bld_', 'prp_'));
    expect(makeId('loc', 'Mu\u0308nchen')).toBe(makeId('loc', 'M\u00fcnchen'));
  });

  it('never collides across 50,000 distinct inputs, and every id validates', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50_000; i++) {
      const prefix = ID_PREFIXES[i % ID_PREFIXES.length] ?? 'lst';
      const id = makeId(prefix, 'platform', String(i));
      expect(isId(prefix, id)).toBe(true);
      seen.add(id);
    }
    expect(seen.size).toBe(50_000);
  });

  it.each([
    ['lst', 'lst_c6dj2qcyfxnv33s281dt', true],
    ['prp', 'lst_c6dj2qcyfxnv33s281dt', false],
    ['lst', 'lst_c6dj2qcyfxnv33s281d', false],
    ['lst', 'lst_c6dj2qcyfxnv33s281dtt', false],
    ['lst', 'LST_C6DJ2QCYFXNV33S281DT', false],
    ['lst', 'lst_c6dj2qcyfxnv33s281du', false],
    ['lst', 'lst-c6dj2qcyfxnv33s281dt', false],
    ['lst', ' lst_c6dj2qcyfxnv33s281dt', false],
    ['lst', '', false],
    ['lst', 42, false],
    ['lst', undefined, false],
  ] as const)('isId(%s, %o) is %s', (prefix, value, expected) => {
    expect(isId(prefix, value)).toBe(expected);
  });

  it('reads the kind of an id', () => {
    expect(idPrefix('agy_7d2d5t31wspfh383cnb8')).toBe('agy');
    expect(idPrefix('xyz_7d2d5t31wspfh383cnb8')).toBeUndefined();
    expect(idPrefix(null)).toBeUndefined();
  });
});
