#!/usr/bin/env node
// Starts the embedded stack for `npm start`: every service as a child process of this one, on
// the built output, with data under .data/. Ctrl-C (or SIGTERM) stops them all gracefully.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
mkdirSync(dataDir, { recursive: true });

const services = [
  { name: 'gateway', entry: 'services/gateway/dist/main.js', env: { PORT: process.env.PORT ?? '8080' } },
];

const children = new Map();
let stopping = false;

function start(service) {
  const child = spawn(process.execPath, [join(root, service.entry)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ...service.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(service.name, child);
  child.on('exit', (code, signal) => {
    children.delete(service.name);
    if (!stopping) {
      console.error(`[stack] ${service.name} exited (${signal ?? code}); stopping the stack`);
      stop(1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children.values()) child.kill('SIGTERM');
  if (children.size === 0) process.exit(code);
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(1);
  }, 15_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const service of services) start(service);
