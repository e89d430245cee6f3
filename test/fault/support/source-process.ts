import { sourceEntry, spawnChild, type RunningChild } from '../../support/child-process.js';

export type SourceProcess = RunningChild;

/** Spawns a service `entry` (relative to the workspace root) from its sources, in embedded mode (no CLICKHOUSE_URL). */
export function spawnSource(name: string, entry: string, env: Record<string, string>, onLine?: (line: string) => void): SourceProcess {
  return spawnChild(name, sourceEntry(entry), { env, unsetEnv: ['CLICKHOUSE_URL'], ...(onLine ? { onLine } : {}), tailLines: 100 });
}
