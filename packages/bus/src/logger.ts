import { createLogger } from '@estate/runtime';

/**
 * The logging surface the bus needs: a structural subset of a pino Logger, so a service passes
 * its own `createLogger()` logger (with its name and bindings) and tests can pass anything.
 */
export interface BusLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const noop = (): void => {};

/** For tests and tools that want no log lines. */
export const silentLogger: BusLogger = { debug: noop, info: noop, warn: noop, error: noop };

/** Used when a caller passes no logger: failures must never go unreported. */
export function defaultBusLogger(): BusLogger {
  return createLogger({ name: 'bus' });
}
