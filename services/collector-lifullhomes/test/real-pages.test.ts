/**
 * The parser on real LIFULL HOME'S pages (provenance in real-pages/README.md): a rental list
 * page's building block and room rows, and a 2025+ room page with its dt/dd table. Every value
 * below was read off the pages by hand.
 */
import { readFileSync } from 'node:fs';
import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-09-02T08:00:00Z', retrievedAt: '2026-09-02T07:58:12Z' };

function listingsOf(file: string, path: string): ListingObserved[] {
  const body = readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8');
  const parsed = parse({ path, content_type: 'text/html', body }, CONTEXT);
  expect(parsed.issues).toEqual([]);
  return parsed.observations.flatMap((o) => (o.kind === 'listing' ? [o.data] : []));
}

describe('a real rental list page (千代田区, 2026)', () => {
  const rooms = listingsOf('rent-list-chiyoda-2026.html', 'search/page-0001.html');

  it('reads one listing per room row, keyed by its 40-hex data-kykey, and not the agency row', () => {
    expect(rooms.map((r) => r.native_id)).toEqual(['f4463dcfc0cd10ac044733350d9ee2544e75e66e', '46a0b9dc9fb0818e6043b8a1c950fb377dfb70b0']);
    expect(rooms[0]?.url).toBe('https://www.homes.co.jp/chintai/room/f4463dcfc0cd10ac044733350d9ee2544e75e66e/');
  });

  it('reads the building: name, kind, address to the 番地, stations, age and height', () => {
    const room = rooms[0];
    expect(room).toMatchObject({ transaction: 'rent', title: 'マストライフ飯田橋', country: 'JP' });
    expect(room?.property).toMatchObject({ property_type: 'apartment', source_property_type: '賃貸マンション', address: { region: '東京都', city: '千代田区', line1: '飯田橋2丁目11-3' } });
    // "17年 / 11階建": 17 years before the page was read.
    expect(room?.property.year_built).toBe(2009);
    expect(room?.extensions).toMatchObject({ total_floors: 11, building_name: 'マストライフ飯田橋' });
    expect((room?.extensions?.['access'] as string[])[0]).toBe('東京メトロ東西線 飯田橋駅 徒歩3分');
  });

  it('reads rent, 管理費等 and the deposits in months, the layout, the exact area and the floor', () => {
    const [first, second] = rooms;
    expect(first?.price).toMatchObject({ amount: '195000', currency: 'JPY', period: 'month', display_text: '19.5万円' });
    expect(first?.extensions).toMatchObject({ management_fee: 10_000, deposit_months: 1, key_money_months: 0, floor: '10階', room_number: '01001' });
    expect(first?.property).toMatchObject({ layout: '1K', bedrooms: 1 });
    expect(first?.property.areas).toEqual([expect.objectContaining({ basis: 'living', normalized_sqm: 35.32 })]);
    expect(first?.media?.[0]).toMatchObject({ type: 'floor_plan', url: 'https://image2.homes.jp/smallimg/image.php?file=http%3A%2F%2Fimg.homes.jp%2F3703122%2Frent%2F9170%2F1%2F1%2Fwfoc.jpg' });
    // "無/2ヶ月/-/-": no deposit, two months' key money; the agency from the row after the room.
    expect(second?.price?.amount).toBe('134000');
    expect(second?.extensions).toMatchObject({ management_fee: 11_000, deposit_months: 0, key_money_months: 2, floor: '3階' });
    expect(second?.property.areas?.[0]?.normalized_sqm).toBe(22.98);
    expect(second?.agency?.name).toBe('株式会社タウンハウジング東京 御茶ノ水店');
  });
});

describe('a real 2025+ room page (飯田橋, 2026)', () => {
  const [room] = listingsOf('rent-detail-iidabashi-2026.html', 'details/3698d9e836177de6cecd0b580a861a769ed58499.html');

  it('takes its id from the canonical URL and its name and kind from the title', () => {
    expect(room?.native_id).toBe('3698d9e836177de6cecd0b580a861a769ed58499');
    expect(room).toMatchObject({ title: 'taliesin CY', transaction: 'rent' });
    expect(room?.property).toMatchObject({ property_type: 'apartment', source_property_type: '賃貸マンション' });
    expect(room?.extensions).toMatchObject({ room_number: '802', building_name: 'taliesin CY' });
  });

  it('reads the whitelisted dt/dd rows: rent, fee, deposits in months, address, year, layout, area, floors', () => {
    expect(room?.price).toMatchObject({ amount: '270000', period: 'month' });
    expect(room?.extensions).toMatchObject({ management_fee: 20_000, deposit_months: 1, key_money_months: 1, floor: '8階', total_floors: 8, facing: '北東', occupancy: '空家', available_from: '2026年08月 下旬' });
    // The page prints a full-width 丁目 number; normalize folds it.
    expect(room?.property.address).toMatchObject({ city: '千代田区', line1: '飯田橋1丁目12-12' });
    expect(room?.property).toMatchObject({ year_built: 2019, layout: '1LDK', bedrooms: 1 });
    expect(room?.property.areas?.[0]?.normalized_sqm).toBe(48.29);
    expect(room?.listed_at).toBe('2026-07-23T15:00:00.000Z');
  });

  it('keeps only the popular conditions marked (該当), not the ones marked (非該当)', () => {
    expect(room?.extensions?.['conditions']).toEqual(['オートロック']);
  });
});
