/**
 * What the connected nats-server can do. The project runs 2.10 (Debian trixie) and falls back
 * to 2.9 (bookworm); code asks here instead of assuming the newer server.
 */
export interface ServerFeatures {
  version: string;
  /** `jetstream.sync_interval` exists (2.10). Informational: it is server config, not client. */
  syncInterval: boolean;
  /** Consumers with several `filter_subjects` (2.10). */
  filterSubjects: boolean;
  /** Stream and consumer `metadata` (2.10). */
  metadata: boolean;
  /** `+TERM <reason>`: the reason reaches the server's advisory (2.11). */
  termReason: boolean;
}

export function parseVersion(version: string): [number, number, number] {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!m) throw new Error(`unparseable nats-server version ${version}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export function atLeast(version: string, min: string): boolean {
  const a = parseVersion(version);
  const b = parseVersion(min);
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

export function serverFeatures(version: string): ServerFeatures {
  return {
    version,
    syncInterval: atLeast(version, '2.10.0'),
    filterSubjects: atLeast(version, '2.10.0'),
    metadata: atLeast(version, '2.10.0'),
    termReason: atLeast(version, '2.11.0'),
  };
}
