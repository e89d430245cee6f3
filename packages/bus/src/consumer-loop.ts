import { decodeEvent, type AnyEvent } from '@estate/events';
import type { ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import { millis } from '@nats-io/transport-node';
import type { Bus } from './connection.js';
import type { BusLogger } from './logger.js';

/** A message the decoder could not turn into an event. */
export interface DecodeFailure {
  reason: string;
  message: string;
  /** True: a later deployment may read it (nak with a long delay). False: it never will (term). */
  retryable: boolean;
}

export type DecodeOutcome<T> = { ok: true; event: T } | { ok: false; error: DecodeFailure };
export type Decoder<T> = (data: Uint8Array, subject: string) => DecodeOutcome<T>;

export interface Delivery<T> {
  event: T;
  subject: string;
  streamSeq: number;
  deliveryCount: number;
}

export interface PoisonReport extends DecodeFailure {
  subject: string;
  streamSeq: number;
  deliveryCount: number;
}

export interface ConsumerLoopOptions<T> {
  stream: string;
  durable: string;
  /**
   * Commits a batch (e.g. inserts it). The batch is acked only after it resolves; if it
   * rejects, every message of the batch is nak'ed with a delay and comes back. With
   * `maxInFlight` above 1 calls overlap: each starts in fetch order, so what a handler does
   * before its first `await` sees the batches in stream order.
   */
  handler: (batch: Delivery<T>[]) => Promise<void>;
  /** Max messages per batch; default 256. */
  batchSize?: number;
  /**
   * Batches handed to the handler before the oldest has settled; default 1. Above 1 the next
   * batch is fetched and started while earlier ones still commit (their I/O overlaps), and a
   * batch may be acked before an earlier one.
   */
  maxInFlight?: number;
  /** Longest wait for a first message (the client's minimum is 1000 ms); default 1000. */
  expiresMs?: number;
  /** Redelivery delay after a failed batch: base, doubled per delivery, capped. */
  nakDelayMs?: number;
  maxNakDelayMs?: number;
  /** Delay for messages a newer reader may understand (future schema versions). */
  retryableDecodeDelayMs?: number;
  /** Pause after a fetch error (connection lost, consumer missing) before fetching again. */
  fetchErrorDelayMs?: number;
  logger?: BusLogger;
  onPoison?: (report: PoisonReport) => void;
}

export interface ConsumerCounters {
  batches: number;
  received: number;
  acked: number;
  naked: number;
  termed: number;
  /** Messages received with a delivery count above 1. */
  redelivered: number;
  handlerFailures: number;
}

export interface ConsumerLoop {
  /** Stops fetching, finishes (commits and acks) the batches in hand, then resolves. */
  stop(): Promise<void>;
  /** Resolves when the loop has ended (stop(), or the connection closed). */
  readonly done: Promise<void>;
  stats(): Readonly<ConsumerCounters>;
  /** Messages not yet delivered and delivered-but-unacked, from the server. */
  lag(): Promise<{ pending: number; ackPending: number }>;
}

const defaultDecoder: Decoder<AnyEvent> = (data) => decodeEvent(data);

/** A decoder that throws has a bug, not a poison message: keep the message for a fixed reader. */
function safeDecode<T>(decode: Decoder<T>, m: JsMsg): DecodeOutcome<T> {
  try {
    return decode(m.data, m.subject);
  } catch (err) {
    return { ok: false, error: { reason: 'decoder_error', message: err instanceof Error ? err.message : String(err), retryable: true } };
  }
}

/**
 * Runs a pull-consumer loop on a durable consumer: fetch a batch, decode it, hand it to the
 * handler, ack after the handler resolves. An event that can never be decoded is terminated
 * and counted instead of blocking the stream; one that a newer reader may decode is nak'ed.
 */
export function startConsumer(bus: Bus, opts: ConsumerLoopOptions<AnyEvent> & { decode?: Decoder<AnyEvent> }): Promise<ConsumerLoop>;
export function startConsumer<T>(bus: Bus, opts: ConsumerLoopOptions<T> & { decode: Decoder<T> }): Promise<ConsumerLoop>;
export async function startConsumer<T>(bus: Bus, opts: ConsumerLoopOptions<T> & { decode?: Decoder<T> }): Promise<ConsumerLoop> {
  const decode = (opts.decode ?? defaultDecoder) as Decoder<T>;
  const logger = opts.logger ?? bus.logger;
  const batchSize = opts.batchSize ?? 256;
  const maxInFlight = opts.maxInFlight ?? 1;
  if (!Number.isInteger(maxInFlight) || maxInFlight < 1) throw new RangeError(`maxInFlight must be a positive integer, got ${maxInFlight}`);
  const expiresMs = Math.max(1_000, opts.expiresMs ?? 1_000);
  const nakDelayMs = opts.nakDelayMs ?? 1_000;
  const maxNakDelayMs = opts.maxNakDelayMs ?? 30_000;
  const retryableDecodeDelayMs = opts.retryableDecodeDelayMs ?? 60_000;
  const fetchErrorDelayMs = opts.fetchErrorDelayMs ?? 1_000;
  const consumer = await bus.js.consumers.get(opts.stream, opts.durable);
  const info = await consumer.info(true);
  // Keep a long commit from outliving ack_wait: tell the server we are still working on it.
  const workingEveryMs = Math.max(500, Math.floor(millis(info.config.ack_wait ?? 30_000_000_000) / 3));
  const maxAckPending = info.config.max_ack_pending ?? -1;
  if (maxAckPending > 0 && maxAckPending < (maxInFlight + 1) * batchSize) {
    // Below that, the next fetch waits for earlier batches' acks: less overlap than asked for.
    logger.warn({ stream: opts.stream, durable: opts.durable, max_ack_pending: maxAckPending, batch_size: batchSize, max_in_flight: maxInFlight }, 'max_ack_pending is below (max in flight + 1) batches');
  }
  const counters: ConsumerCounters = { batches: 0, received: 0, acked: 0, naked: 0, termed: 0, redelivered: 0, handlerFailures: 0 };
  const log = { stream: opts.stream, durable: opts.durable };

  let stopping = false;
  let current: ConsumerMessages | undefined;
  let wake: (() => void) | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wake = undefined));

  const nakDelay = (deliveryCount: number) => Math.min(maxNakDelayMs, nakDelayMs * 2 ** Math.max(0, deliveryCount - 1));

  async function processBatch(msgs: JsMsg[]): Promise<void> {
    counters.batches++;
    const deliveries: Delivery<T>[] = [];
    const held: JsMsg[] = [];
    for (const m of msgs) {
      counters.received++;
      const deliveryCount = m.info.deliveryCount;
      if (deliveryCount > 1) counters.redelivered++;
      const decoded = safeDecode(decode, m);
      if (decoded.ok) {
        deliveries.push({ event: decoded.event, subject: m.subject, streamSeq: m.seq, deliveryCount });
        held.push(m);
        continue;
      }
      const report: PoisonReport = { ...decoded.error, subject: m.subject, streamSeq: m.seq, deliveryCount };
      if (decoded.error.retryable) {
        m.nak(retryableDecodeDelayMs);
        counters.naked++;
        logger.warn({ ...log, ...report }, 'event not readable by this version; retrying later');
      } else {
        m.term(bus.features.termReason ? `${decoded.error.reason}: ${decoded.error.message}`.slice(0, 200) : undefined);
        counters.termed++;
        logger.error({ ...log, ...report }, 'poison event terminated');
      }
      opts.onPoison?.(report);
    }
    if (deliveries.length > 0) {
      const keepAlive = setInterval(() => held.forEach((m) => m.working()), workingEveryMs);
      try {
        await opts.handler(deliveries);
        for (const m of held) m.ack();
        counters.acked += held.length;
      } catch (err) {
        counters.handlerFailures++;
        for (const m of held) m.nak(nakDelay(m.info.deliveryCount));
        counters.naked += held.length;
        logger.error({ ...log, err, batch: held.length }, 'batch handler failed; messages nak\'ed for redelivery');
      } finally {
        clearInterval(keepAlive);
      }
    }
    // Acks are fire-and-forget; a round trip makes sure the server has applied them before
    // this batch counts as done (and before stop() resolves). While disconnected the client
    // keeps them and sends them on reconnect; if they are lost, ack_wait redelivers.
    try {
      await bus.nc.flush();
    } catch (err) {
      logger.warn({ ...log, err }, 'could not confirm acks; unconfirmed messages may be redelivered');
    }
  }

  const inFlight = new Set<Promise<void>>();
  /** Starts a batch; waits while `maxInFlight` batches are unsettled. */
  async function hand(msgs: JsMsg[]): Promise<void> {
    const settled: Promise<void> = processBatch(msgs)
      // Handler and flush failures are handled inside; anything else leaves the batch to ack_wait.
      .catch((err: unknown) => logger.error({ ...log, err }, 'batch processing failed; unacked messages will be redelivered'))
      .finally(() => inFlight.delete(settled));
    inFlight.add(settled);
    while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
  }

  async function loop(): Promise<void> {
    while (!stopping && !bus.nc.isClosed()) {
      const msgs: JsMsg[] = [];
      try {
        // A batch is what is waiting, up to batchSize: the first fetch returns with the first
        // message (it waits up to `expires` only while there is none), the next ones ask for
        // exactly as many as the server says are pending, so they return at once. A trickle is
        // committed as it arrives instead of waiting out `expires` for a full batch; a backlog
        // still makes full batches. Redeliveries are not counted as pending: after one, the
        // batch is filled the old way (full size, or whatever came within `expires`), so a
        // failed batch comes back whole.
        let want = 1;
        while (want > 0 && !stopping) {
          const before = msgs.length;
          let pending = 0;
          let redelivered = false;
          current = await consumer.fetch({ max_messages: want, expires: expiresMs });
          for await (const m of current) {
            msgs.push(m);
            pending = m.info.pending;
            redelivered ||= m.info.redelivered;
            if (stopping) break;
          }
          current = undefined;
          const room = batchSize - msgs.length;
          if (msgs.length === before) want = 0;
          else if (redelivered && before === 0) want = room;
          else want = Math.min(pending, room);
        }
      } catch (err) {
        if (stopping || bus.nc.isClosed()) break;
        logger.warn({ ...log, err }, 'fetch failed; retrying');
        await pause(fetchErrorDelayMs);
      } finally {
        current = undefined;
      }
      if (msgs.length > 0 && !bus.nc.isClosed()) await hand(msgs);
    }
    await Promise.all(inFlight);
    logger.info({ ...log, ...counters }, 'consumer loop stopped');
  }

  const done = loop();
  return {
    done,
    async stop() {
      stopping = true;
      wake?.();
      if (current) await current.close().catch(() => undefined);
      await done;
    },
    stats: () => ({ ...counters }),
    async lag() {
      const i = await consumer.info();
      return { pending: i.num_pending, ackPending: i.num_ack_pending };
    },
  };
}
