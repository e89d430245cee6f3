import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findLiveListingByUrl,
  getListingHistory,
  getListingHistoryPage,
  getListingMedia,
  getListingMediaPage,
  getListingRow,
  migrate,
  NO_MEDIA_POSITION,
  type HistoryPosition,
  type KeysetPage,
  type ListingMediaInsertRow,
  type MediaPosition,
  type Store,
} from '../src/index.js';
import { HOUR, isoAgo, listingRow, observationRow, openTempStore, stopTtlMerges, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let store: Store;
const now = Date.now();

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_pages' });
  store = temp.store;
  await migrate(store);
  await stopTtlMerges(store);
});

afterAll(async () => {
  await temp.cleanup();
});

/** Every page from the start, each `next` passed back through JSON as a cursor would carry it. */
async function allPages<Row, Position>(fetch: (after: Position | undefined) => Promise<KeysetPage<Row, Position>>): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let after: Position | undefined;
  for (let pages = 1; pages < 500; pages++) {
    const page = await fetch(after);
    rows.push(...page.rows);
    if (!page.has_more) {
      expect(page.next).toBeUndefined();
      return { rows, pages };
    }
    after = JSON.parse(JSON.stringify(page.next)) as Position;
  }
  throw new Error('paging did not end');
}

describe('getListingMediaPage', () => {
  const media = (url: string, position: number | null, hoursAgo: number, caption = ''): ListingMediaInsertRow => ({
    listing_id: 'lst_gallery',
    platform: 'suumo',
    url,
    media_type: 'photo',
    caption,
    position,
    observed_at: isoAgo(hoursAgo * HOUR, now),
    event_id: `ev_${hoursAgo}`,
  });

  beforeAll(async () => {
    await store.insertRows('listing_media', [
      media('https://img.test/c.jpg', 0, 3),
      media('https://img.test/a.jpg', 1, 3),
      media('https://img.test/b.jpg', 1, 3), // same position as a.jpg: the URL decides
      media('https://img.test/moved.jpg', 0, 5, 'old place'), // moves to the end below
      media('https://img.test/n2.jpg', null, 3),
      media('https://img.test/n1.jpg', null, 3),
      media('https://img.test/expired.jpg', 2, 25),
      media('https://img.test/d.jpg', 4_000_000_000, 3),
    ]);
    await store.insertRows('listing_media', [media('https://img.test/moved.jpg', 9, 2, 'new place')]);
    // A replay of the first observation changes nothing.
    await store.insertRows('listing_media', [media('https://img.test/a.jpg', 1, 3)]);
  });

  const order = [
    'https://img.test/c.jpg',
    'https://img.test/a.jpg',
    'https://img.test/b.jpg',
    'https://img.test/moved.jpg',
    'https://img.test/d.jpg',
    'https://img.test/n1.jpg',
    'https://img.test/n2.jpg',
  ];

  it.each([1, 2, 3, 7, 100])('pages of %i follow the gallery order to the end, each item once, in its latest version', async (limit) => {
    const { rows, pages } = await allPages<Awaited<ReturnType<typeof getListingMediaPage>>['rows'][number], MediaPosition>((after) =>
      getListingMediaPage(store, 'lst_gallery', { limit, ...(after ? { after } : {}) }),
    );
    expect(rows.map((r) => r.url)).toEqual(order);
    expect(pages).toBe(Math.max(1, Math.ceil(order.length / limit)));
    expect(rows.find((r) => r.url.endsWith('moved.jpg'))).toMatchObject({ caption: 'new place', position: 9 });
    expect(rows).toEqual(await getListingMedia(store, 'lst_gallery'));
  });

  it('positions of items without one continue after any large number, as a gateway cursor may send', async () => {
    const page = await getListingMediaPage(store, 'lst_gallery', { limit: 5, after: { position: Number.MAX_SAFE_INTEGER, url: 'https://img.test/n1.jpg' } });
    expect(page.rows.map((r) => r.url)).toEqual(['https://img.test/n2.jpg']);
    const last = await getListingMediaPage(store, 'lst_gallery', { limit: 5 });
    expect(last.next).toEqual({ position: 4_000_000_000, url: 'https://img.test/d.jpg' });
    const tail = await getListingMediaPage(store, 'lst_gallery', { limit: 1, after: { position: 4_000_000_000, url: 'https://img.test/d.jpg' } });
    expect(tail.next).toEqual({ position: NO_MEDIA_POSITION, url: 'https://img.test/n1.jpg' });
  });

  it('an unknown listing has an empty gallery; a bad limit or position is refused', async () => {
    expect(await getListingMediaPage(store, "lst_none' OR 1=1 --", { limit: 5 })).toEqual({ rows: [], has_more: false });
    await expect(getListingMediaPage(store, 'lst_gallery', { limit: 0 })).rejects.toThrow(RangeError);
    await expect(getListingMediaPage(store, 'lst_gallery', { limit: 2, after: { position: -1, url: '' } })).rejects.toThrow(RangeError);
  });
});

