/** Zoopla's parser on broken input: never a throw, always an issue that says what went wrong. */
import { generate, zooplaPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const listings = generate({ seed: 5, size: 1_200, platforms: ['zoopla'] }).listings;
const pages = zooplaPages.renderer.render(listings, { pageSize: 25 });
const rscSearch = pages.find((p) => p.path === zooplaPages.searchPagePath(1));
const rscDetail = pages.find((p) => p.path.startsWith('details/') && p.body.includes('self.__next_f.push'));
const nextDetail = pages.find((p) => p.path.startsWith('details/') && p.body.includes('__NEXT_DATA__'));

describe('zoopla parser on damaged pages', () => {
  it('has pages of both generations to damage', () => {
    expect(rscSearch?.body).toContain('self.__next_f.push');
    expect(rscDetail).toBeDefined();
    expect(nextDetail).toBeDefined();
  });

  it('keeps the whole cards of a results page cut short, and says it was cut', () => {
    const body = rscSearch?.body ?? '';
    const cut = body.slice(0, Math.floor(body.length * 0.6));
    const parsed = parse({ path: 'search/page-0001.html', content_type: 'text/html', body: cut }, CONTEXT);
    const read = parsed.observations.filter((o) => o.kind === 'listing').length;
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(25);
    expect(parsed.issues.map((i) => i.error_code)).toContain('truncated_payload');
  });

  it('reports a detail page cut inside its listing, naming the listing', () => {
    for (const page of [rscDetail, nextDetail]) {
      const body = page?.body ?? '';
      const parsed = parse({ path: page?.path ?? '', content_type: 'text/html', body: body.slice(0, Math.floor(body.length * 0.7)) }, CONTEXT);
      expect(parsed.observations).toEqual([]);
      expect(parsed.issues).toHaveLength(1);
      expect(parsed.issues[0]).toMatchObject({ error_code: 'truncated_payload', native_id: /(\d+)/.exec(page?.path ?? '')?.[1] });
    }
  });

  it('reports a page without data (a Cloudflare challenge) and an empty body', () => {
    const challenge = '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><noscript>Enable JavaScript and cookies to continue</noscript></body></html>';
    expect(parse({ path: 'details/1.html', content_type: 'text/html', body: challenge }, CONTEXT).issues).toEqual([
      { error_code: 'unexpected_shape', message: 'page embeds no flight data or __NEXT_DATA__', path: 'details/1.html', native_id: '1' },
    ]);
    expect(parse({ path: 'search/page-0001.html', content_type: 'text/html', body: '' }, CONTEXT).issues[0]?.error_code).toBe('truncated_payload');
  });

  it('costs a card with no id only that card', () => {
    const body = (rscSearch?.body ?? '').replace(/\\"listingId\\":\\"\d+\\"/, '\\"listingId\\":null');
    const parsed = parse({ path: 'search/page-0001.html', content_type: 'text/html', body }, CONTEXT);
    expect(parsed.observations.filter((o) => o.kind === 'listing')).toHaveLength(24);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape', message: 'search card has no listingId' })]);
  });
});
