import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { Session, type ChdbResult } from 'chdb';
import { decodeParam, ParamDecodeError } from './chdb-http-params.js';
import { SettingsPlacementError, statementShape, withStatementSettings } from './chdb-http-sql.js';

/**
 * The subset of the ClickHouse HTTP interface that `@clickhouse/client` uses, answered by the
 * embedded engine (chdb) on one data directory. A test tool: it lets server-mode code and the
 * network path between it and ClickHouse run on a machine without a ClickHouse server. It accepts
 * any credentials, has no sessions (`session_id`) and no multipart parameters.
 */
export interface ChdbHttpServerOptions {
  readonly dataDir: string;
  readonly host: string;
  /** 0 for a free port. */
  readonly port: number;
  /** chdb sessions on the data directory; queries without parameters run on them in parallel. */
  readonly poolSize: number;
}

export interface ChdbHttpServer {
  readonly port: number;
  close(): Promise<void>;
}

// URL parameters that are not settings of the statement.
const REQUEST_PARAMETERS = new Set(['query', 'database', 'query_id', 'default_format', 'user', 'password', 'role', 'compress', 'decompress', 'buffer_size', 'session_timeout', 'session_check']);
// Settings of the HTTP layer itself (the list chdb's own connection drops); the engine has no use for them.
const HTTP_ONLY_SETTINGS = new Set([
  'wait_end_of_query',
  'send_progress_in_http_headers',
  'http_response_buffer_size',
  'http_headers_progress_interval_ms',
  'http_send_progress_interval_ms',
  'enable_http_compression',
  'http_zlib_compression_level',
  'http_response_compression_method',
  'http_native_compression_disable_checksumming_on_decompress',
]);

// How ClickHouse's HTTP handler maps exception codes to statuses; anything else is a 500.
const HTTP_STATUS_BY_CODE = new Map<number, number>([
  ...[6, 25, 26, 27, 36, 38, 41, 42, 43, 53, 62, 72, 117, 184, 215, 456, 457].map((code) => [code, 400] as const),
  ...[46, 47, 50, 56, 60, 63, 73, 81, 115].map((code) => [code, 404] as const),
  ...[192, 193, 194, 497, 516].map((code) => [code, 403] as const),
  [48, 501] as const,
]);

const BAD_QUERY_PARAMETER = 457;
const NOT_IMPLEMENTED = 48;
const UNKNOWN_SETTING = 115;

