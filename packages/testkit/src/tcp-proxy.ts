import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * - `pass`: connections are piped to the target.
 * - `refuse`: every open connection is reset and new ones are reset on accept, as a peer that
 *   went away does.
 * - `blackhole`: connections are accepted and nothing is ever answered or forwarded, as a peer
 *   lost behind a dropped route does; open ones stop forwarding too.
 */
export type TcpProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpProxyOptions {
  readonly targetHost?: string;
  readonly targetPort: number;
  readonly host?: string;
  /** Default: a free port. */
  readonly port?: number;
}

export interface TcpProxyStats {
  readonly accepted: number;
  readonly refused: number;
  readonly blackholed: number;
}

export interface TcpProxyHandle {
  readonly host: string;
  readonly port: number;
  /** `http://host:port`. */
  readonly url: string;
  readonly mode: TcpProxyMode;
  setMode(mode: TcpProxyMode): void;
  stats(): TcpProxyStats;
  close(): Promise<void>;
}

interface Link {
  readonly client: Socket;
  upstream: Socket | undefined;
}

/** A TCP proxy in front of `targetPort` whose connectivity a test switches at will. */
export async function startTcpProxy(options: TcpProxyOptions): Promise<TcpProxyHandle> {
  const host = options.host ?? '127.0.0.1';
  const targetHost = options.targetHost ?? '127.0.0.1';
  let mode: TcpProxyMode = 'pass';
  const links = new Set<Link>();
  const counters = { accepted: 0, refused: 0, blackholed: 0 };

  const hold = (link: Link): void => {
    // Stop reading both ways; the bytes already sent stay unanswered.
    link.upstream?.destroy();
    link.upstream = undefined;
    link.client.pause();
  };

  const server = createServer((client) => {
    counters.accepted++;
    const link: Link = { client, upstream: undefined };
    links.add(link);
    client.on('error', () => undefined);
    client.once('close', () => {
      link.upstream?.destroy();
      links.delete(link);
    });
    if (mode === 'refuse') {
      counters.refused++;
      client.resetAndDestroy();
      return;
    }
    if (mode === 'blackhole') {
      counters.blackholed++;
      hold(link);
      return;
    }
    const upstream = connect({ host: targetHost, port: options.targetPort });
    link.upstream = upstream;
    upstream.on('error', () => client.resetAndDestroy());
    upstream.once('close', () => {
      if (link.upstream === upstream && !client.destroyed) client.destroy();
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    host,
    port,
    url: `http://${host}:${port}`,
    get mode() {
      return mode;
    },
    setMode(next) {
      mode = next;
      for (const link of links) {
        if (next === 'refuse') {
          counters.refused++;
          link.upstream?.destroy();
          link.client.resetAndDestroy();
        } else if (next === 'blackhole' && link.upstream !== undefined) {
          counters.blackholed++;
          hold(link);
        } else if (next === 'pass' && link.upstream === undefined) {
          // A held connection has lost its upstream: reset it so the client opens a fresh one.
          link.client.resetAndDestroy();
        }
      }
    },
    stats: () => ({ ...counters }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const link of links) {
          link.upstream?.destroy();
          link.client.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
