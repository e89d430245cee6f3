import { spawnChild, type RunningChild } from '../../support/child-process.js';
import { builtEntry } from '../../e2e/support/built.js';

/**
 * The fault tests run every service from its build, as the e2e stack does: they start many
 * processes (every projector restart is one), and a start from dist costs about a third of the
 * CPU of one that loads the TypeScript sources through tsx. turbo's `test` task builds them first.
 */
export type ServiceProcess = RunningChild;

export interface SpawnServiceOptions {
  onLine?: (line: string) => void;
  /** Dropped from the environment; default CLICKHOUSE_URL (embedded mode). */
  unsetEnv?: readonly string[];
  /** The built file under dist; default main.js. */
  entry?: string;
  args?: readonly string[];
}

/** Spawns a service from its build, in embedded mode unless told otherwise. */
export function spawnService(name: string, service: string, env: Record<string, string>, options: SpawnServiceOptions = {}): ServiceProcess {
  const { onLine, unsetEnv = ['CLICKHOUSE_URL'], entry, args = [] } = options;
  return spawnChild(name, [builtEntry(service, entry), ...args], { env, unsetEnv, ...(onLine ? { onLine } : {}), tailLines: 100 });
}
