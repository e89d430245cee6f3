import { decodeEvent, type AnyEvent } from '@estate/events';
import type { Consumer, ConsumerMessages, JsMsg } from '@nats-io/jetstream';
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

/** The loop's options with their defaults, and what it learnt of its consumer. */
interface LoopSettings<T> {
  readonly decode: Decoder<T>;
  readonly logger: BusLogger;
  readonly batchSize: number;
  readonly maxInFlight: number;
  readonly expiresMs: number;
  readonly nakDelayMs: number;
  readonly maxNakDelayMs: number;
  readonly retryableDecodeDelayMs: number;
  readonly fetchErrorDelayMs: number;
  /** How often a batch in hand tells the server it is still being worked on. */
  readonly workingEveryMs: number;
  readonly log: { readonly stream: string; readonly durable: string };
}

function settingsOf<T>(bus: Bus, opts: ConsumerLoopOptions<T> & { decode?: Decoder<T> }): Omit<LoopSettings<T>, 'workingEveryMs'> {
  const maxInFlight = opts.maxInFlight ?? 1;
  if (!Number.isInteger(maxInFlight) || maxInFlight < 1) throw new RangeError(`maxInFlight must be a positive integer, got ${maxInFlight}`);
  return {
    decode: (opts.decode ?? defaultDecoder) as Decoder<T>,
    logger: opts.logger ?? bus.logger,
    batchSize: opts.batchSize ?? 256,
    maxInFlight,
    expiresMs: Math.max(1_000, opts.expiresMs ?? 1_000),
    nakDelayMs: opts.nakDelayMs ?? 1_000,
    maxNakDelayMs: opts.maxNakDelayMs ?? 30_000,
    retryableDecodeDelayMs: opts.retryableDecodeDelayMs ?? 60_000,
    fetchErrorDelayMs: opts.fetchErrorDelayMs ?? 1_000,
    log: { stream: opts.stream, durable: opts.durable },
  };
}

/** The keep-alive interval the consumer's ack_wait calls for; warns when its max_ack_pending cannot hold the overlap asked for. */
async function workingEveryMsOf(consumer: Consumer, settings: Omit<LoopSettings<unknown>, 'workingEveryMs' | 'decode'>): Promise<number> {
  const info = await consumer.info(true);
  const { batchSize, maxInFlight } = settings;
  const maxAckPending = info.config.max_ack_pending ?? -1;
  if (maxAckPending > 0 && maxAckPending < (maxInFlight + 1) * batchSize) {
    // Below that, the next fetch waits for earlier batches' acks: less overlap than asked for.
    settings.logger.warn({ ...settings.log, max_ack_pending: maxAckPending, batch_size: batchSize, max_in_flight: maxInFlight }, 'max_ack_pending is below (max in flight + 1) batches');
  }
  // Keep a long commit from outliving ack_wait: tell the server we are still working on it.
  return Math.max(500, Math.floor(millis(info.config.ack_wait ?? 30_000_000_000) / 3));
}

/** The messages of one fetch, split into what the handler gets and what was settled at once. */
interface SortedBatch<T> {
  readonly deliveries: Delivery<T>[];
  /** The messages of `deliveries`, acked or nak'ed with the handler's outcome. */
  readonly held: JsMsg[];
}

/** One running pull loop: fetch, decode, hand to the handler, ack; and its counters. */
class PullLoop<T> {
  readonly counters: ConsumerCounters = { batches: 0, received: 0, acked: 0, naked: 0, termed: 0, redelivered: 0, handlerFailures: 0 };
  #stopping = false;
  #current: ConsumerMessages | undefined;
  #wake: (() => void) | undefined;
  readonly #inFlight = new Set<Promise<void>>();

  constructor(
    private readonly bus: Bus,
    private readonly consumer: Consumer,
    private readonly settings: LoopSettings<T>,
    private readonly handler: ConsumerLoopOptions<T>['handler'],
    private readonly onPoison: ConsumerLoopOptions<T>['onPoison'],
  ) {}

