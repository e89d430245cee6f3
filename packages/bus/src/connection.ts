import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import { connect as natsConnect, type NatsConnection } from '@nats-io/transport-node';
import { defaultBusLogger, type BusLogger } from './logger.js';
import { serverFeatures, type ServerFeatures } from './server-features.js';

export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

export interface ConnectOptions {
  /**
   * Server URL(s), a string may be comma separated; default `NATS_URL` (the same), else
   * nats://127.0.0.1:4222. Give every server of a cluster: the client reconnects to another
   * when the one it uses goes away (it also learns the others from the server it reaches).
   */
  servers?: string | string[];
  /** Client name shown in the server's connection list, e.g. `projector`. */
  name?: string;
  /** Default: the runtime's pino logger named `bus`. */
  logger?: BusLogger;
  env?: NodeJS.ProcessEnv;
  /** Timeout of the first connection attempt. */
  timeoutMs?: number;
  /** Reconnect attempts after a lost connection; -1 (default) retries for ever. */
  maxReconnectAttempts?: number;
  reconnectTimeWaitMs?: number;
  /** Timeout of JetStream API requests and publish acks. */
  jetstreamTimeoutMs?: number;
}

export interface Bus {
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  readonly kvm: Kvm;
  readonly features: ServerFeatures;
  readonly logger: BusLogger;
  /** Drains subscriptions and closes; safe to call twice. */
  close(): Promise<void>;
}

export function natsServers(opts: Pick<ConnectOptions, 'servers' | 'env'> = {}): string[] {
  // A string may list a cluster's servers comma separated, as NATS_URL does.
  const given = opts.servers ?? (opts.env ?? process.env).NATS_URL ?? '';
  const list = (Array.isArray(given) ? given : [given]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean);
  return list.length > 0 ? list : [DEFAULT_NATS_URL];
}

/** Connects to NATS and JetStream; fails fast if JetStream is not enabled on the server. */
export async function connect(opts: ConnectOptions = {}): Promise<Bus> {
  const logger = opts.logger ?? defaultBusLogger();
  const servers = natsServers(opts);
  const nc = await natsConnect({
    servers,
    ...(opts.name === undefined ? {} : { name: opts.name }),
    timeout: opts.timeoutMs ?? 5_000,
    maxReconnectAttempts: opts.maxReconnectAttempts ?? -1,
    reconnectTimeWait: opts.reconnectTimeWaitMs ?? 1_000,
    // Otherwise every request (each KV put, get and JetStream publish) builds two Error objects
    // up front for their stack traces: 7 % of the projector's CPU in the 1M benchmark's profile.
    // A failed request still says what failed; only the caller's frames are left out.
    noAsyncTraces: true,
  });
  void watchStatus(nc, logger);
  const version = nc.info?.version ?? '0.0.0';
  const timeout = opts.jetstreamTimeoutMs ?? 10_000;
  let jsm: JetStreamManager;
  try {
    jsm = await jetstreamManager(nc, { timeout });
  } catch (err) {
    await nc.close();
    throw err;
  }
  const js = jetstream(nc, { timeout });
  logger.info({ servers, server_version: version, client: opts.name }, 'connected to NATS');
  let closing: Promise<void> | undefined;
  return {
    nc,
    js,
    jsm,
    kvm: new Kvm(js),
    features: serverFeatures(version),
    logger,
    close() {
      closing ??= (async () => {
        if (nc.isClosed()) return;
        try {
          await nc.drain();
        } catch {
          // Drain fails on a connection already lost; closing it is all that is left to do.
          await nc.close();
        }
      })();
      return closing;
    },
  };
}

async function watchStatus(nc: NatsConnection, logger: BusLogger): Promise<void> {
  for await (const s of nc.status()) {
    switch (s.type) {
      case 'disconnect':
        logger.warn({ server: s.server }, 'NATS disconnected');
        break;
      case 'reconnect':
        logger.info({ server: s.server }, 'NATS reconnected');
        break;
      case 'error':
        logger.error({ err: s.error }, 'NATS connection error');
        break;
      default:
        break;
    }
  }
}
