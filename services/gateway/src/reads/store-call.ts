import { isUnavailable } from '@estate/store';
import { ApiError } from '../http/api-error.js';

/** Runs a store read; a store that cannot be reached becomes 503 `store_unavailable` (retryable). */
export async function storeCall<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isUnavailable(error)) throw new ApiError('store_unavailable', 'the listing store cannot be reached right now; retry shortly');
    throw error;
  }
}
