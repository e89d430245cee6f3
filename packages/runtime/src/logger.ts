import { pino } from 'pino';
import { ConfigError } from './config-error.js';
import { DEFAULT_LOG_LEVEL, isLogLevel, LOG_LEVELS, type LogLevel } from './log-level.js';
import { REDACTED, REDACT_PATHS, redactError, redactLogRecord } from './redaction.js';

export type Logger = pino.Logger;

/** Anything pino can write lines to: a file descriptor stream, or an in-memory stream in tests. */
export type LogDestination = pino.DestinationStream;

export interface LoggerOptions {
  /** The service or component; bound to every line as `name`. */
  readonly name: string;
  /** Overrides `LOG_LEVEL`; without either, `info`. */
  readonly level?: LogLevel;
  /** Where lines go; stdout, written synchronously, when omitted. */
  readonly destination?: LogDestination;
  /** More pino redaction paths, for a service's own fixed secret positions. */
  readonly redactPaths?: readonly string[];
}

/**
 * A pino logger writing one JSON object per line with an ISO `time`, the level as a label, and
 * `name` bound. Values under sensitive keys (API keys, authorization, cookies, passwords,
 * secrets, tokens) are replaced by `[redacted]` at any depth, in bindings, merging objects and
 * serialized errors. Text interpolated into the message string is not inspected: pass
 * secrets, if ever, as fields.
 */
export function createLogger(options: LoggerOptions): Logger {
  const level = options.level ?? levelFromEnv(process.env.LOG_LEVEL);
  const loggerOptions: pino.LoggerOptions = {
    name: options.name,
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: [...REDACT_PATHS, ...(options.redactPaths ?? [])], censor: REDACTED },
    serializers: { err: redactError },
    formatters: {
      // A label reads the same in every log pipeline; pino's numbers need a lookup table.
      level: (label) => ({ level: label }),
      bindings: (bindings) => redactLogRecord(bindings),
      log: (record) => redactLogRecord(record),
    },
  };
  // pino's own default writes asynchronously: a line still in flight when the process exits
  // reached the pipe after lines written later (seen in lifecycle-signals.test.ts under load).
  return pino(loggerOptions, options.destination ?? pino.destination({ dest: 1, sync: true }));
}

function levelFromEnv(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return DEFAULT_LOG_LEVEL;
  if (isLogLevel(value)) return value;
  throw new ConfigError([{ variable: 'LOG_LEVEL', message: `must be one of: ${LOG_LEVELS.join(', ')}` }]);
}
