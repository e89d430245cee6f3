import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.js';
import { logLevelField, portField, urlField } from './config-fields.js';
import { loadConfig } from './load-config.js';

const Schema = Type.Object({
  PORT: portField({ default: 8080 }),
  NATS_URL: urlField({ protocols: ['nats:', 'tls:'] }),
  CLICKHOUSE_URL: Type.Optional(urlField()),
  LOG_LEVEL: logLevelField(),
  WORKERS: Type.Integer({ minimum: 1, default: 2 }),
  RATIO: Type.Number({ default: 0.5 }),
  EMBEDDED: Type.Boolean({ default: false }),
  PLATFORMS: Type.Array(Type.String(), { default: ['zillow'] }),
  MODE: Type.Union([Type.Literal('live'), Type.Literal('replay')], { default: 'replay' }),
});

const minimal = { NATS_URL: 'nats://127.0.0.1:4222' };

function issuesOf(run: () => unknown): ConfigError['issues'] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('converts strings to the types the schema declares', () => {
    const config = loadConfig(Schema, {
      ...minimal,
      PORT: '3000',
      WORKERS: ' 4 ',
      RATIO: '1e-2',
      EMBEDDED: 'YES',
      PLATFORMS: 'zillow, rightmove,,suumo',
      LOG_LEVEL: 'debug',
      MODE: 'live',
    });
    expect(config).toEqual({
      PORT: 3000,
      NATS_URL: 'nats://127.0.0.1:4222',
      LOG_LEVEL: 'debug',
      WORKERS: 4,
      RATIO: 0.01,
      EMBEDDED: true,
      PLATFORMS: ['zillow', 'rightmove', 'suumo'],
      MODE: 'live',
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['on', true],
    ['False', false],
    ['0', false],
    ['no', false],
    ['off', false],
  ])('reads the boolean %j as %j', (raw, expected) => {
    expect(loadConfig(Schema, { ...minimal, EMBEDDED: raw }).EMBEDDED).toBe(expected);
  });

  it('applies defaults for unset and empty variables, and leaves unset optionals out', () => {
    const config = loadConfig(Schema, { ...minimal, PORT: '', UNRELATED: 'x' });
    expect(config).toEqual({
      PORT: 8080,
      NATS_URL: 'nats://127.0.0.1:4222',
      LOG_LEVEL: 'info',
      WORKERS: 2,
      RATIO: 0.5,
      EMBEDDED: false,
      PLATFORMS: ['zillow'],
      MODE: 'replay',
    });
    expect(Object.hasOwn(config, 'CLICKHOUSE_URL')).toBe(false);
    expect(Object.hasOwn(config, 'UNRELATED')).toBe(false);
  });

  it('reports every offending variable in one error, by name and without echoing values', () => {
    const issues = issuesOf(() =>
      loadConfig(Schema, {
        PORT: '80a',
        WORKERS: '3.7',
        RATIO: 'half',
        EMBEDDED: 'maybe',
        LOG_LEVEL: 'verbose',
        CLICKHOUSE_URL: 'not a url',
        MODE: 'sometimes',
      }),
    );
    expect(issues).toEqual([
      { variable: 'PORT', message: 'must be an integer between 0 and 65535' },
      { variable: 'NATS_URL', message: 'is required but not set' },
      { variable: 'CLICKHOUSE_URL', message: 'must be an absolute URL' },
      { variable: 'LOG_LEVEL', message: 'must be one of: fatal, error, warn, info, debug, trace, silent' },
      { variable: 'WORKERS', message: 'must be an integer >= 1' },
      { variable: 'RATIO', message: 'must be a number' },
      { variable: 'EMBEDDED', message: 'must be a boolean (true/false, 1/0, yes/no, on/off)' },
      { variable: 'MODE', message: 'must be one of: live, replay' },
    ]);
  });

  it('puts every issue in the error message', () => {
    expect(() => loadConfig(Schema, { PORT: '70000', NATS_URL: 'http://example.com' })).toThrow(
      'Invalid configuration (2 variables):\n' +
        '  PORT: must be <= 65535\n' +
        '  NATS_URL: must be a URL with scheme nats: or tls:',
    );
  });

  it('does not quote rejected values, since any of them may be a secret', () => {
    const error = issuesOf(() => loadConfig(Schema, { ...minimal, PORT: 'hunter2' }));
    expect(JSON.stringify(error)).not.toContain('hunter2');
  });

  it('rejects numbers TypeBox would coerce loosely', () => {
    for (const raw of ['0x10', 'true', 'Infinity', '1_000', ' ']) {
      const issues = issuesOf(() => loadConfig(Schema, { ...minimal, WORKERS: raw }));
      expect(issues.map((issue) => issue.variable)).toEqual(['WORKERS']);
    }
  });

  it('reports a rule spanning several variables under "*"', () => {
    const Tls = Type.Refine(
      Type.Object({ TLS: Type.Boolean({ default: false }), TLS_CERT: Type.Optional(Type.String()) }),
      (config) => !config.TLS || config.TLS_CERT !== undefined,
      () => 'TLS_CERT is required when TLS is on',
    );
    expect(loadConfig(Tls, { TLS: 'on', TLS_CERT: '/etc/cert.pem' })).toEqual({ TLS: true, TLS_CERT: '/etc/cert.pem' });
    expect(issuesOf(() => loadConfig(Tls, { TLS: 'on' }))).toEqual([
      { variable: '*', message: 'TLS_CERT is required when TLS is on' },
    ]);
  });

  it('reads JSON for object properties', () => {
    const Limits = Type.Object({ LIMITS: Type.Record(Type.String(), Type.Integer()) });
    expect(loadConfig(Limits, { LIMITS: '{"zillow":5}' }).LIMITS).toEqual({ zillow: 5 });
    expect(issuesOf(() => loadConfig(Limits, { LIMITS: '{zillow' }))).toEqual([
      { variable: 'LIMITS', message: 'must be a JSON object' },
    ]);
  });

  it('returns a deeply frozen object, without freezing the schema defaults', () => {
    const config = loadConfig(Schema, minimal);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.PLATFORMS)).toBe(true);
    expect(() => {
      (config as { PORT: number }).PORT = 1;
    }).toThrow(TypeError);
    expect(() => (config.PLATFORMS as string[]).push('suumo')).toThrow(TypeError);
    expect(Object.isFrozen((Schema.properties.PLATFORMS as { default?: unknown }).default)).toBe(false);
  });

  it('reads process.env by default', () => {
    const Env = Type.Object({ ESTATE_RUNTIME_TEST_PORT: portField() });
    process.env.ESTATE_RUNTIME_TEST_PORT = '1234';
    try {
      expect(loadConfig(Env).ESTATE_RUNTIME_TEST_PORT).toBe(1234);
    } finally {
      delete process.env.ESTATE_RUNTIME_TEST_PORT;
    }
  });
});
