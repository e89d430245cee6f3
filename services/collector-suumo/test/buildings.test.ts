import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPublishable } from '@estate/collector-kit/testing';
import type { BuildingObserved, DevelopmentObserved, ListingObserved, Observation, UnitObserved } from '@estate/events';
import { suumoPages } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { completionDateOf } from '../src/parse-project.js';
import { SAMPLES } from './samples.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2024-05-11T00:00:00.000Z', retrievedAt: '2024-05-11T00:00:00.000Z' };

function parsed(path: string, body = readFileSync(join(here, 'fixtures', path), 'utf8')) {
  const out = parse({ path, content_type: 'text/html', body }, CONTEXT);
  assertPublishable('suumo', out, CONTEXT);
  const of = <K extends Observation['kind']>(kind: K) => out.observations.filter((o) => o.kind === kind).map((o) => o.data) as Extract<Observation, { kind: K }>['data'][];
  return { out, buildings: of('building') as BuildingObserved[], units: of('unit') as UnitObserved[], developments: of('development') as DevelopmentObserved[], listings: of('listing') as ListingObserved[] };
}

describe('the 物件ライブラリー page of a building', () => {
  it('reads the building: its id from the URL, name, 所在地, 築年月, floors and 総戸数', () => {
    const { buildings, out } = parsed('library/to_1049391491.html');
    expect(out.issues).toEqual([]);
    expect(buildings).toEqual([
      expect.objectContaining({
        native_id: '1049391491',
        name: 'パークハウス西新宿',
        year_built: 2008,
        floors: 14,
        unit_count: 61,
        address: expect.objectContaining({ region: '東京都', city: '新宿区', original_text: '東京都新宿区西新宿３' }),
        geometry: { latitude: 35.68512, longitude: 139.69124, precision: 'approximate', crs: 'EPSG:4326' }, // approximate: five decimals
      }),
    ]);
  });

  it('reads each advertised unit by its column labels: room, floor, price, layout, area and listing', () => {
    const { units } = parsed('library/to_1049391491.html');
    expect(units.map((u) => [u.native_id, u.kind, u.label, u.price?.amount, u.property?.layout, u.property?.areas?.[0]?.normalized_sqm, u.listing_native_id])).toEqual([
      ['1203', 'physical_unit', '1203号室 12階', '39800000', '3LDK', 72.53, '78123456'],
      ['705', 'physical_unit', '705号室 7階', '45500000', '2LDK', 60.1, '78123460'],
    ]);
    expect(units.every((u) => u.building_native_id === '1049391491')).toBe(true);
  });

  it('refuses a unit row without a price on its own and keeps the others', () => {
    const { units, out } = parsed('library/to_1049391491-unpriced-row.html');
    expect(units.map((u) => u.native_id)).toEqual(['1203', '705']);
    expect(out.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape', native_id: '1049391491', message: expect.stringContaining('row 3') })]);
  });

  it('reads nothing from a cut page: its unit list could be short', () => {
    const { out } = parsed('library/to_1049391491-truncated.html');
    expect(out.observations).toEqual([]);
    expect(out.issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload' })]);
  });
});

describe('the 新築マンション project page', () => {
  it('reads the development: developer, phase, units and price span, completion, linked listings', () => {
    const { developments, out } = parsed('shinchiku/nc_77583281.html');
    expect(out.issues).toEqual([]);
    expect(developments).toEqual([
      expect.objectContaining({
        native_id: '77583281',
        name: 'ザ・タワー豊洲',
        developer: '湾岸レジデンス株式会社',
        status: 'selling',
        unit_count: 124,
        units_for_sale: 2,
        completion_date: '2025-05-20',
        completion_text: '2025年5月中旬予定',
        price_from: expect.objectContaining({ amount: '62800000', currency: 'JPY' }),
        price_to: expect.objectContaining({ amount: '84800000', currency: 'JPY' }),
        phases: [expect.objectContaining({ name: '第1期', units_for_sale: 2 })],
        listing_native_ids: ['79200001', '79200002'],
      }),
    ]);
  });

  it('reads a completion as the last day of the stated third of the month', () => {
    expect(completionDateOf('2027年3月下旬予定')).toBe('2027-03-31');
    expect(completionDateOf('2027年3月上旬')).toBe('2027-03-10');
    expect(completionDateOf('2028年2月')).toBe('2028-02-29');
    expect(completionDateOf('即入居可')).toBeUndefined();
    expect(completionDateOf('2027年13月')).toBeUndefined();
  });
});

describe('round trip: rendered pages link listings, buildings and units both ways', () => {
  const pages = suumoPages.renderer.render(SAMPLES, { pageSize: 30 });
  const all = pages.map((p) => parse(p, CONTEXT));
  const kinds = <K extends Observation['kind']>(kind: K) => all.flatMap((o) => o.observations.filter((x) => x.kind === kind).map((x) => x.data)) as Extract<Observation, { kind: K }>['data'][];

  it('renders library pages that parse without an issue', () => {
    expect(pages.filter((p) => p.path.startsWith('library/')).length).toBeGreaterThan(0);
    expect(all.flatMap((o) => o.issues)).toEqual([]);
  });

  it("gives every condo listing its building's library id, and lists it among that building's units", () => {
    const buildings = new Set((kinds('building') as BuildingObserved[]).map((b) => b.native_id));
    const units = kinds('unit') as UnitObserved[];
    const condos = (kinds('listing') as ListingObserved[]).filter((l) => l.property.property_type === 'apartment' && l.url?.includes('/nc_'));
    let checked = 0;
    for (const listing of condos) {
      if (listing.building_native_id === undefined) continue;
      checked++;
      expect(buildings).toContain(listing.building_native_id);
      expect(units.find((u) => u.listing_native_id === listing.native_id)?.building_native_id).toBe(listing.building_native_id);
    }
    expect(checked).toBe(SAMPLES.filter((s) => s.property_type === 'apartment').length);
  });
});
