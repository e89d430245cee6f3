import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { ChdbResult, Session } from 'chdb';
import { silentLogger, type StoreLogger } from '../logger.js';
import { bindInEngine, bindReadInEngine, bindsInEngine, sessionBinder } from './engine-binding.js';
import { EndpointError, exceptionOf } from './exceptions.js';
import { limitArgs, READ_ONLY_LIMITS, type QueryLimits } from './limits.js';
import { QueryCanceller } from './query-canceller.js';
import { decodeParam } from './query-params.js';
import { SessionPool, type PooledSession } from './session-pool.js';
import { statementShape, withStatementSettings } from './statement-shape.js';

/**
 * The part of ClickHouse's HTTP interface that standard clients use (`@clickhouse/client`,
 * clickhouse-connect, Grafana's data source: `/`, `/ping`, `param_<name>` values for
 * `{name:Type}` placeholders, `default_format`, `database`, `query_id`, URL settings, gzip), answered by the
 * embedded engine on the data directory this process holds. No credentials are checked, and there
 * are no sessions (`session_id`) or multipart parameters.
 *
 * Read-only mode is the analysts' door to the embedded stack: every session runs with ClickHouse's
 * own `readonly = 1`, so the engine refuses writes, DDL, `SET` and setting changes (including
 * `readonly` itself), and table functions that reach files or the network. The embedded engine's
 * `readonly` lets a few things through that this process cannot allow, so the endpoint also reads
 * each request with ClickHouse's parser (`formatQuerySingleLine`) and refuses: several statements
 * in one request (chdb would run them all; a server refuses them too); any statement but a read,
 * because `KILL QUERY` and `SYSTEM STOP MERGES` pass `readonly` and every chdb connection in this
 * process, the projector's and the gateway's too, is one user; and `INTO OUTFILE`, which the
 * embedded engine writes on this machine.
 *
 * It shares the process with the projector and the gateway, so in read-only mode each query is
 * bounded by ClickHouse's own settings (`limits`: memory, time, threads, result size), a query
 * whose client disconnects is killed in the engine (see QueryCanceller), and beyond `poolSize`
 * running and `maxQueued` waiting requests the next is refused with TOO_MANY_SIMULTANEOUS_QUERIES
 * (202, HTTP 503) instead of waiting behind them. A parameterised read's parameters are bound
 * by the engine and the bound text runs unparameterised (engine-binding.ts), so that it does not
 * hold up the process's own parameterised queries, which chdb runs one at a time; so is a read of
 * the gateway's endpoint (read-only off), so that the projector's long reads do not hold it up.
 */
export interface ClickHouseHttpOptions {
  readonly dataDir: string;
  readonly host: string;
  /** 0 for a free port. */
  readonly port: number;
  /** chdb sessions on the data directory: how many requests run at once. */
  readonly poolSize: number;
  readonly readOnly: boolean;
  /** The database of a request that names none; ClickHouse's own default is `default`. */
  readonly defaultDatabase?: string;
  /** Read-only mode: each query's bounds, any left out as READ_ONLY_LIMITS has them. */
  readonly limits?: Partial<QueryLimits>;
  /** Requests that may wait for a session; default `poolSize` in read-only mode, no bound otherwise. */
  readonly maxQueued?: number;
  /**
   * When set, every statement must carry this password (HTTP basic auth, `X-ClickHouse-Key` or
   * `password=`, as ClickHouse takes it; any user name). The embedded process gives the endpoint its
   * gateway writes and reads through a random one: other local users must not reach the engine.
   */
  readonly password?: string;
  readonly logger?: StoreLogger;
}

export interface ClickHouseHttpServer {
  /** `http://host:port`. */
  readonly url: string;
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

/** Serves the ClickHouse HTTP subset on `host:port` over chdb sessions on `dataDir`. */
export async function serveClickHouseHttp(options: ClickHouseHttpOptions): Promise<ClickHouseHttpServer> {
  const connectionArgs = options.readOnly ? ['--readonly=1', ...limitArgs({ ...READ_ONLY_LIMITS, ...options.limits })] : [];
  const maxQueued = options.maxQueued ?? (options.readOnly ? options.poolSize : Number.POSITIVE_INFINITY);
  const pool = new SessionPool(options.dataDir, options.poolSize, connectionArgs, maxQueued);
  const canceller = new QueryCanceller(options.dataDir);
  const context: RequestContext = {
    pool,
    canceller,
    readOnly: options.readOnly,
    defaultDatabase: options.defaultDatabase ?? 'default',
    ...(options.password === undefined ? {} : { password: Buffer.from(options.password) }),
    logger: options.logger ?? silentLogger,
  };
  const server = createServer((req, res) => {
    handle(context, req, res).catch((err: unknown) => {
      // Only a failure to write the response ends here; the socket is the only thing left to close.
      res.destroy(err instanceof Error ? err : new Error(String(err)));
    });
  });
  server.keepAliveTimeout = 10_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => resolve());
    });
  } catch (err) {
    await pool.close();
    canceller.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    port,
    close: async () => {
      await closeServer(server);
      await pool.close();
      canceller.close();
    },
  };
}

