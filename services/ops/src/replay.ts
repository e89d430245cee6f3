import { defaultTopology, PROJECTOR_DURABLE, type Bus } from '@estate/bus';
import { JetStreamApiCodes, JetStreamApiError, type ConsumerInfo } from '@nats-io/jetstream';

export interface ReplayedConsumer {
  stream: string;
  durable: string;
  /** Where it had got to: the stream sequence of the last message it had been handed. */
  deliveredUpTo: number;
}

async function consumerInfo(bus: Bus, stream: string, durable: string): Promise<ConsumerInfo | undefined> {
  try {
    return await bus.jsm.consumers.info(stream, durable);
  } catch (error) {
    if (error instanceof JetStreamApiError && (error.code === JetStreamApiCodes.ConsumerNotFound || error.code === JetStreamApiCodes.StreamNotFound)) return undefined;
    throw error;
  }
}

/**
 * Makes the projector replay every stream from its first message at its next start, by deleting
 * its durable consumers (it creates them anew, delivering from the start). For a lost or
 * damaged ClickHouse with NATS intact: unlike `projector --rebuild`, which replays OBSERVATIONS
 * only, this brings back every table, the series' included, and it works in the embedded mode
 * too. Replays are idempotent (newer-only documents, versioned rows). Refused while a projector
 * is pulling from a consumer: stop it first, or it would go on from where it was.
 */
export async function replayProjections(bus: Bus, durable = PROJECTOR_DURABLE): Promise<ReplayedConsumer[]> {
  const consumers = defaultTopology().consumers.filter((c) => c.durable === durable);
  const found: { stream: string; info: ConsumerInfo }[] = [];
  for (const { stream } of consumers) {
    const info = await consumerInfo(bus, stream, durable);
    if (info) found.push({ stream, info });
  }
  const busy = found.filter(({ info }) => info.num_waiting > 0 || info.push_bound === true);
  if (busy.length > 0) throw new Error(`a projector is consuming from ${busy.map((b) => b.stream).join(', ')}: stop it before asking for a replay`);
  const replayed: ReplayedConsumer[] = [];
  for (const { stream, info } of found) {
    await bus.jsm.consumers.delete(stream, durable);
    replayed.push({ stream, durable, deliveredUpTo: info.delivered.stream_seq });
  }
  return replayed;
}