describe('getListingHistoryPage', () => {
  const t1 = isoAgo(5 * HOUR, now);
  const t2 = isoAgo(3 * HOUR, now);
  beforeAll(async () => {
    const rows = [
      observationRow({ listing_id: 'lst_hist', observed_at: isoAgo(30 * HOUR, now), event_id: 'ev_expired' }),
      observationRow({ listing_id: 'lst_hist', observed_at: t1, event_id: 'ev_b', price_amount: '400000.00' }),
      observationRow({ listing_id: 'lst_hist', observed_at: t1, event_id: 'ev_a', price_amount: '410000.00' }), // same time: event id decides
      observationRow({ listing_id: 'lst_hist', observed_at: t2, event_id: 'ev_c', status: 'under_offer' }),
      observationRow({ listing_id: 'lst_hist', observed_at: isoAgo(HOUR, now), event_id: 'ev_d', price_amount: null, source_updated_at: t2 }),
    ];
    await store.insertRows('listing_observations', rows);
    // Redelivered observations, stored twice.
    await store.insertRows('listing_observations', [rows[1]!, rows[3]!]);
  });

  it.each([1, 2, 4, 10])('pages of %i run oldest first to the end, each observation once', async (limit) => {
    const { rows } = await allPages<Awaited<ReturnType<typeof getListingHistoryPage>>['rows'][number], HistoryPosition>((after) =>
      getListingHistoryPage(store, 'lst_hist', { limit, ...(after ? { after } : {}) }),
    );
    expect(rows.map((r) => r.event_id)).toEqual(['ev_a', 'ev_b', 'ev_c', 'ev_d']);
    expect(rows).toEqual(await getListingHistory(store, 'lst_hist'));
    expect(rows[3]).toMatchObject({ price_amount: null, source_updated_at: t2 });
  });

  it('continues after a time alone when the event id sorts after every id (as the gateway asks after its own events)', async () => {
    const page = await getListingHistoryPage(store, 'lst_hist', { limit: 10, after: { observed_at: t1, event_id: '\uffff' } });
    expect(page.rows.map((r) => r.event_id)).toEqual(['ev_c', 'ev_d']);
    expect(page.has_more).toBe(false);
  });

  it('refuses a position whose time is not ISO 8601', async () => {
    await expect(getListingHistoryPage(store, 'lst_hist', { limit: 2, after: { observed_at: 'yesterday', event_id: 'ev_a' } })).rejects.toThrow(RangeError);
  });
});

describe('findLiveListingByUrl', () => {
  beforeAll(async () => {
    await store.insertRows('listings', [
      listingRow({ listing_id: 'lst_url_moved', url: 'https://p.test/old', observed_at: isoAgo(4 * HOUR, now), event_id: 'ev_u1' }),
      listingRow({ listing_id: 'lst_url_expired', url: 'https://p.test/expired', observed_at: isoAgo(25 * HOUR, now), event_id: 'ev_u3' }),
      listingRow({ listing_id: 'lst_url_first', url: 'https://p.test/shared', observed_at: isoAgo(6 * HOUR, now), event_id: 'ev_u4' }),
      listingRow({ listing_id: 'lst_url_second', platform: 'rightmove', url: 'https://p.test/shared', observed_at: isoAgo(2 * HOUR, now), event_id: 'ev_u5' }),
    ]);
    await store.insertRows('listings', [
      listingRow({
        listing_id: 'lst_url_moved',
        url: 'https://p.test/new',
        observed_at: isoAgo(HOUR, now),
        event_id: 'ev_u2',
        property_id: 'prp_x',
        property_match_method: 'address',
        property_confidence: 0.9,
      }),
    ]);
  });

  it('takes variants of a URL in one lookup, the first variant that matches winning', async () => {
    expect((await findLiveListingByUrl(store, ['https://p.test/none', 'https://p.test/new', 'https://p.test/shared']))?.listing_id).toBe('lst_url_moved');
    expect((await findLiveListingByUrl(store, ['https://p.test/shared', 'https://p.test/new']))?.listing_id).toBe('lst_url_second');
    expect(await findLiveListingByUrl(store, ['https://p.test/old', 'https://p.test/expired'])).toBeNull();
    expect(await findLiveListingByUrl(store, [])).toBeNull();
  });

  it('finds the listing whose current row has the URL, with its latest values', async () => {
    const row = await findLiveListingByUrl(store, 'https://p.test/new');
    expect(row).toMatchObject({ listing_id: 'lst_url_moved', event_id: 'ev_u2', property_id: 'prp_x', property_match_method: 'address' });
    expect(row?.property_confidence).toBeCloseTo(0.9, 6);
    expect(row).toEqual(await getListingRow(store, 'lst_url_moved'));
  });

  it('does not match a URL only an older version carried, an expired listing, or a variant of the URL', async () => {
    expect(await findLiveListingByUrl(store, 'https://p.test/old')).toBeNull();
    expect(await findLiveListingByUrl(store, 'https://p.test/expired')).toBeNull();
    expect(await findLiveListingByUrl(store, 'https://p.test/new/')).toBeNull();
    expect(await findLiveListingByUrl(store, "https://p.test/new' OR '1'='1")).toBeNull();
  });

  it('of two listings with one URL, the more recently observed', async () => {
    expect((await findLiveListingByUrl(store, 'https://p.test/shared'))?.listing_id).toBe('lst_url_second');
  });
});
