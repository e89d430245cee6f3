import { describe, expect, it } from 'vitest';
import { collector, listingInput } from './fixtures.js';
import { decodeEvent, encodeEvent, upcast, type DecodeResult } from '../src/codec.js';
import { createEvent, EventValidationError } from '../src/create.js';
import { EVENT_TYPES, type EventType } from '../src/event-types.js';
import type { PayloadOf } from '../src/registry.js';
import { UpcastError, UpcasterRegistry } from '../src/upcast.js';

const encoder = new TextEncoder();
const bytes = (value: unknown) => encoder.encode(JSON.stringify(value));

function poison(result: DecodeResult) {
  if (result.ok) throw new Error('expected a poison result');
  return result.error;
}

function minimalData<T extends EventType>(type: T): PayloadOf<T> {
  return minimal(type) as PayloadOf<T>;
}

function minimal(type: EventType): PayloadOf<EventType> {
  switch (type) {
    case 'listing.observed':
      return listingInput().data;
    case 'media.observed':
      return { listing_native_id: 'z-1', items: [{ url: 'https://p/1.jpg', type: 'photo' }], complete: true, access_class: 'public_portal', country: 'US' };
    case 'source_run.completed':
      return {
        run_id: 'run-1',
        status: 'partial',
        error_code: 'rate_limited',
        truncated: true,
        counts: { records: 10, published: 9, errors: 1 },
        started_at: '2026-10-13T09:00:00Z',
        finished_at: '2026-10-13T09:05:00Z',
      };
    case 'job.progress':
      return { job_id: 'job_1', status: 'running' };
    case 'agent.observed':
      return { native_id: 'a-1', name: 'Jane Doe', agency_native_id: 'o-1', access_class: 'public_portal', country: 'US', market_area: { city: 'Austin', region: 'TX' } };
    case 'agency.observed':
      return { native_id: 'o-1', name: 'Doe Realty', licence_number: '0123', professional_contacts: [{ kind: 'business_phone', value: '+1 512 555 0100' }], access_class: 'public_portal', country: 'US' };
    case 'auction.observed':
      return { native_id: 'SUB-JA-2026-000001', stated_status: 'open', starts_at: '2026-03-18T17:00:00.000Z', timezone: 'Europe/Madrid', access_class: 'open_data', country: 'ES' };
    case 'building.observed':
      return { native_id: '1049391491', name: 'パークハウス西新宿', floors: 14, unit_count: 61, access_class: 'public_portal', country: 'JP' };
    case 'unit.observed':
      return { building_native_id: '1049391491', native_id: '1203', kind: 'physical_unit', label: '1203号室', price: { amount: '39800000', currency: 'JPY', kind: 'asking' }, listing_native_id: '78123456', access_class: 'public_portal', country: 'JP' };
    case 'development.observed':
      return { native_id: '77583281', name: 'ザ・タワー豊洲', status: 'selling', unit_count: 124, phases: [{ name: '第1期', units_for_sale: 2 }], listing_native_ids: ['79200001'], access_class: 'public_portal', country: 'JP' };
    case 'open_house.observed':
      return { listing_native_id: '29377187', timezone: 'America/Chicago', open_houses: [{ starts_at: '2026-10-31T18:00:00.000Z', ends_at: '2026-10-31T20:00:00.000Z' }], access_class: 'public_portal', country: 'US' };
    case 'location.observed':
      return { native_id: 'REGION^87490', selector: 'REGION^87490', name: 'Richmond', kind: 'city', country: 'GB', region: 'Surrey', access_class: 'public_portal' };
    case 'stay.observed':
      return { native_id: '6369', listing_platform: 'airbnb', room_type: 'private_room', price: { amount: '85.00', currency: 'EUR', kind: 'asking', period: 'night' }, access_class: 'open_data', country: 'ES' };
    case 'stay_availability.observed':
      return { listing_platform: 'airbnb', stay_native_id: '6369', days: [{ date: '2026-12-01', available: true, minimum_nights: 2 }, { date: '2026-12-02', available: null }], access_class: 'open_data', country: 'ES' };
    case 'stay_review.observed':
      return { listing_platform: 'airbnb', stay_native_id: '6369', native_id: '30938', reviewed_at: '2010-03-14', text: 'Great.\nAgain!', access_class: 'open_data', country: 'ES' };
    case 'stay_quote.observed':
      return { listing_platform: 'airbnb', stay_native_id: '6369', check_in: '2026-12-01', check_out: '2026-12-03', guests: 2, available: true, currency: 'EUR', lines: [{ kind: 'nights', description: '€85.00 x 2 nights', amount: '170.00', nights: 2, nightly_amount: '85.00' }], total: '170.00', access_class: 'public_portal' };
    case 'market_point.observed':
      return {
        dataset: 'uk_hpi_full',
        market: { kind: 'city', country: 'GB', city: 'Bristol', name: 'Bristol' },
        source_region: { scheme: 'ons_gss', code: 'E06000023', name: 'City of Bristol' },
        metric: 'average_price',
        segment: 'all',
        seasonally_adjusted: false,
        frequency: 'monthly',
        period_start: '2025-08-01',
        period_end: '2025-08-31',
        value: null,
        value_status: 'missing',
        unit: 'GBP',
        currency: 'GBP',
        vintage: '2025-09',
        native_field: 'AveragePrice',
        access_class: 'open_data',
      };
    case 'property_record.observed':
      return {
        native_id: '{4E95D757-1CA5-4A73-B4B4-2F2B6F9E0A11}',
        dataset: 'ppd',
        record_type: 'transaction',
        event_at: '2025-08-14',
        jurisdiction: 'GB-EAW',
        keys: { country: 'GB', gb: { postcode: 'SW1A 1AA', paon: '12', street: 'HIGH STREET', town: 'LONDON' } },
        values: { currency: 'GBP', price: '450000', tenure: 'freehold', market_sale: true },
        fields: { Price: '450000', 'Record Status - monthly file only': 'A' },
        vintage: '2025-08',
        access_class: 'open_data',
      };
    default:
      // Every kind has a payload module now (no generic kinds left): a new type needs its case here.
      throw new Error(`no minimal payload for ${type}`);
  }
}

