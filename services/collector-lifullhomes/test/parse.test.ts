/** LIFULL HOME'S's parser on damaged and foreign input: never a throw, always an issue that says what went wrong. */
import { generate, lifullhomesPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const listings = generate({ seed: 5, size: 2_000, platforms: ['lifullhomes'] }).listings;
const pages = lifullhomesPages.renderer.render(listings, { pageSize: 30 });
const search = pages.find((p) => p.path === lifullhomesPages.searchPagePath(1));
const detail = pages.find((p) => p.path.startsWith('details/'));

describe('lifullhomes parser on damaged pages', () => {
  it('reports a page cut before </html>, naming the listing of a detail page', () => {
    const body = detail?.body ?? '';
    const parsed = parse({ path: detail?.path ?? '', content_type: 'text/html', body: body.slice(0, Math.floor(body.length * 0.7)) }, CONTEXT);
    expect(parsed.observations).toEqual([]);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload', native_id: /(\d{13})/.exec(detail?.path ?? '')?.[1] })]);
    expect(parse({ path: 'search/page-0001.html', content_type: 'text/html', body: (search?.body ?? '').slice(0, 5_000) }, CONTEXT).issues[0]?.error_code).toBe('truncated_payload');
  });

  it('reports an empty body, a page of another kind and a listing no longer published', () => {
    expect(parse({ path: 'search/page-0001.html', content_type: 'text/html', body: '' }, CONTEXT).issues[0]?.error_code).toBe('truncated_payload');
    const other = '<!DOCTYPE html><html lang="ja"><head><title>LIFULL HOME\'S</title></head><body><p>ようこそ</p></body></html>';
    expect(parse({ path: 'details/1030000000001.html', content_type: 'text/html', body: other }, CONTEXT).issues).toEqual([
      { error_code: 'unexpected_shape', message: "page is no listing page of LIFULL HOME'S", path: 'details/1030000000001.html', native_id: '1030000000001' },
    ]);
    const gone = '<!DOCTYPE html><html lang="ja"><head><title>LIFULL HOME\'S</title></head><body><p>お探しの物件は掲載が終了しました</p></body></html>';
    expect(parse({ path: 'details/1030000000001.html', content_type: 'text/html', body: gone }, CONTEXT).issues[0]?.message).toBe('the listing is no longer published');
  });

  it('costs a block with no detail link only that block', () => {
    const body = (search?.body ?? '').replace(/data-href="https:\/\/www\.homes\.co\.jp\/(mansion|kodate)\/b-\d{13}\/"/, 'data-href="https://www.homes.co.jp/"');
    const broken = body.replace(/(<h3 class="heading"><a href=")https:\/\/www\.homes\.co\.jp\/(mansion|kodate)\/b-\d{13}\/(")/, '$1/$3');
    const parsed = parse({ path: 'search/page-0001.html', content_type: 'text/html', body: broken }, CONTEXT);
    expect(parsed.observations.filter((o) => o.kind === 'listing')).toHaveLength(29);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape' })]);
  });
});
