export { ConfigError, type ConfigIssue } from './config-error.js';
export { loadConfig, type Config, type EnvSource } from './load-config.js';
export { portField, urlField, logLevelField, type FieldOptions, type UrlFieldOptions, type TLogLevel } from './config-fields.js';
export type { DeepReadonly } from './deep-freeze.js';
export { LOG_LEVELS, DEFAULT_LOG_LEVEL, isLogLevel, type LogLevel } from './log-level.js';
export { createLogger, type Logger, type LoggerOptions, type LogDestination } from './logger.js';
export { REDACTED, REDACT_PATHS, isSensitiveKey, redactSensitive } from './redaction.js';
export {
  Lifecycle,
  onShutdown,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  type CloseHandler,
  type LifecycleOptions,
  type LifecycleState,
  type ShutdownHandler,
  type SignalSource,
} from './lifecycle.js';
