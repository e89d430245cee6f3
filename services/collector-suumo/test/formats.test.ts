// SUUMO's ways of writing things, in both directions: what the renderer prints and what the
// parser's helpers read back.
import { describe, expect, it } from 'vitest';
import { jstMidnight, yearOf } from '../src/dates.js';
import { fullWidth, japaneseDate, manYen } from '../src/format.js';
import { townToChome } from '../src/render-view.js';
import { statusOf } from '../src/status.js';
import { canonicalDetailUrl, nativeIdOfUrl } from '../src/urls.js';

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

describe('parser readings', () => {
  it.each([
    ['https://suumo.jp/ms/chuko/tokyo/sc_shinjuku/nc_78000001/', '78000001'],
    ['/ms/chuko/tokyo/sc_shinjuku/nc_78000001/?senimotokbn=1', '78000001'],
    ['https://suumo.jp/jj/bukken/shosai/JJ012FD001/?ar=030&bs=011&nc=20868114&ta=01', '20868114'],
    ['/ms/chuko/tokyo/sc_shinjuku/', undefined],
  ])('native id of %s', (url, id) => expect(nativeIdOfUrl(url)).toBe(id));

  it('drops tracking parameters but keeps a query-form id', () => {
    expect(canonicalDetailUrl('/ms/chuko/tokyo/sc_shinjuku/nc_1/?senimotokbn=1#map')).toBe('https://suumo.jp/ms/chuko/tokyo/sc_shinjuku/nc_1/');
    expect(canonicalDetailUrl('/jj/bukken/shosai/JJ012FD001/?bs=011&nc=2')).toBe('https://suumo.jp/jj/bukken/shosai/JJ012FD001/?bs=011&nc=2');
  });

  it.each([
    [undefined, 'active'],
    ['販売中', 'active'],
    ['先着順', 'active'],
    ['商談中', 'under_offer'],
    ['申込あり', 'pending'],
    ['成約済み', 'sold'],
    ['掲載終了', 'withdrawn'],
    ['新着', 'active'],
  ] as const)('status %s → %s', (text, status) => expect(statusOf(text)).toBe(status));

  it.each([
    ['2024年5月10日', '2024-05-09T15:00:00.000Z'],
    ['２０２４年５月１０日', '2024-05-09T15:00:00.000Z'],
    ['2024/5/10', '2024-05-09T15:00:00.000Z'],
    ['24/4/28', '2024-04-27T15:00:00.000Z'],
    ['2024年2月30日', undefined],
    ['随時', undefined],
  ])('情報提供日 %s → %s', (text, iso) => expect(jstMidnight(text)).toBe(iso));

  it.each([
    ['2008年3月', 2008],
    ['2026年3月（予定）', 2026],
    ['１９９８年', 1998],
    ['築15年', undefined],
  ])('築年月 %s → %s', (text, year) => expect(yearOf(text)).toBe(year));
});
