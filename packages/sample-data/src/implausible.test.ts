import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import { IMPLAUSIBLE_RATE } from './implausible.js';

describe('implausible values injected by the generator', () => {
  const sample = generate({ seed: 42, size: 3_000 });
  const clean = generate({ seed: 42, size: 3_000, implausible: false });
  const byKey = new Map(sample.listings.map((l) => [`${l.platform}:${l.native_id}`, l]));
  const cleanByKey = new Map(clean.listings.map((l) => [`${l.platform}:${l.native_id}`, l]));

  it('injects into about IMPLAUSIBLE_RATE of the once-listed homes, every kind, never a cross-listed one', () => {
    const multi = new Set(sample.groups.map((g) => g.property_key));
    const once = new Set(sample.listings.map((l) => l.property_key).filter((k) => !multi.has(k)));
    const share = sample.implausible.length / once.size;
    expect(share).toBeGreaterThan(IMPLAUSIBLE_RATE * 0.6);
    expect(share).toBeLessThan(IMPLAUSIBLE_RATE * 1.4);
    expect(new Set(sample.implausible.map((v) => v.kind)).size).toBe(4);
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
      const shown = v.field === 'price' ? listing.price : v.field === 'property.bedrooms' ? listing.bedrooms : listing.living_area_sqm;
      const was = v.field === 'price' ? before?.price : v.field === 'property.bedrooms' ? before?.bedrooms : before?.living_area_sqm;
      expect(shown, key).toBe(v.shown_value);
      expect(was, key).toBe(v.true_value);
      expect(v.shown_value).not.toBe(v.true_value);
      expect(listing.price_history.at(-1)?.price).toBe(listing.price);
    }
    expect(changed).toBe(sample.implausible.length);
  });

  it('is the same for a seed whatever the platforms asked for, and differs between seeds', () => {
    const alone = generate({ seed: 42, size: 3_000, platforms: ['suumo'] });
    expect(alone.implausible).toEqual(sample.implausible.filter((v) => v.platform === 'suumo'));
    const other = generate({ seed: 43, size: 3_000 });
    expect(other.implausible.map((v) => v.native_id)).not.toEqual(sample.implausible.map((v) => v.native_id));
  });
});
