import { readFile } from 'node:fs/promises';
import { spawnBuilt, type Child } from '../processes.js';

export interface EmbeddedOptions {
  natsUrl: string;
  dataDir: string;
  batchSize: number;
  /** Writes a V8 CPU profile there when it stops. */
  profileDir?: string | undefined;
}

export interface StartedEmbedded {
  child: Child;
  url: string;
  /** performance.now() when it was spawned. */
  spawnedAt: number;
}

/** The embedded process (ClickHouse, projector, gateway) as `npm start` runs it; resolves once it listens. */
export async function startEmbedded(o: EmbeddedOptions): Promise<StartedEmbedded> {
  const spawnedAt = performance.now();
  const child = spawnBuilt(
    'embedded',
    'services/embedded/dist/main.js',
    { NATS_URL: o.natsUrl, DATA_DIR: o.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', PROJECTOR_BATCH_SIZE: String(o.batchSize) },
    [],
    o.profileDir ? ['--cpu-prof', '--cpu-prof-dir', o.profileDir] : [],
  );
  const line = await child.waitFor((l) => l.startsWith('estate gateway:'), 300_000);
  const url = /estate gateway: (\S+)/.exec(line)?.[1];
  if (!url) throw new Error(`no gateway URL in "${line}"`);
  return { child, url, spawnedAt };
}

/** Polls `/readyz` until it answers 200 (the search projections have loaded); the time since `since`, in ms. */
export async function waitReady(url: string, since: number, timeoutMs: number): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(`${url}/readyz`).catch(() => undefined);
    if (answer?.status === 200) return performance.now() - since;
    await answer?.body?.cancel();
    if (performance.now() > deadline) throw new Error(`${url}/readyz not 200 within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resident memory of a process, from /proc (Linux), in bytes. */
export async function rssBytes(pid: number | undefined): Promise<number> {
  if (pid === undefined) throw new Error('the process has no pid');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kib) * 1024;
}