describe('createEvent and decodeEvent', () => {
  it('round-trips every event type through the wire format', () => {
    for (const type of EVENT_TYPES) {
      const event = createEvent({ type, platform: 'zillow', provider: 'test', observed_at: new Date('2026-10-13T10:00:00Z'), collector, data: minimalData(type) });
      const result = decodeEvent(encodeEvent(event));
      expect(result, type).toEqual({ ok: true, event });
    }
  });

  it('gives equal observations equal ids and carries the job id', () => {
    const a = createEvent({ ...listingInput(), job_id: 'job_9' });
    const b = createEvent({ ...listingInput(), job_id: 'job_9', observed_at: '2026-10-13T12:00:00+02:00' });
    expect(a.id).toBe(b.id);
    expect(a.job_id).toBe('job_9');
    expect(a.schema_version).toBe(2);
    expect(createEvent(listingInput({ title: 'changed' })).id).not.toBe(a.id);
  });

  it('refuses to build an event whose payload breaks its schema', () => {
    const bad = listingInput();
    (bad.data.price as Record<string, unknown>).amount = 525000;
    expect(() => createEvent(bad)).toThrow(EventValidationError);
    expect(() => createEvent(bad)).toThrow(/\/price\/amount/);
    expect(() => createEvent({ ...listingInput(), platform: 'Not A Token' })).toThrow(/platform/);
  });

  it('classifies every unreadable message, and never throws', () => {
    const good = createEvent(listingInput());
    expect(poison(decodeEvent('{"truncated'))).toMatchObject({ reason: 'malformed_json', retryable: false });
    expect(poison(decodeEvent(Uint8Array.of(0xff, 0xfe, 0x7b)))).toMatchObject({ reason: 'malformed_json' });
    expect(poison(decodeEvent(bytes([1, 2])))).toMatchObject({ reason: 'invalid_envelope' });
    const noCollector = poison(decodeEvent(bytes({ ...good, collector: undefined })));
    expect(noCollector).toMatchObject({ reason: 'invalid_envelope', context: { eventId: good.id } });
    expect(noCollector.context.issues?.join()).toMatch(/collector/);
    expect(poison(decodeEvent(bytes({ ...good, type: 'listing.deleted' })))).toMatchObject({ reason: 'unknown_type' });
    expect(poison(decodeEvent(bytes({ ...good, schema_version: 0 })))).toMatchObject({ reason: 'unsupported_version', retryable: false });
    expect(poison(decodeEvent(bytes({ ...good, data: { ...good.data, transaction: 7 } })))).toMatchObject({
      reason: 'invalid_payload',
      context: { eventType: 'listing.observed', issues: ['/transaction: must be string'] },
    });
  });

  it('asks to retry, not to drop, what a newer producer wrote', () => {
    const good = createEvent(listingInput());
    expect(poison(decodeEvent(bytes({ ...good, schema_version: 3 })))).toMatchObject({ reason: 'future_version', retryable: true });
  });
});

