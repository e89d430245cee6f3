/**
 * Server mode as infra/compose.yaml deploys it, every piece its own process from the built dist:
 * a three-node NATS cluster, the testkit's chdb ClickHouse HTTP endpoint (the only ClickHouse
 * server that runs here), projectors (one holds the lease), gateways and shared replay
 * collectors. Every process gets the cluster's URLs and NATS_REPLICAS=3.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, defaultTopology, provision, silentLogger, type Bus } from '@estate/bus';
import { rendererOf, writeSamples } from '@estate/sample-data';
import { freePort, startChdbHttpEndpoint, startNatsCluster, type ChdbHttpEndpointHandle, type NatsClusterHandle } from '@estate/testkit';
import { ROOT, spawnChild, type RunningChild } from '../../support/child-process.js';

export interface DeploymentOptions {
  platforms: readonly string[];
  /** Instances of each collector, all sharing its scheduled run. */
  collectorInstances: number;
  projectors: number;
  gateways: number;
  sampleSize: number;
  sampleSeed: number;
}

export interface Deployment {
  readonly cluster: NatsClusterHandle;
  readonly endpoint: ChdbHttpEndpointHandle;
  /** A connection of the test's own to the cluster. */
  readonly bus: Bus;
  /** `http://127.0.0.1:<port>` of each gateway. */
  readonly gateways: readonly string[];
  /** `http://127.0.0.1:<port>` of each projector's metrics server (/readyz says its role). */
  readonly projectorMetrics: readonly string[];
  /** An unmetered API key made with the keys CLI. */
  readonly apiKey: string;
  /** Listings the samples hold per platform. */
  readonly sampleListings: ReadonlyMap<string, number>;
  /** The last lines of every process, for failure messages. */
  output(): string;
  /** Processes that have exited (none should, before stop()), with their last lines. */
  exited(): string[];
  /** Gateway starts that failed and were started again, as compose's restart policy does, with why. */
  readonly restarts: readonly string[];
  stop(): Promise<void>;
}

const GRACE_MS = 15_000;

function built(service: string, entry = 'main.js'): string {
  return join(ROOT, 'services', service, 'dist', entry);
}

