import type { KV } from '@nats-io/kv';
import type { Bus } from './connection.js';

export type { KV, KvEntry } from '@nats-io/kv';

/** Opens a bucket that provisioning created; fails if it does not exist. */
export function openBucket(bus: Bus, name: string): Promise<KV> {
  return bus.kvm.open(name);
}

const encoder = new TextEncoder();

/** Stores a JSON document; returns the new revision. */
export function putJson(kv: KV, key: string, value: unknown): Promise<number> {
  return kv.put(key, encoder.encode(JSON.stringify(value)));
}

/**
 * Reads a JSON document, or undefined when the key is absent, deleted or expired. The caller
 * validates the shape; this only parses.
 */
export async function getJson(kv: KV, key: string): Promise<unknown> {
  const entry = await kv.get(key);
  if (!entry || entry.operation !== 'PUT' || entry.length === 0) return undefined;
  return entry.json<unknown>();
}
