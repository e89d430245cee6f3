import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { putJson, type BusLogger, type KV } from '@estate/bus';
import { KvMirror } from '@estate/bus';

export const GATEWAY_HEARTBEAT_MS = 5_000;
/** A registration not refreshed for this many heartbeats belongs to a process that is gone. */
const MISSED_HEARTBEATS = 3;

export interface GatewayRegistration {
  instance_id: string;
  hostname: string;
  pid: number;
  started_at: string;
  last_seen_at: string;
}

export function defaultInstanceId(): string {
  const host = hostname().replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 32) || 'host';
  return `${host}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/**
 * This process's entry in the `gateways` bucket, refreshed every heartbeat and deleted on close,
 * and the count of live gateway processes read from a mirror of the bucket. Liveness is judged
 * by when this process last saw an entry change, not by the writer's clock, so clocks need not
 * agree; a process that crashed still counts for up to three heartbeats (the bucket's max age
 * then removes its entry), which only makes every other process's share smaller meanwhile.
 */
export class GatewayRegistry {
  /**
   * The last count and until when it holds: every request's rate limit asks, so the count is
   * worked out again only when an entry changes or the first live one would go stale.
   */
  #counted: { count: number; until: number } | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #beating: Promise<void> = Promise.resolve();
  #failures = 0;

  private constructor(
    private readonly kv: KV,
    private readonly mirror: KvMirror<number>,
    private registration: GatewayRegistration,
    private readonly options: { logger: BusLogger; heartbeatMs: number },
  ) {}

  static async open(kv: KV, options: { instanceId: string; logger: BusLogger; heartbeatMs?: number }): Promise<GatewayRegistry> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(options.instanceId)) throw new Error(`gateway instance id ${JSON.stringify(options.instanceId)} must be 1-128 of A-Z a-z 0-9 _ -`);
    const heartbeatMs = options.heartbeatMs ?? GATEWAY_HEARTBEAT_MS;
    const now = new Date().toISOString();
    const registration = { instance_id: options.instanceId, hostname: hostname(), pid: process.pid, started_at: now, last_seen_at: now };
    // Each entry is stored as the local time it was last seen changing.
    // The mirror reports changes from its first load on, before the registry exists to hear them.
    const changes = { heard: () => {} };
    const mirror = await KvMirror.open<number>(kv, { parse: () => Date.now(), logger: options.logger, what: 'gateways', onChange: () => changes.heard() });
    const registry = new GatewayRegistry(kv, mirror, registration, { logger: options.logger, heartbeatMs });
    changes.heard = () => registry.#forgetCount();
    try {
      mirror.observe(options.instanceId, Date.now(), await putJson(kv, options.instanceId, registration));
    } catch (error) {
      mirror.close();
      throw error;
    }
    registry.#timer = setInterval(() => {
      registry.#beating = registry.#beat();
    }, heartbeatMs);
    registry.#timer.unref();
    return registry;
  }

  get instanceId(): string {
    return this.registration.instance_id;
  }

  /** Live gateway processes, this one included. */
  count(): number {
    const now = Date.now();
    if (this.#counted && now < this.#counted.until) return this.#counted.count;
    const lifetime = MISSED_HEARTBEATS * this.options.heartbeatMs;
    const since = now - lifetime;
    let live = 0;
    let self = false;
    let until = Number.POSITIVE_INFINITY;
    for (const [key, entry] of this.mirror.entries()) {
      if (key === this.instanceId) self = true;
      else if (entry.value >= since) until = Math.min(until, entry.value + lifetime + 1);
      if (key === this.instanceId || entry.value >= since) live++;
    }
    const count = self ? live : live + 1;
    this.#counted = { count, until };
    return count;
  }

  #forgetCount(): void {
    this.#counted = undefined;
  }

  async #beat(): Promise<void> {
    this.registration = { ...this.registration, last_seen_at: new Date().toISOString() };
    try {
      this.mirror.observe(this.instanceId, Date.now(), await putJson(this.kv, this.instanceId, this.registration));
      if (this.#failures > 0) this.options.logger.info({ instance_id: this.instanceId, missed: this.#failures }, 'gateway registration heartbeat restored');
      this.#failures = 0;
    } catch (err) {
      this.#failures++;
      this.options.logger.warn({ instance_id: this.instanceId, err, missed: this.#failures }, 'gateway registration heartbeat failed');
    }
  }

  /** Stops the heartbeat and removes the entry, so the others take over its share at once. */
  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#beating;
    try {
      await this.kv.delete(this.instanceId);
    } catch (err) {
      this.options.logger.warn({ instance_id: this.instanceId, err }, 'could not remove the gateway registration; it expires with the bucket max age');
    } finally {
      this.mirror.close();
    }
  }
}
