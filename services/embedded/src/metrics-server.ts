import { createServer, type Server } from 'node:http';
import type { Logger } from '@estate/runtime';
import type { Store } from '@estate/store';
import { Gauge, Registry } from 'prom-client';
import { liveListingsByPlatform } from './live-listings.js';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** `estate_live_listings{platform}`, counted from the store on every scrape. */
function liveListingsRegistry(store: Store): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'estate_live_listings',
    help: 'Listings observed within the last 24 h.',
    labelNames: ['platform'],
    registers: [registry],
    async collect() {
      const live = await liveListingsByPlatform(store);
      // A platform whose listings all expired leaves the gauge, rather than staying at its last count.
      this.reset();
      for (const [platform, n] of live) this.set({ platform }, n);
    },
  });
  return registry;
}

/**
 * `/metrics` (Prometheus text) and `/healthz` on their own port: the projector's metrics, as its
 * own process serves them, the gateway's (requests, read caches), plus `estate_live_listings{platform}`, which only this process can
 * count, because it holds the embedded engine's data directory.
 */
export async function startEmbeddedMetricsServer(options: {
  /** The projector's metrics in Prometheus text: it runs on the engine thread, with its own registry. */
  projector: () => Promise<{ text: string }>;
  gateway?: Registry;
  store: Store;
  logger: Logger;
  port: number;
  host: string;
}): Promise<MetricsServer> {
  const { store, logger } = options;
  const registry = Registry.merge([liveListingsRegistry(store), ...(options.gateway ? [options.gateway] : [])]);
  const scrape = async (): Promise<string> => {
    const [projector, own] = await Promise.all([options.projector(), registry.metrics()]);
    return `${projector.text}${projector.text.endsWith('\n') || projector.text === '' ? '' : '\n'}${own}`;
  };
  const server: Server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    scrape().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        logger.warn({ err: error }, 'metrics: live listings could not be counted');
        res.writeHead(503, { 'content-type': 'text/plain' }).end('store unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, options.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
