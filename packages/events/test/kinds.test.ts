import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CURRENT_SCHEMA_VERSIONS,
  EVENT_KINDS,
  EVENT_TYPE_OF_KIND,
  EVENT_TYPES,
  KIND_NAMES,
  kindNameOf,
  nativeIdOf,
  OBSERVED_KINDS,
  PAYLOAD_SCHEMAS,
  upcasters,
  type AuctionObserved,
  type ListingObserved,
  type MediaObserved,
  type PayloadOf,
  type SourceRunCompleted,
  type StayObserved,
} from '../src/index.js';
import { listingInput } from './fixtures.js';

describe('the kind modules', () => {
  it('are the registries: one entry per event type, its schema and version', () => {
    expect(Object.keys(EVENT_KINDS).sort()).toEqual([...EVENT_TYPES].sort());
    for (const type of EVENT_TYPES) {
      expect(PAYLOAD_SCHEMAS[type]).toBe(EVENT_KINDS[type].schema);
      expect(CURRENT_SCHEMA_VERSIONS[type]).toBe(EVENT_KINDS[type].version);
    }
  });

  it('give each event type one kind name, and each name one event type', () => {
    expect(KIND_NAMES).toHaveLength(EVENT_TYPES.length);
    expect(new Set(KIND_NAMES).size).toBe(KIND_NAMES.length);
    expect(KIND_NAMES.map((k) => EVENT_TYPE_OF_KIND[k])).toEqual(EVENT_TYPES);
    for (const type of EVENT_TYPES) expect(EVENT_TYPE_OF_KIND[kindNameOf(type)]).toBe(type);
    expect(kindNameOf('job.progress')).toBe('job_progress');
    expect(kindNameOf('source_run.completed')).toBe('source_run');
    // Derived from EVENT_KINDS' keys, in the order manifests have always listed them.
    expect(OBSERVED_KINDS).toEqual(['listing', 'media', 'agent', 'agency', 'auction', 'building', 'unit', 'development', 'open_house', 'property_record', 'market_point', 'stay', 'stay_availability', 'stay_review', 'stay_quote', 'location']);
    expect(EVENT_TYPES.slice(OBSERVED_KINDS.length)).toEqual(['source_run.completed', 'job.progress']);
    // An observation is published under its kind's name.
    for (const kind of OBSERVED_KINDS) expect(EVENT_KINDS[EVENT_TYPE_OF_KIND[kind]].subject.token).toBe(kind);
  });

  it('register their upcasters: every version a kind ever wrote is readable', () => {
    expect(upcasters.oldestReadable('listing.observed')).toBe(1);
    expect(upcasters.oldestReadable('media.observed')).toBe(1);
  });

  it('name the native id of their records', () => {
    expect(nativeIdOf('listing.observed', listingInput().data)).toBe('z-123');
    expect(nativeIdOf('media.observed', { listing_native_id: 'z-9', items: [], complete: true, access_class: 'public_portal', country: 'US' })).toBe('z-9');
    expect(nativeIdOf('job.progress', { job_id: 'job_1', status: 'queued' })).toBe('job_1');
    expect(() => nativeIdOf('auction.observed', { native_id: '', access_class: 'open_data', country: 'ES' })).toThrow(TypeError);
    expect(nativeIdOf('stay_review.observed', { listing_platform: 'airbnb', stay_native_id: '42', native_id: '7', reviewed_at: '2026-01-02', access_class: 'open_data', country: 'ES' })).toBe('airbnb:42:7');
  });

  it('give each event type the payload type of its module', () => {
    expectTypeOf<PayloadOf<'listing.observed'>>().toEqualTypeOf<ListingObserved>();
    expectTypeOf<PayloadOf<'media.observed'>>().toEqualTypeOf<MediaObserved>();
    expectTypeOf<PayloadOf<'source_run.completed'>>().toEqualTypeOf<SourceRunCompleted>();
    expectTypeOf<PayloadOf<'auction.observed'>>().toEqualTypeOf<AuctionObserved>();
    expectTypeOf<PayloadOf<'stay.observed'>>().toEqualTypeOf<StayObserved>();
  });
});
