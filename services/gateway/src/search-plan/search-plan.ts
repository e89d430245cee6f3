import type { ListingSearchRequest, WarningBody } from '@estate/contract';
import type { ListingSearchQuery, RangeBounds, SearchLocation } from '@estate/search';
import { isClosedRing, isSimpleRing } from '@estate/normalize';
import { ApiError } from '../http/api-error.js';
import { requestFingerprint } from '../reads/cursor.js';
import type { WithPlaceName } from '../places/place-name.js';
import type { PlatformState } from '../reads/source-status.js';

/** A search request checked and turned into the store's query, with the platforms it consults. */
export interface SearchPlan {
  query: Omit<ListingSearchQuery, 'limit' | 'after'>;
  consulted: PlatformState[];
  warnings: WarningBody[];
  /** Binds cursors to this request (filters, sort, platforms; not the page size). */
  fingerprint: string;
}

/** A search whose location id, if any, was resolved to the place's name (withPlaceName). */
export type PlannedSearchRequest = WithPlaceName<ListingSearchRequest>;
type SearchBody = PlannedSearchRequest;
type Range = { min?: number; max?: number };

/** Request fields a platform may or may not be able to honour, named as manifests name selectors. */
function usedSelectors(body: SearchBody): string[] {
  const used: string[] = [];
  if (body.country !== undefined) used.push('country');
  if (body.location !== undefined) used.push(`location.${body.location.kind}`);
  for (const field of ['property_types', 'price', 'bedrooms', 'bathrooms', 'area_sqm', 'year_built', 'status'] as const) {
    if (body[field] !== undefined) used.push(field);
  }
  if (body.sort !== undefined && body.sort !== 'newest') used.push('sort');
  return used;
}

function supports(selectors: readonly string[], selector: string): boolean {
  return selectors.includes(selector) || selectors.includes(selector.split('.')[0] as string);
}

export function checkRange(range: Range | undefined, field: string): RangeBounds | undefined {
  if (range === undefined) return undefined;
  if (range.min !== undefined && range.max !== undefined && range.min > range.max) {
    throw new ApiError('invalid_request', `body.${field}.min must not exceed body.${field}.max`);
  }
  return { ...(range.min !== undefined ? { min: range.min } : {}), ...(range.max !== undefined ? { max: range.max } : {}) };
}

export function checkLocation(location: SearchBody['location']): SearchLocation | undefined {
  if (location === undefined) return undefined;
  switch (location.kind) {
    case 'bbox':
      if (location.south > location.north) throw new ApiError('invalid_request', 'body.location.south must not exceed body.location.north');
      return location;
    case 'polygon': {
      const ring = location.coordinates;
      if (!isClosedRing(ring)) {
        throw new ApiError('invalid_request', 'body.location.coordinates must be a closed ring: the last position repeats the first');
      }
      // The bounds of each position are the schema's (PolygonLocation), checked before any handler.
      if (!isSimpleRing(ring)) {
        throw new ApiError('invalid_request', 'body.location.coordinates must enclose an area without crossing or touching itself');
      }
      return { kind: 'polygon', coordinates: ring };
    }
    default:
      return location;
  }
}

/**
 * Checks what the schema cannot (ranges, rings, platform names), picks the platforms to consult
 * and warns where a platform cannot honour a filter. `pathPlatform` is the platform of
 * searchPlatformListings. Platforms are those serving the operation now or holding live data.
 */
export function planSearch(operationId: string, body: SearchBody, pathPlatform: string | undefined, known: readonly PlatformState[]): SearchPlan {
  const byName = new Map(known.map((p) => [p.platform, p]));
  let requested: PlatformState[];
  if (pathPlatform !== undefined) {
    const state = byName.get(pathPlatform);
    if (!state) throw new ApiError('not_found', `no platform ${pathPlatform} in this deployment; see GET /v1/meta/platforms`);
    requested = [state];
  } else if (body.platforms !== undefined) {
    requested = body.platforms.map((name, i) => {
      const state = byName.get(name);
      if (!state) throw new ApiError('invalid_request', `body.platforms.${i} is not a platform of this deployment (${name}); known: ${[...byName.keys()].join(', ')}`);
      return state;
    });
  } else {
    // A live collector says what it serves (a stays or market series source is no listing
    // platform); one that has gone is known by its runs alone.
    requested = known.filter((p) => (p.manifest ? p.manifest.operations.includes(operationId) : p.run !== undefined));
  }

  const country = body.country ?? (body.location?.kind === 'text' ? body.location.country : undefined);
  // A platform whose collector says which countries it covers is skipped for any other country.
  const consulted = requested.filter((p) => country === undefined || !p.manifest || p.manifest.countries.includes(country));

  const warnings: WarningBody[] = [];
  const used = usedSelectors(body);
  for (const { platform, manifest } of consulted) {
    const selectors = manifest?.selectors[operationId];
    if (!selectors) continue;
    for (const selector of used.filter((s) => !supports(selectors, s))) {
      const field = selector.startsWith('location.') ? 'location' : selector;
      warnings.push({
        code: 'filter_not_supported',
        field: `body.${field}`,
        message:
          selector === 'sort'
            ? `${platform} does not state its listings can be sorted by ${body.sort}; those without the value come last`
            : `${platform} does not state its listings carry what ${selector} filters on; its listings without it never match`,
      });
    }
  }
  if (body.price && (body.price.min !== undefined || body.price.max !== undefined) && body.price.currency === undefined) {
    warnings.push({
      code: 'price_without_currency',
      field: 'body.price.currency',
      message: "price.min and price.max are compared with each listing's own currency; set price.currency to compare like with like",
    });
  }

  const price = checkRange(body.price, 'price');
  const location = checkLocation(body.location);
  const ranges = {
    bedrooms: checkRange(body.bedrooms, 'bedrooms'),
    bathrooms: checkRange(body.bathrooms, 'bathrooms'),
    area_sqm: checkRange(body.area_sqm, 'area_sqm'),
    year_built: checkRange(body.year_built, 'year_built'),
  };
  const query: SearchPlan['query'] = {
    platforms: consulted.map((p) => p.platform),
    transaction: body.transaction ?? 'sale',
    statuses: body.status ?? ['active'],
    sort: body.sort ?? 'newest',
    ...(body.country !== undefined ? { country: body.country } : {}),
    ...(location ? { location } : {}),
    ...(body.property_types ? { property_types: body.property_types } : {}),
    ...(price ? { price: { ...price, ...(body.price?.currency ? { currency: body.price.currency } : {}) } } : {}),
    ...Object.fromEntries(Object.entries(ranges).filter(([, v]) => v !== undefined)),
    ...(body.collapse !== undefined ? { collapse: body.collapse } : {}),
  };
  const { cursor: _cursor, limit: _limit, ...filters } = body;
  return { query, consulted, warnings, fingerprint: requestFingerprint(`${operationId}:${pathPlatform ?? ''}`, filters) };
}
