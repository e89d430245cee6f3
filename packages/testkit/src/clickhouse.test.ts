import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countLiveListings } from '@estate/store';
import { probeDockerEngine } from './clickhouse-docker.js';
import { startClickHouse } from './clickhouse.js';

describe('startClickHouse', () => {
  it('starts a migrated ClickHouse and removes its data on stop', async () => {
    const ch = await startClickHouse();
    try {
      expect(ch.migrations?.applied.length).toBeGreaterThan(0);
      expect(await countLiveListings(ch.store)).toBe(0);
      expect((await ch.store.ping()).success).toBe(true);
      if (ch.mode === 'embedded') expect(existsSync(ch.dataDir ?? '')).toBe(true);
    } finally {
      await ch.stop();
    }
    if (ch.mode === 'embedded') expect(existsSync(ch.dataDir ?? '')).toBe(false);
  });

  it('a second start after stop works in the same process (new folder)', async () => {
    const ch = await startClickHouse({ migrate: false });
    try {
      expect(ch.migrations).toBeUndefined();
      expect(await ch.store.queryRows<{ x: number }>('SELECT 1 AS x')).toEqual([{ x: 1 }]);
    } finally {
      await ch.stop();
    }
  });
});

describe('probeDockerEngine', () => {
  it('reports no engine when nothing answers on the socket', async () => {
    const probe = await probeDockerEngine({ DOCKER_HOST: 'unix:///nonexistent/docker.sock' });
    expect(probe).toMatchObject({ available: false, endpoint: '/nonexistent/docker.sock' });
  });

  it('reports an unsupported scheme without trying', async () => {
    expect((await probeDockerEngine({ DOCKER_HOST: 'ssh://host' })).available).toBe(false);
  });
});
