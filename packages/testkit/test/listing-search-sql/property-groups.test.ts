import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Store } from '@estate/store';
import { propertyGroupsOfSql } from '../../src/index.js';
import { HOUR, isoAgo, listingRow, openTempStore, stopTtlMerges, type TempStore } from '@estate/store/testing';

let temp: TempStore;
let store: Store;
const now = Date.now();

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_property_groups' });
  store = temp.store;
  await migrate(store);
  await stopTtlMerges(store);
});

afterAll(async () => {
  await temp?.cleanup();
});

describe('propertyGroupsOfSql', () => {
  beforeAll(async () => {
    const member = (id: string, platform: string, property: string, method: string, confidence: number, hoursAgo = 2) =>
      listingRow({ listing_id: id, platform, property_id: property, property_match_method: method, property_confidence: confidence, observed_at: isoAgo(hoursAgo * HOUR, now), event_id: `ev_${id}_${hoursAgo}` });
    await store.insertRows('listings', [
      member('lst_g3', 'zillow', 'prp_one', 'geo_area_rooms', 0.7),
      member('lst_g1', 'rightmove', 'prp_one', 'address', 0.95),
      member('lst_g2', 'zillow', 'prp_one', 'geo_area_rooms', 0.7),
      member('lst_g4', 'suumo', 'prp_two', 'address', 0.9),
      member('lst_g5', 'suumo', 'prp_two', 'address', 0.9, 25), // expired: prp_two keeps one live listing
      member('lst_g6', 'idealista', 'prp_three', 'address', 0.85, 5), // moves to prp_four below
      member('lst_g7', 'idealista', 'prp_three', 'address', 0.85),
      member('lst_g8', 'zillow', 'prp_four', 'geo_area_rooms', 0.6),
    ]);
    await store.insertRows('listings', [member('lst_g6', 'idealista', 'prp_four', 'geo_area_rooms', 0.6, 1)]);
  });

  it('groups with more than one live listing, as their latest rows place them', async () => {
    const groups = await propertyGroupsOfSql(store, ['prp_two', 'prp_one', 'prp_three', 'prp_four', 'prp_unknown', '', 'prp_one']);
    expect(groups.map((g) => ({ ...g, confidence: Math.round(g.confidence * 1000) / 1000 }))).toEqual([
      { property_id: 'prp_four', listing_ids: ['lst_g6', 'lst_g8'], platforms: ['idealista', 'zillow'], match_method: 'geo_area_rooms', confidence: 0.6 },
      { property_id: 'prp_one', listing_ids: ['lst_g1', 'lst_g2', 'lst_g3'], platforms: ['rightmove', 'zillow'], match_method: 'address', confidence: 0.95 },
    ]);
  });

  it('nothing for no ids, only the empty id, or unknown ids', async () => {
    expect(await propertyGroupsOfSql(store, [])).toEqual([]);
    expect(await propertyGroupsOfSql(store, [''])).toEqual([]);
    expect(await propertyGroupsOfSql(store, ["prp_x' OR 1=1 --"])).toEqual([]);
  });
});
