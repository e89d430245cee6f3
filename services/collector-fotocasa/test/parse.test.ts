/** fotocasa's parser on broken input: never a throw, always an issue that says what went wrong. */
import { readFileSync } from 'node:fs';
import { fotocasaPages, generate } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const listings = generate({ seed: 5, size: 3_000, platforms: ['fotocasa'] }).listings;
const pages = fotocasaPages.renderer.render(listings, { pageSize: 30 });
const v2Search = pages.find((p) => p.path === fotocasaPages.searchPagePath(1));
const legacySearch = pages.find((p) => p.path === fotocasaPages.searchPagePath(3));
const v2Detail = pages.find((p) => p.path.startsWith('details/') && p.body.includes('realEstateAdDetailEntityV2'));
const legacyDetail = pages.find((p) => p.path.startsWith('details/') && !p.body.includes('realEstateAdDetailEntityV2'));

describe('fotocasa parser on damaged pages', () => {
  it('has pages of both front ends to damage: single quotes (newer) and double quotes (legacy)', () => {
    expect(v2Search?.body).toContain("JSON.parse('");
    expect(legacySearch?.body).toContain('JSON.parse("');
    expect(v2Detail?.body).toContain("JSON.parse('");
    expect(legacyDetail?.body).toContain('JSON.parse("');
  });

  it('keeps the whole results of a page cut short, of either quoting, and says it was cut', () => {
    for (const page of [v2Search, legacySearch]) {
      const body = page?.body ?? '';
      const parsed = parse({ path: page?.path ?? '', content_type: 'text/html', body: body.slice(0, Math.floor(body.length * 0.5)) }, CONTEXT);
      const read = parsed.observations.filter((o) => o.kind === 'listing').length;
      expect(read, page?.path).toBeGreaterThan(0);
      expect(read, page?.path).toBeLessThan(30);
      expect(parsed.issues.map((i) => i.error_code)).toContain('truncated_payload');
    }
  });

  it('reports a detail page cut inside its data, naming the ad', () => {
    for (const page of [v2Detail, legacyDetail]) {
      const body = page?.body ?? '';
      const parsed = parse({ path: page?.path ?? '', content_type: 'text/html', body: body.slice(0, Math.floor(body.length * 0.7)) }, CONTEXT);
      expect(parsed.observations).toEqual([]);
      expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload', native_id: /(\d+)/.exec(page?.path ?? '')?.[1] })]);
    }
  });

  it('reports a page without data (a PerimeterX challenge, saved by a public scraper) and an empty body', () => {
    const challenge = '<!DOCTYPE html><html lang="es"><head><title>fotocasa.es</title></head><body><div id="px-captcha"></div><script>window._pxAppId = "PXabc";</script></body></html>';
    expect(parse({ path: 'details/1.html', content_type: 'text/html', body: challenge }, CONTEXT).issues).toEqual([
      { error_code: 'unexpected_shape', message: 'page embeds no __INITIAL_PROPS__', path: 'details/1.html', native_id: '1' },
    ]);
    expect(parse({ path: 'search/page-0001.html', content_type: 'text/html', body: '' }, CONTEXT).issues[0]?.error_code).toBe('truncated_payload');
  });

  it('costs a result with no id only that result', () => {
    const body = (v2Search?.body ?? '').replace(/"id":\d+,"isNew"/, '"id":null,"isNew"');
    const parsed = parse({ path: 'search/page-0001.html', content_type: 'text/html', body }, CONTEXT);
    expect(parsed.observations.filter((o) => o.kind === 'listing')).toHaveLength(29);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape', message: 'search result has no id' })]);
  });

  it('reads a page whose only object is realEstateAdDetailEntityV2 (no legacy object beside it)', () => {
    const real = readFileSync(new URL('./real-pages/detail-cordoba-188063260-2026.html', import.meta.url), 'utf8');
    // Drop the legacy object from the decoded data and write the page again with double quotes.
    const m = /JSON\.parse\('((?:\\.|[^'\\])*)'\)/s.exec(real);
    const data = JSON.parse((m?.[1] ?? '').replace(/\\'/g, "'").replace(/\\\\/g, '\\')) as Record<string, unknown>;
    delete data['realEstate'];
    const body = `<script>window.__INITIAL_PROPS__ = JSON.parse(${JSON.stringify(JSON.stringify(data))});</script>`;
    const parsed = parse({ path: 'details/188063260.html', content_type: 'text/html', body }, CONTEXT);
    expect(parsed.issues).toEqual([]);
    const listing = parsed.observations.find((o) => o.kind === 'listing')?.data;
    expect(listing).toMatchObject({ native_id: '188063260', price: { amount: '297000' }, extensions: { agency_reference: '01-MU024X' } });
    expect(listing?.property.address).toMatchObject({ postal_code: '14003', city: 'Córdoba Capital' });
  });

  it("keeps a professional's line where its name is hidden, and no private seller's number", () => {
    const real = readFileSync(new URL('./real-pages/search-cordoba-2026.html', import.meta.url), 'utf8');
    const m = /JSON\.parse\('((?:\\.|[^'\\])*)'\)/s.exec(real);
    const data = JSON.parse((m?.[1] ?? '').replace(/\\'/g, "'").replace(/\\\\/g, '\\')) as { initialSearch: { result: { realEstates: Array<Record<string, unknown>> } } };
    const [hidden, owner] = data.initialSearch.result.realEstates;
    Object.assign(hidden ?? {}, { clientAlias: null, clientId: 0, clientUrl: null });
    Object.assign(owner ?? {}, { clientAlias: null, clientId: 0, clientTypeId: 1, clientType: 'private', phone: '+34600111222' });
    const body = `<script>window.__INITIAL_PROPS__ = JSON.parse(${JSON.stringify(JSON.stringify(data))});</script>`;
    const parsed = parse({ path: 'search/page-1.html', content_type: 'text/html', body }, CONTEXT);
    expect(parsed.issues).toEqual([]);
    const listings = new Map(parsed.observations.flatMap((o) => (o.kind === 'listing' ? [[o.data.native_id, o.data] as const] : [])));
    const a = listings.get(String(hidden?.['id']));
    expect(a?.agency).toBeUndefined();
    expect(a?.extensions).toMatchObject({ advertiser_phone: '+34635120419' });
    const b = listings.get(String(owner?.['id']));
    expect(b?.agency).toBeUndefined();
    expect(b?.extensions?.['advertiser_phone']).toBeUndefined();
  });
});
