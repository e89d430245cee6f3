import { mergeManifests } from '@estate/events';
import type { SourceRunSummary } from '@estate/store';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/api-error.js';
import { decodeCursor, encodeCursor, requestFingerprint } from '../src/reads/cursor.js';
import { planSearch, type PlannedSearchRequest } from '../src/search-plan/search-plan.js';
import { sourceStatusOf, type PlatformState } from '../src/reads/source-status.js';
import { urlVariants } from '../src/reads/url-variants.js';
import { manifest } from './harness.js';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const iso = (msAgo: number) => new Date(NOW - msAgo).toISOString();

function run(overrides: Partial<SourceRunSummary> = {}): SourceRunSummary {
  return { platform: 'zillow', run_id: 'r1', status: 'success', error_code: '', truncated: false, records: 10, finished_at: iso(60_000), last_success_at: iso(60_000), ...overrides };
}

function state(platform: string, opts: { live?: boolean; stale?: boolean; run?: Partial<SourceRunSummary> | null; countries?: string[]; selectors?: string[] } = {}): PlatformState {
  const live = opts.live ?? true;
  const m = live
    ? mergeManifests(
        [manifest({ platform, countries: opts.countries ?? ['US'], selectors: { searchListings: opts.selectors ?? ['country', 'price', 'location'] }, last_seen_at: iso(opts.stale ? 120_000 : 1_000) })],
        new Date(NOW),
      )[0]
    : undefined;
  return { platform, ...(m ? { manifest: m } : {}), ...(opts.run === null ? {} : { run: run({ platform, ...opts.run }) }) };
}

function expectApiError(fn: () => unknown, code: string, fragment: string): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(code);
    expect((error as ApiError).message).toContain(fragment);
    return;
  }
  throw new Error('expected an ApiError');
}

describe('sourceStatusOf', () => {
  it('is success for a live collector whose latest run succeeded', () => {
    expect(sourceStatusOf(state('zillow'), NOW)).toMatchObject({ platform: 'zillow', status: 'success', truncated: false, observed_at: iso(60_000) });
  });

  it('turns stale when the collector stopped reporting, while its data is younger than 24 h', () => {
    expect(sourceStatusOf(state('zillow', { live: false }), NOW)).toMatchObject({ status: 'stale', error_code: 'stale' });
    expect(sourceStatusOf(state('zillow', { stale: true }), NOW)).toMatchObject({ status: 'stale', error_code: 'stale' });
  });

  it("is unavailable once a stopped collector's data has expired, or before any run", () => {
    expect(sourceStatusOf(state('zillow', { live: false, run: { last_success_at: iso(25 * 3_600_000) } }), NOW)).toMatchObject({ status: 'unavailable', error_code: 'not_collected' });
    expect(sourceStatusOf(state('zillow', { run: null }), NOW)).toMatchObject({ status: 'unavailable', error_code: 'not_collected' });
  });

  it('reports a failed latest run as stale while older data serves, failed otherwise', () => {
    expect(sourceStatusOf(state('zillow', { run: { status: 'failed', error_code: 'blocked' } }), NOW)).toMatchObject({ status: 'stale', error_code: 'blocked' });
    expect(sourceStatusOf(state('zillow', { run: { status: 'failed', error_code: 'timeout', last_success_at: null } }), NOW)).toMatchObject({ status: 'failed', error_code: 'timeout' });
  });

  it('passes partial runs and truncation through', () => {
    expect(sourceStatusOf(state('zillow', { run: { status: 'partial', error_code: 'truncated_payload', truncated: true } }), NOW)).toMatchObject({ status: 'partial', error_code: 'truncated_payload', truncated: true });
  });
});

