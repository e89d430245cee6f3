import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetVintages, getPropertyRecordRow, getPropertyRecordsPage, marketSalesInAreas, migrate, propertyRecords, recordsByStreetLinkKeys, type PropertyRecordInsertRow, type Store } from '../src/index.js';
import { openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_property_records' });
  store = temp.store;
  await migrate(store);
});

afterAll(async () => {
  await temp.cleanup();
});

function sale(id: string, vintage: string, extra: Partial<PropertyRecordInsertRow> = {}): PropertyRecordInsertRow {
  return {
    record_id: `rec_${id}`,
    property_id: 'prp_a',
    placement_method: 'gb_postcode_paon',
    platform: 'landregistry',
    dataset: 'ppd',
    native_id: id,
    record_type: 'transaction',
    retracted: false,
    event_at: '2025-06-01',
    event_precision: 'day',
    jurisdiction: 'GB-EAW',
    country: 'GB',
    postal_code: 'SW4 0AB',
    area_key: 'GB|SW4',
    street_link_key: 'GB|SW40AB|abbeville road',
    house_number: '12',
    unit: '',
    address_line1: '12 ABBEVILLE ROAD',
    city: 'LONDON',
    property_type: 'townhouse',
    currency: 'GBP',
    amount: '450000',
    market_sale: true,
    listing_platform: '',
    listing_native_id: '',
    record_keys: '{}',
    record_values: '{}',
    record_fields: '{}',
    vintage,
    provider: 'collector-landregistry/replay',
    access_class: 'open_data',
    url: '',
    observed_at: '2026-10-01T00:00:00.000Z',
    event_id: `ev_${id}_${vintage}`,
    ...extra,
  };
}

describe('property_records', () => {
  it('keeps the newest vintage of a record whatever the insert order, and a replay of an older file cannot undo a change or a deletion', async () => {
    await propertyRecords.insert(store, [sale('r1', '2026-09', { amount: '460000' }), sale('r2', '2026-10', { retracted: true })]);
    // The yearly files replayed afterwards, observed later: their vintage is older.
    await propertyRecords.insert(store, [sale('r1', '2025', { observed_at: '2026-11-01T00:00:00.000Z' }), sale('r2', '2025', { observed_at: '2026-11-01T00:00:00.000Z' })]);
    await propertyRecords.insert(store, [sale('r3', '2025', { event_at: '2024-02-01' })]);
    const page = await getPropertyRecordsPage(store, ['prp_a'], { limit: 10 });
    expect(page.rows.map((r) => [r.native_id, r.amount])).toEqual([['r1', '460000'], ['r3', '450000']]);
    expect((await getPropertyRecordRow(store, 'rec_r2'))?.retracted).toBe(true);
    expect(await getPropertyRecordRow(store, 'rec_none')).toBeNull();
  });

  it('the same vintage read twice is one record, and a record moved to another property leaves the first', async () => {
    await propertyRecords.insert(store, [sale('r4', '2026-10', { event_at: '2023-01-01' }), sale('r4', '2026-10', { event_at: '2023-01-01', observed_at: '2026-11-02T00:00:00.000Z', event_id: 'ev_r4_again' })]);
    await propertyRecords.insert(store, [sale('r5', '2025', { event_at: '2022-01-01' }), sale('r5', '2026-10', { event_at: '2022-01-01', property_id: 'prp_b' })]);
    const ids = (await getPropertyRecordsPage(store, ['prp_a'], { limit: 10 })).rows.map((r) => r.native_id);
    expect(ids).toEqual(['r1', 'r3', 'r4']);
    expect((await getPropertyRecordsPage(store, ['prp_b'], { limit: 10 })).rows.map((r) => r.native_id)).toEqual(['r5']);
  });

  it('pages newest first by date then id, and filters by record type', async () => {
    const first = await getPropertyRecordsPage(store, ['prp_a', 'prp_b'], { limit: 2 });
    expect(first.rows.map((r) => r.native_id)).toEqual(['r1', 'r3']);
    expect(first.next).toEqual({ event_at: '2024-02-01', record_id: 'rec_r3' });
    const second = await getPropertyRecordsPage(store, ['prp_a', 'prp_b'], { limit: 2, after: first.next });
    expect(second.rows.map((r) => r.native_id)).toEqual(['r4', 'r5']);
    expect(second.has_more).toBe(false);
    expect((await getPropertyRecordsPage(store, ['prp_a'], { limit: 5, recordTypes: ['tax_assessment'] })).rows).toEqual([]);
  });

  it('finds the records of a street and the market sales of an area, never a retracted or a category B one', async () => {
    await propertyRecords.insert(store, [sale('r6', '2026-10', { market_sale: false, event_at: '2025-01-01' })]);
    expect((await recordsByStreetLinkKeys(store, ['GB|SW40AB|abbeville road'])).map((r) => r.native_id)).toEqual(['r1', 'r3', 'r4', 'r5', 'r6']);
    expect((await marketSalesInAreas(store, ['GB|SW4'], '2023-01-01')).map((r) => r.native_id)).toEqual(['r1', 'r3', 'r4']);
    expect(await datasetVintages(store, ['landregistry'])).toEqual([{ platform: 'landregistry', dataset: 'ppd', vintage: '2026-10', observed_at: '2026-11-02T00:00:00.000Z' }]);
  });
});
