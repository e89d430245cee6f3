import { PROJECTOR_DURABLE, type Bus } from '@estate/bus';
import { STREAM_NAMES } from '@estate/events';
import { spawnService, type ServiceProcess } from './service-process.js';

export interface ProjectorProcessOptions {
  natsUrl: string;
  /** The embedded ClickHouse folder; the process holds it alone while it runs. */
  dataPath: string;
  batchSize: number;
  /** How soon a killed projector's batch is redelivered. */
  ackWaitMs: number;
  logLevel?: string;
  /** PROJECTOR_LEASE_TTL_MS; default 0 (no lease): one projector at a time, restarted at once after a kill. */
  leaseTtlMs?: number;
}

/** The real projector process (server mode) on an embedded ClickHouse folder. */
export function startProjectorProcess(options: ProjectorProcessOptions): ServiceProcess {
  return spawnService('projector', 'projector', {
    NATS_URL: options.natsUrl,
    CLICKHOUSE_DATA_PATH: options.dataPath,
    PROJECTOR_METRICS_PORT: '0',
    PROJECTOR_BATCH_SIZE: String(options.batchSize),
    PROJECTOR_ACK_WAIT_MS: String(options.ackWaitMs),
    PROJECTOR_LEASE_TTL_MS: String(options.leaseTtlMs ?? 0),
    LOG_LEVEL: options.logLevel ?? 'warn',
  });
}

type ConsumerInfo = Awaited<ReturnType<Bus['jsm']['consumers']['info']>>;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Consumer info of the projector's durable; retried while nats-server restarts. */
export async function projectorConsumer(bus: Bus, timeoutMs = 30_000): Promise<ConsumerInfo> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await bus.jsm.consumers.info(STREAM_NAMES.observations, PROJECTOR_DURABLE);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
}

/** The highest stream sequence handed to a projector so far (a redelivery does not move it). */
export async function delivered(bus: Bus): Promise<number> {
  return (await projectorConsumer(bus)).delivered.stream_seq;
}

/** The stream's last sequence; retried while nats-server restarts. */
export async function streamLastSeq(bus: Bus, timeoutMs = 30_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return (await bus.jsm.streams.info(STREAM_NAMES.observations)).state.last_seq;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
}

/** Waits until the stream grows between two looks 50 ms apart: a collector is publishing right now. */
export async function waitForPublishing(bus: Bus, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seq = await streamLastSeq(bus);
  for (;;) {
    await sleep(50);
    const next = await streamLastSeq(bus);
    if (next > seq) return;
    if (Date.now() > deadline) throw new Error(`no collector published for ${timeoutMs} ms`);
    seq = next;
  }
}

/**
 * Waits until the running projector has taken a batch beyond `after`: it holds events it has
 * not committed yet. Fails if the process exits or makes no progress.
 */
export async function waitForBatchInHand(bus: Bus, projector: ServiceProcess, after: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seq = await delivered(bus);
    if (seq > after) return seq;
    if (!projector.running()) throw new Error(`the projector exited before taking a batch:\n${projector.tail().join('\n')}`);
    if (Date.now() > deadline) throw new Error(`the projector took no batch beyond ${after} in ${timeoutMs} ms:\n${projector.tail().join('\n')}`);
    await sleep(50);
  }
}

/** Waits until the projector's durable consumer has nothing pending and nothing unacked. */
export async function waitCaughtUp(bus: Bus, projector: ServiceProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = await projectorConsumer(bus);
    if (info.num_pending === 0 && info.num_ack_pending === 0) return;
    if (!projector.running()) throw new Error(`the projector exited before catching up:\n${projector.tail().join('\n')}`);
    if (Date.now() > deadline) throw new Error(`the projector did not catch up: ${info.num_pending} pending, ${info.num_ack_pending} unacked`);
    await sleep(250);
  }
}
