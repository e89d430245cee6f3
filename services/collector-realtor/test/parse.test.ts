/** realtor.com's parser on broken input and on the GraphQL answer: never a throw, always an issue that says what went wrong. */
import { generate, realtorPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-10-20T08:00:00Z', retrievedAt: '2026-10-20T07:58:12Z' };
const listings = generate({ seed: 5, size: 1_500, platforms: ['realtor'] }).listings;
const pages = realtorPages.renderer.render(listings, { pageSize: 42 });
const search = pages.find((p) => p.path === realtorPages.searchPagePath(1));
const detail = pages.find((p) => p.path.startsWith('details/'));

/** The `__NEXT_DATA__` JSON of a page. */
const nextData = (body: string): unknown => JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');

describe('realtor parser on damaged pages and the GraphQL answer', () => {
  it('keeps the whole results of a page cut short, and says it was cut', () => {
    const body = search?.body ?? '';
    const parsed = parse({ path: 'search/page-0001.html', content_type: 'text/html', body: body.slice(0, Math.floor(body.length * 0.6)) }, CONTEXT);
    const read = parsed.observations.filter((o) => o.kind === 'listing').length;
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(42);
    expect(parsed.issues.map((i) => i.error_code)).toContain('truncated_payload');
  });

  it('reports a detail page cut inside its data, and a page without data', () => {
    const body = detail?.body ?? '';
    const cut = parse({ path: detail?.path ?? '', content_type: 'text/html', body: body.slice(0, Math.floor(body.length * 0.7)) }, CONTEXT);
    expect(cut.observations).toEqual([]);
    expect(cut.issues.map((i) => i.error_code)).toEqual(['truncated_payload']);
    const check = parse({ path: 'details/1.html', content_type: 'text/html', body: '<!DOCTYPE html><html><head><title>Pardon Our Interruption</title></head><body></body></html>' }, CONTEXT);
    expect(check.issues).toEqual([{ error_code: 'unexpected_shape', message: 'page embeds no __NEXT_DATA__', path: 'details/1.html', native_id: '1' }]);
    expect(parse({ path: 'search/page-0001.html', content_type: 'text/html', body: '' }, CONTEXT).issues[0]?.error_code).toBe('truncated_payload');
  });

  it('costs a result with no listing_id only that result', () => {
    const body = (search?.body ?? '').replace(/"listing_id":"\d{10}"/, '"listing_id":null');
    const parsed = parse({ path: 'search/page-0001.html', content_type: 'text/html', body }, CONTEXT);
    expect(parsed.observations.filter((o) => o.kind === 'listing')).toHaveLength(41);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape', message: 'home has no listing_id' })]);
  });

  it('reads the GraphQL search answer (`data.home_search.results`) as it reads the page', () => {
    const properties = (nextData(search?.body ?? '') as { props: { pageProps: { properties: unknown[]; totalProperties: number } } }).props.pageProps;
    const answer = { data: { home_search: { __typename: 'HomeSearchResult', count: properties.properties.length, total: properties.totalProperties, results: properties.properties.map((h) => ({ __typename: 'SearchHome', ...(h as object) })) } } };
    const fromApi = parse({ path: 'search/api-0001.json', content_type: 'application/json', body: JSON.stringify(answer) }, CONTEXT);
    const fromPage = parse({ path: 'search/page-0001.html', content_type: 'text/html', body: search?.body ?? '' }, CONTEXT);
    expect(fromApi.issues).toEqual([]);
    expect(fromApi.observations).toHaveLength(42);
    expect(fromApi.observations).toEqual(fromPage.observations);
  });
});
