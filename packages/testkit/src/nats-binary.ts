import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface NatsServerBinary {
  path: string;
  /** e.g. `2.10.27` */
  version: string;
  /** Where it was found: the NATS_SERVER_BIN variable, the project's `.tools`, or PATH. */
  source: 'env' | 'tools' | 'path';
}

/** The repository root: ESTATE_ROOT, else the nearest folder above this file with pnpm-workspace.yaml. */
export function projectRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ESTATE_ROOT) return resolve(env.ESTATE_ROOT);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the project root (no pnpm-workspace.yaml above @estate/testkit); set ESTATE_ROOT');
    dir = parent;
  }
}

/** Where infra/local/install-tools.sh unpacks nats-server. */
export function toolsNatsServerPath(root: string = projectRoot()): string {
  return join(root, '.tools', 'nats-server', 'bin', 'nats-server');
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `nats-server --version` → `2.10.27`. */
export async function natsServerVersion(path: string): Promise<string> {
  const { stdout, stderr } = await run(path, ['--version'], { timeout: 10_000 });
  const match = /v(\d+\.\d+\.\d+)/.exec(`${stdout}${stderr}`);
  if (!match?.[1]) throw new Error(`${path} --version printed no version: ${stdout}${stderr}`);
  return match[1];
}

/**
 * Finds the nats-server to run: NATS_SERVER_BIN, then the project-local `.tools` copy that
 * `infra/local/install-tools.sh` puts there, then PATH. Throws with the install hint otherwise.
 */
export async function resolveNatsServer(env: NodeJS.ProcessEnv = process.env): Promise<NatsServerBinary> {
  const candidates: Array<{ path: string; source: NatsServerBinary['source'] }> = [];
  if (env.NATS_SERVER_BIN) candidates.push({ path: resolve(env.NATS_SERVER_BIN), source: 'env' });
  try {
    candidates.push({ path: toolsNatsServerPath(projectRoot(env)), source: 'tools' });
  } catch {
    // Outside the repository there is no .tools folder; PATH may still have one.
  }
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    candidates.push({ path: join(dir, 'nats-server'), source: 'path' });
  }
  for (const candidate of candidates) {
    if (!(await isExecutable(candidate.path))) {
      if (candidate.source === 'env') throw new Error(`NATS_SERVER_BIN=${candidate.path} is not an executable file`);
      continue;
    }
    return { ...candidate, version: await natsServerVersion(candidate.path) };
  }
  throw new Error('nats-server not found: run `bash infra/local/install-tools.sh`, put nats-server on PATH, or set NATS_SERVER_BIN');
}

/** Compares dotted versions: negative, zero or positive like a sort comparator. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
