import { createServer, type Server } from 'node:http';
import type { ProjectorMetrics } from './metrics.js';

/** `/metrics` (Prometheus text) and `/healthz` on their own port, apart from any API. */
export async function startMetricsServer(metrics: ProjectorMetrics, port: number, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/metrics') {
      res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(metrics.prometheus({ projector_events_per_second: Math.round(metrics.rate()) }));
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
