import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError } from './config-error.js';
import { createLogger, type LoggerOptions } from './logger.js';

const KEY = 'est_live_5f2b9c0d7e1a4b3c';

/** A logger writing into memory; `lines()` parses what it wrote. */
function capture(options: Partial<LoggerOptions> = {}) {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const logger = createLogger({ name: 'test', level: 'trace', destination, ...options });
  const raw = (): string => chunks.join('');
  const lines = (): Record<string, unknown>[] =>
    raw()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, raw, lines };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('createLogger', () => {
  it('writes JSON lines with the name, a level label and an ISO timestamp', () => {
    const { logger, lines } = capture();
    logger.info({ listings: 3 }, 'projected');
    const [line] = lines();
    expect(line).toMatchObject({ name: 'test', level: 'info', msg: 'projected', listings: 3 });
    expect(typeof line?.time).toBe('string');
    expect(new Date(line?.time as string).toISOString()).toBe(line?.time);
  });

  it('takes the level from LOG_LEVEL when none is given, and info otherwise', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    expect(capture({ level: undefined }).logger.level).toBe('warn');
    vi.stubEnv('LOG_LEVEL', '');
    expect(capture({ level: undefined }).logger.level).toBe('info');
    vi.stubEnv('LOG_LEVEL', 'error');
    expect(capture({ level: 'debug' }).logger.level).toBe('debug');
  });

  it('rejects an unknown LOG_LEVEL with a ConfigError naming it', () => {
    vi.stubEnv('LOG_LEVEL', 'loud');
    expect(() => capture({ level: undefined })).toThrow(ConfigError);
    expect(() => capture({ level: undefined })).toThrow(/LOG_LEVEL: must be one of/);
  });

  it('never writes an API key, wherever it is logged', () => {
    const { logger, raw, lines } = capture();
    logger.info({ req: { method: 'GET', headers: { 'x-api-key': KEY, accept: 'application/json' } } }, 'request');
    logger.info({ headers: { 'x-api-key': KEY, authorization: `Bearer ${KEY}`, cookie: `sid=${KEY}` } }, 'headers');
    logger.info({ apiKey: KEY, api_key: KEY, key: { apiKey: KEY, api_key: KEY } }, 'fields');
    logger.info({ deep: { a: { b: { c: { API_KEY: KEY } } } }, list: [{ apiKey: KEY }] }, 'nested');
    logger.info({ config: { CLICKHOUSE_PASSWORD: KEY, NATS_TOKEN: KEY, JWT_SECRET: KEY, clientSecret: KEY } }, 'config');
    logger.info({ password: KEY, secret: KEY, token: KEY, authorization: KEY }, 'plain');
    logger.child({ apiKey: KEY, tenant: 'acme' }).info('child bindings');

    expect(raw()).not.toContain(KEY);
    const [request, headers, fields, nested, config, plain, child] = lines();
    expect(request).toMatchObject({ req: { method: 'GET', headers: { 'x-api-key': '[redacted]', accept: 'application/json' } } });
    expect(headers).toMatchObject({ headers: { 'x-api-key': '[redacted]', authorization: '[redacted]', cookie: '[redacted]' } });
    expect(fields).toMatchObject({ apiKey: '[redacted]', api_key: '[redacted]', key: { apiKey: '[redacted]' } });
    expect(nested).toMatchObject({ deep: { a: { b: { c: { API_KEY: '[redacted]' } } } }, list: [{ apiKey: '[redacted]' }] });
    expect(config).toMatchObject({ config: { CLICKHOUSE_PASSWORD: '[redacted]', JWT_SECRET: '[redacted]' } });
    expect(plain).toMatchObject({ password: '[redacted]', secret: '[redacted]', token: '[redacted]' });
    expect(child).toMatchObject({ apiKey: '[redacted]', tenant: 'acme' });
  });

  it('redacts secrets carried by errors, and keeps their type and stack', () => {
    const { logger, raw, lines } = capture();
    const failure = Object.assign(new TypeError('upstream refused'), { request: { headers: { authorization: KEY } } });
    logger.error({ err: failure }, 'fetch failed');
    logger.error(failure);
    logger.warn({ cause: failure }, 'error under another key');

    expect(raw()).not.toContain(KEY);
    for (const line of lines()) {
      const error = (line.err ?? line.cause) as Record<string, unknown>;
      expect(error).toMatchObject({ type: 'TypeError', message: 'upstream refused', request: { headers: { authorization: '[redacted]' } } });
      expect(error.stack).toContain('upstream refused');
    }
  });

  it('leaves the caller objects untouched', () => {
    const { logger } = capture();
    const headers = { 'x-api-key': KEY };
    const record = { req: { headers }, nested: { apiKey: KEY } };
    logger.info(record, 'request');
    expect(record).toEqual({ req: { headers: { 'x-api-key': KEY } }, nested: { apiKey: KEY } });
  });

  it('keeps ordinary fields that merely look similar', () => {
    const { logger, lines } = capture();
    logger.info({ tokenCount: 12, keyspace: 'listings', native_id: 'z-1' }, 'ok');
    expect(lines()[0]).toMatchObject({ tokenCount: 12, keyspace: 'listings', native_id: 'z-1' });
  });

  it('survives cyclic objects', () => {
    const { logger, lines } = capture();
    const cyclic: Record<string, unknown> = { apiKey: KEY };
    cyclic.self = cyclic;
    logger.info({ cyclic }, 'cycle');
    expect(lines()[0]).toMatchObject({ cyclic: { apiKey: '[redacted]' } });
  });

  it('accepts extra redaction paths', () => {
    const { logger, raw } = capture({ redactPaths: ['payload.dsn'] });
    logger.info({ payload: { dsn: 'https://user:pw@sentry.example' } }, 'x');
    expect(raw()).not.toContain('pw@');
  });
});