interface RequestContext {
  readonly pool: SessionPool;
  readonly canceller: QueryCanceller;
  readonly readOnly: boolean;
  readonly defaultDatabase: string;
  readonly password?: Buffer;
  readonly logger: StoreLogger;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

async function handle(context: RequestContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://endpoint');
  const queryId = url.searchParams.get('query_id') || randomUUID();
  const query = url.searchParams.get('query');
  const raw = await readBody(req);
  if ((url.pathname === '/ping' || url.pathname === '/') && query === null && raw.length === 0) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end('Ok.\n');
    return;
  }
  const started = performance.now();
  const gone = new AbortController();
  // Before the answer is written, a closed response means the client went away.
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  try {
    if (context.password !== undefined && !passwordMatches(context.password, passwordOf(url, req))) {
      throw new EndpointError('AUTHENTICATION_FAILED', 'Authentication failed: password is incorrect, or there is no user with such name');
    }
    const request = readRequest(url, req, decodeBody(raw, req.headers['content-encoding']), context.defaultDatabase);
    const result = await context.pool.run(request.database, (pooled) => runStatement(context, pooled, request, gone.signal), gone.signal);
    const elapsedNs = Math.round((performance.now() - started) * 1e6);
    const compressed = compress(Buffer.from(result.bytes()), url.searchParams.get('enable_http_compression') === '1' ? req.headers['accept-encoding'] : undefined);
    res.writeHead(200, {
      'Content-Type': contentType(request.outputFormat),
      'X-ClickHouse-Query-Id': queryId,
      'X-ClickHouse-Format': request.outputFormat,
      'X-ClickHouse-Timezone': 'UTC',
      'X-ClickHouse-Summary': JSON.stringify(summaryOf(result, request.isInsert, elapsedNs)),
      ...(compressed.encoding === undefined ? {} : { 'Content-Encoding': compressed.encoding }),
    });
    res.end(compressed.body);
    context.logger.debug({ query_id: queryId, ms: Math.round(elapsedNs / 1e6) }, 'sql endpoint query');
  } catch (err) {
    const exception = exceptionOf(err);
    context.logger.debug({ query_id: queryId, code: exception.code, ms: Math.round(performance.now() - started) }, 'sql endpoint query refused or failed');
    res.writeHead(exception.status, {
      'Content-Type': 'text/plain; charset=UTF-8',
      'X-ClickHouse-Query-Id': queryId,
      'X-ClickHouse-Exception-Code': String(exception.code),
    });
    res.end(`${exception.text}\n`);
  }
}

/** The password a request carries, where ClickHouse looks for it: basic auth, `X-ClickHouse-Key`, then `password=`. */
function passwordOf(url: URL, req: IncomingMessage): string | undefined {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (basic !== undefined) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1);
  }
  const key = req.headers['x-clickhouse-key'];
  return (typeof key === 'string' ? key : undefined) ?? url.searchParams.get('password') ?? undefined;
}

