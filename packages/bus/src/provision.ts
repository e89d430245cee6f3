import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  ReplayPolicy,
  RetentionPolicy,
  StorageType,
  type ConsumerConfig,
  type StreamConfig,
} from '@nats-io/jetstream';
import type { KV } from '@nats-io/kv';
import { nanos } from '@nats-io/transport-node';
import type { Bus } from './connection.js';
import type { BucketSpec, ConsumerSpec, StreamSpec, Topology } from './topology.js';

export type ProvisionAction = 'created' | 'updated' | 'unchanged';

export interface ProvisionResult {
  kind: 'stream' | 'consumer' | 'bucket';
  name: string;
  action: ProvisionAction;
  /** Fields that differed and were updated. */
  changed: string[];
}

/** The server would refuse the change (e.g. storage or retention of an existing stream). */
export class ProvisioningError extends Error {
  override readonly name = 'ProvisioningError';
}

function isNotFound(err: unknown, code: number): boolean {
  return err instanceof JetStreamApiError && err.code === code;
}

type Comparable = string | number | boolean | readonly string[] | undefined;

function same(a: Comparable, b: Comparable): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    const x = [...((a as readonly string[] | undefined) ?? [])].sort();
    const y = [...((b as readonly string[] | undefined) ?? [])].sort();
    return x.length === y.length && x.every((v, i) => v === y[i]);
  }
  return a === b;
}

/** Names of the fields in `want` whose value differs from `have`. */
function diff<T extends object>(want: T, have: Partial<Record<keyof T, unknown>>): (keyof T & string)[] {
  return (Object.keys(want) as (keyof T & string)[]).filter((k) => !same(want[k] as Comparable, have[k] as Comparable));
}

export function streamConfig(spec: StreamSpec): Partial<StreamConfig> & { name: string } {
  return {
    name: spec.name,
    subjects: [...spec.subjects],
    retention: spec.retention === 'workqueue' ? RetentionPolicy.Workqueue : RetentionPolicy.Limits,
    storage: spec.storage === 'memory' ? StorageType.Memory : StorageType.File,
    max_age: nanos(spec.maxAgeMs),
    duplicate_window: nanos(spec.duplicateWindowMs),
    max_bytes: spec.maxBytes,
    num_replicas: spec.replicas,
    discard: DiscardPolicy.Old,
    description: spec.description,
  };
}

const IMMUTABLE_STREAM_FIELDS = ['retention', 'storage'] as const;

/** Creates the stream, or brings an existing one to the spec; a no-op when it already matches. */
export async function ensureStream(bus: Bus, spec: StreamSpec): Promise<ProvisionResult> {
  const want = streamConfig(spec);
  let have: StreamConfig;
  try {
    have = (await bus.jsm.streams.info(spec.name)).config;
  } catch (err) {
    if (!isNotFound(err, JetStreamApiCodes.StreamNotFound)) throw err;
    await bus.jsm.streams.add(want);
    bus.logger.info({ stream: spec.name }, 'stream created');
    return { kind: 'stream', name: spec.name, action: 'created', changed: [] };
  }
  const changed = diff(want, have);
  if (changed.length === 0) return { kind: 'stream', name: spec.name, action: 'unchanged', changed };
  const immutable = changed.filter((f) => (IMMUTABLE_STREAM_FIELDS as readonly string[]).includes(f));
  if (immutable.length > 0) {
    throw new ProvisioningError(`stream ${spec.name}: ${immutable.join(', ')} cannot change in place (have ${immutable.map((f) => `${f}=${String(have[f])}`).join(', ')}); migrate it by hand`);
  }
  const { name: _name, ...update } = want;
  await bus.jsm.streams.update(spec.name, update);
  bus.logger.info({ stream: spec.name, changed }, 'stream updated');
  return { kind: 'stream', name: spec.name, action: 'updated', changed };
}

export function consumerConfig(spec: ConsumerSpec): Partial<ConsumerConfig> & { durable_name: string } {
  return {
    durable_name: spec.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    replay_policy: ReplayPolicy.Instant,
    ack_wait: nanos(spec.ackWaitMs),
    max_ack_pending: spec.maxAckPending,
    max_deliver: spec.maxDeliver,
    description: spec.description,
    // One subject only: `filter_subjects` (several) needs nats-server 2.10.
    ...(spec.filterSubject === undefined ? {} : { filter_subject: spec.filterSubject }),
  };
}

