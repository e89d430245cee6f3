import { DEFAULT_PAGE_SIZE } from '@estate/contract';
import { checkCountry, checkQuery, consultedPlatforms } from '../search-plan/consulted.js';
import { sourceStatusOf, type SourceBoard } from '../reads/source-status.js';
import { storeCall } from '../reads/store-call.js';
import type { HandlerOf } from '../routes/operations.js';
import type { LocationDirectory } from '../places/location-directory.js';

/** searchLocations: places whose name contains the query, broader first, with every platform's name for each. */
export function locationSearchHandler(locations: LocationDirectory, board: SourceBoard): HandlerOf<'searchLocations'> {
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
