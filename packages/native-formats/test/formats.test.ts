import { describe, expect, it } from 'vitest';
import { immoscout24, rightmove, suumo, zillow } from '../src/index.js';

describe('suumo', () => {
  it('gives every category its own key, bs code and path prefix', () => {
    for (const field of ['key', 'bs', 'pathPrefix'] as const) {
      expect(new Set(suumo.CATEGORIES.map((c) => c[field])).size).toBe(suumo.CATEGORIES.length);
    }
  });

  it('writes detail URLs in the path form with a place, the query form without', () => {
    const condo = suumo.CATEGORIES.find((c) => c.key === 'chukomansion');
    if (!condo) throw new Error('no chukomansion category');
    expect(suumo.detailUrl(condo, '79100001', 'tokyo', 'shinjuku')).toBe('https://suumo.jp/ms/chuko/tokyo/sc_shinjuku/nc_79100001/');
    expect(suumo.detailUrl(condo, '79100001')).toBe('https://suumo.jp/jj/bukken/shosai/JJ012FD001/?bs=011&nc=79100001');
    expect(suumo.searchUrl(condo, 2)).toBe('https://suumo.jp/jj/bukken/ichiran/JJ012FC001/?bs=011&pc=30&pn=2');
  });
});

describe('zillow', () => {
  it('takes the day of a date or date-time and refuses days that do not exist', () => {
    expect(zillow.isoDay('2026-09-14')).toBe('2026-09-14');
    expect(zillow.isoDay('2026-09-14T08:30:00Z')).toBe('2026-09-14');
    expect(zillow.isoDay('2026-02-30')).toBeUndefined();
    expect(zillow.isoDay(1_789_000_000_000)).toBeUndefined();
  });

  it('resolves site-relative links against zillow.com', () => {
    expect(zillow.absoluteUrl('/homedetails/x/1_zpid/')).toBe('https://www.zillow.com/homedetails/x/1_zpid/');
    expect(zillow.absoluteUrl('https://photos.zillowstatic.com/a.jpg')).toBe('https://photos.zillowstatic.com/a.jpg');
    expect(zillow.absoluteUrl(undefined)).toBeUndefined();
  });
});

describe('rightmove', () => {
  it('treats every country but Great Britain as overseas, and only GB and the US as imperial', () => {
    expect(rightmove.isOverseas(rightmove.HOME_COUNTRY)).toBe(false);
    expect(rightmove.isOverseas('ES')).toBe(true);
    expect(['GB', 'US', 'ES', 'FR'].map(rightmove.measuresInSqm)).toEqual([false, false, true, true]);
  });

  it('names a property page by its id alone', () => {
    expect(rightmove.propertyPageUrl('158844158')).toBe('https://www.rightmove.co.uk/properties/158844158');
  });
});

describe('immoscout24', () => {
  it('names an exposé by its id alone', () => {
    expect(immoscout24.exposeUrl('151234567')).toBe('https://www.immobilienscout24.de/expose/151234567');
  });
});
