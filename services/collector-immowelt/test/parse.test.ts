/** Immowelt's parser on broken input: never a throw, always an issue that says what went wrong. */
import { generate, immoweltPages } from '@estate/sample-data';
import lzString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const listings = generate({ seed: 5, size: 1_200, platforms: ['immowelt'] }).listings;
const pages = immoweltPages.renderer.render(listings, { pageSize: 30 });
const search = pages.find((p) => p.path === immoweltPages.searchPagePath(1));
const detail = pages.find((p) => p.path.startsWith('details/'));

describe('immowelt parser on damaged pages', () => {
  it('reports a results page cut inside its compressed data, and an exposé cut inside its state, naming the exposé', () => {
    const body = search?.body ?? '';
    const cut = parse({ path: 'search/page-0001.html', content_type: 'text/html', body: body.slice(0, Math.floor(body.length * 0.6)) }, CONTEXT);
    expect(cut.observations).toEqual([]);
    expect(cut.issues.map((i) => i.error_code)).toEqual(['truncated_payload']);
    const page = detail?.body ?? '';
    const id = /details\/(\w+)\.html/.exec(detail?.path ?? '')?.[1];
    const parsed = parse({ path: detail?.path ?? '', content_type: 'text/html', body: page.slice(0, Math.floor(page.length * 0.7)) }, CONTEXT);
    expect(parsed.observations).toEqual([]);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload', native_id: id })]);
  });

  it('reports a page without data (a DataDome challenge), an empty body and a corrupt compressed string', () => {
    const challenge = '<html><head><title>immowelt.de</title></head><body><script src="https://ct.captcha-delivery.com/c.js"></script></body></html>';
    expect(parse({ path: 'details/26ABCDEF0001.html', content_type: 'text/html', body: challenge }, CONTEXT).issues).toEqual([
      { error_code: 'unexpected_shape', message: 'page embeds no __UFRN_LIFECYCLE_SERVERREQUEST__', path: 'details/26ABCDEF0001.html', native_id: '26ABCDEF0001' },
    ]);
    expect(parse({ path: 'search/page-0001.html', content_type: 'text/html', body: '' }, CONTEXT).issues[0]?.error_code).toBe('truncated_payload');
    const corrupt = (search?.body ?? '').replace(/classified-serp-init-data\\":\\"[A-Za-z0-9+/]{40}/, 'classified-serp-init-data\\":\\"!!!!');
    expect(corrupt).not.toBe(search?.body);
    expect(parse({ path: 'search/page-0001.html', content_type: 'text/html', body: corrupt }, CONTEXT).issues[0]?.error_code).toBe('parse_error');
  });

  it('costs a card with no id only that card', () => {
    const body = search?.body ?? '';
    const state = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(body)?.[1] ?? '""';
    const fetcher = JSON.parse(JSON.parse(state) as string) as { data: Record<string, string> };
    const serp = JSON.parse(lzString.decompressFromBase64(fetcher.data['classified-serp-init-data'] ?? '')) as { pageProps: { classifieds: string[]; classifiedsData: Record<string, { id?: string; metadata: { id?: string } }> } };
    const first = serp.pageProps.classifieds[0] ?? '';
    const card = serp.pageProps.classifiedsData[first];
    if (card) {
      delete card.id;
      delete card.metadata.id;
    }
    fetcher.data['classified-serp-init-data'] = lzString.compressToBase64(JSON.stringify(serp));
    const damaged = body.replace(state, JSON.stringify(JSON.stringify(fetcher)));
    const parsed = parse({ path: 'search/page-0001.html', content_type: 'text/html', body: damaged }, CONTEXT);
    expect(parsed.observations.filter((o) => o.kind === 'listing')).toHaveLength(29);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape', message: 'search card has no id', native_id: first })]);
  });
});
