// The process behind startChdbHttpEndpoint(): serves the ClickHouse HTTP subset over chdb on one
// data directory (chdb binds one per process, hence a process of its own) and reports its port
// on stdout as one JSON line. Run by hand: `pnpm --filter @estate/testkit chdb-http` with
// CHDB_HTTP_DATA_DIR set.
import { serveChdbHttp } from './chdb-http-server.js';

const env = process.env;
const dataDir = env.CHDB_HTTP_DATA_DIR;
if (dataDir === undefined || dataDir === '') {
  process.stderr.write('CHDB_HTTP_DATA_DIR is required\n');
  process.exit(2);
}
const server = await serveChdbHttp({
  dataDir,
  host: env.CHDB_HTTP_HOST ?? '127.0.0.1',
  port: Number(env.CHDB_HTTP_PORT ?? '0'),
  poolSize: Number(env.CHDB_HTTP_POOL_SIZE ?? '2'),
});
process.stdout.write(`${JSON.stringify({ listening: server.port })}\n`);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
