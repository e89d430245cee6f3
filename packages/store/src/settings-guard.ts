import { StoreUsageError } from './errors.js';

// The HTTP-transport settings the client may add on its own; chdb drops them, a server applies
// them to the one request. Anything else passed as `clickhouse_settings` is refused.
const TRANSPORT_SETTINGS = new Set([
  'wait_end_of_query',
  'send_progress_in_http_headers',
  'http_headers_progress_interval_ms',
  'enable_http_compression',
  'default_format',
]);

/**
 * Refuses per-call `clickhouse_settings`. chdb's connection applies them as `SET` on the session,
 * where they outlive the call: a dedup token left that way once made later inserts vanish. A
 * setting meant for one statement goes in that statement's own `SETTINGS` clause, which behaves
 * the same on a server and in chdb.
 */
export function assertNoSessionSettings(params: { clickhouse_settings?: object | undefined }): void {
  const settings = params.clickhouse_settings;
  if (settings === undefined) return;
  const refused = Object.entries(settings)
    .filter(([key, value]) => value !== undefined && !TRANSPORT_SETTINGS.has(key))
    .map(([key]) => key);
  if (refused.length > 0) {
    throw new StoreUsageError(
      `clickhouse_settings (${refused.join(', ')}) are not allowed: put per-query settings in the statement's SETTINGS clause`,
    );
  }
}
