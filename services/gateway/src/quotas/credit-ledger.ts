import type { BusLogger } from '@estate/bus';
import { changeBalance, type Balance } from './credit-balance.js';
import type { KvMirror } from '@estate/bus';
import type { CreditReservation } from './quotas.js';

/** A lease covers about this many seconds of the key's recent demand in this process… */
const LEASE_SECONDS = 2;
/** …but never more than this (what a crash of this process may strand, per key)… */
const MAX_LEASE = 1_000;
/** …nor more than this fraction of the balance per live gateway, so a low balance is not hoarded. */
const FAIR_SHARE = 1 / 2;
/** Demand assumed for a key this process has not leased for yet, in credits per second. */
const FIRST_RATE = 5;
/** The next lease is fetched in the background once the credits in hand fall to this part of the last. */
const LOW_WATER = 1 / 4;
/** Credits in hand that no request used for this long go back to the bucket. */
export const IDLE_RETURN_MS = 5_000;

interface KeyCredits {
  grant: number;
  /** Leased from the bucket and not yet spent. */
  stock: number;
  /** On their way back to the bucket. */
  returning: number;
  /** Spent since the last lease, and when that lease came: the demand estimate. */
  spent: number;
  leasedAt: number;
  rate: number;
  lastLease: number;
  usedAt: number;
  /** Reservations not yet settled: the state must outlive them. */
  open: number;
  refill: Promise<number> | undefined;
}

class Reservation implements CreditReservation {
  #settled = false;
  constructor(
    readonly cost: number,
    private readonly credits: KeyCredits,
  ) {}

  settle(charged: boolean): void {
    if (this.#settled) return;
    this.#settled = true;
    this.credits.open--;
    if (!charged) {
      this.credits.stock += this.cost;
      this.credits.spent -= this.cost;
    }
  }
}

export interface CreditLedgerOptions {
  /** The `credits` bucket, mirrored. */
  balances: KvMirror<number>;
  /** Live gateway processes, this one included. */
  gateways: () => number;
  logger: BusLogger;
  now?: () => number;
}

/**
 * Spends credits of metered keys in one gateway process. Balances live in the `credits` bucket,
 * shared by every process; a request must not wait on NATS, so the process leases blocks of
 * credits (compare-and-set decrement of the balance) and spends them locally, fetching the next
 * block in the background before the current one runs out.
 *
 * Exactness: no credit is ever spent twice, since a credit leaves the bucket by one successful
 * compare-and-set before any process spends it. A credit can be kept from use, though:
 * - credits leased to one process are invisible to the others until spent or returned, so a key
 *   may get 402 from one process while another still holds some. Lease sizes shrink with the
 *   balance (at most half of it per live process) and idle credits go back after
 *   `IDLE_RETURN_MS`, so this only happens near the end of a balance and lasts seconds;
 * - credits in hand when a process crashes are lost (at most `MAX_LEASE` per key); on close
 *   they are returned.
 * `remaining` is the balance last seen in the bucket plus this process's credits in hand: it
 * leaves out what the other processes hold, and lags their leases by the watch's delay.
 */
export class CreditLedger {
  readonly #keys = new Map<string, KeyCredits>();
  /** Idle credits on their way back, which close() must wait for. */
  readonly #returns = new Set<Promise<void>>();
  readonly #now: () => number;
  #closed = false;

  constructor(private readonly options: CreditLedgerOptions) {
    this.#now = options.now ?? Date.now;
  }

  reserve(keyId: string, grant: number, cost: number): CreditReservation | undefined | Promise<CreditReservation | undefined> {
    const credits = this.#credits(keyId, grant);
    if (credits.stock >= cost) {
      const reservation = this.#take(credits, cost);
      if (credits.stock <= credits.lastLease * LOW_WATER && !credits.refill && this.#balance(keyId, credits) > 0) {
        this.#refill(keyId, credits, 1).catch((err: unknown) => this.options.logger.warn({ err, key_id: keyId }, 'could not lease credits ahead of need'));
      }
      return reservation;
    }
    return this.#reserveSlowly(keyId, credits, cost);
  }

  remaining(keyId: string, grant: number): number {
    const credits = this.#keys.get(keyId);
    return this.#balance(keyId, credits, grant) + (credits ? credits.stock + credits.returning : 0);
  }

