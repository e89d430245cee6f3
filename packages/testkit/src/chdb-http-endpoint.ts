import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killOnExit } from './kill-on-exit.js';

export interface StartChdbHttpEndpointOptions {
  /** Default: a fresh temporary folder, removed by stop(). A given folder is kept. */
  readonly dataDir?: string;
  readonly host?: string;
  /** Default: a free port, kept across kill()/restart(). */
  readonly port?: number;
  /** chdb sessions on the data directory; default 2. */
  readonly poolSize?: number;
  readonly startTimeoutMs?: number;
}

/**
 * A ClickHouse HTTP endpoint served by the embedded engine in a child process: a test tool that
 * lets server-mode code (`createStore({ url })`) and the network between it and ClickHouse run
 * where no ClickHouse server exists. It is not a ClickHouse server: it speaks the part of the
 * HTTP interface `@clickhouse/client` uses (see chdb-http-server.ts).
 */
export interface ChdbHttpEndpointHandle {
  /** `http://host:port`, the value for `CLICKHOUSE_URL`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly dataDir: string;
  readonly pid: number | undefined;
  /** The last lines the process wrote to stderr, for failure messages. */
  logTail(): string;
  /** Kills the process (SIGKILL by default) and keeps the data: a crash. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the process again on the same port and data, after kill() or while running. */
  restart(): Promise<void>;
  /** Graceful stop; removes the data folder unless it was given. */
  stop(): Promise<void>;
}

const LOG_LINES = 100;
const here = dirname(fileURLToPath(import.meta.url));
// Run from source under the tests (tsx), from dist once built.
const fromSource = import.meta.url.endsWith('.ts');
const entry = join(here, fromSource ? 'chdb-http-main.ts' : 'chdb-http-main.js');

export async function startChdbHttpEndpoint(options: StartChdbHttpEndpointOptions = {}): Promise<ChdbHttpEndpointHandle> {
  const host = options.host ?? '127.0.0.1';
  const ownsDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'estate-chdb-http-')));
  const timeoutMs = options.startTimeoutMs ?? 30_000;
  const log: string[] = [];
  const logTail = (): string => log.join('\n');
  let port = options.port ?? 0;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const launch = async (): Promise<void> => {
    // From source, workspace packages (the store's HTTP endpoint) resolve to their sources too.
    const args = [...(fromSource ? ['--conditions=@estate/source', '--import', 'tsx'] : []), entry];
    const proc = spawn(process.execPath, args, {
      cwd: here,
      env: { ...process.env, CHDB_HTTP_DATA_DIR: dataDir, CHDB_HTTP_HOST: host, CHDB_HTTP_PORT: String(port), CHDB_HTTP_POOL_SIZE: String(options.poolSize ?? 2) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    killOnExit(proc);
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    proc.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      log.push(...chunk.split('\n').filter((line) => line !== ''));
      if (log.length > LOG_LINES) log.splice(0, log.length - LOG_LINES);
    });
    await new Promise<void>((resolve, reject) => {
      let buffered = '';
      const timer = setTimeout(() => done(new Error(`the chdb HTTP endpoint did not start in ${timeoutMs} ms:\n${logTail()}`)), timeoutMs);
      const onExit = (code: number | null, signal: NodeJS.Signals | null): void =>
        done(new Error(`the chdb HTTP endpoint exited before listening (code ${code}, signal ${signal}):\n${logTail()}`));
      const onData = (chunk: string): void => {
        buffered += chunk;
        const line = buffered.split('\n').find((l) => l.startsWith('{"listening"'));
        if (line === undefined) return;
        port = (JSON.parse(line) as { listening: number }).listening;
        done();
      };
      function done(err?: Error): void {
        clearTimeout(timer);
        proc.off('exit', onExit);
        proc.stdout?.off('data', onData);
        if (err === undefined) resolve();
        else {
          proc.kill('SIGKILL');
          reject(err);
        }
      }
      proc.once('exit', onExit);
      proc.stdout?.setEncoding('utf8').on('data', onData);
    });
  };

  const terminate = async (signal: NodeJS.Signals, graceMs: number): Promise<void> => {
    const proc = child;
    if (proc === undefined || proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill(signal);
    const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };

  try {
    await launch();
  } catch (err) {
    if (ownsDir) await rm(dataDir, { recursive: true, force: true });
    throw err;
  }

  return {
    get url() {
      return `http://${host}:${port}`;
    },
    host,
    get port() {
      return port;
    },
    dataDir,
    get pid() {
      return child?.pid;
    },
    logTail,
    kill: (signal: NodeJS.Signals = 'SIGKILL') => terminate(signal, 5_000),
    async restart() {
      await terminate('SIGTERM', 5_000);
      await launch();
    },
    async stop() {
      await terminate('SIGTERM', 5_000);
      if (ownsDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