describe('upcasting', () => {
  const v1 = {
    id: 'legacy-event-1',
    type: 'listing.observed',
    schema_version: 1,
    platform: 'rightmove',
    provider: 'collector-rightmove/live',
    observed_at: '2026-10-01T08:00:00.000Z',
    collector: { name: 'collector-rightmove', version: '0.0.9', run_id: 'r-7' },
    data: {
      native_id: 'rm-55',
      transaction: 'sale',
      status: 'active',
      price: { amount: 450000.5, currency: 'GBP', display_text: '£450,000' },
      living_area_sqm: 92.5,
      property: { bedrooms: 3, address: { city: 'Leeds', country: 'GB' } },
      access_class: 'public_portal',
      country: 'GB',
    },
  };

  it('reads a v1 listing from the wire as the current version', () => {
    const result = decodeEvent(bytes(v1));
    if (!result.ok) throw result.error;
    expect(result.upcastFrom).toBe(1);
    expect(result.event.schema_version).toBe(2);
    expect(result.event.id).toBe('legacy-event-1');
    expect(result.event.data).toEqual({
      native_id: 'rm-55',
      transaction: 'sale',
      status: 'active',
      price: { amount: '450000.5', currency: 'GBP', kind: 'asking', display_text: '£450,000' },
      property: {
        bedrooms: 3,
        address: { city: 'Leeds', country: 'GB' },
        areas: [{ value: 92.5, unit: 'sqm', basis: 'living', normalized_sqm: 92.5 }],
      },
      access_class: 'public_portal',
      country: 'GB',
    });
  });

  it('upcasts an event object directly, and refuses a v1 payload that was never valid v1', () => {
    expect(upcast({ type: 'listing.observed', schema_version: 1, data: v1.data }).data).toMatchObject({ price: { amount: '450000.5' } });
    const broken = { ...v1, data: { ...v1.data, price: { amount: '450000', currency: 'GBP' } } };
    expect(poison(decodeEvent(bytes(broken)))).toMatchObject({ reason: 'upcast_failed', retryable: false });
    expect(() => upcast({ type: 'listing.observed', schema_version: 1, data: broken.data })).toThrow(UpcastError);
  });

  it('chains steps, and reports what it can read', () => {
    const versions = { 'job.progress': 3 } as Record<EventType, number>;
    const registry = new UpcasterRegistry(versions)
      .register('job.progress', 1, (d) => ({ ...(d as object), status: 'running' }))
      .register('job.progress', 2, (d) => ({ ...(d as object), result_count: 0 }));
    expect(registry.upcast('job.progress', 1, { job_id: 'j' })).toEqual({ job_id: 'j', status: 'running', result_count: 0 });
    expect(registry.oldestReadable('job.progress')).toBe(1);
    expect(registry.canRead('job.progress', 0)).toBe(false);
    expect(registry.canRead('job.progress', 4)).toBe(false);
    expect(() => registry.register('job.progress', 3, (d) => d)).toThrow(RangeError);
  });
});