/** Waits until `url` answers 200; fails with the process's output if it exits or the time runs out. */
async function waitReady(url: string, child: RunningChild, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status, () => 0);
    if (status === 200) return;
    if (!child.running()) throw new Error(`${child.name} exited before ready:\n${child.tail().slice(-30).join('\n')}`);
    if (Date.now() > deadline) throw new Error(`${child.name} not ready at ${url} within ${timeoutMs} ms:\n${child.tail().slice(-30).join('\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// The deployment is under test, not the key's limit: two gateways read in parallel pass the default
// 50 requests/s on a fast machine.
function createKey(env: Record<string, string>): string {
  const made = spawnSync(process.execPath, [built('gateway', 'bin/keys.js'), 'create', '--name', 'server-mode-e2e', '--rate', '100000/1'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`keys create failed: ${made.stderr}`);
  const key = made.stdout.trim().split('\n').pop() ?? '';
  if (!key.startsWith('estate_')) throw new Error(`keys create printed no key: ${made.stdout}`);
  return key;
}

export async function startDeployment(o: DeploymentOptions): Promise<Deployment> {
  const dir = await mkdtemp(join(tmpdir(), 'estate-server-mode-'));
  const children: RunningChild[] = [];
  let cluster: NatsClusterHandle | undefined;
  let endpoint: ChdbHttpEndpointHandle | undefined;
  let bus: Bus | undefined;
  const output = () => children.map((c) => `--- ${c.name}\n${c.tail().slice(-15).join('\n')}`).join('\n');
  const stop = async () => {
    // Collectors first (they stop publishing), then the readers and the projectors, then the stores.
    const order = ['collector-', 'gateway-', 'projector-'];
    for (const prefix of order) await Promise.all(children.filter((c) => c.name.startsWith(prefix)).map((c) => c.terminate(GRACE_MS)));
    await bus?.close();
    await Promise.all([endpoint?.stop(), cluster?.stop()]);
    await rm(dir, { recursive: true, force: true });
  };
  const spawn = (name: string, entry: string, env: Record<string, string>) => {
    const child = spawnChild(name, [entry], { env });
    children.push(child);
    return child;
  };

  try {
    [cluster, endpoint] = await Promise.all([startNatsCluster({ nodes: 3, syncInterval: '1s' }), startChdbHttpEndpoint({ dataDir: join(dir, 'clickhouse') })]);
    const nats = { NATS_URL: cluster.url, NATS_REPLICAS: '3', LOG_LEVEL: 'warn' };
    bus = await connect({ servers: cluster.url, name: 'server-mode-e2e', logger: silentLogger });
    // Provisioned once up front (R3), so the processes find the streams rather than race to place them.
    await provision(bus, defaultTopology({ replicas: 3 }));

    const samplesDir = join(dir, 'samples');
    const samples = await writeSamples({ outDir: samplesDir, seed: o.sampleSeed, size: o.sampleSize, renderers: o.platforms.map(rendererOf) });
    const sampleListings = new Map(samples.platforms.map((p) => [p.platform, p.listings]));

    const store = { ...nats, CLICKHOUSE_URL: endpoint.url };
    const projectorMetrics: string[] = [];
    const projectors: RunningChild[] = [];
    for (let i = 0; i < o.projectors; i++) {
      const port = await freePort();
      projectorMetrics.push(`http://127.0.0.1:${port}`);
      projectors.push(spawn(`projector-${i + 1}`, built('projector'), { ...store, PROJECTOR_METRICS_PORT: String(port) }));
    }
    const gateways: string[] = [];
    const restarts: string[] = [];
    // A gateway exits when a search projection cannot load in time (seen on the busy cluster);
    // the deployment's `restart: unless-stopped` starts it again, and so does this, twice at most.
    const startGateway = async (name: string, url: string, port: number): Promise<void> => {
      for (let attempt = 1; ; attempt++) {
        const child = spawn(name, built('gateway'), { ...store, HOST: '127.0.0.1', PORT: String(port) });
        try {
          return await waitReady(`${url}/readyz`, child, 100_000);
        } catch (error) {
          if (child.running() || attempt >= 3) throw error;
          restarts.push(`${name}: ${child.tail().filter((l) => l.includes('"fatal"')).join(' ').slice(0, 300)}`);
          children.splice(children.indexOf(child), 1);
        }
      }
    };
    const gatewayStarts: Promise<void>[] = [];
    for (let i = 0; i < o.gateways; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      gateways.push(url);
      gatewayStarts.push(startGateway(`gateway-${i + 1}`, url, port));
    }
    for (const platform of o.platforms) {
      for (let i = 0; i < o.collectorInstances; i++) {
        spawn(`collector-${platform}-${i + 1}`, built(`collector-${platform}`), {
          ...nats,
          COLLECTOR_MODE: 'replay',
          COLLECTOR_SHARED: 'true',
          SAMPLES_DIR: samplesDir,
          COLLECT_INTERVAL_MS: '600000',
        });
      }
    }
    await Promise.all([
      ...projectors.map((p, i) => waitReady(`${projectorMetrics[i]}/readyz`, p, 100_000)),
      ...gatewayStarts,
    ]);
    const apiKey = createKey(nats);
    const connected = bus;
    const exited = () => children.filter((c) => !c.running()).map((c) => `${c.name}:\n${c.tail().slice(-20).join('\n')}`);
    return { cluster, endpoint, bus: connected, gateways, projectorMetrics, apiKey, sampleListings, output, exited, restarts, stop };
  } catch (error) {
    const tails = output();
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tails}`);
  }
}
