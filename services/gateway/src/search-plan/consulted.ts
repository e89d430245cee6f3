import { ApiError } from '../http/api-error.js';
import type { PlatformState } from '../reads/source-status.js';

// Region names from the runtime's own CLDR data: a code it cannot name (`XX`), or names only as
// CLDR's unknown region (`ZZ`), is no country. Grouping codes CLDR names (EU, UN) pass, and then
// match no platform.
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const UNKNOWN_REGION = 'ZZ';

/** 400 for a country code that names no country (`XX`, `ZZ`); any real country passes. */
export function checkCountry(country: string | undefined, field: string): void {
  if (country === undefined) return;
  if (country === UNKNOWN_REGION || regionNames.of(country) === country) throw new ApiError('invalid_request', `${field} ${country} is not an ISO 3166-1 country code`);
}

/** 400 for a query that is only spaces (the schema already refuses an empty one). */
export function checkQuery(query: string | undefined, field: string): string | undefined {
  if (query === undefined) return undefined;
  if (query.trim() === '') throw new ApiError('invalid_request', `${field} must not be blank`);
  return query.trim();
}

/**
 * The platforms a search of agents, agencies or places consults: those named (each must be one
 * this deployment has seen), else every platform serving the operation now or holding data;
 * a platform whose collector lists its countries is skipped for any other `country`.
 */
export function consultedPlatforms(operationId: string, named: readonly string[] | undefined, country: string | undefined, known: readonly PlatformState[]): PlatformState[] {
  const byName = new Map(known.map((p) => [p.platform, p]));
  const requested =
    named === undefined
      ? known.filter((p) => p.manifest?.operations.includes(operationId) ?? p.run !== undefined)
      : named.map((name, i) => {
          const state = byName.get(name);
          if (!state) throw new ApiError('invalid_request', `body.platforms.${i} is not a platform of this deployment (${name}); known: ${[...byName.keys()].join(', ')}`);
          return state;
        });
  return requested.filter((p) => country === undefined || !p.manifest || p.manifest.countries.includes(country));
}
