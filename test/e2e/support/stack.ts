import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, silentLogger, type Bus } from '@estate/bus';
import { DATASET_RENDERERS, PLATFORMS, rendererOf, writeSamples, type DatasetPlatform } from '@estate/sample-data';
import { freePort, startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { spawnChild, type RunningChild } from '../../support/child-process.js';
import { builtEntry } from './built.js';

type Child = RunningChild;

/** Every listing portal the generator writes samples for: a stack collects the whole universe by default. */
export const STACK_PLATFORMS = PLATFORMS;

export interface StackOptions {
  /** Sample universe size shared by every collector (default 300: a few hundred listings in all). */
  sampleSize?: number;
  sampleSeed?: number;
  /** Collectors to start (default every listing portal, STACK_PLATFORMS). */
  platforms?: readonly string[];
  /** Open-data series collectors to start beside them (`uk_hpi` runs services/collector-uk-hpi); default none. */
  datasets?: readonly DatasetPlatform[];
  /** Time between collection runs (default 10 minutes: one run at start). */
  collectIntervalMs?: number;
  /** Extra environment for every child process (e.g. LOG_LEVEL, PROJECTOR_BATCH_SIZE). */
  env?: Record<string, string>;
}

/** Live listings per platform, as the embedded process counts them. */
export type LiveListings = ReadonlyMap<string, number>;

export interface Stack {
  /** The gateway, `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly devKey: string;
  readonly natsUrl: string;
  /** DATA_DIR of the embedded process: dev key, ClickHouse data, samples. */
  readonly dataDir: string;
  /** `/metrics` of the embedded process (projector counters, live listings per platform). */
  readonly metricsUrl: string;
  /** A connection of the test's own to the stack's NATS. */
  readonly bus: Bus;
  /** Stops a collector gracefully (its manifest goes with it); resolves when the process has exited. */
  stopCollector(platform: string): Promise<void>;
  /** Starts a collector again (it runs a collection at once); resolves when the process is started. */
  startCollector(platform: string): Promise<void>;
  /** Live listings per platform now, and the projector's backlog (events not yet committed). */
  progress(): Promise<{ live: LiveListings; backlog: number }>;
  /**
   * Waits until the live listings satisfy `until` (a predicate, or a total count reached) with
   * the projector caught up; returns them. Fails with the children's last output on timeout.
   */
  waitForListings(until: number | ((live: LiveListings) => boolean), timeoutMs?: number): Promise<LiveListings>;
  /** The last lines a child wrote (`embedded`, `collector-<platform>`), for failure messages. */
  output(name: string): string;
  /** Stops every process (SIGTERM, SIGKILL after a grace period), closes the bus, removes the data. */
  stop(): Promise<void>;
}

const GRACE_MS = 15_000;

function spawnBuilt(name: string, service: string, env: Record<string, string>, onLine?: (line: string) => void): Child {
  // The embedded process is the embedded mode: a CLICKHOUSE_URL of the test's environment is not for it.
  const child = spawnChild(name, [builtEntry(service)], { env, unsetEnv: ['CLICKHOUSE_URL'], ...(onLine ? { onLine } : {}) });
  void child.exited.then(({ code, signal }) => {
    // An exit nobody asked for is worth a line in the test output.
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGKILL') process.stderr.write(`[stack] ${name} exited (${signal ?? code}):\n${child.tail().slice(-30).join('\n')}\n`);
  });
  return child;
}

async function readProgress(metricsUrl: string): Promise<{ live: LiveListings; backlog: number }> {
  const response = await fetch(`${metricsUrl}/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${metricsUrl}/metrics answered ${response.status}`);
  const counts = new Map<string, number>();
  let backlog = 0;
  for (const line of (await response.text()).split('\n')) {
    const listing = /^estate_live_listings\{platform="([^"]+)"\} (\d+)$/.exec(line);
    if (listing) counts.set(listing[1] as string, Number(listing[2]));
    const pending = /^projector_(?:lag|ack_pending)_messages (\d+)$/.exec(line);
    if (pending) backlog += Number(pending[1]);
  }
  return { live: counts, backlog };
}

