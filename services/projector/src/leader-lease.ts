import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { ensureBucket, type Bus, type KV, type KvEntry } from '@estate/bus';
import { STREAM_NAMES } from '@estate/events';
import type { Logger } from '@estate/runtime';

/** The bucket of projector leases: one key per durable consumer, held by the active projector. */
export const LEASE_BUCKET = 'projector_leases';

/** What the holder writes into its lease; informational (who, since when), never compared by clock. */
export interface LeaseHolder {
  instance: string;
  host: string;
  pid: number;
  since: string;
}

export interface LeaderLeaseOptions {
  /** The key: the durable consumer the lease guards. */
  key: string;
  /** A lease not renewed for this long (as the contender's own clock measures it) is taken over. */
  ttlMs: number;
  logger: Logger;
  instance?: string;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

const isLive = (entry: KvEntry | null): entry is KvEntry => entry !== null && entry.operation === 'PUT';

/**
 * One active projector per durable consumer: a lease in NATS KV, renewed by compare-and-set on
 * its revision every third of the TTL. A contender takes it when it is absent (released on a
 * graceful stop) or when its revision has not moved for a whole TTL as the contender's own
 * monotonic clock measures it, so no two machines' clocks are ever compared; the take is a
 * compare-and-set on the revision it watched, so of several contenders exactly one wins.
 *
 * NATS 2.10 has neither per-key TTLs nor pinned pull consumers (both 2.11), hence the revision
 * watching instead of an expiring key. The holder gives the lease up itself (`lost`) when a
 * renewal fails by compare-and-set (someone took it) or when it has not renewed for three
 * quarters of the TTL (cut off from NATS: a contender may take it a quarter TTL later).
 */
export class LeaderLease {
  readonly holder: LeaseHolder;
  readonly #kv: KV;
  readonly #key: string;
  readonly #ttlMs: number;
  readonly #logger: Logger;
  #revision = 0;
  #renewedAt = 0;
  #heartbeat: NodeJS.Timeout | undefined;
  /** A renewal still in flight: the next tick skips, so two never race on one revision. */
  #renewing = false;
  #lost: ((reason: string) => void) | undefined;

  private constructor(kv: KV, options: LeaderLeaseOptions) {
    this.#kv = kv;
    this.#key = options.key;
    this.#ttlMs = options.ttlMs;
    this.#logger = options.logger;
    this.holder = { instance: options.instance ?? randomUUID(), host: hostname(), pid: process.pid, since: '' };
  }

  /**
   * Opens the lease bucket, creating it with the replica count of the OBSERVATIONS stream (R1 on
   * one node, R3 on a cluster: whatever provisioning chose for the streams).
   */
  static async open(bus: Bus, options: LeaderLeaseOptions): Promise<LeaderLease> {
    if (!(options.ttlMs >= 1000)) throw new RangeError(`lease ttl must be at least 1000 ms, got ${options.ttlMs}`);
    const stream = await bus.jsm.streams.info(STREAM_NAMES.observations);
    const { kv } = await ensureBucket(bus, {
      name: LEASE_BUCKET,
      ttlMs: 0,
      history: 1,
      storage: 'file',
      replicas: stream.config.num_replicas,
      description: 'Projector leases: the active projector of each durable consumer',
    });
    return new LeaderLease(kv, options);
  }

  get held(): boolean {
    return this.#heartbeat !== undefined;
  }

  /** Resolves once this instance holds the lease; false if `signal` aborted first. */
  async acquire(signal: AbortSignal): Promise<boolean> {
    const pollMs = Math.max(250, Math.floor(this.#ttlMs / 4));
    let watched = { revision: -1, since: 0 };
    while (!signal.aborted) {
      try {
        const entry = await this.#kv.get(this.#key);
        if (!isLive(entry)) {
          if (await this.#take(() => this.#kv.create(this.#key, this.#value()))) return true;
        } else if (entry.revision !== watched.revision) {
          watched = { revision: entry.revision, since: performance.now() };
        } else if (performance.now() - watched.since >= this.#ttlMs) {
          this.#logger.warn({ previous: entry.json<LeaseHolder>(), ttl_ms: this.#ttlMs }, 'projector lease not renewed for a whole ttl; taking over');
          if (await this.#take(() => this.#kv.update(this.#key, this.#value(), entry.revision))) return true;
        }
      } catch (err) {
        this.#logger.warn({ err }, 'could not read the projector lease; retrying');
      }
      await sleep(pollMs, signal);
    }
    return false;
  }

  /** Called once when a held lease is lost (taken over, or not renewed in time). */
  onLost(callback: (reason: string) => void): void {
    this.#lost = callback;
  }

  /** Gives the lease up (a graceful stop): a standby takes it at its next look instead of a TTL later. */
  async release(): Promise<void> {
    if (!this.held) return;
    this.#stopHeartbeat();
    await this.#kv.delete(this.#key, { previousSeq: this.#revision }).catch((err: unknown) => this.#logger.warn({ err }, 'could not release the projector lease'));
  }

  async #take(write: () => Promise<number>): Promise<boolean> {
    this.holder.since = new Date().toISOString();
    try {
      this.#revision = await write();
    } catch {
      // Another contender's write came first (compare-and-set): keep watching.
      return false;
    }
    this.#renewedAt = performance.now();
    this.#heartbeat = setInterval(() => void this.#renew(), Math.max(250, Math.floor(this.#ttlMs / 3)));
    return true;
  }

  async #renew(): Promise<void> {
    if (this.#renewing) return;
    this.#renewing = true;
    try {
      await this.#tryRenew();
    } finally {
      this.#renewing = false;
    }
  }

  async #tryRenew(): Promise<void> {
    try {
      this.#revision = await this.#kv.update(this.#key, this.#value(), this.#revision);
      this.#renewedAt = performance.now();
      return;
    } catch (err) {
      const entry = await this.#kv.get(this.#key).catch(() => undefined);
      // The write failed but the lease is elsewhere: someone took it.
      if (entry !== undefined && !(isLive(entry) && entry.revision === this.#revision)) return this.#give('taken over');
      this.#logger.warn({ err }, 'could not renew the projector lease');
    }
    if (performance.now() - this.#renewedAt >= (this.#ttlMs * 3) / 4) this.#give('not renewed in time');
  }

  #give(reason: string): void {
    if (!this.held) return;
    this.#stopHeartbeat();
    this.#logger.warn({ reason }, 'projector lease lost');
    this.#lost?.(reason);
  }

  #stopHeartbeat(): void {
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
  }

  #value(): string {
    return JSON.stringify(this.holder);
  }
}
