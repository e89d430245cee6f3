/**
 * The part of a pino logger the store writes to, so any pino instance (such as the one
 * `@estate/runtime` creates) can be passed without the store depending on how it was built.
 */
export interface StoreLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const noop = (): void => {};

export const silentLogger: StoreLogger = { debug: noop, info: noop, warn: noop, error: noop };
