import { ConfigError, createLogger, Lifecycle, loadConfig } from '@estate/runtime';
import { EmbeddedConfig } from './config.js';
import { startEmbedded } from './embedded.js';

// The embedded default (`npm start` runs it beside nats-server and the collectors): ClickHouse
// in-process, the projector and the gateway in this one process (the first two on an engine thread).
if (process.env.CLICKHOUSE_URL) {
  process.stderr.write(
    'embedded: CLICKHOUSE_URL is set, which means server mode: run services/projector and services/gateway ' +
      'as their own processes (see infra/compose.yaml), or unset it to use the in-process ClickHouse.\n',
  );
  process.exit(2);
}
const config = (() => {
  try {
    return loadConfig(EmbeddedConfig);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`embedded: ${error.message}\n`);
    process.exit(2);
  }
})();
const logger = createLogger({ name: 'embedded', level: config.LOG_LEVEL });
// Signals are handled before anything opens: whatever is open when one arrives is closed in order.
const lifecycle = new Lifecycle({ logger }).listen();
const stack = await startEmbedded({
  config,
  loggerFor: (name) => createLogger({ name, level: config.LOG_LEVEL }),
  register: (name, close) => lifecycle.register(name, close),
  fail: (reason) => {
    logger.fatal({ reason }, 'the embedded stack cannot go on');
    void lifecycle.shutdown(reason, 1);
  },
}).catch(async (error: unknown) => {
  // What did open (the store, the bus, the projector) is closed in order before the exit.
  logger.fatal({ err: error }, 'embedded stack failed to start');
  await lifecycle.shutdown('start-up failed', 1);
  throw error;
});
logger.info(
  { address: stack.address, metrics: stack.metricsUrl, sql: stack.sqlUrl, clickhouse: stack.clickhouseDataPath, dev_key_file: stack.devKey.path, dev_key_created: stack.devKey.created },
  'embedded stack listening',
);

// Where to go and the key to send: stdout is the terminal here (or scripts/start.mjs), not a log
// sink. The key is printed, never logged.
process.stdout.write(
  `\nestate gateway: ${stack.address}  (reference: ${stack.address}/docs)\ndev API key:    ${stack.devKey.key}  (also in ${stack.devKey.path})\n` +
    (stack.metricsUrl ? `metrics:        ${stack.metricsUrl}/metrics\n` : '') +
    (stack.sqlUrl ? `SQL (read-only): ${stack.sqlUrl}  (pnpm sql "SELECT …")\n` : '') +
    '\n',
);
