import { ClickHouseLogLevel, type ClickHouseClientConfigOptions, type ErrorLogParams, type Logger, type LogParams, type WarnLogParams } from '@clickhouse/client';
import type { StoreLogger } from './logger.js';

/**
 * The `log` option of `@clickhouse/client`, writing to the store's logger instead of the
 * console. Client errors are logged at debug: each one also reaches the caller as an exception,
 * and the caller decides whether it is worth an error line.
 */
export function clientLogOption(logger: StoreLogger): NonNullable<ClickHouseClientConfigOptions['log']> {
  class StoreClientLogger implements Logger {
    trace(params: LogParams): void {
      logger.debug(fields(params), params.message);
    }
    debug(params: LogParams): void {
      logger.debug(fields(params), params.message);
    }
    info(params: LogParams): void {
      logger.info(fields(params), params.message);
    }
    warn(params: WarnLogParams): void {
      logger.warn({ ...fields(params), err: params.err }, params.message);
    }
    error(params: ErrorLogParams): void {
      logger.debug({ ...fields(params), err: params.err }, params.message);
    }
  }
  return { LoggerClass: StoreClientLogger, level: ClickHouseLogLevel.WARN };
}

function fields(params: LogParams): object {
  return { component: 'clickhouse-client', module: params.module, ...params.args };
}
