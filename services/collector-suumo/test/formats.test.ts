// SUUMO's ways of writing things, as the parser's helpers read them (what the renderer prints is
// tested in sample-data).
import { describe, expect, it } from 'vitest';
import { jstMidnight, yearOf } from '../src/dates.js';
import { statusOf } from '../src/status.js';
import { canonicalDetailUrl, nativeIdOfUrl } from '../src/urls.js';

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
