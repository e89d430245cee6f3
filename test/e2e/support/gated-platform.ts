/**
 * A platform's site on 127.0.0.1 whose pages wait behind a gate: robots.txt is answered at once,
 * every other request is held until the test opens the gate. A collector in live mode pointed
 * at it is mid-run, deterministically, for as long as the test needs (a read job `running`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { CollectorDefinition } from '@estate/collector-kit';
import { RENDERERS, writeSamples } from '@estate/sample-data';
import { spawnChild, type RunningChild } from '../../support/child-process.js';
import { builtEntry } from './built.js';
import { nativePages, readPage } from './native-pages.js';

export interface GatedPlatform {
  readonly baseUrl: string;
  /** Requests held at the gate so far (robots.txt not counted). */
  readonly held: number;
  /** Answers every held request and every later one with the recorded page. */
  open(): void;
  close(): Promise<void>;
}

export async function serveGatedPlatform(definition: CollectorDefinition, dir: string, options: { seed: number; size: number }): Promise<GatedPlatform> {
  const platform = definition.platform as keyof typeof RENDERERS;
  if (!definition.live) throw new Error(`${platform} has no live plan`);
  await writeSamples({ outDir: dir, seed: options.seed, size: options.size, renderers: [RENDERERS[platform]] });
  const folder = join(dir, platform);
  const pages = new Map((await nativePages(folder)).map((p) => [p.path, p]));
  let baseUrl = '';
  let opened = false;
  let held = 0;
  const waiting: (() => void)[] = [];
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const plan = definition.live?.({ baseUrl });
    const path = plan?.recordedPath(new URL(req.url ?? '/', baseUrl).toString());
    const page = path === undefined ? undefined : pages.get(path);
    if (!page || path === undefined) return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    readPage(folder, path).then(
      (body) => res.writeHead(200, { 'content-type': `${page.content_type}; charset=utf-8` }).end(body),
      () => res.writeHead(500).end(),
    );
  };
  const server = createServer((req, res) => {
    if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    if (opened) return answer(req, res);
    held += 1;
    waiting.push(() => answer(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    get held() {
      return held;
    },
    open() {
      opened = true;
      for (const release of waiting.splice(0)) release();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A collector process in live mode against `baseUrl`, taking read jobs, on the stack's NATS. */
export function spawnLiveCollector(platform: string, natsUrl: string, baseUrl: string, searches: readonly string[]): RunningChild {
  return spawnChild(`collector-${platform}-live`, [builtEntry(`collector-${platform}`)], {
    env: {
      NATS_URL: natsUrl,
      COLLECTOR_MODE: 'live',
      COLLECTOR_BASE_URL: baseUrl,
      COLLECTOR_SEARCHES: searches.join(','),
      COLLECT_INTERVAL_MS: '3600000',
      // The loopback site answers as fast as it is asked.
      COLLECTOR_REQUESTS_PER_SECOND: '1000',
      LOG_LEVEL: 'warn',
    },
  });
}
