import { createServer, type Server } from 'node:http';
import type { ProjectorMetrics } from '@estate/projector';
import type { Logger } from '@estate/runtime';
import type { Store } from '@estate/store';
import { liveListingsByPlatform } from './live-listings.js';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `/metrics` (Prometheus text) and `/healthz` on their own port: the projector's counters, as its
 * own process serves them, plus `estate_live_listings{platform}`, which only this process can
 * count, because it holds the embedded engine's data directory.
 */
export async function startEmbeddedMetricsServer(options: { metrics: ProjectorMetrics; store: Store; logger: Logger; port: number; host: string }): Promise<MetricsServer> {
  const { metrics, store, logger } = options;
  const server: Server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    liveListingsByPlatform(store).then(
      (live) => {
        const lines = ['# HELP estate_live_listings Listings observed within the last 24 h.', '# TYPE estate_live_listings gauge'];
        for (const [platform, n] of live) lines.push(`estate_live_listings{platform=${JSON.stringify(platform)}} ${n}`);
        const text = metrics.prometheus({ projector_events_per_second: Math.round(metrics.rate()) });
        res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(`${text}${lines.join('\n')}\n`);
      },
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
