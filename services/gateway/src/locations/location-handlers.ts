import { DEFAULT_PAGE_SIZE } from '@estate/contract';
import type { Logger } from '@estate/runtime';
import type { Store } from '@estate/store';
import type { CollectorDirectory } from '../directory.js';
import { checkCountry, checkQuery, consultedPlatforms } from '../professionals/consulted.js';
import { sourceStatusOf, SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf } from '../routes/operations.js';
import type { LocationDirectory } from './location-directory.js';

/** searchLocations: places whose name contains the query, broader first, with every platform's name for each. */
export function locationSearchHandler(locations: LocationDirectory, store: Store, directory: CollectorDirectory, logger: Logger): HandlerOf<'searchLocations'> {
  const board = new SourceBoard(store, directory, { logger });
  return async ({ body }) => {
    const name = checkQuery(body.query, 'body.query') ?? '';
    checkCountry(body.country, 'body.country');
    const now = board.now();
    const consulted = consultedPlatforms('searchLocations', body.platforms, body.country, await storeCall(() => board.platforms()));
    const found = await locations.find(
      {
        name,
        platforms: consulted.map((p) => p.platform),
        ...(body.country !== undefined ? { country: body.country } : {}),
        ...(body.kinds !== undefined ? { kinds: body.kinds } : {}),
      },
      body.limit ?? DEFAULT_PAGE_SIZE,
    );
    return { data: found, meta: { sources: consulted.map((state) => sourceStatusOf(state, now)), warnings: [] } };
  };
}