describe('planSearch', () => {
  const known = [state('zillow'), state('suumo', { countries: ['JP'], selectors: ['country', 'location'] }), state('rightmove', { live: false, countries: ['GB'] })];

  it('consults every platform that serves the operation or holds data, skipping other countries', () => {
    expect(planSearch('searchListings', {}, undefined, known).query.platforms).toEqual(['zillow', 'suumo', 'rightmove']);
    // rightmove has no live manifest, so its countries are unknown: it is still consulted.
    expect(planSearch('searchListings', { country: 'JP' }, undefined, known).query.platforms).toEqual(['suumo', 'rightmove']);
  });

  it('refuses unknown platforms by name, and an unknown path platform with 404', () => {
    expectApiError(() => planSearch('searchListings', { platforms: ['zillow', 'zilow'] }, undefined, known), 'invalid_request', 'body.platforms.1');
    expectApiError(() => planSearch('searchPlatformListings', {}, 'nowhere', known), 'not_found', 'nowhere');
  });

  it('warns where a platform does not state it can honour a filter', () => {
    const plan = planSearch('searchListings', { bathrooms: { min: 2 }, price: { min: 1 } } as PlannedSearchRequest, undefined, known);
    expect(plan.warnings.filter((w) => w.code === 'filter_not_supported').map((w) => [w.field, w.message.split(' ')[0]])).toEqual([
      ['body.bathrooms', 'zillow'],
      ['body.price', 'suumo'],
      ['body.bathrooms', 'suumo'],
    ]);
    expect(plan.warnings.some((w) => w.code === 'price_without_currency')).toBe(true);
  });

  it('refuses inverted ranges, an inverted bbox and an open polygon ring', () => {
    expectApiError(() => planSearch('searchListings', { bedrooms: { min: 3, max: 2 } }, undefined, known), 'invalid_request', 'body.bedrooms.min');
    expectApiError(() => planSearch('searchListings', { location: { kind: 'bbox', west: 0, south: 10, east: 1, north: 5 } }, undefined, known), 'invalid_request', 'body.location.south');
    const open = { kind: 'polygon' as const, coordinates: [[0, 0], [1, 0], [1, 1], [0, 1]] };
    expectApiError(() => planSearch('searchListings', { location: open } as PlannedSearchRequest, undefined, known), 'invalid_request', 'closed ring');
    // The store's engine refuses a ring that crosses itself: a bad request, not an internal error.
    const bowTie: PlannedSearchRequest['location'] = { kind: 'polygon', coordinates: [[0, 0], [1, 1], [1, 0], [0, 1], [0, 0]] };
    expectApiError(() => planSearch('searchListings', { location: bowTie }, undefined, known), 'invalid_request', 'crossing or touching itself');
  });

  it('fingerprints the filters, not the page size or key order', () => {
    const a = planSearch('searchListings', { country: 'US', sort: 'price_asc', limit: 5 }, undefined, known).fingerprint;
    const b = planSearch('searchListings', { sort: 'price_asc', country: 'US', limit: 50, cursor: 'x' }, undefined, known).fingerprint;
    const c = planSearch('searchListings', { country: 'US', sort: 'price_desc' }, undefined, known).fingerprint;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });
});

describe('cursors', () => {
  const isPos = (v: unknown): v is { n: number } => typeof v === 'object' && v !== null && typeof (v as { n: unknown }).n === 'number';

  it('round-trip a position for the request that issued them', () => {
    const fp = requestFingerprint('op', { a: 1 });
    expect(decodeCursor(encodeCursor(fp, { n: 0.1 + 0.2 }), fp, isPos, 'body.cursor')).toEqual({ n: 0.1 + 0.2 });
  });

  it('refuse garbage, tampering and cursors of another request with a 400 naming the field', () => {
    const fp = requestFingerprint('op', { a: 1 });
    expectApiError(() => decodeCursor('not-a-cursor!', fp, isPos, 'body.cursor'), 'invalid_request', 'body.cursor');
    expectApiError(() => decodeCursor(encodeCursor(fp, { n: 'x' }), fp, isPos, 'query.cursor'), 'invalid_request', 'query.cursor');
    expectApiError(() => decodeCursor(encodeCursor(requestFingerprint('op', { a: 2 }), { n: 1 }), fp, isPos, 'body.cursor'), 'invalid_request', 'another request');
  });
});

describe('urlVariants', () => {
  it('tries the given URL first, then without fragment and query, other scheme, www and slash', () => {
    const variants = urlVariants('http://zillow.com/homedetails/x/123_zpid?utm=1#photos');
    expect(variants[0]).toBe('http://zillow.com/homedetails/x/123_zpid?utm=1#photos');
    expect(variants).toContain('https://www.zillow.com/homedetails/x/123_zpid/');
    expect(variants).toContain('https://zillow.com/homedetails/x/123_zpid');
    expect(variants.length).toBeLessThanOrEqual(16);
  });
});
