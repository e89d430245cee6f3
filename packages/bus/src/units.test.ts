import { KIND_NAMES, LIVE_WINDOW_MS } from '@estate/events';
import { createLogger } from '@estate/runtime';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { BUCKET_LIST, BUCKETS, bucketsOfKind, type BucketEntry } from './buckets.js';
import { natsServers } from './connection.js';
import type { BusLogger } from './logger.js';
import { consumerConfig, streamConfig } from './provision.js';
import { natsReplicas } from './replicas.js';
import { atLeast, serverFeatures } from './server-features.js';
import { defaultTopology, jobConsumerSpec } from './topology.js';

describe('connection settings', () => {
  it('takes servers from the options, else NATS_URL, else the local default', () => {
    expect(natsServers({ servers: 'nats://a:1' })).toEqual(['nats://a:1']);
    expect(natsServers({ servers: 'nats://a:1,nats://b:2' })).toEqual(['nats://a:1', 'nats://b:2']);
    expect(natsServers({ env: { NATS_URL: 'nats://a:1, nats://b:2' } })).toEqual(['nats://a:1', 'nats://b:2']);
    expect(natsServers({ env: {} })).toEqual(['nats://127.0.0.1:4222']);
  });

  it('accepts the runtime logger', () => {
    expectTypeOf(createLogger({ name: 'x' })).toMatchTypeOf<BusLogger>();
  });
});

describe('server features', () => {
  it('uses nothing newer than the server', () => {
    expect(serverFeatures('2.9.10')).toMatchObject({ filterSubjects: false, syncInterval: false, termReason: false });
    expect(serverFeatures('2.10.27')).toMatchObject({ filterSubjects: true, syncInterval: true, termReason: false });
    expect(serverFeatures('2.11.0').termReason).toBe(true);
    expect(atLeast('2.10.0', '2.9.10')).toBe(true);
    expect(atLeast('v2.9.10', '2.10.0')).toBe(false);
  });
});

describe('topology', () => {
  it('keeps the projector able to fetch while a batch commits, and never drops a failing event', () => {
    const t = defaultTopology();
    for (const c of t.consumers) {
      const cfg = consumerConfig(c);
      expect(cfg.max_ack_pending).toBeGreaterThanOrEqual(2 * 1000);
      expect(cfg.max_deliver).toBe(-1);
      expect(cfg.ack_policy).toBe('explicit');
      expect(cfg).not.toHaveProperty('filter_subjects');
    }
    expect(streamConfig(t.streams[0]!).duplicate_window).toBe(120e9);
    expect(t.buckets.find((b) => b.name === 'listings')?.ttlMs).toBe(LIVE_WINDOW_MS);
  });

  it('copies every stream and bucket NATS_REPLICAS times, one by default', () => {
    expect(natsReplicas({})).toBe(1);
    expect(natsReplicas({ NATS_REPLICAS: ' 3 ' })).toBe(3);
    for (const bad of ['0', '6', '2.5', 'three', '-1']) expect(() => natsReplicas({ NATS_REPLICAS: bad }), bad).toThrow(/NATS_REPLICAS/);
    const t = defaultTopology({ env: { NATS_REPLICAS: '3' } });
    expect([...t.streams, ...t.buckets].every((x) => x.replicas === 3)).toBe(true);
    expect(defaultTopology({ env: { NATS_REPLICAS: '3' }, replicas: 1 }).streams[0]?.replicas).toBe(1);
  });

  it('gives each collector a work-queue consumer on its own subject', () => {
    expect(consumerConfig(jobConsumerSpec('suumo'))).toMatchObject({ durable_name: 'collector-suumo', filter_subject: 'jobs.suumo' });
  });

  it('provisions every bucket of the list, each once', () => {
    const provisioned = defaultTopology().buckets.map((b) => b.name);
    expect(new Set(provisioned).size).toBe(provisioned.length);
    expect(provisioned).toEqual(Object.values(BUCKETS));
    expect(provisioned.length).toBeGreaterThan(20);
  });

  it('gives every stored document kind its document bucket, and every kind bucket a real kind', () => {
    const entries: readonly BucketEntry[] = Object.values(BUCKET_LIST);
    // The stored document types are checked against these kinds by @estate/documents' type check.
    const documentKinds = entries.filter((b) => b.holds === 'document').map((b) => b.kind);
    expect(new Set(documentKinds).size).toBe(documentKinds.length);
    expect(documentKinds.length).toBeGreaterThan(5);
    const kinds: ReadonlySet<string> = new Set(KIND_NAMES);
    const ofKinds = entries.filter((b) => b.kind !== undefined);
    expect(ofKinds.length).toBeGreaterThan(documentKinds.length);
    for (const b of ofKinds) expect(kinds.has(b.kind ?? ''), b.name).toBe(true);
    expect(bucketsOfKind('listing')).toEqual([BUCKETS.listings, BUCKETS.listingSearch, BUCKETS.readJobResults]);
  });
});