const UPDATABLE_CONSUMER_FIELDS: ReadonlySet<string> = new Set(['ack_wait', 'max_ack_pending', 'max_deliver', 'description', 'filter_subject']);

/** Creates the durable pull consumer, or updates what the server lets change. */
export async function ensureConsumer(bus: Bus, spec: ConsumerSpec): Promise<ProvisionResult> {
  const want = consumerConfig(spec);
  const name = `${spec.stream}/${spec.durable}`;
  let have: ConsumerConfig;
  try {
    have = (await bus.jsm.consumers.info(spec.stream, spec.durable)).config;
  } catch (err) {
    if (!isNotFound(err, JetStreamApiCodes.ConsumerNotFound)) throw err;
    await bus.jsm.consumers.add(spec.stream, want);
    bus.logger.info({ consumer: name }, 'consumer created');
    return { kind: 'consumer', name, action: 'created', changed: [] };
  }
  // The server omits an unset filter as "" or absent; both mean "whole stream".
  const changed = diff(want, { ...have, filter_subject: have.filter_subject || undefined });
  if (changed.length === 0) return { kind: 'consumer', name, action: 'unchanged', changed };
  const fixed = changed.filter((f) => !UPDATABLE_CONSUMER_FIELDS.has(f));
  if (fixed.length > 0) throw new ProvisioningError(`consumer ${name}: ${fixed.join(', ')} cannot change in place; delete and recreate it`);
  const update = Object.fromEntries(changed.map((f) => [f, want[f]]));
  await bus.jsm.consumers.update(spec.stream, spec.durable, update);
  bus.logger.info({ consumer: name, changed }, 'consumer updated');
  return { kind: 'consumer', name, action: 'updated', changed };
}

/** Creates the KV bucket or aligns its limits (max age, history) with the spec, and opens it. */
export async function ensureBucket(bus: Bus, spec: BucketSpec): Promise<{ result: ProvisionResult; kv: KV }> {
  const stream = `KV_${spec.name}`;
  let existed = true;
  try {
    await bus.jsm.streams.info(stream);
  } catch (err) {
    if (!isNotFound(err, JetStreamApiCodes.StreamNotFound)) throw err;
    existed = false;
  }
  const kv = await bus.kvm.create(spec.name, {
    ttl: spec.ttlMs,
    history: spec.history,
    storage: spec.storage === 'memory' ? StorageType.Memory : StorageType.File,
    replicas: spec.replicas,
    description: spec.description,
  });
  if (!existed) {
    bus.logger.info({ bucket: spec.name }, 'KV bucket created');
    return { result: { kind: 'bucket', name: spec.name, action: 'created', changed: [] }, kv };
  }
  // Kvm.create binds to an existing bucket without applying options; align the stream limits.
  const have = (await bus.jsm.streams.info(stream)).config;
  const want = {
    max_age: nanos(spec.ttlMs),
    max_msgs_per_subject: spec.history,
    description: spec.description,
  };
  const changed = diff(want, have);
  if (changed.length === 0) return { result: { kind: 'bucket', name: spec.name, action: 'unchanged', changed }, kv };
  await bus.jsm.streams.update(stream, want);
  bus.logger.info({ bucket: spec.name, changed }, 'KV bucket updated');
  return { result: { kind: 'bucket', name: spec.name, action: 'updated', changed }, kv };
}

export interface Provisioned {
  results: ProvisionResult[];
  buckets: Record<string, KV>;
}

/**
 * Idempotently provisions a topology: run it at every service start; a second run with the
 * same topology changes nothing, a changed topology is applied where NATS allows it.
 */
export async function provision(bus: Bus, topology: Topology): Promise<Provisioned> {
  const results: ProvisionResult[] = [];
  for (const s of topology.streams) results.push(await ensureStream(bus, s));
  for (const c of topology.consumers) results.push(await ensureConsumer(bus, c));
  const buckets: Record<string, KV> = {};
  for (const b of topology.buckets) {
    const { result, kv } = await ensureBucket(bus, b);
    results.push(result);
    buckets[b.name] = kv;
  }
  return { results, buckets };
}
