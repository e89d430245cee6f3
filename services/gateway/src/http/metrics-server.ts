import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** `http://host:port`; `/metrics` and `/healthz` below it. */
  url: string;
  close(): Promise<void>;
}

/**
 * `/metrics` (Prometheus text of `registry`) and `/healthz` on a port of their own, as the
 * projector and the collectors serve theirs: the API port faces clients, and what the gateway
 * counts (operations, statuses, cache figures) is for the operator's scraper only.
 */
export async function startMetricsServer(registry: Registry, options: { port: number; host: string }): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/metrics') {
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => res.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
      );
    } else if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port, options.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
