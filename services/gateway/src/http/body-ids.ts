import { isIdOf, wrongIdMessage, type IdParameter } from '@estate/contract';
import { ApiError } from '../http/api-error.js';

const PARAMETER_OF = { agt: 'agent_id', agy: 'agency_id', bld: 'building_id', dev: 'development_id', lst: 'listing_id' } as const satisfies Record<string, IdParameter>;

/**
 * 400 unless `id` is an id of kind `prefix`, in the words a path id of the wrong shape gets: one
 * of another kind says which it is and where it belongs (an agent id sent as an agency id),
 * anything else the shape wanted. For ids in bodies; path ids are held to their `pattern` by
 * validation.
 */
export function requireIdOf(prefix: keyof typeof PARAMETER_OF, id: string, field: string): void {
  const parameter = PARAMETER_OF[prefix];
  if (!isIdOf(parameter, id)) throw new ApiError('invalid_request', wrongIdMessage(parameter, id, field));
}
