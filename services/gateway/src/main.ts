import { join } from 'node:path';
import { createLogger, loadConfig, onShutdown } from '@estate/runtime';
import { buildGateway } from './app.js';
import { ensureDevKey } from './auth/dev-key.js';
import { FileKeyStore } from './auth/key-store.js';
import { GatewayConfig } from './config.js';
import { FixedDirectory } from './directory.js';

const config = loadConfig(GatewayConfig);
const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
const keys = await FileKeyStore.open(join(config.DATA_DIR, 'api-keys.json'));
const devKeyPath = join(config.DATA_DIR, 'dev-api-key');
const devKey = await ensureDevKey(keys, devKeyPath);

const app = await buildGateway({ logger, keys, directory: new FixedDirectory(), bodyLimit: config.BODY_LIMIT_BYTES });
// Signals are handled from here on, before anyone can learn the address and send traffic.
onShutdown(logger, [{ name: 'http', close: () => app.close() }]);
const address = await app.listen({ port: config.PORT, host: config.HOST });
logger.info({ address, dev_key_file: devKeyPath, dev_key_created: devKey.created }, 'gateway listening');

// The quick start prints where to go and the key to send; stdout is the terminal here, not a log sink.
process.stdout.write(`\nestate gateway: ${address}  (reference: ${address}/docs)\ndev API key:    ${devKey.key}  (also in ${devKeyPath})\n\n`);
