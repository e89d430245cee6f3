import { describe, expect, it } from 'vitest';
import { resolveStoreConfig, storeConfigFromEnv } from './config.js';

describe('store configuration', () => {
  it('without CLICKHOUSE_URL: embedded on .data/clickhouse with a pool', () => {
    const resolved = resolveStoreConfig(storeConfigFromEnv({}));
    expect(resolved).toMatchObject({ mode: 'embedded', database: 'estate', poolSize: 4 });
    expect(resolved.mode === 'embedded' && resolved.path.endsWith('.data/clickhouse')).toBe(true);
  });

  it('with CLICKHOUSE_URL: credentials and database from the URL, origin kept apart', () => {
    const resolved = resolveStoreConfig(storeConfigFromEnv({ CLICKHOUSE_URL: 'https://reader:p%40ss@ch.example:8443/analytics' }));
    expect(resolved).toEqual({
      mode: 'server',
      url: 'https://ch.example:8443',
      database: 'analytics',
      username: 'reader',
      password: 'p@ss',
      requestTimeoutMs: 30_000,
    });
  });

  it('environment variables override the URL; empty values count as unset', () => {
    const resolved = resolveStoreConfig(
      storeConfigFromEnv({
        CLICKHOUSE_URL: 'http://a:b@localhost:8123/x',
        CLICKHOUSE_DATABASE: 'estate_prod',
        CLICKHOUSE_USER: 'svc',
        CLICKHOUSE_PASSWORD: '',
        CLICKHOUSE_REQUEST_TIMEOUT_MS: '5000',
      }),
    );
    expect(resolved).toMatchObject({ database: 'estate_prod', username: 'svc', password: 'b', requestTimeoutMs: 5000 });
  });

  it('rejects a bad pool size and a non-http URL without echoing secrets', () => {
    expect(() => storeConfigFromEnv({ CLICKHOUSE_POOL_SIZE: '0' })).toThrow(/CLICKHOUSE_POOL_SIZE/);
    expect(() => resolveStoreConfig({ url: 'tcp://u:hunter2@h:9000' })).toThrow(/http or https/);
    expect(() => resolveStoreConfig({ url: 'not a url hunter2' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hunter2') }));
  });
});
