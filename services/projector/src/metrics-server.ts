import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/** What `/readyz` answers: its status code and JSON body. */
export interface Readiness {
  ready: boolean;
  body: Record<string, unknown>;
}

export interface MetricsServerOptions {
  host?: string;
  /** `/readyz`; without it the path is not served. */
  readiness?: () => Readiness;
}

/** `/metrics` (Prometheus text of `registry`), `/healthz` and `/readyz` on their own port, apart from any API. */
export async function startMetricsServer(registry: Registry, port: number, options: MetricsServerOptions = {}): Promise<{ server: Server; url: string }> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer((req, res) => {
    if (req.url === '/metrics') {
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => res.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
      );
    } else if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    } else if (req.url === '/readyz' && options.readiness) {
      const { ready, body } = options.readiness();
      res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host}:${actual}` };
}
