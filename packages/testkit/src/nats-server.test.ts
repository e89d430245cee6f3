import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions, resolveNatsServer } from './nats-binary.js';
import { renderNatsConfig } from './nats-config.js';
import { startNatsServer, type NatsServerHandle } from './nats-server.js';

describe('renderNatsConfig', () => {
  const template = 'jetstream {\n  sync_interval: always\n  max_file_store: 1GB\n}\n';

  it('keeps, sets or drops sync_interval according to the server version', () => {
    expect(renderNatsConfig(template, { version: '2.10.27' })).toBe(template);
    expect(renderNatsConfig(template, { version: '2.10.27', syncInterval: '1s' })).toContain('  sync_interval: 1s\n');
    expect(renderNatsConfig(template, { version: '2.9.10' })).not.toMatch(/^\s*sync_interval/m);
    expect(renderNatsConfig(template, { version: '2.11.0', syncInterval: 'default' })).not.toMatch(/^\s*sync_interval/m);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('2.10.0', '2.9.10')).toBeGreaterThan(0);
    expect(compareVersions('2.9.10', '2.10.0')).toBeLessThan(0);
    expect(compareVersions('2.10', '2.10.0')).toBe(0);
  });
});

describe('startNatsServer', () => {
  let server: NatsServerHandle;

  beforeAll(async () => {
    server = await startNatsServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('runs the resolved binary with JetStream on a free port', async () => {
    const binary = await resolveNatsServer();
    expect(server.version).toBe(binary.version);
    const nc = await connect({ servers: server.url });
    try {
      expect(nc.info?.version).toBe(server.version);
      expect((await (await jetstreamManager(nc)).getAccountInfo()).limits).toBeDefined();
    } finally {
      await nc.close();
    }
  });

  it('keeps its data across a crash and a restart on the same port', async () => {
    const before = server.port;
    await server.kill('SIGKILL');
    await expect(connect({ servers: server.url, maxReconnectAttempts: 0, timeout: 500 })).rejects.toThrow();
    await server.restart();
    expect(server.port).toBe(before);
    const nc = await connect({ servers: server.url });
    await nc.close();
    expect(existsSync(server.storeDir)).toBe(true);
  });

  it('removes its temporary folder on stop', async () => {
    const other = await startNatsServer({ syncInterval: '1s' });
    expect(existsSync(other.storeDir)).toBe(true);
    await other.stop();
    expect(existsSync(other.storeDir)).toBe(false);
    expect(other.url).not.toBe(server.url);
  });
});
