/**
 * SUUMO's parser against pages saved from suumo.jp (provenance in real-pages/README.md). Every
 * expected value below was read off the page itself, not taken from a parser run.
 */
import { readFileSync } from 'node:fs';
import type { NativePayload } from '@estate/collector-kit';
import { assertPublishable, byKind, mutilations, type ParsedByKind } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-02-20T00:00:00.000Z', retrievedAt: '2026-02-20T00:00:00.000Z' };

function payload(file: string, path: string): NativePayload {
  return { path, content_type: 'text/html', body: readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8') };
}

function read(p: NativePayload): ParsedByKind {
  const parsed = parse(p, CONTEXT);
  assertPublishable('suumo', parsed, CONTEXT);
  return byKind(parsed);
}

function only(out: ParsedByKind): ListingObserved {
  expect(out.issues).toEqual([]);
  expect(out.listings).toHaveLength(1);
  return out.listings[0] as ListingObserved;
}

const suumoExt = (l: ListingObserved): Record<string, unknown> => (l.extensions?.['suumo'] ?? {}) as Record<string, unknown>;

describe('a 2026 中古マンション detail page (春日タウンホーム, nc_78616622)', () => {
  const out = read(payload('detail-chukomansion-nc_78616622-2026.html', 'detail/nc_78616622.html'));
  const listing = only(out);

  it('is read although an お問い合せ先 row precedes the 物件概要 and the summary says 住所', () => {
    expect(listing).toMatchObject({ native_id: '78616622', url: 'https://suumo.jp/ms/chuko/tokyo/sc_bunkyo/nc_78616622/', title: '春日タウンホーム' });
    expect(listing.property.address?.original_text).toBe('東京都文京区春日１');
  });

  it('reads the price without its 支払シミュレーション link', () => {
    expect(listing.price).toMatchObject({ amount: '24800000', currency: 'JPY', display_text: '2480万円' });
  });

  it('reads the pin from the Google Maps settings (initIdo 35.707397898348, initKeido 139.746839136934)', () => {
    expect(listing.property.geometry?.latitude).toBeCloseTo(35.7074, 4);
    expect(listing.property.geometry?.longitude).toBeCloseTo(139.74684, 4);
    expect(listing.property.geometry?.precision).toBe('approximate');
  });

  it('reads 1LDK, 50.51m², 1971年3月, 3階/SRC11階地下1階建, 53戸, the fees and 情報提供日 2026年2月15日', () => {
    expect(listing.property).toMatchObject({ layout: '1LDK', bedrooms: 1, year_built: 1971 });
    expect(listing.property.areas?.map((a) => [a.basis, a.normalized_sqm])).toEqual([['living', 50.51]]);
    expect(suumoExt(listing)).toMatchObject({ floor: '3階', structure: 'SRC11階地下1階建', total_units: 53 });
    expect(suumoExt(listing)['management_fee']).toMatchObject({ amount: '10860', period: 'month' });
    expect(suumoExt(listing)['repair_reserve']).toMatchObject({ amount: '11274', period: 'month' });
    expect(suumoExt(listing)['access']).toEqual(['東京メトロ丸ノ内線「後楽園」歩8分', '都営三田線「春日」歩10分', '東京メトロ東西線「飯田橋」歩10分']);
    expect(listing.source_updated_at).toBe('2026-02-14T15:00:00.000Z');
  });

  it('reads the agency from the お問い合せ先 and 会社概要 rows', () => {
    expect(listing.agency?.name).toBe('実用春日ホーム(株)千駄木店');
    expect(listing.agency?.address?.original_text).toBe('東京都文京区千駄木2-33-10');
    expect(suumoExt(listing)).toMatchObject({ agency_phone: '03-5809-0691', agency_licence: '東京都知事（6）第078096号' });
    expect(listing.agent).toBeUndefined();
  });

  it('takes its 9 pictures from the lightbox gallery, the 間取り図 as the floor plan', () => {
    const items = out.media[0]?.items ?? [];
    expect(items).toHaveLength(9);
    expect(items[0]).toMatchObject({ type: 'photo', caption: '現地外観写真' });
    expect(items[0]?.url).toContain('78616622_0014.jpg');
    expect(items[1]).toMatchObject({ type: 'floor_plan', caption: '間取り図' });
    expect(items[8]).toMatchObject({ type: 'photo', caption: '収納' });
    expect(out.media[0]?.complete).toBe(true);
  });
});

describe('a 2026 detail page with a 担当者より row (パルムハウス文京, nc_78243269)', () => {
  const out = read(payload('detail-chukomansion-nc_78243269-2026.html', 'detail/nc_78243269.html'));
  const listing = only(out);

  it('reads price, place, layout, areas and year', () => {
    expect(listing.price).toMatchObject({ amount: '31800000', display_text: '3180万円' });
    expect(listing.property.address?.original_text).toBe('東京都文京区水道２');
    expect(listing.property).toMatchObject({ layout: '2DK', year_built: 1978 });
    expect(listing.property.areas?.map((a) => [a.basis, a.normalized_sqm])).toEqual([['living', 47.43], ['balcony', 5.5]]);
    expect(listing.property.geometry?.latitude).toBeCloseTo(35.71048, 4);
    expect(listing.source_updated_at).toBe('2026-02-16T15:00:00.000Z');
  });

  it('reads the agent named in 担当者より and the agency line', () => {
    expect(listing.agent).toMatchObject({ name: '三浦 隆瑛', professional_contacts: [{ kind: 'business_phone', value: '0120-156317' }] });
    expect(listing.agency?.name).toBe('住友不動産ステップ(株)本社営業センター1課');
    expect(suumoExt(listing)['agency_licence']).toBe('国土交通大臣（13）第002077号');
    expect(out.media[0]?.items).toHaveLength(21);
  });
});

describe('a 2024 detail page (パークホームズ豊洲ザ・レジデンス, nc_73305798)', () => {
  const out = read(payload('detail-chukomansion-nc_73305798-2024.html', 'detail/nc_73305798.html'));
  const listing = only(out);

  it('reads 1億800万円, 豊洲５, 3LDK, 74.04m² and the 11.88m² balcony, 2016', () => {
    expect(listing.price).toMatchObject({ amount: '108000000', display_text: '1億800万円' });
    expect(listing.property.address?.original_text).toBe('東京都江東区豊洲５');
    expect(listing.property).toMatchObject({ layout: '3LDK', year_built: 2016 });
    expect(listing.property.areas?.map((a) => [a.basis, a.normalized_sqm])).toEqual([['living', 74.04], ['balcony', 11.88]]);
    expect(listing.property.geometry?.longitude).toBeCloseTo(139.79705, 4);
    expect(listing.source_updated_at).toBe('2024-02-09T15:00:00.000Z');
  });

  it('reads the agent and the company code (kc) of the encoded company link', () => {
    expect(listing.agency).toMatchObject({ name: '野村の仲介+西葛西センター野村不動産ソリューションズ(株)', native_id: '100451208' });
    expect(listing.agent).toMatchObject({ name: '奥村 壮吾', agency_native_id: '100451208', professional_contacts: [{ kind: 'business_phone', value: '0800-813-4409' }] });
  });

  it('keeps the agent portrait out of the 25 listing pictures, each once', () => {
    // 28 lightboxes, but the 周辺環境 boxes repeat 73305798_0012, _0013 and _0014 of the main ones.
    const items = out.media[0]?.items ?? [];
    expect(items).toHaveLength(25);
    expect(new Set(items.map((i) => i.url)).size).toBe(25);
    expect(items.map((i) => i.position)).toEqual([...Array(25).keys()]);
    expect(items.filter((i) => /73305798_001[234]\.jpg/.test(i.url)).map((i) => i.caption)).toEqual(['駅', '駅', '幼稚園・保育園']);
    expect(items.filter((i) => i.url.includes('gazo%2Fkaisha'))).toEqual([]);
    expect(items[0]).toMatchObject({ caption: '現地外観写真', type: 'photo' });
  });
});

describe('a 2026 中古一戸建て search page (あわら市, trimmed to 3 cards)', () => {
  const out = read(payload('search-chukoikkodate-awara-2026-trimmed.html', 'search/chukoikkodate-awara.html'));
  const byId = (id: string): ListingObserved | undefined => out.listings.find((l) => l.native_id === id);

  it('yields every card', () => {
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => l.native_id)).toEqual(['20829911', '70237140', '21569037']);
  });

  it('reads the first card as the page shows it', () => {
    const card = byId('20829911');
    expect(card?.price).toMatchObject({ amount: '13990000', display_text: '1399万円' });
    expect(card?.property.address?.original_text).toBe('福井県あわら市番田1-1-15');
    expect(card?.property).toMatchObject({ property_type: 'house', layout: '3LDK', year_built: 1990 });
    expect(card?.property.areas?.map((a) => [a.basis, a.normalized_sqm])).toEqual([['built', 84.11], ['plot', 169.77]]);
    expect(card?.media?.map((m) => m.url)).toEqual([
      'https://img01.suumo.com/jj/resizeImage?src=gazo%2Fbukken%2F040%2FN010000%2Fimg%2F911%2F20829911%2F20829911_0116.jpg&w=192&h=144',
      'https://img01.suumo.com/jj/resizeImage?src=gazo%2Fbukken%2F040%2FN010000%2Fimg%2F911%2F20829911%2F20829911_0119.jpg&w=92&h=69',
      'https://img01.suumo.com/jj/resizeImage?src=gazo%2Fbukken%2F040%2FN010000%2Fimg%2F911%2F20829911%2F20829911_0072.jpg&w=92&h=69',
    ]);
  });

  it("reads the shop's name and line; a 担当 that names a branch is not taken for an agent", () => {
    expect(byId('20829911')?.agency).toEqual({ name: '(株)カチタス福井店', professional_contacts: [{ kind: 'business_phone', value: '0120-593000' }] });
    expect(byId('70237140')?.agency).toEqual({ name: 'アパマンショップ福井北店(株)クロダハウス', professional_contacts: [{ kind: 'business_phone', value: '0776-54-8330' }] });
    expect(byId('70237140')?.agent).toBeUndefined();
    expect(byId('21569037')).toMatchObject({ status: 'active', price: { amount: '14990000' } });
  });
});

