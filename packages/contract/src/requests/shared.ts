import { Type, type Static, type TObject } from 'typebox';
import { CountryCode, PlatformName, StrictObject } from '../common.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../limits.js';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

export const Limit = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' });
export const Cursor = Type.String({
  minLength: 1,
  maxLength: 2048,
  description:
    'Opaque cursor: pass back, unchanged, the `meta.pagination.next_cursor` of the previous page, with the same filters, sort and path as the request that returned it. A cursor this API did not issue, or one sent with another request, is refused with 400 `invalid_request`.',
});

export const PlatformList = Type.Array(PlatformName, { minItems: 1, maxItems: 20, uniqueItems: true, description: 'Platforms to consult; all that serve the operation when absent.' });

export function NumberRange(description: string, bounds: { minimum?: number; maximum?: number; integer?: boolean } = {}) {
  const { integer, ...limits } = bounds;
  const n = integer ? Type.Integer(limits) : Type.Number(limits);
  return StrictObject({ min: Type.Optional(n), max: Type.Optional(n) }, { description: `${description} Inclusive; \`min\` must not exceed \`max\`.` });
}

const TextLocation = StrictObject(
  {
    kind: Type.Literal('text'),
    query: Type.String({ minLength: 1, maxLength: 200, description: 'Place name, postal code or address text.' }),
    country: Type.Optional(CountryCode),
  },
  { title: 'TextLocation' },
);

const BboxLocation = StrictObject(
  {
    kind: Type.Literal('bbox'),
    west: Type.Number({ minimum: -180, maximum: 180 }),
    south: Type.Number({ minimum: -90, maximum: 90, description: 'Southern edge; must not exceed `north`.' }),
    east: Type.Number({ minimum: -180, maximum: 180, description: 'Eastern edge; smaller than `west` when the box crosses the antimeridian.' }),
    north: Type.Number({ minimum: -90, maximum: 90 }),
  },
  { title: 'BboxLocation', description: 'A box in degrees (WGS 84). `south` must not exceed `north` (400 otherwise); `east` < `west` crosses the antimeridian.' },
);

const RadiusLocation = StrictObject(
  {
    kind: Type.Literal('radius'),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    radius_meters: Type.Number({ exclusiveMinimum: 0, maximum: 200_000 }),
  },
  { title: 'RadiusLocation' },
);

// A tuple in JSON Schema 2020-12 terms (`prefixItems`, nothing after): the bounds of each
// coordinate stand in the schema, so generated clients and validators know them, not only the server.
const Position = Type.Unsafe<[number, number]>({
  type: 'array',
  prefixItems: [
    Type.Number({ minimum: -180, maximum: 180, description: 'Longitude in degrees.' }),
    Type.Number({ minimum: -90, maximum: 90, description: 'Latitude in degrees.' }),
  ],
  items: false,
  minItems: 2,
  maxItems: 2,
  description: '`[longitude, latitude]`, as in GeoJSON.',
});

const PolygonLocation = StrictObject(
  {
    kind: Type.Literal('polygon'),
    coordinates: Type.Array(Position, {
      minItems: 4,
      maxItems: 1000,
      description:
        'A closed ring: the last position repeats the first, and no edge crosses or touches another (the polygon must enclose an area). The ring does not cross the antimeridian. A ring breaking these rules is refused with 400 `invalid_request`.',
    }),
  },
  { title: 'PolygonLocation' },
);

/**
 * A union tagged by `kind`. Written as `oneOf` with a discriminator so a validator checks only the
 * branch the caller named and its error points at that branch's field, not at "no branch matched".
 */
function TaggedUnion<T extends TObject[]>(variants: [...T], title: string) {
  return Type.Unsafe<Static<T[number]>>({
    title,
    type: 'object',
    oneOf: variants,
    discriminator: { propertyName: 'kind' },
    description: 'Where to search; `kind` selects the shape.',
  });
}

/** A place searchLocations returned: every search takes it and searches as by the place's name (docs/decisions.md). */
const IdLocation = StrictObject(
  {
    kind: Type.Literal('id'),
    // Crockford's base-32 alphabet (no i, l, o, u), as ids are written (packages/normalize, ids.ts).
    id: Type.String({ pattern: '^loc_[0-9a-hjkmnp-tv-z]{20}$', description: 'A location id (`loc_…`) from searchLocations.' }),
  },
  { title: 'IdLocation' },
);
export type IdLocationFilter = Static<typeof IdLocation>;

export const LocationFilter = TaggedUnion([TextLocation, BboxLocation, RadiusLocation, PolygonLocation, IdLocation], 'LocationFilter');
export type LocationFilter = Static<typeof LocationFilter>;
export const LOCATION_FILTER_VARIANTS = { text: TextLocation, bbox: BboxLocation, radius: RadiusLocation, polygon: PolygonLocation, id: IdLocation };

/** Agency and agent searches take text locations (the contract shows `kind: text`) and location ids. */
export const TextLocationFilter = TextLocation;
export const ProfessionalLocationFilter = TaggedUnion([TextLocation, IdLocation], 'ProfessionalLocationFilter');
export type ProfessionalLocationFilter = Static<typeof ProfessionalLocationFilter>;
