import { connect, silentLogger, type Bus } from '@estate/bus';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaderLease } from '../src/leader-lease.js';
import { connectBus, logger } from './harness.js';

const TTL_MS = 1_000;
let nats: NatsServerHandle;
let bus: Bus;
const extra: Bus[] = [];

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connectBus(nats.url);
}, 60_000);

afterAll(async () => {
  await Promise.all(extra.map((b) => b.close().catch(() => undefined)));
  await bus?.close();
  await nats?.stop();
});

/** A contender on a connection of its own, so that closing it is an instance dying. */
async function contender(key: string, instance: string): Promise<{ lease: LeaderLease; bus: Bus }> {
  const own = await connect({ servers: nats.url, name: instance, logger: silentLogger });
  extra.push(own);
  return { lease: await LeaderLease.open(own, { key, ttlMs: TTL_MS, logger, instance }), bus: own };
}

const settle = <T>(promise: Promise<T>) => Promise.race([promise.then(() => 'settled' as const), new Promise<'pending'>((r) => setTimeout(() => r('pending'), 3 * TTL_MS))]);

describe('the projector lease', () => {
  it('has one holder among contenders; a standby takes over when the holder releases or dies', async () => {
    const a = await contender('k1', 'a');
    const b = await contender('k1', 'b');
    const stop = new AbortController();
    const [wonA, wonB] = [a.lease.acquire(stop.signal), b.lease.acquire(stop.signal)];
    const first = await Promise.race([wonA.then(() => a), wonB.then(() => b)]);
    const second = first === a ? b : a;
    const secondWon = first === a ? wonB : wonA;
    expect(first.lease.held).toBe(true);
    // The holder renews: three TTLs later the other still stands by.
    expect(await settle(secondWon)).toBe('pending');
    expect(second.lease.held).toBe(false);

    // A graceful stop hands the lease over at the standby's next look, not a TTL later.
    await first.lease.release();
    expect(await settle(secondWon)).toBe('settled');
    expect(second.lease.held).toBe(true);

    // The holder dies (its connection goes): it gives the lease up itself, and a new contender
    // takes it once the revision has stood still for a whole TTL.
    const lost = new Promise<string>((resolve) => second.lease.onLost(resolve));
    const c = await contender('k1', 'c');
    const wonC = c.lease.acquire(stop.signal);
    await second.bus.close();
    expect(await lost).toBe('not renewed in time');
    expect(await settle(wonC)).toBe('settled');
    expect(c.lease.held).toBe(true);
    stop.abort();
    await c.lease.release();
  }, 30_000);

  it('tells a holder whose lease was taken over that it lost it', async () => {
    const a = await contender('k2', 'a');
    const stop = new AbortController();
    await a.lease.acquire(stop.signal);
    const lost = new Promise<string>((resolve) => a.lease.onLost(resolve));
    // Someone else writes the key (as a contender does after a whole TTL without renewals).
    const kv = await bus.kvm.open('projector_leases');
    const entry = await kv.get('k2');
    await kv.update('k2', JSON.stringify({ instance: 'intruder' }), entry?.revision ?? 0);
    expect(await lost).toBe('taken over');
    expect(a.lease.held).toBe(false);
  }, 30_000);

  it('refuses a TTL below one second', async () => {
    await expect(LeaderLease.open(bus, { key: 'k3', ttlMs: 500, logger })).rejects.toThrow(RangeError);
  });
});
