import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListingMedia, latestSourceRuns, listingMedia, migrate, sourceRuns, type SourceRunInsertRow, type Store } from '../src/index.js';
import { HOUR, isoAgo, openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_side' });
  store = temp.store;
  await migrate(store);
});

afterAll(async () => {
  await temp.cleanup();
});

describe('listing media', () => {
  it('one row per URL, the latest observation winning, in gallery order, replays collapsed', async () => {
    const now = Date.now();
    const first = [
      { listing_id: 'lst_m', platform: 'suumo', url: 'https://img.test/a.jpg', media_type: 'photo', caption: 'old', position: 1, observed_at: isoAgo(2 * HOUR, now), event_id: 'ev_m1' },
      { listing_id: 'lst_m', platform: 'suumo', url: 'https://img.test/b.jpg', media_type: 'floorplan', position: 0, observed_at: isoAgo(2 * HOUR, now), event_id: 'ev_m1' },
    ];
    const second = [{ ...first[0]!, caption: 'new', position: 2, observed_at: isoAgo(HOUR, now), event_id: 'ev_m2' }];
    await listingMedia.insert(store, first);
    await listingMedia.insert(store, second);
    await listingMedia.insert(store, [...second, ...first]);

    const media = await getListingMedia(store, 'lst_m');
    expect(media.map((m) => [m.url, m.caption, m.position])).toEqual([
      ['https://img.test/b.jpg', '', 0],
      ['https://img.test/a.jpg', 'new', 2],
    ]);
    expect(media[1]?.observed_at).toBe(second[0]!.observed_at);
  });
});

describe('source runs', () => {
  const run = (overrides: Partial<SourceRunInsertRow> & Pick<SourceRunInsertRow, 'run_id' | 'finished_at' | 'status'>): SourceRunInsertRow => ({
    platform: 'zillow',
    collector: 'collector-zillow',
    collector_version: '0.1.0',
    provider: 'zillow',
    truncated: false,
    mode: 'replay',
    records: 10,
    published: 10,
    errors: 0,
    by_kind: { listing: 10 },
    started_at: overrides.finished_at,
    observed_at: overrides.finished_at,
    event_id: `ev_${overrides.run_id}`,
    ...overrides,
  });

  it('the latest run per platform and the last one that did not fail, replays counted once', async () => {
    const rows = [
      run({ run_id: 'r1', status: 'success', finished_at: '2025-01-01T10:00:00.000Z' }),
      run({ run_id: 'r2', status: 'failed', error_code: 'source_unavailable', records: 0, finished_at: '2025-01-01T11:00:00.000Z' }),
      run({ run_id: 'r3', platform: 'suumo', status: 'failed', finished_at: '2025-01-01T09:00:00.000Z' }),
    ];
    await sourceRuns.insert(store, rows);
    await sourceRuns.insert(store, [rows[1]!, rows[0]!]);

    expect(await latestSourceRuns(store)).toEqual([
      { platform: 'suumo', run_id: 'r3', status: 'failed', error_code: '', truncated: false, records: 10, finished_at: '2025-01-01T09:00:00.000Z', last_success_at: null },
      {
        platform: 'zillow',
        run_id: 'r2',
        status: 'failed',
        error_code: 'source_unavailable',
        truncated: false,
        records: 0,
        finished_at: '2025-01-01T11:00:00.000Z',
        last_success_at: '2025-01-01T10:00:00.000Z',
      },
    ]);
    expect((await latestSourceRuns(store, ['zillow'])).map((r) => r.platform)).toEqual(['zillow']);
    expect(await latestSourceRuns(store, [])).toEqual([]);
  });
});
