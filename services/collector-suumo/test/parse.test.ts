import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NativePayload } from '@estate/collector-kit';
import { assertPublishable, byKind, describeGoldenPayloads, type ParsedByKind } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { suumoPages, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse, readPagination } from '../src/index.js';
import { SAMPLES } from './samples.js';

const { renderer } = suumoPages;
const here = dirname(fileURLToPath(import.meta.url));
/** The recorded time every golden observation carries. */
const CONTEXT = { observedAt: '2024-05-11T00:00:00.000Z', retrievedAt: '2024-05-11T00:00:00.000Z' };

const recorded = describeGoldenPayloads({ platform: 'suumo', parse, testDir: here, context: CONTEXT, minimum: { 'search/': 2, 'detail/': 3 } });
const fixture = recorded.payload;
const read = (payload: NativePayload): ParsedByKind => byKind(parse(payload, CONTEXT));
const golden = (path: string): unknown => JSON.parse(readFileSync(recorded.goldenFile(path), 'utf8'));

describe('what the fixtures show', () => {
  const page1 = recorded.read('search/chukomansion-shinjuku-page-0001.html');
  const byId = (out: ParsedByKind, id: string): ListingObserved | undefined => out.listings.find((l) => l.native_id === id);

  it('reads 3,980万円 and 1億2,000万円 as exact yen', () => {
    expect(byId(page1, '78000001')?.price).toMatchObject({ amount: '39800000', currency: 'JPY', kind: 'asking', display_text: '3,980万円' });
    expect(byId(page1, '78000002')?.price).toMatchObject({ amount: '120000000', display_text: '1億2,000万円' });
  });

  it('reads layouts into bedrooms and rooms, 2LDK+S（納戸） as 2SLDK and ワンルーム as 1R', () => {
    expect(byId(page1, '78000001')?.property).toMatchObject({ layout: '3LDK', bedrooms: 3, rooms: 4 });
    expect(byId(page1, '78000002')?.property).toMatchObject({ layout: '2SLDK', bedrooms: 2, rooms: 3 });
    expect(byId(page1, '78000004')?.property).toMatchObject({ layout: '1R', bedrooms: 1, rooms: 1 });
  });

  it('keeps the living area (専有面積) and the balcony apart', () => {
    const areas = byId(page1, '78000001')?.property.areas ?? [];
    expect(areas.map((a) => [a.basis, a.normalized_sqm])).toEqual([['living', 72.53], ['balcony', 12.5]]);
  });

  it('keeps SUUMO status text and maps it', () => {
    expect(byId(page1, '78000002')).toMatchObject({ status: 'under_offer', source_status: '商談中' });
    expect(byId(page1, '78000001')?.status).toBe('active');
    expect(byId(page1, '78000001')?.source_status).toBeUndefined();
  });

  it('turns a malformed card into an issue and keeps every other card', () => {
    expect(page1.listings.map((l) => l.native_id)).toEqual(['78000001', '78000002', '78000004']);
    expect(page1.issues).toEqual([
      expect.objectContaining({ error_code: 'unexpected_shape', native_id: '78000003' }),
      expect.objectContaining({ error_code: 'unexpected_shape', message: expect.stringContaining('card 5') }),
    ]);
  });

  it('reads 価格未定, a price range and a missing area on new builds', () => {
    const out = recorded.read('search/shinchikumansion-koto-page-0002-truncated.html');
    const range = byId(out, '79100001');
    expect(range?.price).toMatchObject({ kind: 'range', amount: '34800000', min: '34800000', max: '59800000' });
    expect(range?.property.bedrooms).toBeUndefined(); // 2LDK～4LDK counts no one home
    const tba = byId(out, '79100002');
    expect(tba?.price).toEqual({ currency: 'JPY', kind: 'to_be_announced', display_text: '価格未定' });
    expect(tba?.property.areas).toBeUndefined();
    expect(tba?.property).toMatchObject({ layout: '3LDK', bedrooms: 3 }); // ３ＬＤＫ in full-width
  });

  it('drops the card a truncated page cuts off, reports it, and keeps the rest', () => {
    const out = recorded.read('search/shinchikumansion-koto-page-0002-truncated.html');
    expect(out.listings.map((l) => l.native_id)).toEqual(['79100001', '79100002']);
    expect(out.issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload', native_id: '79100003' })]);
  });

  it('reads the detail page: map pin, agency, agent, 情報提供日, gallery', () => {
    const out = recorded.read('detail/chukomansion-nc_78000001.html');
    const listing = out.listings[0];
    expect(listing?.property.geometry).toEqual({ latitude: 35.6917, longitude: 139.69257, precision: 'approximate', crs: 'EPSG:4326' });
    expect(listing?.agency).toMatchObject({ name: '東都不動産株式会社 新宿店', native_id: '011234567' });
    expect(listing?.agent).toMatchObject({ name: '山田 太郎', professional_contacts: [{ kind: 'business_phone', value: '0120-111-222' }] });
    expect(listing?.source_updated_at).toBe('2024-05-09T15:00:00.000Z'); // 2024年5月10日 00:00 JST
    expect(out.media[0]?.items.map((i) => i.type)).toEqual(['photo', 'photo', 'photo', 'floor_plan']);
    expect(out.media[0]?.complete).toBe(true);
  });

  it('reads a map pin set in a script, areas in 坪 and a two-digit 情報提供日', () => {
    const out = recorded.read('detail/chukoikkodate-nc_70599242.html');
    const listing = out.listings[0];
    expect(listing?.property.geometry).toMatchObject({ latitude: 35.55321, longitude: 139.64654 });
    expect(listing?.property.areas).toEqual([
      expect.objectContaining({ basis: 'built', unit: 'tsubo', value: 28.9, normalized_sqm: 95.54 }),
      expect.objectContaining({ basis: 'plot', unit: 'sqm', value: 100.02 }),
    ]);
    expect(listing?.source_updated_at).toBe('2024-04-27T15:00:00.000Z');
    expect(listing?.agent).toBeUndefined();
  });

  it('reads what a truncated detail page holds, says it was cut, and invents nothing after the cut', () => {
    const out = recorded.read('detail/shinchikumansion-nc_79100001-truncated.html');
    expect(out.listings).toHaveLength(1);
    expect(out.listings[0]?.property.year_built).toBeUndefined();
    expect(out.issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload', native_id: '79100001' })]);
  });

  it('a detail page showing cards of similar listings is still one listing', () => {
    const page = fixture('detail/chukomansion-nc_78000001.html');
    const card = readFileSync(join(here, 'fixtures/search/chukomansion-shinjuku-page-0001.html'), 'utf8').match(/<div class="property_unit">[\s\S]*?<\/p><\/div>\n<\/div>/)?.[0];
    expect(card).toBeDefined();
    const body = page.body.replace('<div id="footer">', `<div class="recommend"><h2>この物件を見た人はこんな物件も見ています</h2>${card ?? ''}</div>\n<div id="footer">`);
    expect(parse({ ...page, body }, CONTEXT)).toEqual(golden(page.path));
  });

  it('reads the pager', () => {
    expect(readPagination(fixture('search/chukomansion-shinjuku-page-0001.html').body)).toEqual({
      total: 62,
      page: 1,
      last_page: 3,
      next_url: 'https://suumo.jp/jj/bukken/ichiran/JJ012FC001/?ar=030&bs=011&sc=13104&ta=13&pn=2',
    });
  });
});

describe('bad payloads are issues, never exceptions', () => {
  const payload = (body: string, content_type = 'text/html'): NativePayload => ({ path: 'x.html', content_type, body });

  it('empty or non-HTML payloads are parse errors', () => {
    expect(read(payload('')).issues).toEqual([expect.objectContaining({ error_code: 'parse_error' })]);
    expect(read(payload('{"error":"blocked"}', 'application/json')).issues).toEqual([
      expect.objectContaining({ error_code: 'parse_error' }),
    ]);
    const weird = { path: 'x.html', content_type: 'text/html', body: undefined } as unknown as NativePayload;
    expect(read(weird).issues[0]?.error_code).toBe('parse_error');
  });

  it('a page that is neither a search nor a detail page is an unexpected shape', () => {
    const out = read(payload('<!DOCTYPE html><html><body><div class="captcha">アクセスが集中しています</div></body></html>'));
    expect(out).toEqual({ listings: [], media: [], issues: [expect.objectContaining({ error_code: 'unexpected_shape' })] });
  });

  it('a search without hits is no records and no issue', () => {
    const body = '<!DOCTYPE html><html><body><div class="error_pop"><div class="error_pop-txt">条件にあう物件がありません。条件を変更して再度検索してください。</div></div></body></html>';
    expect(read(payload(body))).toEqual({ listings: [], media: [], issues: [] });
  });

  it('any cut of a rendered page never throws, keeps whole cards and makes no price up', () => {
    const pages = renderer.render(SAMPLES, { pageSize: 3 });
    const prices = new Map(SAMPLES.map((s) => [s.native_id, String(Math.round(s.price / 10_000) * 10_000)]));
    for (const page of pages) {
      const whole = read(page);
      for (let cut = 0; cut < page.body.lastIndexOf('</html>'); cut += 97) {
        const body = page.body.slice(0, cut);
        const out = read({ ...page, body });
        expect(out.issues.length).toBeGreaterThan(0);
        for (const listing of out.listings) {
          expect(whole.listings.map((l) => l.native_id)).toContain(listing.native_id);
          if (listing.price?.amount !== undefined) expect(listing.price.amount).toBe(prices.get(listing.native_id));
        }
        // A card that closed before the cut is read in full.
        if (page.path.startsWith('search/')) {
          const closed = whole.listings.filter((l) => {
            const at = body.indexOf(`nc_${l.native_id}/`);
            return at >= 0 && body.indexOf('</p></div>\n</div>', at) >= 0; // the card's last line
          });
          for (const l of closed) expect(out.listings.find((o) => o.native_id === l.native_id)).toEqual(l);
        }
        for (const media of out.media) if (media.complete) expect(whole.media[0]?.items).toEqual(media.items);
      }
    }
  });
});

describe('round trip: render(SampleListings) → parse gives back the facts', () => {
  const payloads = renderer.render(SAMPLES, { pageSize: 2 });
  const raw = payloads.map((p) => parse(p, CONTEXT));
  const results = payloads.map((p, i) => ({ path: p.path, out: byKind(raw[i] ?? { observations: [], issues: [] }) }));
  const fromSearch = results.filter((r) => r.path.startsWith('search/')).flatMap((r) => r.out.listings);
  const fromDetail = results.filter((r) => r.path.startsWith('detail/')).flatMap((r) => r.out.listings);
  const media = results.flatMap((r) => r.out.media);

  it('renders SUUMO pages and reads them without a single issue', () => {
    expect(payloads.every((p) => p.content_type === 'text/html' && p.body.trimEnd().endsWith('</html>'))).toBe(true);
    expect(results.flatMap((r) => r.out.issues)).toEqual([]);
    for (const r of raw) assertPublishable('suumo', r, CONTEXT);
  });

  it('pages hold at most pageSize cards, one search series per SUUMO category', () => {
    for (const r of results.filter((x) => x.path.startsWith('search/'))) expect(r.out.listings.length).toBeLessThanOrEqual(2);
    expect(payloads.filter((p) => p.path.startsWith('search/chukomansion/')).map((p) => p.path)).toEqual([
      'search/chukomansion/page-0001.html',
      'search/chukomansion/page-0002.html',
    ]);
    expect(fromSearch.map((l) => l.native_id).sort()).toEqual(SAMPLES.map((s) => s.native_id).sort());
  });

  const basisOf = (s: SampleListing): string => (s.property_type === 'house' ? 'built' : 'living');

  for (const sample of SAMPLES) {
    it(`${sample.native_id} (${sample.property_type}, ${sample.status})`, () => {
      const detail = fromDetail.find((l) => l.native_id === sample.native_id);
      const card = fromSearch.find((l) => l.native_id === sample.native_id);
      expect(detail).toBeDefined();
      expect(card).toBeDefined();
      for (const listing of [detail, card]) {
        expect(listing?.price).toMatchObject({ amount: String(Math.round(sample.price / 10_000) * 10_000), currency: 'JPY', kind: 'asking' });
        expect(listing?.property.property_type).toBe(sample.property_type);
        expect(listing?.status).toBe(sample.status);
        // Path form where SUUMO's place slugs are known (sc_shinjuku), its query form elsewhere.
        expect(listing?.url).toMatch(new RegExp(`(/nc_${sample.native_id}/|[?&]nc=${sample.native_id})$`));
        expect(listing?.property.address).toMatchObject({ region: sample.address.region, city: sample.address.city });
        if (sample.property_type !== 'land') {
          expect(listing?.property).toMatchObject({ layout: sample.layout, bedrooms: sample.bedrooms });
          const living = listing?.property.areas?.find((a) => a.basis === basisOf(sample));
          expect(living?.normalized_sqm).toBeCloseTo(sample.living_area_sqm, 2);
          expect(listing?.property.year_built).toBe(sample.year_built);
        }
        if (sample.plot_area_sqm !== undefined) {
          expect(listing?.property.areas?.find((a) => a.basis === 'plot')?.normalized_sqm).toBeCloseTo(sample.plot_area_sqm, 2);
        }
      }
      // Only the detail page has the map, the agency's details and the date SUUMO last updated it.
      // `approximate` keeps five decimals (about a metre).
      expect(Math.abs((detail?.property.geometry?.latitude ?? 0) - sample.latitude)).toBeLessThanOrEqual(1e-5);
      expect(Math.abs((detail?.property.geometry?.longitude ?? 0) - sample.longitude)).toBeLessThanOrEqual(1e-5);
      expect(detail?.property.geometry?.precision).toBe('approximate');
      expect(card?.property.geometry).toBeUndefined();
      expect(detail?.agency).toMatchObject({ name: sample.agency.name, native_id: sample.agency.native_id });
      expect(detail?.agent).toMatchObject({ name: sample.agent.name });
      expect(detail?.title).toBe(sample.title);
      expect(detail?.description).toBe(sample.description);
      expect(Date.parse(detail?.source_updated_at ?? '')).toBeLessThanOrEqual(Date.parse(sample.updated_at));
      expect(Date.parse(sample.updated_at) - Date.parse(detail?.source_updated_at ?? '')).toBeLessThan(24 * 60 * 60 * 1000);
      const gallery = media.find((m) => m.listing_native_id === sample.native_id);
      const expected = [...sample.photos.map((p) => p.url), ...(sample.floor_plan_url ? [sample.floor_plan_url] : [])];
      // A page without pictures has no lightbox, so it states no gallery at all.
      if (expected.length === 0) {
        expect(gallery).toBeUndefined();
        return;
      }
      expect(gallery?.items.map((i) => i.url)).toEqual(expected);
      expect(gallery?.items.filter((i) => i.type === 'floor_plan')).toHaveLength(sample.floor_plan_url ? 1 : 0);
      expect(gallery?.complete).toBe(true);
    });
  }
});
