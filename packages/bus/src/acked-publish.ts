import { createInbox, headers, type MsgHdrs, type NatsConnection, type Subscription } from '@nats-io/transport-node';

/** What a stream answered to one publish. */
export interface StreamAck {
  stream: string;
  seq: number;
  duplicate: boolean;
}

/** A publish the stream refused (`code` is JetStream's `err_code`, e.g. 10071 wrong last sequence), or that got no answer. */
export class AckedPublishError extends Error {
  override readonly name = 'AckedPublishError';
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
  }
}

interface Waiting {
  resolve(ack: StreamAck): void;
  reject(error: Error): void;
  sentAt: number;
}

interface AckBody {
  stream?: string;
  seq?: number;
  duplicate?: boolean;
  error?: { code?: number; err_code?: number; description?: string };
}

const decoder = new TextDecoder();

/**
 * JetStream publishes whose acks come back on one subscription, for writers that publish
 * thousands of messages a batch (the projector's KV documents). The client's `js.publish` is a
 * request: per message a request object, a timer, a promise, a mux entry and an Error with its
 * stack trace (built when the finished request is cancelled, `noAsyncTraces` or not): twice the
 * client CPU per KV write of this path (test/bench/kv-write-cost.ts), a tenth of the projector's.
 * Here a message costs a map entry; one timer a second fails the acks older than `timeoutMs`. After a reconnect, acks in flight are lost and fail by that timeout, as a
 * request's would.
 */
export class AckedPublisher {
  static readonly #shared = new WeakMap<NatsConnection, AckedPublisher>();
  readonly #prefix: string;
  readonly #waiting = new Map<string, Waiting>();
  readonly #subscription: Subscription;
  #next = 0;
  #sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly nc: NatsConnection,
    private readonly timeoutMs = 10_000,
  ) {
    this.#prefix = createInbox();
    this.#subscription = nc.subscribe(`${this.#prefix}.*`, {
      callback: (error, msg) => {
        if (error) return;
        this.#settle(msg.subject.slice(this.#prefix.length + 1), msg.headers, msg.data);
      },
    });
  }

  /** One publisher per connection (one subscription), made on first use. */
  static of(nc: NatsConnection): AckedPublisher {
    let publisher = AckedPublisher.#shared.get(nc);
    if (!publisher) {
      publisher = new AckedPublisher(nc);
      AckedPublisher.#shared.set(nc, publisher);
    }
    return publisher;
  }

  /** Publishes and resolves with the stream's ack; rejects with AckedPublishError when refused or unanswered. */
  publish(subject: string, data: Uint8Array, hdrs?: MsgHdrs): Promise<StreamAck> {
    const token = (this.#next++).toString(36);
    return new Promise<StreamAck>((resolve, reject) => {
      this.#waiting.set(token, { resolve, reject, sentAt: performance.now() });
      this.#sweeper ??= setInterval(() => this.#sweep(), 1_000).unref();
      try {
        this.nc.publish(subject, data, { reply: `${this.#prefix}.${token}`, ...(hdrs ? { headers: hdrs } : {}) });
      } catch (error) {
        this.#waiting.delete(token);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Stops listening; what is still waiting fails. */
  close(): void {
    this.#subscription.unsubscribe();
    this.#fail([...this.#waiting.keys()], 'the publisher was closed');
    clearInterval(this.#sweeper);
    this.#sweeper = undefined;
  }

  #settle(token: string, hdrs: MsgHdrs | undefined, data: Uint8Array): void {
    const waiting = this.#waiting.get(token);
    if (!waiting) return;
    this.#waiting.delete(token);
    // A status message without a body: 503 is "no responders" (no stream takes the subject).
    if (hdrs?.hasError) return waiting.reject(new AckedPublishError(`${hdrs.code} ${hdrs.description || 'no responders'}`, hdrs.code));
    let body: AckBody;
    try {
      body = JSON.parse(decoder.decode(data)) as AckBody;
    } catch {
      return waiting.reject(new AckedPublishError('unreadable publish ack', undefined));
    }
    if (body.error) return waiting.reject(new AckedPublishError(body.error.description ?? 'publish refused', body.error.err_code ?? body.error.code));
    waiting.resolve({ stream: body.stream ?? '', seq: body.seq ?? 0, duplicate: body.duplicate === true });
  }

  #sweep(): void {
    const oldest = performance.now() - this.timeoutMs;
    const late: string[] = [];
    for (const [token, waiting] of this.#waiting) if (waiting.sentAt <= oldest) late.push(token);
    this.#fail(late, `no publish ack within ${this.timeoutMs} ms`);
    if (this.#waiting.size === 0) {
      clearInterval(this.#sweeper);
      this.#sweeper = undefined;
    }
  }

  #fail(tokens: readonly string[], message: string): void {
    for (const token of tokens) {
      const waiting = this.#waiting.get(token);
      this.#waiting.delete(token);
      waiting?.reject(new AckedPublishError(message, undefined));
    }
  }
}

/** The header that makes a put a create: the stream refuses it when the subject already has a message. */
const EXPECTED_LAST_SUBJECT_SEQUENCE = 'Nats-Expected-Last-Subject-Sequence';
/** JetStream's err_code for a failed expected-last-sequence check. */
export const WRONG_LAST_SEQUENCE = 10071;

/** The KV client's rule for a key: it is a subject, so no spaces or wildcards. */
const VALID_KEY = /^[-/=.\w]+$/;

function subjectKey(key: string): string {
  if (key.startsWith('.') || key.endsWith('.') || !VALID_KEY.test(key)) throw new AckedPublishError(`invalid key: ${key}`, undefined);
  return key;
}

/**
 * Puts and creates of one KV bucket through an AckedPublisher: the bucket's messages as the KV
 * client writes them (`$KV.<bucket>.<key>`), at a map entry each instead of a request each.
 */
export class KvWriter {
  readonly #prefix: string;

  constructor(
    private readonly publisher: AckedPublisher,
    bucket: string,
  ) {
    this.#prefix = `$KV.${bucket}.`;
  }

  /** Stores the value; resolves with its revision. */
  async put(key: string, value: Uint8Array): Promise<number> {
    return (await this.publisher.publish(this.#prefix + subjectKey(key), value)).seq;
  }

  /**
   * Stores the value only when the bucket has never held the key (a deleted key counts as held:
   * the KV client's own create would retry over the marker, a caller here reads and puts).
   * Resolves true when stored, false when the key has a message; other failures reject.
   */
  async create(key: string, value: Uint8Array): Promise<boolean> {
    const subject = this.#prefix + subjectKey(key);
    const hdrs = headers();
    hdrs.set(EXPECTED_LAST_SUBJECT_SEQUENCE, '0');
    try {
      await this.publisher.publish(subject, value, hdrs);
      return true;
    } catch (error) {
      if (error instanceof AckedPublishError && error.code === WRONG_LAST_SEQUENCE) return false;
      throw error;
    }
  }
}