/**
 * The embedded default as `npm start` runs it, from the built services and on free ports: a real
 * nats-server (temporary store), the embedded process (ClickHouse in-process on a temporary
 * DATA_DIR, projector, gateway) and one process per collector replaying generated samples.
 * Resolves once the gateway listens; the data arrives after (see `waitForListings`).
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const platforms = [...(options.platforms ?? STACK_PLATFORMS)];
  const dataDir = await mkdtemp(join(tmpdir(), 'estate-stack-'));
  const children = new Map<string, Child>();
  let nats: NatsServerHandle | undefined;
  let bus: Bus | undefined;

  const stopAll = async () => {
    const collectors = [...children].filter(([name]) => name.startsWith('collector-')).map(([, c]) => c);
    await Promise.all(collectors.map((c) => c.terminate(GRACE_MS)));
    const embedded = children.get('embedded');
    if (embedded) await embedded.terminate(GRACE_MS);
    await bus?.close();
    await nats?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // fsync every second rather than on every write: the stack's data is thrown away after the test.
    nats = await startNatsServer({ syncInterval: '1s' });
    const natsUrl = nats.url;
    bus = await connect({ servers: natsUrl, logger: silentLogger, name: 'e2e' });
    const metricsPort = await freePort();
    const common = { LOG_LEVEL: 'warn', ...options.env };

    let address: string | undefined;
    let devKey: string | undefined;
    const embedded = spawnBuilt(
      'embedded',
      'embedded',
      { ...common, NATS_URL: natsUrl, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', METRICS_PORT: String(metricsPort) },
      (line) => {
        address ??= /^estate gateway: (\S+)/.exec(line)?.[1];
        devKey ??= /^dev API key:\s+(estate_\S+)/.exec(line)?.[1];
      },
    );
    children.set('embedded', embedded);

    // Collectors replay what the sample generator wrote; they never render their own.
    const samplesDir = join(dataDir, 'samples');
    const datasets = [...(options.datasets ?? [])];
    await writeSamples({
      outDir: samplesDir,
      seed: options.sampleSeed ?? 7,
      size: options.sampleSize ?? 300,
      renderers: platforms.map(rendererOf),
      datasets: datasets.map((d) => DATASET_RENDERERS[d]),
    });
    const collectorEnv = {
      ...common,
      NATS_URL: natsUrl,
      SAMPLES_DIR: samplesDir,
      COLLECT_INTERVAL_MS: String(options.collectIntervalMs ?? 600_000),
    };
    // A service folder is named with hyphens where its platform has underscores (collector-uk-hpi).
    const collectorName = (platform: string) => `collector-${platform.replaceAll('_', '-')}`;
    const startCollector = async (platform: string) => {
      const name = collectorName(platform);
      const running = children.get(name);
      if (running?.running()) throw new Error(`${name} is already running`);
      children.set(name, spawnBuilt(name, name, collectorEnv));
    };

    // The embedded process prints its address and key once the gateway listens. The collectors
    // start after: starting beside it they would hold it from listening on a busy 2-core machine.
    const deadline = Date.now() + 90_000;
    while (address === undefined || devKey === undefined) {
      if (!embedded.running()) {
        throw new Error(`the embedded process exited before listening:\n${embedded.tail().join('\n')}`);
      }
      if (Date.now() > deadline) throw new Error(`the embedded process did not listen within 90 s:\n${embedded.tail().join('\n')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const keyFile = (await readFile(join(dataDir, 'dev-api-key'), 'utf8')).trim();
    if (keyFile !== devKey) throw new Error('the printed dev key differs from DATA_DIR/dev-api-key');
    for (const platform of [...platforms, ...datasets]) await startCollector(platform);

    const metricsUrl = `http://127.0.0.1:${metricsPort}`;
    const output = (name: string) => children.get(name)?.tail().join('\n') ?? `no process ${name}`;
    const connectedBus = bus;
    let stopped: Promise<void> | undefined;

    return {
      url: address,
      devKey,
      natsUrl,
      dataDir,
      metricsUrl,
      bus: connectedBus,
      startCollector,
      async stopCollector(platform) {
        const child = children.get(collectorName(platform));
        if (!child) throw new Error(`no collector ${platform}`);
        await child.terminate(GRACE_MS);
      },
      progress: () => readProgress(metricsUrl),
      async waitForListings(until, timeoutMs = 100_000) {
        const done = typeof until === 'number' ? (l: LiveListings) => [...l.values()].reduce((a, b) => a + b, 0) >= until : until;
        const end = Date.now() + timeoutMs;
        let last: { live: LiveListings; backlog: number } | undefined;
        for (;;) {
          last = await readProgress(metricsUrl).catch(() => last);
          if (last && last.backlog === 0 && done(last.live)) return last.live;
          if (Date.now() > end) {
            const outputs = [...children.keys()].map((name) => `--- ${name}\n${children.get(name)?.tail().slice(-15).join('\n')}`).join('\n');
            throw new Error(`live listings did not arrive within ${timeoutMs} ms: ${JSON.stringify(Object.fromEntries(last?.live ?? []))}, backlog ${last?.backlog}\n${outputs}`);
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      },
      output,
      stop() {
        stopped ??= stopAll();
        return stopped;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