function passwordMatches(expected: Buffer, given: string | undefined): boolean {
  const bytes = Buffer.from(given ?? '');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/** Runs the request's statement, killing it in the engine if `gone` aborts before it ends. */
async function runStatement(context: RequestContext, { session, label }: PooledSession, request: EndpointRequest, gone: AbortSignal): Promise<ChdbResult> {
  const statement = await statementToRun(context, session, request);
  if (gone.aborted) throw new EndpointError('QUERY_WAS_CANCELLED', 'Query was cancelled: the client closed the connection');
  const running =
    statement === undefined
      ? session.queryBindAsync(request.statement, request.params, { format: request.defaultFormat })
      : session.queryAsync(statement, { format: request.defaultFormat });
  let killing: Promise<void> | undefined;
  const onGone = (): void => {
    killing = context.canceller.cancel(label, running).catch((err: unknown) => context.logger.warn({ err }, 'sql endpoint: could not cancel the query of a client that went away'));
  };
  gone.addEventListener('abort', onGone, { once: true });
  try {
    return await running;
  } finally {
    gone.removeEventListener('abort', onGone);
    // The session goes back to the pool only once no kill can still reach it.
    await killing;
  }
}

/**
 * The text to run without chdb's parameter binder (see engine-binding.ts), after the read-only
 * checks; undefined when the request's parameters go to the binder. In read-only mode the text
 * the engine bound is checked again as the client's was, and runs in the same session under the
 * same settings. The gateway's endpoint binds its reads in the engine too: they must not wait
 * behind the projector's parameterised reads.
 */
async function statementToRun(context: RequestContext, session: Session, request: EndpointRequest): Promise<string | undefined> {
  const hasParams = Object.keys(request.params).length > 0;
  if (!context.readOnly) return hasParams ? bindReadInEngine(sessionBinder(session), request.statement, request.params) : request.statement;
  const verb = await refuseBeyondReadOnly(session, request.sql);
  if (!hasParams) return request.statement;
  if (!bindsInEngine(verb)) return undefined;
  const bound = await bindInEngine(sessionBinder(session), request.statement, request.params);
  if (bound !== undefined) await refuseBeyondReadOnly(session, bound);
  return bound;
}

interface EndpointRequest {
  /** The statement as the client sent it. */
  readonly sql: string;
  /** The statement with the URL settings in its own SETTINGS clause. */
  readonly statement: string;
  readonly params: Record<string, unknown>;
  readonly database: string;
  readonly defaultFormat: string;
  readonly outputFormat: string;
  readonly isInsert: boolean;
}

function readRequest(url: URL, req: IncomingMessage, body: Buffer, defaultDatabase: string): EndpointRequest {
  if (url.pathname !== '/') throw new EndpointError('NOT_IMPLEMENTED', `this endpoint serves / and /ping only, not ${url.pathname}`);
  if (url.searchParams.has('session_id')) throw new EndpointError('NOT_IMPLEMENTED', 'sessions (session_id) are not supported by this endpoint');
  if (/^multipart\//i.test(req.headers['content-type'] ?? '')) {
    throw new EndpointError('NOT_IMPLEMENTED', 'multipart query parameters are not supported by this endpoint: send param_<name> in the URL');
  }
  const query = url.searchParams.get('query');
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
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new EndpointError('UNKNOWN_SETTING', `Unknown setting ${JSON.stringify(key)}`);
      settings.set(key, value);
    }
  }
  const defaultFormat = url.searchParams.get('default_format') ?? 'TabSeparated';
  const isInsert = shape.verb === 'INSERT';
  return {
    sql,
    // In the statement's own SETTINGS clause they apply to this query only; in read-only mode the
    // engine refuses any that would change a setting.
    statement: withStatementSettings(sql, shape, settings),
    params,
    database: url.searchParams.get('database') || defaultDatabase,
    defaultFormat,
    outputFormat: isInsert ? defaultFormat : (shape.format ?? defaultFormat),
    isInsert,
  };
}

// The statements an analyst reads with, by the first word of ClickHouse's own formatting of them
// (`desc t` is `DESCRIBE TABLE t`, a parenthesised union starts with SELECT).
const READING_STATEMENTS = new Set(['SELECT', 'WITH', 'SHOW', 'DESCRIBE', 'EXPLAIN', 'EXISTS', 'USE']);

/**
 * Refuses what `readonly = 1` lets through but this process cannot allow (see the module comment),
 * as ClickHouse's parser reads the request: a syntax error or several statements (the engine's
 * own error), a statement that is not a read, or a result sent `INTO OUTFILE`. Answers the
 * statement's verb as ClickHouse formats it.
 */
async function refuseBeyondReadOnly(session: Session, sql: string): Promise<string> {
  const formatted = await session.queryBindAsync('SELECT formatQuerySingleLine({statement:String})', { statement: sql }, { format: 'TabSeparatedRaw' });
  const canonical = statementShape(formatted.text().trim());
  if (!READING_STATEMENTS.has(canonical.verb)) {
    throw new EndpointError(
      'READONLY',
      `${canonical.verb || 'This statement'} is not allowed through the read-only SQL endpoint: it serves reads (SELECT, WITH, SHOW, DESCRIBE, EXPLAIN, EXISTS) only, and every connection of the embedded engine is the service's own user`,
    );
  }
  if (canonical.intoOutfile) throw new EndpointError('READONLY', 'INTO OUTFILE is not allowed through the read-only SQL endpoint: it would write a file on the service\'s machine');
  return canonical.verb;
}

// chdb reports rows and bytes read only; like its own client connection, they stand in for the
// result (queries) or the written rows (inserts).
function summaryOf(result: ChdbResult, isInsert: boolean, elapsedNs: number): Record<string, string> {
  return {
    read_rows: String(isInsert ? 0 : result.rowsRead),
    read_bytes: String(isInsert ? 0 : result.bytesRead),
    written_rows: String(isInsert ? result.rowsRead : 0),
    written_bytes: String(isInsert ? result.bytesRead : 0),
    total_rows_to_read: '0',
    result_rows: String(isInsert ? 0 : result.rowsRead),
    result_bytes: String(result.bytes().byteLength),
    elapsed_ns: String(elapsedNs),
  };
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
      throw new EndpointError('NOT_IMPLEMENTED', `unknown Content-Encoding ${encoding ?? ''}`);
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
