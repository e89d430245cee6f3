// SUUMO's ways of writing things, as the renderer prints them (the parser's readings of them
// are tested in collector-suumo).
import { describe, expect, it } from 'vitest';
import { suumoPages } from '../src/index.js';

const { fullWidth, japaneseDate, manYen, townToChome } = suumoPages;

describe('renderer formats', () => {
  it.each([
    [39_800_000, '3980万円'],
    [120_000_000, '1億2000万円'],
    [100_000_000, '1億円'],
    [108_000_000, '1億800万円'],
    [9_990_000, '999万円'],
    [28_456_789, '2846万円'], // SUUMO quotes whole 万円
  ])('%i yen → %s', (yen, text) => expect(manYen(yen)).toBe(text));

  it.each([
    ['西新宿3-2-1', '西新宿３'],
    ['西新宿三丁目2番1号', '西新宿３'],
    ['六本木6丁目10-1', '六本木６'],
    ['豊洲五丁目6-15', '豊洲５'],
    ['本町十二丁目1', '本町１２'],
    ['大手町１－１－１', '大手町１'],
    ['字大原', '字大原'],
  ])('address %s is shown to the 丁目 as %s', (line1, shown) => expect(townToChome(line1)).toBe(shown));

  it('writes block numbers and ＪＲ in full width, dates in Japan time', () => {
    expect(fullWidth('JR3')).toBe('ＪＲ３');
    expect(japaneseDate('2024-05-09T16:00:00.000Z')).toBe('2024年5月10日');
  });
});
