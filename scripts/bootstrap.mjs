#!/usr/bin/env node
// Makes a fresh machine ready (pnpm, system tools, dependencies), then runs one root script
// through pnpm. `npm start` and `npm test` both go through here, so a clone with only Node and
// npm needs no other step. Plain JavaScript with no dependencies: nothing is installed yet.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const script = process.argv[2];
const extraArgs = process.argv.slice(3);
if (!script) {
  console.error('usage: node scripts/bootstrap.mjs <root-script> [args...]');
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`estate needs Node >= 20.19; this is ${process.versions.node}`);
  process.exit(1);
}

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  NEXT_TELEMETRY_DISABLED: '1',
};

function run(cmd, args, options = {}) {
  return spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit', ...options });
}
function works(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, env, stdio: 'ignore' });
  return r.status === 0;
}
function step(message) {
  console.error(`[bootstrap] ${message}`);
}

// pnpm: corepack is not relied on (it is broken on some machines); npm installs it.
if (!works('pnpm', ['--version'])) {
  step('installing pnpm@10 with npm');
  if (run('npm', ['install', '--global', 'pnpm@10']).status !== 0 || !works('pnpm', ['--version'])) {
    const local = join(root, '.tools', 'pnpm');
    mkdirSync(local, { recursive: true });
    step(`global install failed; installing pnpm into ${local}`);
    if (run('npm', ['install', '--prefix', local, 'pnpm@10']).status !== 0) process.exit(1);
    env.PATH = `${join(local, 'node_modules', '.bin')}:${env.PATH}`;
  }
}

// System tools, installed project-locally: what the script runs and nothing more. The stack
// runs nats-server; only the tests open pages in Chromium.
const TOOLS_BY_SCRIPT = { stack: ['nats'], verify: ['nats', 'chromium'] };
const systemTools = join(root, 'infra', 'local', 'install-tools.sh');
if (existsSync(systemTools)) {
  const r = run('bash', [systemTools, ...(TOOLS_BY_SCRIPT[script] ?? ['nats'])]);
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Every manifest pnpm installs from: the root's, the workspace file and each workspace package's. */
function manifests() {
  const found = [join(root, 'package.json'), join(root, 'pnpm-workspace.yaml'), join(root, 'test', 'package.json')];
  for (const group of ['packages', 'services']) {
    for (const name of readdirSync(join(root, group))) found.push(join(root, group, name, 'package.json'));
  }
  return found.filter((path) => existsSync(path));
}

/**
 * pnpm keeps a copy of the lockfile it installed (node_modules/.pnpm/lock.yaml) and rewrites
 * node_modules/.modules.yaml at every install: the same lockfile, and no manifest edited since,
 * leave nothing to install. A restart skips the seconds pnpm takes to find that out itself.
 */
function installedAsLocked() {
  const installed = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const modules = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(installed) || !existsSync(modules)) return false;
  if (!readFileSync(installed).equals(readFileSync(join(root, 'pnpm-lock.yaml')))) return false;
  const installedAt = statSync(modules).mtimeMs;
  return manifests().every((path) => statSync(path).mtimeMs <= installedAt);
}

if (!installedAsLocked()) {
  const install = run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
  if (install.status !== 0) {
    step('pnpm install failed');
    process.exit(install.status ?? 1);
  }
}

const result = run('pnpm', ['run', '--silent', script, ...extraArgs]);
process.exit(result.status ?? 1);
