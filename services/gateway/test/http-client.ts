import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request to a listening gateway over a real socket, from `localAddress` (any of 127.0.0.0/8
 * on Linux): how a test stands for clients at different addresses without leaving the machine.
 */
export function send(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agent?: Agent; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.agent ? { agent: options.agent } : { agent: false }),
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Keep-alive connections from one local address, as one client would hold them. */
export function clientAt(localAddress: string): Agent {
  return new Agent({ keepAlive: true, maxSockets: 4, localAddress });
}
