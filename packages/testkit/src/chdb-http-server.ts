import { serveClickHouseHttp, type ClickHouseHttpServer } from '@estate/store';

/**
 * The ClickHouse HTTP subset of `@estate/store` (the one the embedded process serves read-only to
 * analysts), here read-write: a test tool that lets server-mode code and the network path between
 * it and ClickHouse run on a machine without a ClickHouse server.
 */
export interface ChdbHttpServerOptions {
  readonly dataDir: string;
  readonly host: string;
  /** 0 for a free port. */
  readonly port: number;
  /** chdb sessions on the data directory; queries without parameters run on them in parallel. */
  readonly poolSize: number;
}

export type ChdbHttpServer = ClickHouseHttpServer;

export function serveChdbHttp(options: ChdbHttpServerOptions): Promise<ChdbHttpServer> {
  return serveClickHouseHttp({ ...options, readOnly: false });
}
