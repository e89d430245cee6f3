import type { Bus } from '@estate/bus';
import { decodeEvent, type AnyEvent } from '@estate/events';
import { DeliverPolicy } from '@nats-io/jetstream';

/**
 * Replays `stream` from sequence `from` to `to` in stream order and hands each batch to
 * `commit`. Ordered consumer: no durable state is left behind on the server. Stops at the
 * stream's end too, so a range whose last messages were removed meanwhile still ends.
 */
export async function replayStream(
  bus: Bus,
  stream: string,
  range: { from: number; to: number },
  batchSize: number,
  commit: (events: AnyEvent[]) => Promise<unknown>,
): Promise<{ events: number; undecodable: number }> {
  let events = 0;
  let undecodable = 0;
  if (range.to < range.from) return { events, undecodable };
  const consumer = await bus.js.consumers.get(stream, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: range.from });
  const messages = await consumer.consume({ max_messages: batchSize });
  let batch: AnyEvent[] = [];
  try {
    for await (const m of messages) {
      const decoded = decodeEvent(m.data);
      if (decoded.ok) batch.push(decoded.event);
      else undecodable += 1;
      const last = m.seq >= range.to || m.info.pending === 0;
      if (batch.length >= batchSize || (last && batch.length > 0)) {
        await commit(batch);
        events += batch.length;
        batch = [];
      }
      if (last) break;
    }
  } finally {
    await messages.close();
  }
  return { events, undecodable };
}
