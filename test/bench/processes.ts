import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, spawnChild, type RunningChild } from '../support/child-process.js';

export const repoRoot = ROOT;
export type Child = RunningChild;

const benchDir = dirname(fileURLToPath(import.meta.url));

/** A built service entry (`services/<name>/dist/...`), as `npm start` runs it; embedded (no CLICKHOUSE_URL) unless `env` sets one. */
export function spawnBuilt(name: string, entry: string, env: Record<string, string>, args: readonly string[] = [], nodeArgs: readonly string[] = []): Child {
  return spawnChild(name, [...nodeArgs, join(ROOT, entry), ...args], { env, unsetEnv: 'CLICKHOUSE_URL' in env ? [] : ['CLICKHOUSE_URL'] });
}

/** A script of this folder run from its TypeScript source. */
export function spawnBenchScript(name: string, script: string, args: readonly string[], nodeArgs: readonly string[] = []): Child {
  return spawnChild(name, [...nodeArgs, '--conditions=@estate/source', '--import', 'tsx', join(benchDir, script), ...args], { cwd: benchDir });
}

/** Runs a child to its end and returns the first line it printed that is a JSON object. */
export async function runForJson<T>(child: Child, timeoutMs: number): Promise<T> {
  const line = await child.waitFor((l) => l.startsWith('{'), timeoutMs);
  await child.terminate();
  return JSON.parse(line) as T;
}
