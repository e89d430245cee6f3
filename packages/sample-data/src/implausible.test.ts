import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import { HISTORY_IMPLAUSIBLE_RATE, IMPLAUSIBLE_RATE } from './implausible.js';
import { SECOND_PORTAL_PLATFORMS } from './second-portals.js';

describe('implausible values injected by the generator', () => {
  const sample = generate({ seed: 42, size: 3_000 });
  const clean = generate({ seed: 42, size: 3_000, implausible: false });
  const byKey = new Map(sample.listings.map((l) => [`${l.platform}:${l.native_id}`, l]));
  const cleanByKey = new Map(clean.listings.map((l) => [`${l.platform}:${l.native_id}`, l]));

  it('injects into about IMPLAUSIBLE_RATE of the once-listed homes, every kind, never a cross-listed one', () => {
    // Once listed on the first portals: a second portal (zoopla) shows the home without the typo.
    const firsts = sample.listings.filter((l) => !SECOND_PORTAL_PLATFORMS.has(l.platform));
    const perKey = new Map<string, number>();
    for (const l of firsts) perKey.set(l.property_key, (perKey.get(l.property_key) ?? 0) + 1);
    const multi = new Set([...perKey].filter(([, n]) => n > 1).map(([k]) => k));
    const once = new Set(firsts.map((l) => l.property_key).filter((k) => !multi.has(k)));
    const current = sample.implausible.filter((v) => v.kind !== 'history_in_thousands');
    const share = current.length / once.size;
    expect(share).toBeGreaterThan(IMPLAUSIBLE_RATE * 0.6);
    expect(share).toBeLessThan(IMPLAUSIBLE_RATE * 1.4);
    expect(new Set(sample.implausible.map((v) => v.kind)).size).toBe(5);
    for (const v of sample.implausible) expect(multi.has(v.property_key), v.property_key).toBe(false);
    expect(new Set(sample.implausible.map((v) => v.native_id)).size).toBe(sample.implausible.length);
  });

  it('changes exactly the injected field of the injected listings, and records both values', () => {
    expect(clean.implausible).toEqual([]);
    expect(clean.groups).toEqual(sample.groups);
    const injected = new Map(sample.implausible.map((v) => [`${v.platform}:${v.native_id}`, v]));
    expect(sample.listings.length).toBe(clean.listings.length);
    let changed = 0;
    for (const [key, listing] of byKey) {
      const before = cleanByKey.get(key);
      const v = injected.get(key);
      if (!v) {
        expect(listing, key).toEqual(before);
        continue;
      }
      changed++;
      const valueOf = (l: typeof listing | undefined) =>
        v.field === 'price' ? l?.price : v.field === 'property.bedrooms' ? l?.bedrooms : v.field === 'price_history.' ? l?.price_history[0]?.price : l?.living_area_sqm;
      const shown = valueOf(listing);
      const was = valueOf(before);
      expect(shown, key).toBe(v.shown_value);
      expect(was, key).toBe(v.true_value);
      expect(v.shown_value).not.toBe(v.true_value);
      expect(listing.price_history.at(-1)?.price).toBe(listing.price);
    }
    expect(changed).toBe(sample.implausible.length);
  });

  it('shows an earlier price typed in thousands in the history of about HISTORY_IMPLAUSIBLE_RATE of the once-listed Zillow homes that have one', () => {
    // Once listed on the first portals: a second portal's listing of the home (realtor) is no second listing here.
    const multi = new Set(sample.groups.filter((g) => g.listings.filter((l) => !SECOND_PORTAL_PLATFORMS.has(l.platform)).length > 1).map((g) => g.property_key));
    const eligible = clean.listings.filter((l) => l.platform === 'zillow' && l.price_history.length >= 2 && !multi.has(l.property_key));
    const history = sample.implausible.filter((v) => v.kind === 'history_in_thousands');
    expect(history.length).toBeGreaterThan(0);
    expect(history.length / eligible.length).toBeGreaterThan(HISTORY_IMPLAUSIBLE_RATE * 0.6);
    expect(history.length / eligible.length).toBeLessThan(HISTORY_IMPLAUSIBLE_RATE * 1.4);
    for (const v of history) {
      const listing = byKey.get(`${v.platform}:${v.native_id}`);
      expect(v).toMatchObject({ platform: 'zillow', field: 'price_history.', rule: 'price_minimum' });
      // The current price, and so every later point, is the true one: only the earlier price shows the slip.
      expect(listing?.price).toBe(cleanByKey.get(`${v.platform}:${v.native_id}`)?.price);
      expect(v.shown_value).toBeLessThan(1_000);
      expect(v.true_value / v.shown_value).toBeGreaterThan(500);
    }
  });

  it('is the same for a seed whatever the platforms asked for, and differs between seeds', () => {
    const alone = generate({ seed: 42, size: 3_000, platforms: ['suumo'] });
    expect(alone.implausible).toEqual(sample.implausible.filter((v) => v.platform === 'suumo'));
    const other = generate({ seed: 43, size: 3_000 });
    expect(other.implausible.map((v) => v.native_id)).not.toEqual(sample.implausible.map((v) => v.native_id));
  });
});
