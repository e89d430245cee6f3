import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareVersions, projectRoot } from './nats-binary.js';

/** fsync policy: `always`, a Go duration such as `1s` / `100ms`, or `default` (the server's 2 minutes). */
export type NatsSyncInterval = 'always' | 'default' | `${number}${'ms' | 's' | 'm'}`;

/** The first server version that understands `jetstream.sync_interval`. */
export const SYNC_INTERVAL_SINCE = '2.10.0';

export function natsConfigPath(root: string = projectRoot()): string {
  return join(root, 'infra', 'nats', 'nats-server.conf');
}

/**
 * The project's server config (infra/nats/nats-server.conf) adapted to the server that will
 * read it: the `sync_interval` line is replaced when `syncInterval` is given and removed for
 * servers that do not know it (2.9), where the server's default applies.
 */
export function renderNatsConfig(template: string, opts: { version: string; syncInterval?: NatsSyncInterval | undefined }): string {
  const supported = compareVersions(opts.version, SYNC_INTERVAL_SINCE) >= 0;
  const line = /^(\s*)sync_interval\s*:.*$/m;
  if (!supported || opts.syncInterval === 'default') return template.replace(line, '$1# sync_interval: server default');
  if (opts.syncInterval === undefined) return template;
  if (!line.test(template)) throw new Error('the NATS config template has no sync_interval line to set');
  return template.replace(line, `$1sync_interval: ${opts.syncInterval}`);
}

export async function loadNatsConfig(opts: { version: string; syncInterval?: NatsSyncInterval | undefined; path?: string }): Promise<string> {
  return renderNatsConfig(await readFile(opts.path ?? natsConfigPath(), 'utf8'), opts);
}