  async run(): Promise<void> {
    while (!this.#stopping && !this.bus.nc.isClosed()) {
      const msgs = await this.#fetchBatch();
      // A fetch that failed because of the stop: what it got is left to ack_wait.
      if (msgs === undefined) break;
      if (msgs.length > 0 && !this.bus.nc.isClosed()) await this.#hand(msgs);
    }
    await Promise.all(this.#inFlight);
    this.settings.logger.info({ ...this.settings.log, ...this.counters }, 'consumer loop stopped');
  }

  /** Stops fetching: ends a pause and closes the fetch in progress. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#wake?.();
    if (this.#current) await this.#current.close().catch(() => undefined);
  }

  /** A batch of what is waiting, up to batchSize; empty after a failed fetch (then paused), undefined when it failed for a stop. */
  async #fetchBatch(): Promise<JsMsg[] | undefined> {
    const msgs: JsMsg[] = [];
    try {
      // The first fetch returns with the first message (it waits up to `expires` only while
      // there is none), the next ones ask for exactly as many as the server says are pending,
      // so they return at once. A trickle is committed as it arrives instead of waiting out
      // `expires` for a full batch; a backlog still makes full batches. Redeliveries are not
      // counted as pending: after one, the batch is filled the old way (full size, or whatever
      // came within `expires`), so a failed batch comes back whole.
      let want = 1;
      while (want > 0 && !this.#stopping) want = await this.#fetchMore(msgs, want);
    } catch (err) {
      if (this.#stopping || this.bus.nc.isClosed()) return undefined;
      this.settings.logger.warn({ ...this.settings.log, err }, 'fetch failed; retrying');
      await this.#pause(this.settings.fetchErrorDelayMs);
    } finally {
      this.#current = undefined;
    }
    return msgs;
  }

  /** Fetches up to `want` more into `msgs`; returns how many to ask for next (0: the batch is done). */
  async #fetchMore(msgs: JsMsg[], want: number): Promise<number> {
    const before = msgs.length;
    let pending = 0;
    let redelivered = false;
    this.#current = await this.consumer.fetch({ max_messages: want, expires: this.settings.expiresMs });
    for await (const m of this.#current) {
      msgs.push(m);
      pending = m.info.pending;
      redelivered ||= m.info.redelivered;
      if (this.#stopping) break;
    }
    this.#current = undefined;
    const room = this.settings.batchSize - msgs.length;
    if (msgs.length === before) return 0;
    if (redelivered && before === 0) return room;
    return Math.min(pending, room);
  }

  #pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (this.#wake = undefined));
  }

  /** Starts a batch; waits while `maxInFlight` batches are unsettled. */
  async #hand(msgs: JsMsg[]): Promise<void> {
    const settled: Promise<void> = this.#process(msgs)
      // Handler and flush failures are handled inside; anything else leaves the batch to ack_wait.
      .catch((err: unknown) => this.settings.logger.error({ ...this.settings.log, err }, 'batch processing failed; unacked messages will be redelivered'))
      .finally(() => this.#inFlight.delete(settled));
    this.#inFlight.add(settled);
    while (this.#inFlight.size >= this.settings.maxInFlight) await Promise.race(this.#inFlight);
  }

  async #process(msgs: JsMsg[]): Promise<void> {
    this.counters.batches++;
    const batch = this.#sort(msgs);
    if (batch.deliveries.length > 0) await this.#commit(batch);
    await this.#confirmAcks();
  }

  /** Decodes each message: a readable one is delivered, an unreadable one settled now (nak'ed or termed). */
  #sort(msgs: JsMsg[]): SortedBatch<T> {
    const deliveries: Delivery<T>[] = [];
    const held: JsMsg[] = [];
    for (const m of msgs) {
      this.counters.received++;
      const deliveryCount = m.info.deliveryCount;
      if (deliveryCount > 1) this.counters.redelivered++;
      const decoded = safeDecode(this.settings.decode, m);
      if (decoded.ok) {
        deliveries.push({ event: decoded.event, subject: m.subject, streamSeq: m.seq, deliveryCount });
        held.push(m);
      } else this.#settlePoison(m, decoded.error, deliveryCount);
    }
    return { deliveries, held };
  }

  #settlePoison(m: JsMsg, error: DecodeFailure, deliveryCount: number): void {
    const { logger, log } = this.settings;
    const report: PoisonReport = { ...error, subject: m.subject, streamSeq: m.seq, deliveryCount };
    if (error.retryable) {
      m.nak(this.settings.retryableDecodeDelayMs);
      this.counters.naked++;
      logger.warn({ ...log, ...report }, 'event not readable by this version; retrying later');
    } else {
      m.term(this.bus.features.termReason ? `${error.reason}: ${error.message}`.slice(0, 200) : undefined);
      this.counters.termed++;
      logger.error({ ...log, ...report }, 'poison event terminated');
    }
    this.onPoison?.(report);
  }

  /** Hands the deliveries to the handler: acked when it resolves, nak'ed with a growing delay when it rejects. */
  async #commit({ deliveries, held }: SortedBatch<T>): Promise<void> {
    const keepAlive = setInterval(() => held.forEach((m) => m.working()), this.settings.workingEveryMs);
    try {
      await this.handler(deliveries);
      for (const m of held) m.ack();
      this.counters.acked += held.length;
    } catch (err) {
      this.counters.handlerFailures++;
      for (const m of held) m.nak(this.#nakDelay(m.info.deliveryCount));
      this.counters.naked += held.length;
      this.settings.logger.error({ ...this.settings.log, err, batch: held.length }, 'batch handler failed; messages nak\'ed for redelivery');
    } finally {
      clearInterval(keepAlive);
    }
  }

  #nakDelay(deliveryCount: number): number {
    return Math.min(this.settings.maxNakDelayMs, this.settings.nakDelayMs * 2 ** Math.max(0, deliveryCount - 1));
  }

  /**
   * Acks are fire-and-forget; a round trip makes sure the server has applied them before this
   * batch counts as done (and before stop() resolves). While disconnected the client keeps them
   * and sends them on reconnect; if they are lost, ack_wait redelivers.
   */
  async #confirmAcks(): Promise<void> {
    try {
      await this.bus.nc.flush();
    } catch (err) {
      this.settings.logger.warn({ ...this.settings.log, err }, 'could not confirm acks; unconfirmed messages may be redelivered');
    }
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
  const settings = settingsOf(bus, opts);
  const consumer = await bus.js.consumers.get(opts.stream, opts.durable);
  const workingEveryMs = await workingEveryMsOf(consumer, settings);
  const loop = new PullLoop<T>(bus, consumer, { ...settings, workingEveryMs }, opts.handler, opts.onPoison);
  const done = loop.run();
  return {
    done,
    async stop() {
      await loop.stop();
      await done;
    },
    stats: () => ({ ...loop.counters }),
    async lag() {
      const i = await consumer.info();
      return { pending: i.num_pending, ackPending: i.num_ack_pending };
    },
  };
}