describe('a 2026 rental search page (あわら市 賃貸, trimmed to one building)', () => {
  const page = payload('search-chintai-awara-2026-trimmed.html', 'search/chintai-awara.html');
  const out = read(page);

  it('yields one listing per room, not an empty search', () => {
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => [l.native_id, l.url])).toEqual([
      ['100467699863', 'https://suumo.jp/chintai/jnc_000106261741/?bc=100467699863'],
      ['100504931560', 'https://suumo.jp/chintai/jnc_000058962463/?bc=100504931560'],
    ]);
  });

  it('reads rent, fees, layout, area, building and photos as the rows show them', () => {
    const [first, second] = out.listings;
    expect(first).toMatchObject({ transaction: 'rent', title: 'サンライズ', price: { amount: '51000', period: 'month', display_text: '5.1万円' } });
    expect(first?.property).toMatchObject({ property_type: 'apartment', source_property_type: '賃貸アパート', layout: '2LDK' });
    expect(first?.property.address?.original_text).toBe('福井県あわら市自由ケ丘２');
    expect(first?.property.areas?.[0]?.normalized_sqm).toBe(53.75);
    expect(suumoExt(first as ListingObserved)).toMatchObject({ floor: '1階', building: ['築17年', '2階建'], management_fee: { amount: '5500' }, deposit: { amount: '51000' } });
    expect(suumoExt(first as ListingObserved)['key_money']).toBeUndefined();
    expect(first?.media).toHaveLength(13);
    expect(second).toMatchObject({ price: { amount: '54000' } });
    expect(suumoExt(second as ListingObserved)).toMatchObject({ tags: ['動画'] });
    expect(second?.media).toHaveLength(19);
  });

  it('reports a result list in markup it does not know as unexpected_shape, never as an empty search', () => {
    const renamed = { ...page, body: page.body.replace(/class="cassetteitem"/g, 'class="cassette-v2"') };
    const parsed = parse(renamed, CONTEXT);
    expect(parsed.observations).toEqual([]);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape' })]);
  });

  it('never throws on a cut or damaged copy of either search page', () => {
    let checked = 0;
    for (const p of [page, payload('search-chukoikkodate-awara-2026-trimmed.html', 'search/chukoikkodate-awara.html')]) {
      for (const damaged of mutilations(p, 23)) {
        const parsed = parse(damaged, CONTEXT);
        expect(Array.isArray(parsed.observations) && Array.isArray(parsed.issues)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
