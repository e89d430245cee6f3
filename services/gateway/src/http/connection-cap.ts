import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientOf } from './client-address.js';
import type { TrustedProxies } from './trusted-proxies.js';

/**
 * Caps the connections one client address holds open at once: past the cap a new connection is
 * closed as it arrives, before a byte of it is parsed, so one client cannot take every socket
 * and file descriptor of the process however slowly it sends. Counted per client as
 * `clientOf` groups addresses (an IPv6 /64 is one client). Trusted proxies carry many clients'
 * connections and are not capped; the clients behind them are the proxy's to cap.
 */
export function capConnectionsPerAddress(server: Server, max: number, proxies: TrustedProxies): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || proxies.trusts(address)) return;
    const client = clientOf(address);
    const count = (open.get(client) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
