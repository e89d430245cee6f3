import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CURRENT_SCHEMA_VERSIONS,
  EVENT_KINDS,
  EVENT_TYPES,
  nativeIdOf,
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
