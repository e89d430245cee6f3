import { createEvent, type EventOf } from '@estate/events';
import { connect, silentLogger, type Bus } from '../src/index.js';

let sequence = 0;

/**
 * Fresh listings each call: ids must differ between tests, because purging a stream does not
 * reset its duplicate window, and a repeated id would be dropped as a duplicate.
 */
export function freshListings(count: number): EventOf<'listing.observed'>[] {
  const start = sequence;
  sequence += count;
  return Array.from({ length: count }, (_, i) => listingEvent(start + i));
}

export function listingEvent(i: number, observedAt = '2026-10-13T10:00:00.000Z'): EventOf<'listing.observed'> {
  return createEvent({
    type: 'listing.observed',
    platform: 'zillow',
    provider: 'collector-zillow/replay',
    observed_at: observedAt,
    collector: { name: 'collector-zillow', version: '0.1.0', run_id: 'run-test' },
    data: {
      native_id: `z-${i}`,
      transaction: 'sale',
      status: 'active',
      price: { amount: String(100_000 + i), currency: 'USD', kind: 'asking' },
      property: { bedrooms: 1 + (i % 5) },
      access_class: 'public_portal',
      country: 'US',
    },
  });
}

export async function connectTo(url: string, name = 'test'): Promise<Bus> {
  return connect({ servers: url, name, maxReconnectAttempts: 0, logger: silentLogger });
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** ESTATE_LARGE_TESTS=1 runs the full-size versions of the heavy tests (read here only). */
export const largeTests = process.env.ESTATE_LARGE_TESTS === '1';