class EndpointError extends Error {
  constructor(
    readonly code: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface PooledSession {
  readonly session: Session;
  database: string | undefined;
}

export async function serveChdbHttp(options: ChdbHttpServerOptions): Promise<ChdbHttpServer> {
  const pool = new SessionPool(options.dataDir, options.poolSize);
  const server = createServer((req, res) => {
    handle(pool, req, res).catch((err: unknown) => {
      // Only a failure to write the response ends here; the socket is the only thing left to close.
      res.destroy(err instanceof Error ? err : new Error(String(err)));
    });
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: async () => {
      await closeServer(server);
      await pool.close();
    },
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

async function handle(pool: SessionPool, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://endpoint');
  const queryId = url.searchParams.get('query_id') || randomUUID();
  const query = url.searchParams.get('query');
  const raw = await readBody(req);
  if ((url.pathname === '/ping' || url.pathname === '/') && query === null && raw.length === 0) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end('Ok.\n');
    return;
  }
  try {
    const body = decodeBody(raw, req.headers['content-encoding']);
    if (url.pathname !== '/') throw new EndpointError(NOT_IMPLEMENTED, 'NOT_IMPLEMENTED', `this endpoint serves / and /ping only, not ${url.pathname}`);
    if (url.searchParams.has('session_id')) throw new EndpointError(NOT_IMPLEMENTED, 'NOT_IMPLEMENTED', 'sessions (session_id) are not supported by this endpoint');
    if (/^multipart\//i.test(req.headers['content-type'] ?? '')) {
      throw new EndpointError(NOT_IMPLEMENTED, 'NOT_IMPLEMENTED', 'multipart query parameters are not supported by this endpoint');
    }
    const text = body.toString('utf8');
    const sql = query === null ? text : text.length === 0 ? query : `${query}\n${text}`;
    const shape = statementShape(sql);
    const params: Record<string, unknown> = {};
    const settings = new Map<string, string>();
    for (const [key, value] of url.searchParams) {
      if (key.startsWith('param_')) {
        const name = key.slice('param_'.length);
        params[name] = decodeParam(value, shape.placeholders.get(name) ?? 'String');
      } else if (!REQUEST_PARAMETERS.has(key) && !HTTP_ONLY_SETTINGS.has(key)) {
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new EndpointError(UNKNOWN_SETTING, 'UNKNOWN_SETTING', `Unknown setting ${JSON.stringify(key)}`);
        settings.set(key, value);
      }
    }
    const format = url.searchParams.get('default_format') ?? 'TabSeparated';
    const statement = withStatementSettings(sql, shape, settings);
    const database = url.searchParams.get('database') ?? 'default';
    const started = performance.now();
    const result = await pool.run(database, (session) =>
      Object.keys(params).length > 0 ? session.queryBindAsync(statement, params, { format }) : session.queryAsync(statement, { format }),
    );
    const elapsedNs = Math.round((performance.now() - started) * 1e6);
    const isInsert = shape.verb === 'INSERT';
    // chdb reports rows and bytes read only; like its own client connection, they stand in for the
    // result (queries) or the written rows (inserts).
    const summary = {
      read_rows: String(isInsert ? 0 : result.rowsRead),
      read_bytes: String(isInsert ? 0 : result.bytesRead),
      written_rows: String(isInsert ? result.rowsRead : 0),
      written_bytes: String(isInsert ? result.bytesRead : 0),
      total_rows_to_read: '0',
      result_rows: String(isInsert ? 0 : result.rowsRead),
      result_bytes: String(result.bytes().byteLength),
      elapsed_ns: String(elapsedNs),
    };
    const outputFormat = isInsert ? format : (shape.format ?? format);
    const compressed = compress(Buffer.from(result.bytes()), url.searchParams.get('enable_http_compression') === '1' ? req.headers['accept-encoding'] : undefined);
    res.writeHead(200, {
      'Content-Type': contentType(outputFormat),
      'X-ClickHouse-Query-Id': queryId,
      'X-ClickHouse-Format': outputFormat,
      'X-ClickHouse-Timezone': 'UTC',
      'X-ClickHouse-Summary': JSON.stringify(summary),
      ...(compressed.encoding === undefined ? {} : { 'Content-Encoding': compressed.encoding }),
    });
    res.end(compressed.body);
  } catch (err) {
    const { code, text } = exceptionOf(err);
    res.writeHead(HTTP_STATUS_BY_CODE.get(code) ?? 500, {
      'Content-Type': 'text/plain; charset=UTF-8',
      'X-ClickHouse-Query-Id': queryId,
      'X-ClickHouse-Exception-Code': String(code),
    });
    res.end(`${text}\n`);
  }
}

/** `Code: N. DB::Exception: message. (TYPE)`, as the server writes an exception. */
function exceptionOf(err: unknown): { code: number; text: string } {
  if (err instanceof EndpointError) return { code: err.code, text: `Code: ${err.code}. DB::Exception: ${err.message}. (${err.type})` };
  const message = err instanceof Error ? err.message : String(err);
  const reported = /^Code: (\d+)\./.exec(message);
  if (reported !== null) return { code: Number(reported[1]), text: message };
  if (err instanceof ParamDecodeError || (err instanceof Error && err.name === 'ChdbBindError')) {
    return { code: BAD_QUERY_PARAMETER, text: `Code: ${BAD_QUERY_PARAMETER}. DB::Exception: ${message}. (BAD_QUERY_PARAMETER)` };
  }
  if (err instanceof SettingsPlacementError) return { code: NOT_IMPLEMENTED, text: `Code: ${NOT_IMPLEMENTED}. DB::Exception: ${message}. (NOT_IMPLEMENTED)` };
  return { code: 1001, text: `Code: 1001. DB::Exception: ${message}. (STD_EXCEPTION)` };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case '':
    case 'identity':
      return body;
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      throw new EndpointError(NOT_IMPLEMENTED, 'NOT_IMPLEMENTED', `unknown Content-Encoding ${encoding ?? ''}`);
  }
}

function compress(body: Buffer, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } {
  if (acceptEncoding === undefined) return { body };
  for (const token of acceptEncoding.split(',')) {
    const encoding = token.split(';')[0]?.trim().toLowerCase();
    if (encoding === 'gzip') return { body: zlib.gzipSync(body), encoding };
    if (encoding === 'deflate') return { body: zlib.deflateSync(body), encoding };
    if (encoding === 'br') return { body: zlib.brotliCompressSync(body), encoding };
  }
  return { body };
}

function contentType(format: string): string {
  if (/^JSON/i.test(format)) return 'application/json; charset=UTF-8';
  if (/^(TabSeparated|TSV|CSV|Pretty|Values|Vertical|Markdown)/i.test(format)) return 'text/plain; charset=UTF-8';
  return 'application/octet-stream';
}

/**
 * chdb sessions on one data directory, handed out one request at a time in FIFO order. The
 * current database is session state in chdb: each request sets the one its URL names.
 */
class SessionPool {
  readonly #idle: PooledSession[];
  readonly #all: PooledSession[];
  readonly #waiters: ((session: PooledSession) => void)[] = [];

  constructor(dataDir: string, size: number) {
    this.#all = Array.from({ length: size }, () => ({ session: new Session(dataDir), database: undefined }));
    this.#idle = [...this.#all];
  }

  async run(database: string, query: (session: Session) => Promise<ChdbResult>): Promise<ChdbResult> {
    const pooled = this.#idle.pop() ?? (await new Promise<PooledSession>((resolve) => this.#waiters.push(resolve)));
    try {
      if (pooled.database !== database) {
        await pooled.session.queryAsync(`USE \`${database.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``);
        pooled.database = database;
      }
      return await query(pooled.session);
    } finally {
      const next = this.#waiters.shift();
      if (next !== undefined) next(pooled);
      else this.#idle.push(pooled);
    }
  }

  async close(): Promise<void> {
    for (const { session } of this.#all) session.close();
  }
}
