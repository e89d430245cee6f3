import type { Bus } from '@estate/bus';
import { DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';

/** One key's change as the follower delivers it: its current value, or none once deleted or purged. */
export interface BucketChange {
  key: string;
  /** Undefined when the key was deleted, purged or expired. */
  value: Uint8Array | undefined;
  revision: number;
  /** Messages of the bucket still to deliver after this one when it was sent (0: caught up). */
  pending: number;
  /** When the server stored the message (ms): the bucket's max age counts from it. */
  storedAt: number;
}

/** Messages fetched per pull: what the follower holds in memory at most, besides what its owner keeps. */
const PULL_BATCH = 1_000;

/**
 * Every key's current value in a KV bucket, then every change, read as a pull consumer of the
 * bucket's stream. A KV watch (a push consumer) buffers whatever the server sends; loading a
 * bucket of a million entries faster than they are applied held hundreds of MB of entries at
 * once. Pulling a batch at a time bounds that. The consumer is ordered: it leaves no state on the
 * server and, after a reconnect, resumes after the last message it delivered.
 */
export async function followBucket(bus: Bus, bucket: string, options: { fromSequence?: number } = {}): Promise<{ changes: AsyncIterable<BucketChange>; stop(): void }> {
  const prefix = `$KV.${bucket}.`;
  // From a snapshot's next sequence, every message since (puts, deletes, purges) in stream order;
  // otherwise every key's last message, then every change.
  const from = options.fromSequence === undefined ? { deliver_policy: DeliverPolicy.LastPerSubject } : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: options.fromSequence };
  const consumer = await bus.js.consumers.get(`KV_${bucket}`, { filter_subjects: `${prefix}>`, ...from });
  const messages: ConsumerMessages = await consumer.consume({ max_messages: PULL_BATCH });
  async function* changes(): AsyncGenerator<BucketChange> {
    for await (const m of messages) yield changeOf(m, prefix);
  }
  return { changes: changes(), stop: () => void messages.close() };
}

function changeOf(m: JsMsg, prefix: string): BucketChange {
  const operation = m.headers?.get('KV-Operation') ?? '';
  // A server that marks expiries (2.11+) sends the marker as a message without an operation header.
  const removed = operation === 'DEL' || operation === 'PURGE' || (m.headers?.get('Nats-Marker-Reason') ?? '') !== '' || m.data.length === 0;
  return { key: m.subject.slice(prefix.length), value: removed ? undefined : m.data, revision: m.seq, pending: m.info.pending, storedAt: Math.floor(m.info.timestampNanos / 1_000_000) };
}
