import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killOnExit } from '@estate/testkit';

/** The workspace root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A child process of a system test or bench, with the last lines it wrote. */
export interface RunningChild {
  readonly name: string;
  readonly child: ChildProcess;
  readonly exited: Promise<Exit>;
  running(): boolean;
  /** The last lines it wrote (stdout and stderr), oldest first. */
  tail(): string[];
  /** Resolves with the first line `match` accepts from now on; rejects if it exits or the time runs out. */
  waitFor(match: (line: string) => boolean, timeoutMs: number): Promise<string>;
  /** SIGTERM, SIGKILL after `graceMs`; resolves with how it ended. */
  terminate(graceMs?: number): Promise<Exit>;
  /** SIGKILL: a crash. */
  kill(): Promise<Exit>;
}

export interface SpawnChildOptions {
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** Dropped from this process's environment (e.g. CLICKHOUSE_URL for an embedded process). */
  unsetEnv?: readonly string[];
  cwd?: string;
  onLine?: (line: string) => void;
  tailLines?: number;
}

/** Spawns `node <args>`; the child is killed if this process exits first. */
export function spawnChild(name: string, args: readonly string[], options: SpawnChildOptions = {}): RunningChild {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  for (const key of options.unsetEnv ?? []) delete env[key];
  const child = spawn(process.execPath, [...args], { cwd: options.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // A test process that dies must not leave its children behind.
  killOnExit(child);
  const tailLines = options.tailLines ?? 200;
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > tailLines) lines.shift();
        options.onLine?.(line);
        for (const listener of listeners) listener(line);
      }
    });
  }
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    exited,
    running,
    tail: () => [...lines],
    waitFor: (match, timeoutMs) =>
      new Promise<string>((resolve, reject) => {
        const done = (error: Error | undefined, line = '') => {
          clearTimeout(timer);
          listeners.delete(listener);
          if (error) reject(error);
          else resolve(line);
        };
        const listener = (line: string) => {
          if (match(line)) done(undefined, line);
        };
        const timer = setTimeout(() => done(new Error(`${name}: no expected output within ${timeoutMs} ms:\n${lines.slice(-40).join('\n')}`)), timeoutMs);
        listeners.add(listener);
        void exited.then((exit) => done(new Error(`${name} exited (${exit.signal ?? exit.code}):\n${lines.slice(-40).join('\n')}`)));
      }),
    async terminate(graceMs = 20_000) {
      if (running()) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        const exit = await exited;
        clearTimeout(timer);
        return exit;
      }
      return exited;
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      return exited;
    },
  };
}
