import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createStore, getListingRow, migrate, StoreUnavailableError, StoreUsageError } from '../src/index.js';

/** A port that was free a moment ago and has nothing listening now. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('server mode with nothing listening', () => {
  it('creating the store succeeds: services start while the store is down', async () => {
    const store = await createStore({ url: `http://user:secret@127.0.0.1:${await closedPort()}/estate` });
    expect(store.mode).toBe('server');
    expect(store.database).toBe('estate');
    await store.close();
  });

  it('reads, inserts, migrations and ping report StoreUnavailableError (retryable, 503)', async () => {
    const store = await createStore({ url: `http://127.0.0.1:${await closedPort()}`, requestTimeoutMs: 2_000 });
    try {
      const err = await getListingRow(store, 'lst_x').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StoreUnavailableError);
      expect(err).toMatchObject({ code: 'store_unavailable', retryable: true, status: 503 });
      expect((err as Error).message).not.toContain('secret');

      await expect(store.insertRows('listings', [{ listing_id: 'x' }])).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.command({ query: 'SELECT 1' })).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(migrate(store)).rejects.toBeInstanceOf(StoreUnavailableError);

      const ping = await store.ping();
      expect(ping.success).toBe(false);
      if (!ping.success) expect(ping.error).toBeInstanceOf(StoreUnavailableError);
    } finally {
      await store.close();
    }
  });

  it('refuses per-call clickhouse_settings in server mode too, so code behaves the same in both modes', async () => {
    const store = await createStore({ url: `http://127.0.0.1:${await closedPort()}` });
    try {
      await expect(store.query({ query: 'SELECT 1', clickhouse_settings: { insert_deduplication_token: 'x' } })).rejects.toBeInstanceOf(StoreUsageError);
    } finally {
      await store.close();
    }
  });

  it('rejects a database name that is not a plain identifier', async () => {
    await expect(createStore({ url: 'http://127.0.0.1:1/', database: 'estate; DROP TABLE x' })).rejects.toBeInstanceOf(StoreUsageError);
  });
});
