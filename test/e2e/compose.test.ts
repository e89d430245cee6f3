// infra/compose.yaml describes server mode: every service of services/ as its own process, with
// an environment its own config loader accepts, scaled out as test/e2e/server-mode.test.ts runs
// it (three clustered NATS nodes, replicas). Docker is not needed to check that; where
// `docker compose` exists, its own `config` check runs too, elsewhere a structural one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { natsReplicas } from '@estate/bus';
import { CollectorProcessConfig } from '@estate/collector-kit';
import { GatewayConfig } from '@estate/gateway';
import { ProjectorConfig } from '@estate/projector';
import { loadConfig } from '@estate/runtime';
import { PLATFORMS } from '@estate/sample-data';
import { resolveStoreConfig, storeConfigFromEnv } from '@estate/store';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { composeProblems } from './support/compose-shape.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const infra = join(root, 'infra');

interface ComposeService {
  image?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  profiles?: string[];
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const composeFile = join(infra, 'compose.yaml');
const compose = load(readFileSync(composeFile, 'utf8')) as ComposeFile;
const NATS_NODES = ['nats-1', 'nats-2', 'nats-3'];
const NATS_URL = NATS_NODES.map((node) => `nats://${node}:4222`).join(',');
/** The listing portals: their collectors run two instances sharing each run. */
const PORTALS = PLATFORMS;
/** Every process of the repository, except the embedded one (which is the other mode). */
const processes = readdirSync(join(root, 'services')).filter((name) => name !== 'embedded' && existsSync(join(root, 'services', name, 'src', 'main.ts')));
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`no service ${name} in infra/compose.yaml`);
  return found;
};

