import { afterAll, describe, expect, it } from 'vitest';
import {
  createListingSearch,
  listingSearchValues,
  searchListingIds,
  shardOf,
  ShardedListingSearch,
  SnapshotDecoder,
  SnapshotEncoder,
  type ListingSearchQuery,
  type ListingSearchValues,
  type SnapshotRecord,
} from '../src/index.js';
import { HOUR, listingRow, pick, PLATFORMS, seeded, type Random } from './listing-rows.js';

/**
 * A start from a snapshot file on a sharded search: every shard is given every chunk of the file
 * and applies its own records, decoded in its thread. The result must equal one projection given
 * the same records in order (removals, records past the max age, versions of one key), with the
 * file cut into chunks at arbitrary bytes.
 */

const now = Date.parse('2026-11-24T08:00:00Z');
const MAX_AGE_MS = 24 * HOUR;
const open: ShardedListingSearch[] = [];

afterAll(async () => {
  await Promise.all(open.map((search) => search.close()));
});

/** A file's records: versions of 300 listings, removals, some stored past the max age. */
function records(random: Random): SnapshotRecord[] {
  const out: SnapshotRecord[] = [];
  for (let i = 0; i < 700; i++) {
    const key = `lst_${Math.floor(random() * 300).toString(36)}`;
    const storedAt = random() < 0.08 ? now - MAX_AGE_MS - HOUR : now - Math.floor(random() * 20) * HOUR;
    if (random() < 0.1) {
      out.push({ key, storedAt, values: undefined });
    } else {
      const row = listingRow(random, key, pick(random, PLATFORMS), now - 2 * HOUR, now, 'v');
      out.push({ key, storedAt, values: listingSearchValues(row) as Record<string, unknown> });
    }
  }
  return out;
}

/** The file's bytes cut at random places, as a reader's chunks would fall across records. */
function chunksOf(random: Random, bytes: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; ) {
    const size = 1 + Math.floor(random() * 4000);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

async function* asAsync(chunks: Buffer[]): AsyncGenerator<Buffer> {
  for (const chunk of chunks) yield chunk;
}

const QUERIES: ListingSearchQuery[] = (['newest', 'price_asc', 'price_desc', 'price_per_sqm_asc', 'area_desc'] as const).flatMap((sort) => [
  { platforms: PLATFORMS, transaction: 'sale', statuses: ['active', 'sold', 'under_offer'], sort, limit: 50 },
  { platforms: PLATFORMS, transaction: 'rent', statuses: ['active'], sort, limit: 7 },
]);

describe('a sharded start from a snapshot file', () => {
  for (const shards of [1, 3]) {
    it(`gives what one projection holds after the same records, with ${shards} shard(s)`, async () => {
      const random = seeded(40 + shards);
      const all = records(random);
      const encoder = new SnapshotEncoder();
      for (const record of all) encoder.add(record);
      const file = encoder.take();

      const single = createListingSearch();
      let expired = 0;
      single.beginBulk();
      for (const record of all) {
        if (record.values === undefined) single.remove(record.key);
        else if (record.storedAt + MAX_AGE_MS <= now) {
          single.remove(record.key);
          expired++;
        } else single.upsert(record.key, record.values as ListingSearchValues);
      }
      single.endBulk();

      const search = new ShardedListingSearch({ shards });
      open.push(search);
      const loaded = await search.loadSnapshot(asAsync(chunksOf(random, file)), { now, maxAgeMs: MAX_AGE_MS });
      expect(loaded).toEqual({ records: all.length, expired });
      expect(expired).toBeGreaterThan(10);
      expect(await search.settled()).toBe(single.size);
      expect(single.size).toBeGreaterThan(150);
      let found = 0;
      for (const query of QUERIES) {
        const expected = searchListingIds(single, query, now);
        found += expected.listing_ids.length;
        expect(await search.searchIds(query, now), JSON.stringify(query)).toEqual(expected);
      }
      expect(found).toBeGreaterThan(100);
      // The shards follow changes after the load, as after any start.
      search.remove(all[0]?.key as string);
      single.remove(all[0]?.key as string);
      expect(await search.searchIds(QUERIES[0] as ListingSearchQuery, now)).toEqual(searchListingIds(single, QUERIES[0] as ListingSearchQuery, now));
    });
  }

  it('rejects a file that ends inside a record, and the shards keep answering', async () => {
    const encoder = new SnapshotEncoder();
    encoder.add({ key: 'lst_a', storedAt: now, values: { platform: 'zillow' } });
    const file = encoder.take();
    const search = new ShardedListingSearch({ shards: 2 });
    open.push(search);
    await expect(search.loadSnapshot(asAsync([file.subarray(0, file.length - 3)]), { now, maxAgeMs: 0 })).rejects.toThrow(/ends inside a record/);
    expect(search.failure).toBeUndefined();
    expect(await search.settled()).toBe(0);
  });
});

describe('the snapshot decoder reading one shard\'s records', () => {
  it('gives exactly the kept records, decoded as a full read decodes them, across any chunking', () => {
    const random = seeded(9);
    const all = records(random);
    const encoder = new SnapshotEncoder();
    for (const record of all) encoder.add(record);
    const chunks = chunksOf(random, encoder.take());
    for (const [index, count] of [[0, 3], [1, 3], [2, 3]] as const) {
      const mine = (key: string) => shardOf(key, count) === index;
      const decoder = new SnapshotDecoder();
      const kept: SnapshotRecord[] = [];
      let skipped = 0;
      for (const chunk of chunks) {
        decoder.push(chunk);
        for (let record = decoder.next(mine); record !== undefined; record = decoder.next(mine)) {
          if (record.skipped === true) skipped++;
          else kept.push(record);
        }
      }
      expect(decoder.drained).toBe(true);
      expect(kept).toEqual(all.filter((record) => mine(record.key)));
      expect(skipped).toBe(all.length - kept.length);
      expect(kept.length).toBeGreaterThan(150);
    }
  });
});
