// The embedded process's engine thread: the in-process ClickHouse, the projector that writes it,
// and the endpoints that read it (the gateway's, behind a password, and the analysts' read-only
// one). Run from the built JavaScript (dist/engine-worker.js) as a worker thread of main.js, so
// that projecting never holds up the thread that serves. See engine-thread.ts.
import { rm, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { connect, defaultTopology, provision } from '@estate/bus';
import { startProjector, type RunningProjector } from '@estate/projector';
import { createLogger, type Logger } from '@estate/runtime';
import { createStore, DEFAULT_POOL_SIZE, migrate, serveClickHouseHttp, type ClickHouseHttpServer } from '@estate/store';
import type { EngineReport, EngineRequest, EngineSettings } from './engine-messages.js';

const port = parentPort;
if (port === null) throw new Error('engine-worker.js runs as a worker thread of the embedded process');
const settings = workerData as EngineSettings;
const loggerFor = (name: string): Logger => createLogger({ name, level: settings.logLevel });
const logger = loggerFor('engine');
const post = (report: EngineReport): void => port.postMessage(report);

/** Close handlers, newest first on close: projector, sql, engine endpoint, bus, store. */
const opened: { name: string; close: () => Promise<void> }[] = [];
let closing: Promise<void> | undefined;

/** Thrown into start-up when a close came first: what it opens from then on is closed at once. */
class ClosedWhileStarting extends Error {}

/**
 * Takes a resource just opened. After a close it is closed at once and start-up ends: a close
 * never waits for start-up, whose matcher warm takes a minute at 1M listings (nothing is written
 * before the projector consumes, so stopping there loses nothing).
 */
async function adopt(name: string, close: () => Promise<void>): Promise<void> {
  if (closing === undefined) {
    opened.push({ name, close });
    return;
  }
  await close().catch(() => undefined);
  throw new ClosedWhileStarting(`closed while starting (${name})`);
}

function closeAll(): Promise<void> {
  closing ??= (async () => {
    for (const { name, close } of opened.splice(0).reverse()) {
      logger.info({ handler: name }, 'engine closing');
      await close().catch((error: unknown) => logger.error({ err: error, handler: name }, 'engine: a close failed'));
    }
  })();
  return closing;
}

/** The analysts' door: its own read-only sessions on this engine, its URL in a file for `pnpm sql`. */
async function openSqlEndpoint(database: string): Promise<string | undefined> {
  if (settings.sql.port === 0) return undefined;
  // Two of the machine's cores is the budget: more would take the engine's threads from the projector and the gateway.
  const sql = await serveClickHouseHttp({ dataDir: settings.clickhouseDataPath, host: settings.sql.host, port: settings.sql.port, poolSize: 2, readOnly: true, defaultDatabase: database, logger: loggerFor('sql') });
  await adopt('sql', async () => {
    await rm(settings.sql.urlFile, { force: true });
    await sql.close();
  });
  await writeFile(settings.sql.urlFile, `${sql.url}\n`);
  return sql.url;
}

async function open(): Promise<RunningProjector> {
  const storeLogger = loggerFor('store');
  const store = await createStore({ path: settings.clickhouseDataPath, logger: storeLogger });
  await adopt('store', () => store.close());
  await migrate(store, { logger: storeLogger });

  const bus = await connect({ name: 'embedded-engine', servers: settings.natsUrl, logger: loggerFor('bus') });
  await adopt('bus', () => bus.close());
  await provision(bus, defaultTopology({ projector: { ackWaitMs: settings.projector.ackWaitMs } }));

  // The gateway's door: sessions of its own on this engine, as many as the store keeps for the projector.
  const endpoint: ClickHouseHttpServer = await serveClickHouseHttp({
    dataDir: settings.clickhouseDataPath,
    host: '127.0.0.1',
    port: 0,
    poolSize: DEFAULT_POOL_SIZE,
    readOnly: false,
    defaultDatabase: store.database,
    password: settings.password,
    logger: storeLogger,
  });
  await adopt('engine endpoint', () => endpoint.close());
  const sqlUrl = await openSqlEndpoint(store.database);
  post({ type: 'open', engineUrl: endpoint.url, database: store.database, ...(sqlUrl ? { sqlUrl } : {}) });

  await gatewayLoaded;
  // A close ends the wait: the projector must not start (its warm takes a minute at 1M) on a bus and store being closed.
  if (closing !== undefined) throw new ClosedWhileStarting('closed while waiting for the gateway');
  const { batchSize, batchWaitMs, batchesInFlight } = settings.projector;
  const projector = await startProjector({ bus, store, logger: loggerFor('projector'), batchSize, batchWaitMs, batchesInFlight });
  // stop() finishes the batch in hand: committed and acked before the bus closes.
  await adopt('projector', () => projector.stop());
  post({ type: 'projecting' });
  return projector;
}

function failed(error: unknown): EngineReport {
  return error instanceof Error ? { type: 'failed', message: error.message, ...(error.stack ? { stack: error.stack } : {}) } : { type: 'failed', message: String(error) };
}

/**
 * The projector starts once the gateway has loaded its projections (or after
 * PROJECTOR_WAITS_AT_MOST_MS). Its matcher warm reads every live listing from the store, a minute of
 * CPU at 1M listings, and on two cores it took that CPU from the gateway's load: a start at 100k
 * listings was ready in 9.1 s with both at once, 7.3 s with the projector after. Nothing is lost
 * meanwhile: the events wait in the stream for the durable consumer, and a gateway that is not yet
 * ready answers no reads. The bound keeps a gateway that cannot load from stopping the projector.
 */
const PROJECTOR_WAITS_AT_MOST_MS = 120_000;
let letProjectorStart: () => void = () => undefined;
const gatewayLoaded = new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, PROJECTOR_WAITS_AT_MOST_MS);
  letProjectorStart = () => {
    clearTimeout(timer);
    resolve();
  };
});

const started = open();
port.on('message', (request: EngineRequest) => {
  if (request.type === 'project') return letProjectorStart();
  if (request.type === 'close') {
    // A close while the projector waits for the gateway ends the wait, and with it start-up.
    letProjectorStart();
    void closeAll().then(() => {
      post({ type: 'closed' });
      port.close();
    });
    return;
  }
  void started
    .then(async ({ metrics }) => post({ type: 'metrics', id: request.id, text: await metrics.registry.metrics(), contentType: metrics.registry.contentType }))
    .catch(() => post({ type: 'metrics', id: request.id, text: '', contentType: 'text/plain; version=0.0.4; charset=utf-8' }));
});
started.catch(async (error: unknown) => {
  // Closed while starting: the close answers the serving thread.
  if (closing !== undefined) return;
  logger.error({ err: error }, 'engine failed to start');
  await closeAll();
  post(failed(error));
  port.close();
});