describe('infra/compose.yaml', () => {
  it('runs every service of services/ from its compiled entry point, and not the embedded process', () => {
    expect(processes.length).toBeGreaterThanOrEqual(7);
    for (const name of processes) {
      // A tool (profile `tools`, run with `docker compose run`) takes its arguments after its entrypoint.
      const tool = service(name).profiles?.includes('tools') === true;
      expect(tool ? service(name).entrypoint : service(name).command, name).toEqual(['node', `services/${name}/dist/main.js`]);
      for (const node of NATS_NODES) expect(service(name).depends_on?.[node]?.condition, `${name} on ${node}`).toBe('service_healthy');
    }
    expect(compose.services.embedded).toBeUndefined();
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining([...NATS_NODES, 'clickhouse']));
  });

  it('gives each service an environment its config loader accepts, in server mode', () => {
    for (const name of processes) {
      const env = service(name).environment ?? {};
      expect(env.NATS_URL, name).toBe(NATS_URL);
      // Every stream and bucket on all three nodes, whichever process provisions it first.
      expect(natsReplicas(env), name).toBe(3);
      if (name.startsWith('collector-')) {
        expect(loadConfig(CollectorProcessConfig, env).COLLECTOR_MODE).toBe('replay');
      }
    }
    const gateway = loadConfig(GatewayConfig, service('gateway').environment ?? {});
    expect(gateway.HOST).toBe('0.0.0.0');
    loadConfig(ProjectorConfig, service('projector').environment ?? {});
    for (const name of ['gateway', 'projector']) {
      const store = resolveStoreConfig(storeConfigFromEnv(service(name).environment ?? {}));
      expect(store.mode, name).toBe('server');
      if (store.mode !== 'server') continue;
      expect(new URL(store.url).hostname).toBe('clickhouse');
      expect(store.database).toBe(service('clickhouse').environment?.CLICKHOUSE_DB);
      expect(store.username).toBe(service('clickhouse').environment?.CLICKHOUSE_USER);
    }
    // One generator writes the sample universe before any collector starts; every collector replays it.
    expect(service('samples').command).toEqual(expect.arrayContaining(['packages/sample-data/dist/bin/estate-samples.js', '--out', '/samples']));
    for (const name of processes.filter((n) => n.startsWith('collector-'))) {
      expect(service(name).environment?.SAMPLES_DIR, name).toBe('/samples');
      expect(service(name).volumes, name).toContain('samples:/samples');
      expect(service(name).depends_on?.samples?.condition, name).toBe('service_completed_successfully');
    }
  });

  it('runs three NATS nodes that route to each other as one JetStream cluster, each with its store and a healthcheck', () => {
    const stores = new Set<string>();
    for (const node of NATS_NODES) {
      const s = service(node);
      expect(s.image, node).toMatch(/^nats:2\.1\d/);
      const args = s.command ?? [];
      const arg = (flag: string) => args[args.indexOf(flag) + 1];
      expect(args.includes('--cluster_name') && arg('--cluster_name'), node).toBe('estate');
      expect(arg('--cluster'), node).toBe('nats://0.0.0.0:6222');
      expect(arg('-n'), node).toBe(`estate-${node}`);
      // The project's configuration: JetStream on, its sync setting.
      expect(arg('-c'), node).toBe('/etc/nats/nats-server.conf');
      expect(readFileSync(join(infra, 'nats/nats-server.conf'), 'utf8')).toMatch(/^jetstream \{/m);
      const routes = (arg('--routes') ?? '').split(',').sort();
      expect(routes, node).toEqual(NATS_NODES.filter((other) => other !== node).map((other) => `nats://${other}:6222`));
      const store = (s.volumes ?? []).find((v) => v.endsWith(`:${arg('-sd')}`));
      expect(store, node).toBeDefined();
      stores.add((store as string).split(':')[0] as string);
      expect(s.healthcheck?.test.join(' '), node).toContain('http://127.0.0.1:8222/healthz');
    }
    expect(stores.size).toBe(NATS_NODES.length);
    expect(compose.services.nats).toBeUndefined();
  });

  it('runs replicas: two projectors under a lease, two gateways, two shared instances of each portal collector', () => {
    expect(service('projector').deploy?.replicas).toBe(2);
    expect(loadConfig(ProjectorConfig, service('projector').environment ?? {}).PROJECTOR_LEASE_TTL_MS).toBeGreaterThan(0);
    expect(service('gateway').deploy?.replicas).toBe(2);
    for (const platform of PORTALS) {
      const name = `collector-${platform}`;
      expect(service(name).deploy?.replicas, name).toBe(2);
      expect(loadConfig(CollectorProcessConfig, service(name).environment ?? {}).COLLECTOR_SHARED, name).toBe(true);
    }
    expect(service('clickhouse').image).toMatch(/^clickhouse\/clickhouse-server:/);
  });

  it('is a valid Compose file: `docker compose config` where it exists, a structural check elsewhere', () => {
    const version = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (version.status === 0) {
      const checked = spawnSync('docker', ['compose', '-f', composeFile, 'config', '--quiet'], { encoding: 'utf8' });
      expect(checked.status, checked.stderr).toBe(0);
    }
    expect(composeProblems(compose)).toEqual([]);
    // The check can fail: a broken copy is refused.
    const broken = structuredClone(compose) as unknown as { services: Record<string, Record<string, unknown>> };
    (broken.services.gateway as Record<string, unknown>).depends_on = { nats: { condition: 'service_healthy' } };
    (broken.services.projector as Record<string, unknown>).deploy = { replicas: 'two' };
    expect(composeProblems(broken)).toEqual(['projector: deploy.replicas two', 'gateway: depends on unknown service nats']);
  });

  it('mounts files that exist and volumes that are declared', () => {
    const declared = new Set(Object.keys(compose.volumes ?? {}));
    for (const [name, s] of Object.entries(compose.services)) {
      for (const volume of s.volumes ?? []) {
        const source = volume.split(':')[0] as string;
        if (source.startsWith('.')) expect(existsSync(resolve(infra, source)), `${name}: ${source}`).toBe(true);
        else expect(declared.has(source), `${name}: volume ${source}`).toBe(true);
      }
      for (const entry of [...(s.command ?? []), ...(s.entrypoint ?? [])].filter((part) => part.startsWith('services/'))) {
        expect(existsSync(join(root, entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts'))), `${name}: ${entry}`).toBe(true);
      }
    }
  });
});
