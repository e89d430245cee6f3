/**
 * Publish throughput and latency against a fresh nats-server per fsync setting, to choose
 * `jetstream.sync_interval` (infra/nats/nats-server.conf). Loopback only; bounded counts.
 *
 *   pnpm --filter @estate/bus bench:publish [count] [settings...]
 *   e.g. pnpm --filter @estate/bus bench:publish 20000 always 1s default
 */
import { startNatsServer, type NatsServerHandle, type NatsSyncInterval } from '@estate/testkit/nats';
import { connect, defaultTopology, provision, Publisher } from '../src/index.js';
import { createEvent, type AnyEvent } from '@estate/events';

// A command-line tool: its report is for the terminal, one line per result.
const say = (line: string) => process.stdout.write(`${line}\n`);

const count = Number(process.argv[2] ?? 20_000);
const settings = (process.argv.slice(3).length > 0 ? process.argv.slice(3) : ['always', '1s', 'default']) as NatsSyncInterval[];
const windows = [1, 64];
const rounds = 3;

function events(n: number, tag: string): AnyEvent[] {
  return Array.from({ length: n }, (_, i) =>
    createEvent({
      type: 'listing.observed',
      platform: 'zillow',
      provider: 'bench',
      observed_at: '2026-10-13T10:00:00.000Z',
      collector: { name: 'bench', version: '0', run_id: tag },
      data: {
        native_id: `${tag}-${i}`,
        transaction: 'sale',
        status: 'active',
        title: 'Three-bedroom house with garden, close to the station and schools',
        price: { amount: String(300_000 + i), currency: 'USD', kind: 'asking', display_text: '$300,000' },
        property: {
          address: { line1: `${i} Main St`, city: 'Austin', region: 'TX', postal_code: '78701', country: 'US' },
          bedrooms: 3,
          bathrooms: 2,
          areas: [{ value: 1800, unit: 'sqft', basis: 'living', normalized_sqm: 167.2 }],
        },
        media: Array.from({ length: 5 }, (_, p) => ({ url: `https://photos.example/${tag}/${i}/${p}.jpg`, type: 'photo', position: p })),
        access_class: 'public_portal',
        country: 'US',
      },
    }),
  );
}

async function run(server: NatsServerHandle, window: number, n: number, tag: string): Promise<number> {
  const bus = await connect({ servers: server.url });
  try {
    await provision(bus, defaultTopology());
    const batch = events(n, tag);
    const publisher = new Publisher(bus, { maxPending: window });
    const started = performance.now();
    for (const e of batch) await publisher.publish(e);
    await publisher.flush();
    return n / ((performance.now() - started) / 1000);
  } finally {
    await bus.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

say(`publish ${count} listing events (~${JSON.stringify(events(1, 'x')[0]).length} bytes), median of ${rounds} rounds`);
for (const sync of settings) {
  const server = await startNatsServer({ syncInterval: sync });
  try {
    for (const window of windows) {
      const n = window === 1 ? Math.min(count, 2_000) : count;
      await run(server, window, Math.min(n, 500), `warm-${sync}-${window}`);
      const rates: number[] = [];
      for (let r = 0; r < rounds; r++) rates.push(await run(server, window, n, `${sync}-${window}-${r}`));
      const rate = median(rates);
      say(
        `nats-server ${server.version} sync_interval=${sync.padEnd(7)} window=${String(window).padStart(2)}: ${Math.round(rate).toString().padStart(6)} msg/s` +
          (window === 1 ? `  (${(1000 / rate).toFixed(2)} ms per acked publish)` : ''),
      );
    }
  } finally {
    await server.stop();
  }
}
