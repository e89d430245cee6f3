import type { Bus } from '@estate/bus';
import type { Logger } from '@estate/runtime';
import type { Store } from '@estate/store';
import { buildGateway, type Gateway } from './app.js';
import { ensureDevKey } from './auth/dev-key.js';
import type { RateLimit } from './auth/key-store.js';
import { NatsKeyStore } from './auth/nats-key-store.js';
import { KvCollectorDirectory } from './collectors/collector-directory.js';
import { KIND_LIST, openKinds, type KindSettings } from './kinds/index.js';
import { LocationDirectory } from './places/location-directory.js';
import type { HttpLimits } from './http/http-limits.js';
import { GatewayMetrics } from './http/gateway-metrics.js';
import { NatsQuotas } from './quotas/index.js';
import { SourceBoard } from './reads/source-status.js';
import type { ReadinessCheck } from './routes/service-routes.js';

/** The service's settings; the kinds' own (the listing cache, search snapshots) are KindSettings. */
export interface GatewayServiceConfig extends KindSettings {
  port: number;
  host: string;
  /** Largest accepted request body, in bytes; default the gateway's. */
  bodyLimit?: number;
  /**
   * Resolve only once every kind's search projection has loaded what its bucket holds (the
   * server listens meanwhile, and `/readyz` answers 503 until then). Default true; false
   * returns as soon as the server listens.
   */
  awaitReady?: boolean;
  /**
   * Embedded mode: where the development key is kept. It is created (and stored, hashed, in the
   * `api_keys` bucket) when the file is missing or its key is no longer valid.
   */
  devKeyPath?: string;
  /** Timeouts, connection cap, trusted proxies and CORS; default `DEFAULT_HTTP_LIMITS`. */
  http?: HttpLimits;
  /** Failed or unauthenticated requests per client address across the deployment; default `DEFAULT_FAILURE_LIMIT`. */
  failureLimit?: RateLimit;
}

export interface GatewayServiceOptions {
  /** Connected, with the gateway's buckets provisioned. Owned by the caller. */
  bus: Bus;
  /** Owned by the caller; in embedded mode the projector writes through the same handle. */
  store: Store;
  logger: Logger;
  config: GatewayServiceConfig;
  /** Where the gateway counts requests; default a registry of its own (`GatewayService.metrics`). Serve it with `startMetricsServer`. */
  metrics?: GatewayMetrics;
}

export interface GatewayService {
  app: Gateway;
  /** What the gateway counts, for a metrics port (never served on the API port). */
  metrics: GatewayMetrics;
  /** `http://host:port` as the server listens. */
  address: string;
  devKey?: { key: string; path: string; created: boolean };
  /** Resolves once the gateway is ready (every search projection loaded). */
  ready: Promise<void>;
  /** Stops taking requests and finishes those in flight, then releases what the service opened. */
  close(): Promise<void>;
}

const NATS_PROBE_TIMEOUT_MS = 2_000;

/**
 * The gateway wired to the projections: keys, credits, rate limits and collector manifests from
 * NATS KV, and each record kind of KINDS answering its operations from its buckets and the store.
 * Shared by the server-mode process (src/main.ts) and the single embedded process.
 */
export async function startGatewayService(options: GatewayServiceOptions): Promise<GatewayService> {
  const { bus, store, logger, config } = options;
  // Opened one after the other, each released if a later one fails.
  const opened: { close(): void | Promise<void> }[] = [];
  const release = async () => {
    for (const resource of opened.reverse()) await resource.close();
  };
  try {
    const keys = await NatsKeyStore.open(bus);
    opened.push(keys);
    const directory = await KvCollectorDirectory.open(bus, logger);
    opened.push(directory);
    // Credits and rate limits are shared with every other gateway process through NATS KV.
    const quotas = await NatsQuotas.open(bus, { logger, ...(config.failureLimit ? { failureLimit: config.failureLimit } : {}) });
    opened.push(quotas);
    const metrics = options.metrics ?? new GatewayMetrics();
    const locations = await LocationDirectory.open(bus, logger, undefined, config.searchSnapshots);
    opened.push(locations);
    // One board for every kind: the source-run query it caches is the same whichever kind asks.
    const board = new SourceBoard(store, directory, { logger });
    const kinds = await openKinds(KIND_LIST, { bus, store, directory, board, locations, logger, metrics, settings: kindSettingsOf(config) });
    opened.push(kinds);
    const ready = Promise.all([kinds.ready, locations.loaded]).then(() => undefined);
    ready.catch(() => undefined);
    const devKey = config.devKeyPath === undefined ? undefined : { ...(await ensureDevKey(keys, config.devKeyPath)), path: config.devKeyPath };
    const app = await buildGateway({
      logger,
      keys,
      directory,
      handlers: kinds.handlers,
      metrics,
      quotas,
      failureLimits: quotas.addresses,
      ...(config.http ? { http: config.http } : {}),
      readiness: [...readinessChecks(bus, store), ...kinds.readiness, locations.readiness],
      changeFeed: { bus, locations },
      ...(config.bodyLimit === undefined ? {} : { bodyLimit: config.bodyLimit }),
    });
    let address: string;
    try {
      address = await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      await app.close();
      throw error;
    }
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= app.close().finally(release);
      return closing;
    };
    if (config.awaitReady !== false) {
      try {
        await ready;
      } catch (error) {
        await app.close();
        throw error;
      }
    }
    return { app, metrics, address, ...(devKey ? { devKey } : {}), ready, close };
  } catch (error) {
    await release();
    throw error;
  }
}

/** What the kinds read of the service's settings, and nothing else of it. */
function kindSettingsOf({ listingCacheEntries, searchSnapshots, searchShards, marketIndexRefreshMs }: GatewayServiceConfig): KindSettings {
  return {
    ...(listingCacheEntries !== undefined ? { listingCacheEntries } : {}),
    ...(searchSnapshots ? { searchSnapshots } : {}),
    ...(searchShards !== undefined ? { searchShards } : {}),
    ...(marketIndexRefreshMs !== undefined ? { marketIndexRefreshMs } : {}),
  };
}

/** `/readyz`: the store answers a query and the NATS connection answers a round trip. */
function readinessChecks(bus: Bus, store: Store): ReadinessCheck[] {
  return [
    async () => {
      const ping = await store.ping();
      return ping.success ? { name: 'store', ok: true } : { name: 'store', ok: false, detail: ping.error.message };
    },
    async () => {
      if (bus.nc.isClosed()) return { name: 'nats', ok: false, detail: 'connection closed' };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${NATS_PROBE_TIMEOUT_MS} ms`)), NATS_PROBE_TIMEOUT_MS);
      });
      try {
        await Promise.race([bus.nc.rtt(), timeout]);
        return { name: 'nats', ok: true };
      } catch (error) {
        return { name: 'nats', ok: false, detail: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
      }
    },
  ];
}
