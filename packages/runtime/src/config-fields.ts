import { Type, type TInteger, type TLiteral, type TString, type TUnion } from 'typebox';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, type LogLevel } from './log-level.js';

/** Options every field builder accepts; they end up in the schema as annotations. */
export interface FieldOptions<Value> {
  readonly default?: Value;
  readonly description?: string;
}

/** A TCP port. 0 is allowed: it asks the OS for a free port, which tests rely on. */
export function portField(options: FieldOptions<number> = {}): TInteger {
  return Type.Integer({ ...options, minimum: 0, maximum: 65535 });
}

export interface UrlFieldOptions extends FieldOptions<string> {
  /** Accepted schemes with their colon, e.g. `['nats:', 'tls:']`; any scheme when omitted. */
  readonly protocols?: readonly string[];
}

/** An absolute URL, optionally limited to some schemes (checked with the WHATWG URL parser). */
export function urlField(options: UrlFieldOptions = {}): TString {
  const { protocols, ...annotations } = options;
  const accepted = protocols === undefined ? 'an absolute URL' : `a URL with scheme ${protocols.join(' or ')}`;
  return Type.Refine(
    Type.String(annotations),
    (value) => {
      if (!URL.canParse(value)) return false;
      return protocols === undefined || protocols.includes(new URL(value).protocol);
    },
    () => `must be ${accepted}`,
  );
}

export type TLogLevel = TUnion<TLiteral<LogLevel>[]>;

/** A pino level name; defaults to `info`. */
export function logLevelField(options: FieldOptions<LogLevel> = {}): TLogLevel {
  return Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: DEFAULT_LOG_LEVEL, ...options },
  );
}
