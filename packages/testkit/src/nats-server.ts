import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveNatsServer, type NatsServerBinary } from './nats-binary.js';
import { loadNatsConfig, type NatsSyncInterval } from './nats-config.js';
import { killOnExit } from './kill-on-exit.js';

export interface StartNatsServerOptions {
  /** Defaults to resolveNatsServer(): NATS_SERVER_BIN, `.tools/nats-server`, PATH. */
  binary?: NatsServerBinary;
  /** Defaults to a free port on 127.0.0.1. */
  port?: number;
  host?: string;
  /** Defaults to a fresh temporary folder, removed by stop(). A given folder is kept. */
  storeDir?: string;
  /** Overrides `jetstream.sync_interval` of infra/nats/nats-server.conf for this server. */
  syncInterval?: NatsSyncInterval;
  /** Defaults to infra/nats/nats-server.conf. */
  configPath?: string;
  startTimeoutMs?: number;
  /** Server name (JetStream's peer name in a cluster); default `estate-test-<port>`. */
  serverName?: string;
  /** HTTP monitoring port (`/jsz`, `/healthz`); off unless given. */
  monitorPort?: number;
  /** Joins a cluster: routes are passed on the command line, the config file stays the single-node one. */
  cluster?: NatsRouteOptions;
}

/** The route listener of a clustered server and the routes it solicits (its own may be among them). */
export interface NatsRouteOptions {
  name: string;
  port: number;
  routes: readonly string[];
}

export interface NatsServerHandle {
  /** `nats://127.0.0.1:<port>` */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly storeDir: string;
  readonly version: string;
  readonly binary: NatsServerBinary;
  readonly pid: number | undefined;
  readonly serverName: string;
  /** `http://127.0.0.1:<monitorPort>` when monitoring is on. */
  readonly monitorUrl: string | undefined;
  /** False after kill()/stop() until restart(). */
  running(): boolean;
  /** The last lines the server logged, for failure messages. */
  logTail(): string;
  /** Graceful stop (SIGTERM, then SIGKILL after a grace period); removes the temporary folder. */
  stop(): Promise<void>;
  /** Kills the process with a signal (SIGKILL by default) and keeps the data: a crash. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the server again on the same port and data, after stop()/kill() or while running. */
  restart(): Promise<void>;
}

const LOG_LINES = 200;

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a real nats-server with JetStream, configured by infra/nats/nats-server.conf, on a
 * free port with its own store folder, and resolves once it accepts clients.
 */
export async function startNatsServer(options: StartNatsServerOptions = {}): Promise<NatsServerHandle> {
  const binary = options.binary ?? (await resolveNatsServer());
  const host = options.host ?? '127.0.0.1';
  const workDir = await mkdtemp(join(tmpdir(), 'estate-nats-'));
  const ownsStore = options.storeDir === undefined;
  const storeDir = options.storeDir ?? join(workDir, 'store');
  await mkdir(storeDir, { recursive: true });
  const configFile = join(workDir, 'nats-server.conf');
  await writeFile(
    configFile,
    await loadNatsConfig({ version: binary.version, syncInterval: options.syncInterval, ...(options.configPath ? { path: options.configPath } : {}) }),
  );
  const timeoutMs = options.startTimeoutMs ?? 15_000;
  const log: string[] = [];
  const logTail = () => log.join('\n');

  let port = options.port ?? (await freePort(host));
  const serverName = () => options.serverName ?? `estate-test-${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const launch = async (): Promise<void> => {
    const args = ['-c', configFile, '-a', host, '-p', String(port), '-sd', storeDir, '-n', serverName()];
    if (options.monitorPort !== undefined) args.push('-m', String(options.monitorPort));
    if (options.cluster) {
      const { name, port: routePort, routes } = options.cluster;
      args.push('--cluster_name', name, '--cluster', `nats://${host}:${routePort}`, '--routes', routes.join(','));
    }
    const proc = spawn(binary.path, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child = proc;
    killOnExit(proc);
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      let buffered = '';
      const timer = setTimeout(() => done(new Error(`nats-server did not become ready in ${timeoutMs} ms:\n${logTail()}`)), timeoutMs);
      const done = (err?: Error) => {
        clearTimeout(timer);
        proc.off('exit', onExit);
        if (err) {
          proc.kill('SIGKILL');
          reject(err);
        } else resolve();
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
        done(new Error(`nats-server exited (${code ?? signal}) before it was ready:\n${logTail()}`));
      proc.once('exit', onExit);
      proc.once('error', (err) => done(err));
      proc.stderr?.setEncoding('utf8');
      proc.stderr?.on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          log.push(line);
          if (log.length > LOG_LINES) log.shift();
          if (line.includes('Server is ready')) done();
        }
      });
    });
  };

  const terminate = async (signal: NodeJS.Signals, graceMs: number): Promise<void> => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill(signal);
    const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };

  // A port picked free can be taken before the server binds it; pick another and try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await launch();
      break;
    } catch (err) {
      const portTaken = /address already in use/i.test(logTail());
      if (!portTaken || options.port !== undefined || attempt >= 3) {
        await rm(workDir, { recursive: true, force: true });
        throw err;
      }
      port = await freePort(host);
    }
  }

  return {
    get url() {
      return `nats://${host}:${port}`;
    },
    host,
    get port() {
      return port;
    },
    storeDir,
    version: binary.version,
    binary,
    get pid() {
      return child?.pid;
    },
    get serverName() {
      return serverName();
    },
    monitorUrl: options.monitorPort === undefined ? undefined : `http://${host}:${options.monitorPort}`,
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    logTail,
    async stop() {
      await terminate('SIGTERM', 5_000);
      await rm(workDir, { recursive: true, force: true });
      if (ownsStore) await rm(storeDir, { recursive: true, force: true });
    },
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      await terminate(signal, 5_000);
    },
    async restart() {
      await terminate('SIGTERM', 5_000);
      await launch();
    },
  };
}
