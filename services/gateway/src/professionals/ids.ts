import { idPrefix, type IdPrefix } from '@estate/normalize';
import { ApiError } from '../http/api-error.js';

const KIND_OF: Partial<Record<IdPrefix, { noun: string; path: string }>> = {
  agt: { noun: 'an agent', path: 'GET /v1/agents/{agent_id}' },
  agy: { noun: 'an agency', path: 'GET /v1/agencies/{agency_id}' },
  lst: { noun: 'a listing', path: 'GET /v1/listings/{listing_id}' },
  prp: { noun: 'a property', path: 'GET /v1/properties/{property_id}' },
  loc: { noun: 'a location', path: 'POST /v1/locations/search' },
  bld: { noun: 'a building', path: 'GET /v1/buildings/{building_id}' },
  dev: { noun: 'a development', path: 'GET /v1/developments/{development_id}' },
};

/**
 * 400 unless `id` is an id of kind `prefix`: one of another kind says which it is and where it
 * belongs (an agent id sent as an agency id), anything else that it is no service id.
 */
export function requireIdOf(prefix: 'agt' | 'agy' | 'bld' | 'dev' | 'lst', id: string, field: string): void {
  const found = idPrefix(id);
  if (found === prefix) return;
  const wanted = KIND_OF[prefix]?.noun ?? prefix;
  if (found !== undefined) {
    const other = KIND_OF[found];
    throw new ApiError('invalid_request', `${field} ${id} is ${other?.noun ?? `a ${found} id`}, not ${wanted} id${other ? ` (read it with ${other.path})` : ''}`);
  }
  throw new ApiError('invalid_request', `${field} must be ${wanted} id (${prefix}_ followed by 20 characters), got ${JSON.stringify(id.slice(0, 40))}`);
}
