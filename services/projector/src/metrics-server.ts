import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/** `/metrics` (Prometheus text of `registry`) and `/healthz` on their own port, apart from any API. */
export async function startMetricsServer(registry: Registry, port: number, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
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
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host}:${actual}` };
}
