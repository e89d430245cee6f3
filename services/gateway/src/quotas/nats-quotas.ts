import { BUCKETS, openBucket, type Bus, type BusLogger } from '@estate/bus';
import type { Caller } from '../auth/authenticate.js';
import { ApiError } from '../http/api-error.js';
import { parseBalance } from './credit-balance.js';
import { CreditLedger } from './credit-ledger.js';
import { defaultInstanceId, GatewayRegistry } from './gateway-registry.js';
import { KvMirror } from '@estate/bus';
import { DEFAULT_RATE_LIMIT, freeReservation, type CreditReservation, type Quotas, type RateDecision } from './quotas.js';
import { RateLimiter } from './rate-limiter.js';
import { AddressLimits } from './address-limits.js';
import type { RateLimit } from '../auth/key-store.js';

const SWEEP_MS = 1_000;

export interface NatsQuotasOptions {
  logger: BusLogger;
  /** Names this process in the `gateways` bucket; default `<host>-<pid>-<random>`. */
  instanceId?: string;
  /** How often the registration is refreshed; default `GATEWAY_HEARTBEAT_MS`. */
  heartbeatMs?: number;
  /** Failed or unauthenticated requests per client address across the deployment; default `DEFAULT_FAILURE_LIMIT`. */
  failureLimit?: RateLimit;
}

/**
 * Credits and rate limits shared by every gateway process through NATS KV: balances in the
 * `credits` bucket, spent through leases (see `CreditLedger`), and each key's rate limit split
 * evenly among the processes registered in the `gateways` bucket (see `RateLimiter`), and so is
 * each client address's allowance of failed requests (`addresses`, see `AddressLimits`).
 */
export class NatsQuotas implements Quotas {
  readonly #timer: ReturnType<typeof setInterval>;
  #closing: Promise<void> | undefined;

  private constructor(
    private readonly registry: GatewayRegistry,
    private readonly balances: KvMirror<number>,
    private readonly ledger: CreditLedger,
    private readonly limiter: RateLimiter,
    readonly addresses: AddressLimits,
    private readonly logger: BusLogger,
  ) {
    this.#timer = setInterval(() => {
      this.ledger.sweep();
      this.limiter.prune();
      this.addresses.prune();
    }, SWEEP_MS);
    this.#timer.unref();
  }

  static async open(bus: Bus, options: NatsQuotasOptions): Promise<NatsQuotas> {
    const { logger } = options;
    const balances = await KvMirror.open<number>(await openBucket(bus, BUCKETS.credits), { parse: (_key, value) => parseBalance(value), logger, what: BUCKETS.credits });
    let registry: GatewayRegistry;
    try {
      registry = await GatewayRegistry.open(await openBucket(bus, BUCKETS.gateways), {
        instanceId: options.instanceId ?? defaultInstanceId(),
        logger,
        ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
      });
    } catch (error) {
      balances.close();
      throw error;
    }
    const gateways = () => registry.count();
    return new NatsQuotas(registry, balances, new CreditLedger({ balances, gateways, logger }), new RateLimiter(gateways), new AddressLimits(gateways, options.failureLimit), logger);
  }

  get instanceId(): string {
    return this.registry.instanceId;
  }

  /** Live gateway processes sharing the rate limits, this one included. */
  gatewayCount(): number {
    return this.registry.count();
  }

  admit(caller: Caller): RateDecision {
    return this.limiter.take(caller.keyId, caller.rateLimit ?? DEFAULT_RATE_LIMIT);
  }

  reserve(caller: Caller, cost: number): CreditReservation | undefined | Promise<CreditReservation | undefined> {
    if (caller.credits === undefined || cost === 0) return freeReservation(cost);
    const reserved = this.ledger.reserve(caller.keyId, caller.credits, cost);
    if (!(reserved instanceof Promise)) return reserved;
    return reserved.catch((err: unknown) => {
      this.logger.warn({ err, key_id: caller.keyId }, 'could not lease credits');
      throw new ApiError('store_unavailable', 'credit balances cannot be reached right now; retry shortly');
    });
  }

  remaining(caller: Caller): number | undefined {
    return caller.credits === undefined ? undefined : this.ledger.remaining(caller.keyId, caller.credits);
  }

  /**
   * Returns the credits this process holds and removes its registration. Close the HTTP server
   * first, so no request settles a reservation afterwards. Safe to call twice.
   */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      clearInterval(this.#timer);
      try {
        await this.ledger.close();
      } finally {
        this.balances.close();
        await this.registry.close();
      }
    })();
    return this.#closing;
  }
}
