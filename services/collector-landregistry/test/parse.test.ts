import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPublishable, describeGoldenPayloads } from '@estate/collector-kit/testing';
import type { PropertyRecordObserved } from '@estate/events';
import { DATASET_RENDERERS, pricePaidTruth, PRICE_PAID_COLUMNS } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { PPD_COLUMNS } from '../src/columns.js';
import { parse } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2025-10-20T00:00:00.000Z', retrievedAt: '2025-10-19T08:00:00.000Z' };
const MONTHLY = 'pp-monthly-update-2025-09.csv';

const recorded = describeGoldenPayloads({ platform: 'landregistry', parse, testDir: here, context: CONTEXT });
const records = (path: string): PropertyRecordObserved[] => parse(recorded.payload(path), CONTEXT).observations.flatMap((o) => (o.kind === 'property_record' ? [o.data] : []));

describe('a monthly update file', () => {
  const all = records(MONTHLY);
  const one = (id: string) => all.find((r) => r.native_id === id);

  it('is the real layout: no header, every field quoted, CRLF rows', () => {
    const body = recorded.payload(MONTHLY).body;
    expect(body.startsWith('"{')).toBe(true);
    expect(body.split('\r\n').length).toBe(8);
    expect(body.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('reads an addition by position into normalised values, the 16 native fields kept by name', () => {
    expect(one('{4E95D757-1CA5-4A73-B4B4-2F2B6F9E0A11}')).toMatchObject({
      dataset: 'ppd',
      record_type: 'transaction',
      event_at: '2025-08-14',
      event_precision: 'day',
      jurisdiction: 'GB-EAW',
      vintage: '2025-09',
      access_class: 'open_data',
      keys: { country: 'GB', gb: { postcode: 'SW4 0AB', paon: '12', street: 'ABBEVILLE ROAD', locality: 'CLAPHAM', town: 'LONDON' }, address: { line1: '12 ABBEVILLE ROAD', postal_code: 'SW4 0AB' } },
      values: { currency: 'GBP', price: '450000', market_sale: true, new_build: false, tenure: 'freehold', property_type: 'townhouse', source_property_type: 'T', transaction_kind: 'A' },
      fields: { 'Transaction unique identifier': '{4E95D757-1CA5-4A73-B4B4-2F2B6F9E0A11}', Price: '450000', 'Date of Transfer': '2025-08-14 00:00', 'Record Status - monthly file only': 'A' },
    });
    expect(Object.keys(one('{4E95D757-1CA5-4A73-B4B4-2F2B6F9E0A11}')?.fields ?? {})).toEqual([...PPD_COLUMNS]);
    expect(one('{4E95D757-1CA5-4A73-B4B4-2F2B6F9E0A11}')).not.toHaveProperty('retracted');
  });

  it('keeps a comma inside a quoted SAON, a named PAON, a new-build leasehold flat', () => {
    expect(one('{0D4F2C1B-7E3A-4B5C-9D8E-1F2A3B4C5D6E}')).toMatchObject({ keys: { gb: { saon: 'FLAT 2, ROSE COURT', paon: '191' } }, values: { new_build: true, tenure: 'leasehold', property_type: 'apartment' } });
    expect(one('{A0229733-D81B-0E87-E2A7-E463FB1E4AB2}')).toMatchObject({ keys: { gb: { paon: 'ROSE COTTAGE', street: 'NORTH STREET' } }, fields: { 'Record Status - monthly file only': 'C' } });
  });

  it('publishes a D row as the transaction retracted, and a category B sale as no market sale', () => {
    expect(one('{01F0B14B-3AA1-3D42-CA82-2655B243A4FB}')).toMatchObject({ retracted: true, values: { market_sale: false, transaction_kind: 'B' } });
  });

  it('leaves a row without a postcode unplaceable, its address kept', () => {
    const garage = one('{C3B2A1D0-1111-2222-3333-444455556666}');
    expect(garage?.keys).not.toHaveProperty('gb');
    expect(garage?.values).not.toHaveProperty('property_type');
    expect(garage?.keys.address?.city).toBe('BIRMINGHAM');
  });

  it('reports an unreadable price and a cut row by their ids and keeps the rest', () => {
    const { issues } = parse(recorded.payload(MONTHLY), CONTEXT);
    expect(issues.map((i) => [i.error_code, i.native_id])).toEqual([
      ['parse_error', '{D4C3B2A1-9999-8888-7777-666655554444}'],
      ['truncated_payload', '{E5D4C3B2-aaaa-bbbb-cccc-ddddeeeeffff}'],
    ]);
    expect(all).toHaveLength(5);
  });
});

describe('a yearly file', () => {
  it('takes its deed year as the vintage, which sorts before any monthly update', () => {
    const rows = records('pp-2025.csv');
    expect(rows.map((r) => r.vintage)).toEqual(['2025', '2025']);
    expect(rows[0]?.values.price).toBe('445000');
  });

  it('refuses a file that is not Price Paid', () => {
    expect(parse({ path: 'prices.csv', content_type: 'text/csv', body: '' }, CONTEXT).issues[0]?.error_code).toBe('unexpected_shape');
  });
});

describe('the sample files', () => {
  const context = { seed: 42, size: 2_000, asOf: '2026-11-01T00:00:00.000Z' };
  const files = DATASET_RENDERERS.landregistry.render(context);
  const parsed = files.map((f) => ({ path: f.path, result: parse(f, CONTEXT) }));

  it('parse without an issue, every observation publishable, in the column order the generator writes', () => {
    expect(PRICE_PAID_COLUMNS).toEqual(PPD_COLUMNS);
    for (const { path, result } of parsed) {
      expect(result.issues, path).toEqual([]);
      assertPublishable('landregistry', result, CONTEXT);
    }
    expect(files.filter((f) => /^pp-\d{4}\.csv$/.test(f.path)).length).toBeGreaterThan(3);
    expect(files.filter((f) => f.path.startsWith('pp-monthly-update-')).map((f) => f.path)).toEqual(['pp-monthly-update-2026-09.csv', 'pp-monthly-update-2026-10.csv']);
  });

  it('hold additions, changes and deletions in the monthly files, and the truth labels exactly the surviving transactions', () => {
    const latest = new Map<string, PropertyRecordObserved>();
    const statuses = new Set<string>();
    for (const { result } of parsed) {
      for (const o of result.observations) {
        if (o.kind !== 'property_record') continue;
        const before = latest.get(o.data.native_id);
        if (!before || o.data.vintage >= before.vintage) latest.set(o.data.native_id, o.data);
        if (o.data.vintage.length === 7) statuses.add(String(o.data.fields['Record Status - monthly file only']));
      }
    }
    expect([...statuses].sort()).toEqual(['A', 'C', 'D']);
    const surviving = [...latest.values()].filter((r) => !r.retracted).map((r) => r.native_id).sort();
    expect(pricePaidTruth(context).map((t) => t.native_id).sort()).toEqual(surviving);
  });
});
