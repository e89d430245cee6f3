// infra/compose.yaml describes server mode: every service of services/ as its own process, with
// an environment its own config loader accepts. Docker is not needed to check that.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CollectorProcessConfig } from '@estate/collector-kit';
import { GatewayConfig } from '@estate/gateway';
import { ProjectorConfig } from '@estate/projector';
import { loadConfig } from '@estate/runtime';
import { resolveStoreConfig, storeConfigFromEnv } from '@estate/store';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

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
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const compose = load(readFileSync(join(infra, 'compose.yaml'), 'utf8')) as ComposeFile;
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
      expect(service(name).depends_on?.nats?.condition, name).toBe('service_healthy');
    }
    expect(compose.services.embedded).toBeUndefined();
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['nats', 'clickhouse']));
  });

  it('gives each service an environment its config loader accepts, in server mode', () => {
    for (const name of processes) {
      const env = service(name).environment ?? {};
      expect(env.NATS_URL, name).toBe('nats://nats:4222');
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