  /** Returns credits left idle; forgets keys with nothing in hand. Call about once a second. */
  sweep(): void {
    const now = this.#now();
    for (const [keyId, credits] of this.#keys) {
      if (credits.refill || now - credits.usedAt < IDLE_RETURN_MS) continue;
      if (credits.stock > 0) {
        const giving = this.#giveBack(keyId, credits);
        this.#returns.add(giving);
        void giving.finally(() => this.#returns.delete(giving));
      } else if (credits.open === 0 && credits.returning === 0) this.#keys.delete(keyId);
    }
  }

  /** Returns every credit in hand to the bucket. Close the HTTP server first: later refunds are lost. */
  async close(): Promise<void> {
    this.#closed = true;
    const states = [...this.#keys];
    await Promise.allSettled([...states.map(([, credits]) => credits.refill), ...this.#returns]);
    await Promise.all(states.map(([keyId, credits]) => this.#giveBack(keyId, credits)));
  }

  #credits(keyId: string, grant: number): KeyCredits {
    let credits = this.#keys.get(keyId);
    if (!credits) {
      credits = { grant, stock: 0, returning: 0, spent: 0, leasedAt: 0, rate: FIRST_RATE, lastLease: 0, usedAt: this.#now(), open: 0, refill: undefined };
      this.#keys.set(keyId, credits);
    }
    credits.grant = grant;
    return credits;
  }

  #take(credits: KeyCredits, cost: number): Reservation {
    credits.stock -= cost;
    credits.spent += cost;
    credits.usedAt = this.#now();
    credits.open++;
    return new Reservation(cost, credits);
  }

  /** The bucket's balance as last seen; a key whose balance was never written still has its grant. */
  #balance(keyId: string, credits: KeyCredits | undefined, grant = credits?.grant ?? 0): number {
    return this.options.balances.get(keyId)?.value ?? grant;
  }

  async #reserveSlowly(keyId: string, credits: KeyCredits, cost: number): Promise<CreditReservation | undefined> {
    for (;;) {
      if (credits.stock >= cost) return this.#take(credits, cost);
      // Concurrent requests share one lease in flight; each then takes what is left of it.
      const leased = await this.#refill(keyId, credits, cost - credits.stock);
      if (leased === 0 && credits.stock < cost) return undefined;
    }
  }

  #refill(keyId: string, credits: KeyCredits, need: number): Promise<number> {
    credits.refill ??= (async () => {
      try {
        return await this.#lease(keyId, credits, need);
      } finally {
        credits.refill = undefined;
      }
    })();
    return credits.refill;
  }

  async #lease(keyId: string, credits: KeyCredits, need: number): Promise<number> {
    const now = this.#now();
    if (credits.leasedAt > 0) credits.rate = credits.spent / Math.max((now - credits.leasedAt) / 1000, 0.05);
    const want = Math.min(MAX_LEASE, Math.max(need, Math.ceil(credits.rate * LEASE_SECONDS)));
    const gateways = Math.max(1, this.options.gateways());
    const size = (balance: number) => (balance < need ? 0 : Math.min(balance, Math.max(need, Math.min(want, Math.floor((balance * FAIR_SHARE) / gateways)))));
    const change = await changeBalance(this.options.balances.kv, keyId, (balance) => balance - size(balance), {
      grant: credits.grant,
      known: this.#known(keyId),
    });
    if (!change) return 0;
    this.options.balances.observe(keyId, change.after, change.revision);
    const leased = change.before - change.after;
    credits.stock += leased;
    credits.lastLease = leased;
    credits.spent = 0;
    credits.leasedAt = now;
    return leased;
  }

  async #giveBack(keyId: string, credits: KeyCredits): Promise<void> {
    const amount = credits.stock;
    if (amount === 0) return;
    credits.stock = 0;
    credits.returning += amount;
    try {
      // No grant here: a balance an operator deleted stays deleted rather than being re-created.
      const change = await changeBalance(this.options.balances.kv, keyId, (balance) => balance + amount, { known: this.#known(keyId) });
      if (change) this.options.balances.observe(keyId, change.after, change.revision);
      credits.returning -= amount;
    } catch (err) {
      credits.returning -= amount;
      if (this.#closed) {
        this.options.logger.error({ err, key_id: keyId, credits: amount }, 'could not return leased credits; they are lost');
      } else {
        credits.stock += amount;
        this.options.logger.warn({ err, key_id: keyId, credits: amount }, 'could not return idle credits; keeping them for now');
      }
    }
  }

  #known(keyId: string): Balance | undefined {
    const entry = this.options.balances.get(keyId);
    return entry ? { balance: entry.value, revision: entry.revision } : undefined;
  }
}
