import { checkManifest, manifestKey, manifestKeyFilter, manifestState, mergeManifests, parseManifestKey, type CollectorManifest } from '@estate/events';
import { describe, expect, it } from 'vitest';

// The manifest schema lives in @estate/events; its rules are tested here, beside their first user.
const base: CollectorManifest = {
  platform: 'zillow',
  display_name: 'Zillow',
  countries: ['US'],
  record_kinds: ['listing', 'media'],
  operations: ['searchListings', 'getListing'],
  selectors: { searchListings: ['transaction', 'price', 'location.bbox'] },
  provider: 'collector-zillow/replay',
  access_class: 'public_portal',
  mode: 'replay',
  version: '0.1.0',
  instance_id: 'host-1-aa',
  started_at: '2026-11-22T10:00:00.000Z',
  last_seen_at: '2026-11-22T10:00:10.000Z',
};

describe('collector manifests', () => {
  it('keys one entry per instance under its platform', () => {
    expect(manifestKey('zillow', 'host-1-aa')).toBe('zillow.host-1-aa');
    expect(parseManifestKey('zillow.host-1-aa')).toEqual({ platform: 'zillow', instance_id: 'host-1-aa' });
    expect(parseManifestKey('zillow')).toBeUndefined();
    expect(parseManifestKey('zillow.a.b')).toBeUndefined();
    expect(manifestKeyFilter('zillow')).toBe('zillow.*');
    expect(() => manifestKey('zillow', 'has.dot')).toThrow(RangeError);
  });

  it('accepts a valid manifest and names what is wrong with a bad one', () => {
    expect(checkManifest(base)).toEqual({ ok: true, manifest: base });
    const bad = checkManifest({ ...base, countries: ['usa'], mode: 'mirror' });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.issues.join(' ')).toMatch(/countries/);
    const stray = checkManifest({ ...base, selectors: { getProperty: ['x'] } });
    expect(stray).toEqual({ ok: false, issues: ['/selectors/getProperty: not one of the manifest\'s operations'] });
  });

  it('folds instances into one platform, live while any instance is', () => {
    const now = new Date('2026-11-22T10:01:00.000Z');
    const other: CollectorManifest = {
      ...base,
      instance_id: 'host-2-bb',
      version: '0.2.0',
      countries: ['US', 'CA'],
      operations: ['searchListings', 'getListingMedia'],
      selectors: { searchListings: ['bedrooms'] },
      started_at: '2026-11-22T09:00:00.000Z',
      last_seen_at: '2026-11-22T10:00:55.000Z',
    };
    const merged = mergeManifests([base, other, { ...base, platform: 'rightmove', countries: ['GB'] }], now);
    expect(merged.map((p) => p.platform)).toEqual(['rightmove', 'zillow']);
    const zillow = merged[1];
    expect(zillow).toMatchObject({
      platform: 'zillow',
      countries: ['CA', 'US'],
      operations: ['getListing', 'getListingMedia', 'searchListings'],
      selectors: { getListing: [], getListingMedia: [], searchListings: ['bedrooms', 'location.bbox', 'price', 'transaction'] },
      state: 'live',
      started_at: '2026-11-22T09:00:00.000Z',
      last_seen_at: '2026-11-22T10:00:55.000Z',
    });
    expect(zillow?.instances.map((i) => [i.instance_id, i.state])).toEqual([['host-2-bb', 'live'], ['host-1-aa', 'stale']]);
    expect(manifestState(base, now)).toBe('stale');
    expect(manifestState(other, now)).toBe('live');
  });
});
