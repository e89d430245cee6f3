import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { EVENT_ID_PATTERN, eventId, normaliseTimestamp } from './ids.js';

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: undefined }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"z":1}]},"b":1}');
  });

  it('rejects values that have no single JSON spelling', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ a: 1n })).toThrow(TypeError);
    expect(() => canonicalJson(new Map())).toThrow(TypeError);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => canonicalJson(loop)).toThrow(/circular/);
  });
});

describe('eventId', () => {
  const base = { platform: 'zillow', type: 'listing.observed' as const, nativeId: 'z-1', observedAt: '2026-10-13T10:00:00.000Z' };

  it('is compact, and the same for equal content however it was built', () => {
    const a = eventId({ ...base, data: { native_id: 'z-1', price: { amount: '1', currency: 'USD' } } });
    const b = eventId({ ...base, data: { price: { currency: 'USD', amount: '1' }, native_id: 'z-1' } });
    expect(a).toBe(b);
    expect(a).toMatch(EVENT_ID_PATTERN);
  });

  it('changes with any input', () => {
    const data = { native_id: 'z-1' };
    const id = eventId({ ...base, data });
    expect(eventId({ ...base, platform: 'rightmove', data })).not.toBe(id);
    expect(eventId({ ...base, type: 'media.observed', data })).not.toBe(id);
    expect(eventId({ ...base, nativeId: 'z-2', data })).not.toBe(id);
    expect(eventId({ ...base, observedAt: '2026-10-13T10:00:00.001Z', data })).not.toBe(id);
    expect(eventId({ ...base, data: { native_id: 'z-1', title: 'x' } })).not.toBe(id);
  });

  it('normalises timestamps to one spelling per instant', () => {
    expect(normaliseTimestamp('2026-10-13T12:00:00+02:00')).toBe('2026-10-13T10:00:00.000Z');
    expect(normaliseTimestamp(new Date(Date.UTC(2026, 9, 13, 10)))).toBe('2026-10-13T10:00:00.000Z');
    expect(() => normaliseTimestamp('yesterday')).toThrow(RangeError);
  });
});
