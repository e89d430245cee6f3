import { encodeEvent, subjectFor, type AnyEvent } from '@estate/events';
import { headers } from '@nats-io/transport-node';
import { AckedPublisher, type StreamAck } from './acked-publish.js';
import type { Bus } from './connection.js';
import { isTransient, sleep } from './transient.js';
import type { BusLogger } from './logger.js';

export interface PublisherOptions {
  /** Outstanding (unacknowledged) publishes; default 64, the fastest window measured here. */
  maxPending?: number;
  /**
   * Attempts per message on a timeout, a lost connection, a server still recovering its
   * streams or a cluster electing a stream leader (see isTransient); safe because of the msg
   * id: a retry of a publish that was stored after all is acked as a duplicate. Default 8
   * (about 16 s with the default delays).
   */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt up to maxRetryDelayMs. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Per-publish ack timeout; default the JetStream client's. */
  timeoutMs?: number;
  /**
   * Acks on one subscription (AckedPublisher) instead of a request per message: for a process
   * that publishes thousands a second (the projector's change feed). Default false.
   */
  ackedSubscription?: boolean;
  logger?: BusLogger;
}

export interface PublisherCounters {
  /** Acknowledged by a stream, duplicates included. */
  acked: number;
  /** Acknowledged as a duplicate of a message already in the stream (same msg id). */
  duplicates: number;
  /** Gave up after all attempts. */
  failed: number;
  retries: number;
  pending: number;
}

export interface PublishOutcome {
  msgId: string;
  stream: string;
  seq: number;
  duplicate: boolean;
}

/** Publishes that failed after every attempt; reported on the next publish() or on flush(). */
export class PublishError extends Error {
  override readonly name = 'PublishError';
  constructor(readonly failures: ReadonlyArray<{ msgId: string; subject: string; error: Error }>) {
    super(`${failures.length} publish(es) failed: ${failures.slice(0, 3).map((f) => `${f.subject} ${f.msgId}: ${f.error.message}`).join('; ')}`);
  }
}

/**
 * Asynchronous JetStream publisher with a bounded window of outstanding acks. `publish()`
 * resolves once the message is sent and the window has room, not when it is stored; call
 * `flush()` to wait for every ack. Each message carries `Nats-Msg-Id`, so a retry (here or
 * by a restarted collector) is dropped by the stream's duplicate window and counted.
 */
export class Publisher {
  private readonly inFlight = new Set<Promise<void>>();
  private failures: Array<{ msgId: string; subject: string; error: Error }> = [];
  private readonly maxPending: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly logger: BusLogger;
  private readonly counters: PublisherCounters = { acked: 0, duplicates: 0, failed: 0, retries: 0, pending: 0 };

  constructor(
    private readonly bus: Bus,
    private readonly opts: PublisherOptions = {},
  ) {
    this.maxPending = opts.maxPending ?? 64;
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.retryDelayMs = opts.retryDelayMs ?? 200;
    this.maxRetryDelayMs = opts.maxRetryDelayMs ?? 5_000;
    this.logger = opts.logger ?? bus.logger;
    if (this.maxPending < 1) throw new RangeError('maxPending must be at least 1');
  }

  /** Publishes an event to its subject with its id as the msg id. */
  publish(event: AnyEvent, onAck?: (outcome: PublishOutcome) => void): Promise<void> {
    return this.publishRaw(subjectFor(event.type, event.platform), encodeEvent(event), event.id, onAck);
  }

  /** Publishes bytes that are not an event (read-job requests) with the same guarantees. */
  async publishRaw(subject: string, data: Uint8Array, msgId: string, onAck?: (outcome: PublishOutcome) => void): Promise<void> {
    this.throwFailures();
    while (this.inFlight.size >= this.maxPending) await Promise.race(this.inFlight);
    const task = this.send(subject, data, msgId, onAck).finally(() => {
      this.inFlight.delete(task);
      this.counters.pending = this.inFlight.size;
    });
    this.inFlight.add(task);
    this.counters.pending = this.inFlight.size;
  }

  /** Waits for every outstanding ack; throws PublishError if any publish failed. */
  async flush(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
    this.throwFailures();
  }

  stats(): Readonly<PublisherCounters> {
    return { ...this.counters };
  }

  private throwFailures(): void {
    if (this.failures.length === 0) return;
    const failures = this.failures;
    this.failures = [];
    throw new PublishError(failures);
  }

  #acked: AckedPublisher | undefined;

  #publishOnce(subject: string, data: Uint8Array, msgId: string): Promise<StreamAck> {
    if (this.opts.ackedSubscription !== true) return this.bus.js.publish(subject, data, { msgID: msgId, ...(this.opts.timeoutMs === undefined ? {} : { timeout: this.opts.timeoutMs }) });
    this.#acked ??= this.opts.timeoutMs === undefined ? AckedPublisher.of(this.bus.nc) : new AckedPublisher(this.bus.nc, this.opts.timeoutMs);
    const hdrs = headers();
    hdrs.set('Nats-Msg-Id', msgId);
    return this.#acked.publish(subject, data, hdrs);
  }

  private async send(subject: string, data: Uint8Array, msgId: string, onAck?: (outcome: PublishOutcome) => void): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      let ack: StreamAck;
      try {
        ack = await this.#publishOnce(subject, data, msgId);
      } catch (err) {
        const error = err instanceof Error ? err : new Error(String(err));
        if (attempt >= this.maxAttempts || !isTransient(error)) {
          this.counters.failed++;
          this.failures.push({ msgId, subject, error });
          this.logger.error({ subject, msg_id: msgId, attempt, err: error }, 'publish failed');
          return;
        }
        this.counters.retries++;
        this.logger.warn({ subject, msg_id: msgId, attempt, err: error.message }, 'publish retry');
        await sleep(Math.min(this.maxRetryDelayMs, this.retryDelayMs * 2 ** (attempt - 1)));
        continue;
      }
      this.counters.acked++;
      if (ack.duplicate) this.counters.duplicates++;
      onAck?.({ msgId, stream: ack.stream, seq: ack.seq, duplicate: ack.duplicate });
      return;
    }
  }
}
