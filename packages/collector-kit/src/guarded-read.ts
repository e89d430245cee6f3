import type { ParseErrorCode } from './parser.js';

/** One record read, or why it could not be, naming the record when its id is known. */
export type RecordRead<T> = { ok: true; value: T } | { ok: false; error_code: ParseErrorCode; message: string; native_id?: string };

/**
 * Runs a record reader so that a fault in it (a bug, a shape no reader expected) costs that
 * record, not the page: the throw becomes a `parse_error` naming the record where possible.
 */
export function guardedRead<T>(read: () => RecordRead<T>, nativeId: () => string | undefined): RecordRead<T> {
  try {
    return read();
  } catch (error) {
    const native_id = nativeId();
    const message = `record could not be read: ${error instanceof Error ? error.message : String(error)}`;
    return native_id === undefined ? { ok: false, error_code: 'parse_error', message } : { ok: false, error_code: 'parse_error', message, native_id };
  }
}

/** A record that could not be read, naming it when its id is known. */
export function unreadable(error_code: ParseErrorCode, message: string, native_id?: string): RecordRead<never> {
  return native_id === undefined ? { ok: false, error_code, message } : { ok: false, error_code, message, native_id };
}
