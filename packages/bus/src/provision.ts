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
import { REPLICAS_VARIABLE } from './replicas.js';
import type { BucketSpec, ConsumerSpec, StreamSpec, Topology } from './topology.js';
import { isTransient, sleep } from './transient.js';

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

export interface ProvisionOptions {
  /**
   * How long one step is retried while a cluster cannot answer it: a meta leader being
   * elected, a stream without a leader, an R3 placement while a node is down. Default 60 s.
   */
  settleTimeoutMs?: number;
}

const DEFAULT_SETTLE_MS = 60_000;
/** nats-server's JSStreamReplicasNotSupportedErr: R>1 asked of a server that is not clustered. */
const REPLICAS_NOT_SUPPORTED = 10074;

/**
 * Runs one idempotent provisioning step (look, then create or update), again while the cluster
 * is settling. A step that created its object before its answer was lost finds it the next time.
 */
async function settled<T>(bus: Bus, what: string, opts: ProvisionOptions, step: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + (opts.settleTimeoutMs ?? DEFAULT_SETTLE_MS);
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (err instanceof JetStreamApiError && err.code === REPLICAS_NOT_SUPPORTED) {
        throw new ProvisioningError(`${what}: ${err.message}; ${REPLICAS_VARIABLE} must not exceed the number of clustered servers`, { cause: err });
      }
      if (!isTransient(err) || bus.nc.isClosed() || Date.now() >= deadline) throw err;
      bus.logger.warn({ what, attempt, err: err instanceof Error ? err.message : String(err) }, 'provisioning waits for the NATS cluster');
      await sleep(Math.min(2_000, 100 * 2 ** attempt));
    }
  }
}

/**
 * Provisioning raises a stream's replica count, never lowers it: a process started without
 * NATS_REPLICAS (default 1) next to a cluster's R3 streams must not shrink them to one copy.
 * Scaling down is an operator's act, by hand. Removes `num_replicas` from `want` in that case.
 */
function keepReplicas(bus: Bus, what: string, want: { num_replicas?: number }, have: { num_replicas?: number }): void {
  if (want.num_replicas === undefined || have.num_replicas === undefined || want.num_replicas >= have.num_replicas) return;
  bus.logger.warn({ what, have: have.num_replicas, want: want.num_replicas }, `provisioning keeps the replicas it found (lower ${REPLICAS_VARIABLE} by hand)`);
  delete want.num_replicas;
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
export function ensureStream(bus: Bus, spec: StreamSpec, opts: ProvisionOptions = {}): Promise<ProvisionResult> {
  return settled(bus, `stream ${spec.name}`, opts, () => applyStream(bus, spec));
}

async function applyStream(bus: Bus, spec: StreamSpec): Promise<ProvisionResult> {
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
  keepReplicas(bus, `stream ${spec.name}`, want, have);
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
export function ensureConsumer(bus: Bus, spec: ConsumerSpec, opts: ProvisionOptions = {}): Promise<ProvisionResult> {
  return settled(bus, `consumer ${spec.stream}/${spec.durable}`, opts, () => applyConsumer(bus, spec));
}

async function applyConsumer(bus: Bus, spec: ConsumerSpec): Promise<ProvisionResult> {
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

/** Creates the KV bucket or aligns its limits (max age, history, replicas) with the spec, and opens it. */
export function ensureBucket(bus: Bus, spec: BucketSpec, opts: ProvisionOptions = {}): Promise<{ result: ProvisionResult; kv: KV }> {
  return settled(bus, `bucket ${spec.name}`, opts, () => applyBucket(bus, spec));
}

async function applyBucket(bus: Bus, spec: BucketSpec): Promise<{ result: ProvisionResult; kv: KV }> {
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
    num_replicas: spec.replicas,
    description: spec.description,
  };
  keepReplicas(bus, `bucket ${spec.name}`, want, have);
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
 * same topology changes nothing, a changed topology is applied where NATS allows it (a stream
 * or bucket scales from R1 to R3 in place on a cluster). Several services may run it at once,
 * and on a cluster each step is retried while a leader is being elected or a node is down.
 */
export async function provision(bus: Bus, topology: Topology, opts: ProvisionOptions = {}): Promise<Provisioned> {
  const results: ProvisionResult[] = [];
  for (const s of topology.streams) results.push(await ensureStream(bus, s, opts));
  for (const c of topology.consumers) results.push(await ensureConsumer(bus, c, opts));
  const buckets: Record<string, KV> = {};
  for (const b of topology.buckets) {
    const { result, kv } = await ensureBucket(bus, b, opts);
    results.push(result);
    buckets[b.name] = kv;
  }
  return { results, buckets };
}
