#!/usr/bin/env node
// `npm start`'s build: turbo builds every package (from its cache when nothing changed), and this
// turns turbo's output into one line per package it has compiled (turbo prints a task's output,
// its cache line included, once the task is done), so that a first start, which
// compiles all of them, shows where it is; a restart, all from the cache, prints one line. A
// compiler's errors are printed as they come; anything else turbo or pnpm prints is left out.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const say = (line) => process.stdout.write(`[build] ${line}\n`);

const turbo = spawn('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=new-only', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
  stdio: ['ignore', 'pipe', 'pipe'],
});

let total;
let built = 0;
let cached = 0;
const TASK = /^(\S+):build: (.*)$/;

function onLine(line) {
  const packages = /Running build in (\d+) packages?/.exec(line);
  if (packages) {
    total = Number(packages[1]);
    return;
  }
  const task = TASK.exec(line);
  if (!task) {
    // turbo's own failure report; its banner and summary are replaced by the lines here.
    if (/\bERROR\b|failed/i.test(line)) process.stderr.write(`${line}\n`);
    return;
  }
  const [, name, text] = task;
  if (text.startsWith('cache hit')) cached++;
  else if (text.startsWith('cache miss')) {
    built++;
    say(`compiled ${name} (${built + cached}${total ? ` of ${total}` : ''}, ${seconds()})`);
  } else if (text.trim() !== '' && !text.startsWith('> ')) process.stderr.write(`[build] ${name}: ${text}\n`);
}

createInterface({ input: turbo.stdout }).on('line', onLine);
createInterface({ input: turbo.stderr }).on('line', onLine);
turbo.once('error', (error) => {
  say(`could not run turbo: ${error.message}`);
  process.exit(1);
});
turbo.once('exit', (code, signal) => {
  if (code === 0) say(built === 0 ? `all ${cached} packages up to date (${seconds()})` : `${built} compiled, ${cached} from the cache, in ${seconds()}`);
  else say(`failed (${signal ?? `code ${code}`}) after ${seconds()}: the compiler's errors are above`);
  process.exit(code ?? 1);
});
