import { createEvent, type PropertyRecordObserved } from '@estate/events';
import { placeRecord, recordId } from '@estate/normalize';
import { describe, expect, it } from 'vitest';
import { projectBatch } from '../src/project-batch.js';
import { PropertyMatcher } from '../src/property-matcher.js';

const collector = { name: 'collector-landregistry', version: '0.1.0', run_id: 'run-1' };
const at = new Date('2026-10-13T10:00:00.000Z');

function sale(extra: Partial<PropertyRecordObserved> = {}): PropertyRecordObserved {
  return {
    native_id: '{4E95D757-1CA5-4A73-B4B4-2F2B6F9E0A11}',
    dataset: 'ppd',
    record_type: 'transaction',
    event_at: '2025-08-14',
    event_precision: 'day',
    jurisdiction: 'GB-EAW',
    keys: { country: 'GB', address: { line1: '12 ABBEVILLE ROAD', unit: 'FLAT 3', postal_code: 'SW4 0AB', city: 'LONDON' }, gb: { postcode: 'SW4 0AB', paon: '12', saon: 'FLAT 3', street: 'ABBEVILLE ROAD' } },
    values: { currency: 'GBP', price: '450000', market_sale: true, property_type: 'apartment' },
    fields: { Price: '450000' },
    vintage: '2025-09',
    access_class: 'open_data',
    ...extra,
  };
}

const project = (data: PropertyRecordObserved) =>
  projectBatch([createEvent({ type: 'property_record.observed', platform: 'landregistry', provider: 'collector-landregistry/replay', observed_at: at, collector, data })], new PropertyMatcher()).rows.propertyRecords;

describe('property_record.observed', () => {
  it('is one row placed on the property its keys name, with its keys for linking and comparables', () => {
    const [row] = project(sale());
    expect(row).toMatchObject({
      record_id: recordId('landregistry', 'ppd', '{4E95D757-1CA5-4A73-B4B4-2F2B6F9E0A11}'),
      property_id: placeRecord({ country: 'GB', gb: { postcode: 'SW4 0AB', paon: '12', saon: 'FLAT 3', street: 'ABBEVILLE ROAD' } })?.propertyId,
      placement_method: 'gb_postcode_paon',
      retracted: false,
      amount: '450000',
      currency: 'GBP',
      area_key: 'GB|SW4',
      street_link_key: 'GB|SW4|abbeville road',
      house_number: '12',
      unit: '3',
      market_sale: true,
      vintage: '2025-09',
    });
    expect(JSON.parse(row?.record_fields ?? '{}')).toEqual({ Price: '450000' });
  });

  it('keeps a retraction as a flagged row, and leaves a record its keys cannot place unplaced', () => {
    expect(project(sale({ retracted: true, vintage: '2025-10' }))[0]).toMatchObject({ retracted: true, vintage: '2025-10' });
    const district = project(sale({ native_id: 'mlit-1', dataset: 'mlit_xit001', keys: { country: 'JP', jp: { municipality_code: '13101', district_name: '丸の内' } }, values: { currency: 'JPY', price: '98000000' } }))[0];
    expect(district).toMatchObject({ property_id: '', placement_method: '', area_key: 'JP|13101|丸の内' });
  });
});
