// 0007 moves the GB/ES description digest out of the served document into its own column: rows
// written before it keep the digest only in the document, and the matcher's warm start, which now
// reads the column, must still find it there after the upgrade.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMatchRows, loadMigrations, migrate, migrationsDir } from '../src/index.js';
import { isoAgo, listingRow, openTempStore, type TempStore } from '../src/testing/index.js';

let temp: TempStore;
let dir: string;

beforeAll(async () => {
  temp = await openTempStore({ database: 'estate_digest_migration' });
  dir = await mkdtemp(join(tmpdir(), 'estate-digest-migration-'));
});

afterAll(async () => {
  await temp.cleanup();
  await rm(dir, { recursive: true, force: true });
});

async function migrateThrough(version: number): Promise<void> {
  for (const file of await loadMigrations(migrationsDir())) if (file.version <= version) await copyFile(file.path, join(dir, basename(file.path)));
  await migrate(temp.store, { dir });
}

describe('0007 listing description digest', () => {
  it('copies the digest of rows written before it from their document into the column the warm start reads', async () => {
    await migrateThrough(6);
    const now = Date.now();
    const document = (id: string, extensions: Record<string, unknown>) => JSON.stringify({ id, extensions });
    await temp.store.insertRows('listings', [
      listingRow({ listing_id: 'lst_gb', country: 'GB', observed_at: isoAgo(0, now), event_id: 'ev_gb', document: document('lst_gb', { description_digest: 'a1b2:c3d4' }) }),
      listingRow({ listing_id: 'lst_us', observed_at: isoAgo(0, now), event_id: 'ev_us', document: document('lst_us', { mls_id: '123' }) }),
    ]);
    await migrateThrough(7);
    const digests = new Map((await listingMatchRows(temp.store, { windowHours: 24 })).map((row) => [row.listing_id, row.description_digest]));
    expect(digests).toEqual(new Map([['lst_gb', 'a1b2:c3d4'], ['lst_us', '']]));
  });
});
