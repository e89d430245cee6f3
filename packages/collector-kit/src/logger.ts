import { createLogger } from '@estate/runtime';

/**
 * The logging surface the kit needs: a structural subset of pino, so a service passes its own
 * `createLogger()` logger and tests may pass a silent one. Same shape as the bus's BusLogger.
 */
export interface CollectorLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export function defaultLogger(platform: string): CollectorLogger {
  return createLogger({ name: `collector-${platform}` });
}
