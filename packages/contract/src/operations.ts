import { Type, type Static, type TObject, type TSchema, type TString } from 'typebox';
import { Envelope } from './meta.js';
import { Auction } from './resources/auctions.js';
import { Building, Development, Unit } from './resources/buildings.js';
import { Capability, Platform, SchemaInfo } from './resources/deployment.js';
import { Job } from './resources/jobs.js';
import { Agency, Agent, Listing, ListingHistoryItem, ListingMediaItem, OpenHouse } from './resources/listing.js';
import { Location } from './resources/locations.js';
import { Market, MARKET_FREQUENCIES, MarketPoint } from './resources/markets.js';
import { Comparable, ComparableBasis, PropertyRecord } from './resources/property-records.js';
import { Property } from './resources/property.js';
import { AvailabilityObservation, Stay, StayQuote, StayReview } from './resources/stays.js';
import { ListingResolveRequest, ListingSearchRequest, PlatformSearchRequest } from './requests/listings.js';
import {
  AgencySearchRequest,
  AgentSearchRequest,
  AuctionSearchRequest,
  CreateReadJobRequest,
  DevelopmentSearchRequest,
  LocationSearchRequest,
  MarketSearchRequest,
  PropertyResolveRequest,
  StayQuoteRequest,
  StaySearchRequest,
} from './requests/others.js';
import { Cursor, Limit } from './requests/shared.js';
import { ClosedEnum, CountryCode, IsoDate, PlatformName, StrictObject } from './common.js';
import { IdSchema, isIdParameter } from './ids.js';
import { SIMILARITY_DESCRIPTION } from './similarity.js';

export type Enablement = 'active' | 'beta' | 'unavailable';
export type HttpMethod = 'GET' | 'POST';

export interface Operation {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI path template, e.g. `/v1/listings/{listing_id}`. */
  readonly path: string;
  readonly summary: string;
  /** What the summary cannot say (a rule, a scope); leads the operation's OpenAPI description. */
  readonly description?: string;
  readonly tag: string;
  /** Enablement before any collector reports: the contract's, or `unavailable` where it is silent. */
  readonly enablement: Enablement;
  readonly creditCost: number;
  /** An entitlement the key must carry (docs/architecture.md, "The gateway's answers"). */
  readonly entitlement?: string;
  readonly params?: TObject;
  readonly query?: TObject;
  readonly body?: TSchema;
  /** Schema of `data` in the 200 envelope. */
  readonly data: TSchema;
  /** Whether `meta.pagination` is part of the answer. */
  readonly paginated: boolean;
  /** The full 200 body: `{ data, meta }`, built once. */
  readonly response: TObject;
}

/**
 * Path parameters: a service id declares its shape (ids.ts), so every id operation refuses an id
 * of the wrong shape alike, with 400 naming the parameter; the platform's own names are non-empty
 * strings (contract: minLength 1) with an upper bound that keeps them sane.
 */
function PathParams<const K extends string>(...names: K[]) {
  const properties = {} as Record<K, TString>;
  for (const name of names) {
    properties[name] = isIdParameter(name)
      ? IdSchema(name)
      : Type.String({ minLength: 1, maxLength: 256, description: name === 'platform' ? 'Platform identifier, e.g. `zillow`.' : 'The platform\'s own id of the listing.' });
  }
  return StrictObject(properties);
}

const Page = StrictObject({ limit: Type.Optional(Limit), cursor: Type.Optional(Cursor) });

const ComparablesQuery = StrictObject({
  basis: Type.Optional(ComparableBasis),
  limit: Type.Optional(Limit),
});

const AvailabilityQuery = StrictObject({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30, description: 'How many calendar days to return, from `start_date`: 1 to 100, default 30.' })),
  start_date: Type.Optional({ ...IsoDate, description: 'First calendar day to return; default today (UTC).' }),
});

const SeriesQuery = StrictObject({
  metric: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'One series of the market; all when absent.' })),
  from: Type.Optional({ ...IsoDate, description: 'Points whose period ends on or after this day; not after `to` (400 otherwise).' }),
  to: Type.Optional({ ...IsoDate, description: 'Points whose period starts on or before this day; not before `from` (400 otherwise).' }),
  frequency: Type.Optional(ClosedEnum(MARKET_FREQUENCIES, 'Only series of this spacing; the daily derived series are grouped into it (counts of events summed, the rest as on the last day of each period).')),
  // Swagger UI's "Try it out" fills in a parameter's `example`, not its schema's `examples`: the filter stays unset there.
  platform: Type.Optional({
    ...PlatformName,
    examples: ['zoopla'],
    description:
      "A listing platform (a portal the `derived_from` of a `sale_…` or `rent_…` series names, e.g. `zoopla`): the market's derived listing series computed from that platform's listings alone, each listing counted (`counting: listings`, `derived_from: [platform]`), instead of each home once across portals. Series a source publishes and the stay series are not per portal: left out without `metric`, a 400 when `metric` names one. A platform that lists no homes in this deployment is a 400 naming those that do; one that lists none in this market answers an empty page. A cursor pages only the platform it was issued for.",
  }),
  limit: Type.Optional(Limit),
  cursor: Type.Optional(Cursor),
});

const CapabilitiesQuery = StrictObject({
  platform: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  country: Type.Optional(CountryCode),
});

const list = (item: TSchema) => Type.Array(item);

type Spec = Omit<Operation, 'paginated' | 'response'> & { paginated?: boolean };

/** The schema a spec gives for `part`, or `undefined` where the operation takes none. */
type PartOf<S, Part extends 'params' | 'query' | 'body'> = S extends { readonly [P in Part]: infer T extends TSchema } ? T : undefined;

/**
 * An operation as the table defines it: the literal operationId and the exact schema types of its
 * parameters, query and body, so handlers can be typed from them. Every part is present
 * (`undefined` where the operation takes none) so that a generic `OperationTable[Id]['body']` exists.
 */
export type DefinedOperation<S extends Spec> = Omit<S, 'params' | 'query' | 'body' | 'paginated'> & {
  readonly params: PartOf<S, 'params'>;
  readonly query: PartOf<S, 'query'>;
  readonly body: PartOf<S, 'body'>;
  readonly paginated: boolean;
  readonly response: TObject;
};

function op<const S extends Spec>(spec: S): DefinedOperation<S> {
  const defined: Operation = { ...spec, params: spec.params, query: spec.query, body: spec.body, paginated: spec.paginated ?? false, response: Envelope(spec.data) };
  // TypeScript cannot follow a conditional type (`PartOf`) through a generic spread; the object
  // is the spec itself with every part present, which is what DefinedOperation<S> describes.
  return defined as DefinedOperation<S>;
}

/**
 * The 43 operations of the contract. Enablement and cost follow the contract where it states them;
 * where it is silent: enablement `unavailable` until a collector serves the operation, cost 1 per
 * data call and 0 for polling a job (docs/decisions.md).
 */
const DEFINED = [
  op({ operationId: 'listPlatforms', method: 'GET', path: '/v1/meta/platforms', summary: 'Platforms this deployment serves now', tag: 'meta', enablement: 'active', creditCost: 0, data: list(Platform) }),
  op({ operationId: 'listCapabilities', method: 'GET', path: '/v1/meta/capabilities', summary: 'Live enablement, platforms, countries and selectors per operation', tag: 'meta', enablement: 'active', creditCost: 0, query: CapabilitiesQuery, data: list(Capability) }),
  op({ operationId: 'listSchemas', method: 'GET', path: '/v1/meta/schemas', summary: 'Schema versions of the API and of the events behind it', tag: 'meta', enablement: 'active', creditCost: 0, data: list(SchemaInfo) }),

  op({ operationId: 'searchListings', method: 'POST', path: '/v1/listings/search', summary: 'Search stored listings across platforms', tag: 'listings', enablement: 'beta', creditCost: 1, body: ListingSearchRequest, data: list(Listing), paginated: true }),
  op({ operationId: 'searchPlatformListings', method: 'POST', path: '/v1/{platform}/listings/search', summary: 'Search stored listings of one platform', tag: 'listings', enablement: 'beta', creditCost: 1, params: PathParams('platform'), body: PlatformSearchRequest, data: list(Listing), paginated: true }),
  op({ operationId: 'getPlatformListing', method: 'GET', path: '/v1/{platform}/listings/{native_id}', summary: 'A listing by platform and native id', tag: 'listings', enablement: 'unavailable', creditCost: 1, params: PathParams('platform', 'native_id'), data: Listing }),
  op({ operationId: 'resolveListing', method: 'POST', path: '/v1/listings/resolve', summary: 'Resolve a listing URL or native id to the stored listing', tag: 'listings', enablement: 'beta', creditCost: 1, body: ListingResolveRequest, data: Listing }),
  op({ operationId: 'getListing', method: 'GET', path: '/v1/listings/{listing_id}', summary: 'A listing by service id', tag: 'listings', enablement: 'beta', creditCost: 1, params: PathParams('listing_id'), data: Listing }),
  op({ operationId: 'getListingMedia', method: 'GET', path: '/v1/listings/{listing_id}/media', summary: 'Media of a listing', tag: 'listings', enablement: 'beta', creditCost: 1, params: PathParams('listing_id'), query: Page, data: list(ListingMediaItem), paginated: true }),
  op({ operationId: 'getListingHistory', method: 'GET', path: '/v1/listings/{listing_id}/history', summary: 'Observations and source-reported changes of a listing', tag: 'listings', enablement: 'beta', creditCost: 1, params: PathParams('listing_id'), query: Page, data: list(ListingHistoryItem), paginated: true }),
  op({ operationId: 'getListingOpenHouses', method: 'GET', path: '/v1/listings/{listing_id}/open-houses', summary: 'Open houses of a listing', description: 'The open houses the listing\'s page listed when last read (within 24 h), soonest first, as instants with the property\'s IANA time zone. A listing whose schedule was never read answers an empty list with completeness `unavailable`.', tag: 'listings', enablement: 'unavailable', creditCost: 1, params: PathParams('listing_id'), query: Page, data: list(OpenHouse), paginated: true }),
  op({ operationId: 'getSimilarListings', method: 'GET', path: '/v1/listings/{listing_id}/similar', summary: 'Listings similar to a listing', description: SIMILARITY_DESCRIPTION, tag: 'listings', enablement: 'unavailable', creditCost: 1, params: PathParams('listing_id'), query: Page, data: list(Listing), paginated: true }),

  op({ operationId: 'resolveProperty', method: 'POST', path: '/v1/properties/resolve', summary: 'Resolve an address or listing to a property', tag: 'properties', enablement: 'unavailable', creditCost: 1, body: PropertyResolveRequest, data: Property }),
  op({ operationId: 'getProperty', method: 'GET', path: '/v1/properties/{property_id}', summary: 'A property by service id', tag: 'properties', enablement: 'unavailable', creditCost: 1, params: PathParams('property_id'), data: Property }),
  op({ operationId: 'getPropertyListings', method: 'GET', path: '/v1/properties/{property_id}/listings', summary: 'Listings of a property across platforms', tag: 'properties', enablement: 'unavailable', creditCost: 1, params: PathParams('property_id'), query: Page, data: list(Listing), paginated: true }),
  op({ operationId: 'getPropertyRecords', method: 'GET', path: '/v1/properties/{property_id}/records', summary: 'Public records of a property', tag: 'properties', enablement: 'unavailable', creditCost: 1, params: PathParams('property_id'), query: Page, data: list(PropertyRecord), paginated: true }),
  op({ operationId: 'getPropertyTransactions', method: 'GET', path: '/v1/properties/{property_id}/transactions', summary: 'Recorded transactions of a property', tag: 'properties', enablement: 'unavailable', creditCost: 1, params: PathParams('property_id'), query: Page, data: list(PropertyRecord), paginated: true }),
  op({ operationId: 'getPropertyTaxAssessments', method: 'GET', path: '/v1/properties/{property_id}/tax-assessments', summary: 'Tax assessments of a property', tag: 'properties', enablement: 'unavailable', creditCost: 1, entitlement: 'tax_assessments', params: PathParams('property_id'), query: Page, data: list(PropertyRecord), paginated: true }),
  op({ operationId: 'getPropertyValuations', method: 'GET', path: '/v1/properties/{property_id}/valuations', summary: 'Valuations of a property', tag: 'properties', enablement: 'unavailable', creditCost: 1, params: PathParams('property_id'), query: Page, data: list(PropertyRecord), paginated: true }),
  op({ operationId: 'getPropertyComparables', method: 'GET', path: '/v1/properties/{property_id}/comparables', summary: 'Comparable records for a property', tag: 'properties', enablement: 'unavailable', creditCost: 1, params: PathParams('property_id'), query: ComparablesQuery, data: list(Comparable), paginated: true }),

  op({ operationId: 'getBuilding', method: 'GET', path: '/v1/buildings/{building_id}', summary: 'A building by service id', tag: 'buildings', enablement: 'unavailable', creditCost: 1, params: PathParams('building_id'), data: Building }),
  op({ operationId: 'getBuildingUnits', method: 'GET', path: '/v1/buildings/{building_id}/units', summary: 'Advertised units and floor plans of a building (completeness scoped to what sources advertise)', description: 'The units the building\'s page advertises now, by unit id. Always completeness `partial` with an `advertised_units_only` warning: units not on the market are not listed.', tag: 'buildings', enablement: 'unavailable', creditCost: 1, params: PathParams('building_id'), query: Page, data: list(Unit), paginated: true }),
  op({ operationId: 'searchDevelopments', method: 'POST', path: '/v1/developments/search', summary: 'Search new developments', tag: 'developments', enablement: 'unavailable', creditCost: 1, body: DevelopmentSearchRequest, data: list(Development), paginated: true }),
  op({ operationId: 'getDevelopment', method: 'GET', path: '/v1/developments/{development_id}', summary: 'A development by service id', tag: 'developments', enablement: 'unavailable', creditCost: 1, params: PathParams('development_id'), data: Development }),

  op({ operationId: 'searchAgents', method: 'POST', path: '/v1/agents/search', summary: 'Search agents', tag: 'professionals', enablement: 'unavailable', creditCost: 1, body: AgentSearchRequest, data: list(Agent), paginated: true }),
  op({ operationId: 'getAgent', method: 'GET', path: '/v1/agents/{agent_id}', summary: 'An agent by service id', tag: 'professionals', enablement: 'unavailable', creditCost: 1, params: PathParams('agent_id'), data: Agent }),
  op({ operationId: 'getAgentListings', method: 'GET', path: '/v1/agents/{agent_id}/listings', summary: "An agent's listing portfolio", tag: 'professionals', enablement: 'unavailable', creditCost: 1, params: PathParams('agent_id'), query: Page, data: list(Listing), paginated: true }),
  op({ operationId: 'searchAgencies', method: 'POST', path: '/v1/agencies/search', summary: 'Search agencies', tag: 'professionals', enablement: 'unavailable', creditCost: 1, body: AgencySearchRequest, data: list(Agency), paginated: true }),
  op({ operationId: 'getAgency', method: 'GET', path: '/v1/agencies/{agency_id}', summary: 'An agency by service id', tag: 'professionals', enablement: 'unavailable', creditCost: 1, params: PathParams('agency_id'), data: Agency }),
  op({ operationId: 'getAgencyListings', method: 'GET', path: '/v1/agencies/{agency_id}/listings', summary: "An agency's listing portfolio", tag: 'professionals', enablement: 'unavailable', creditCost: 1, params: PathParams('agency_id'), query: Page, data: list(Listing), paginated: true }),

  op({ operationId: 'searchAuctions', method: 'POST', path: '/v1/auctions/search', summary: 'Search auctions', tag: 'auctions', enablement: 'unavailable', creditCost: 1, body: AuctionSearchRequest, data: list(Auction), paginated: true }),
  op({ operationId: 'getAuction', method: 'GET', path: '/v1/auctions/{auction_id}', summary: 'An auction by service id', tag: 'auctions', enablement: 'unavailable', creditCost: 1, params: PathParams('auction_id'), data: Auction }),

  op({ operationId: 'searchMarkets', method: 'POST', path: '/v1/markets/search', summary: 'Search markets that have series', tag: 'markets', enablement: 'unavailable', creditCost: 1, body: MarketSearchRequest, data: list(Market), paginated: true }),
  op({ operationId: 'getMarketSeries', method: 'GET', path: '/v1/markets/{market_id}/series', summary: 'Points of a market series', tag: 'markets', enablement: 'unavailable', creditCost: 1, params: PathParams('market_id'), query: SeriesQuery, data: list(MarketPoint), paginated: true }),

  op({ operationId: 'searchStays', method: 'POST', path: '/v1/stays/search', summary: 'Search short-stay accommodation', tag: 'stays', enablement: 'unavailable', creditCost: 1, body: StaySearchRequest, data: list(Stay), paginated: true }),
  op({ operationId: 'getStay', method: 'GET', path: '/v1/stays/{stay_id}', summary: 'A stay by service id', tag: 'stays', enablement: 'unavailable', creditCost: 1, params: PathParams('stay_id'), data: Stay }),
  op({ operationId: 'getStayQuote', method: 'POST', path: '/v1/stays/{stay_id}/quote', summary: 'A dated, guest-specific price quote', tag: 'stays', enablement: 'unavailable', creditCost: 1, params: PathParams('stay_id'), body: StayQuoteRequest, data: StayQuote }),
  op({ operationId: 'getStayAvailability', method: 'GET', path: '/v1/stays/{stay_id}/availability', summary: 'Calendar observations of a stay (an unavailable date does not mean booked)', tag: 'stays', enablement: 'unavailable', creditCost: 1, params: PathParams('stay_id'), query: AvailabilityQuery, data: list(AvailabilityObservation) }),
  op({ operationId: 'getStayReviews', method: 'GET', path: '/v1/stays/{stay_id}/reviews', summary: 'Reviews of a stay', tag: 'stays', enablement: 'unavailable', creditCost: 1, params: PathParams('stay_id'), query: Page, data: list(StayReview), paginated: true }),

  op({ operationId: 'searchLocations', method: 'POST', path: '/v1/locations/search', summary: 'Find places and how each platform names them', tag: 'locations', enablement: 'unavailable', creditCost: 1, body: LocationSearchRequest, data: list(Location) }),

  op({ operationId: 'createReadJob', method: 'POST', path: '/v1/jobs', summary: 'Request a fresh asynchronous collection', tag: 'jobs', enablement: 'unavailable', creditCost: 1, body: CreateReadJobRequest, data: Job }),
  op({ operationId: 'getReadJob', method: 'GET', path: '/v1/jobs/{job_id}', summary: 'Status of a read job', tag: 'jobs', enablement: 'unavailable', creditCost: 0, params: PathParams('job_id'), data: Job }),
  op({ operationId: 'getReadJobResults', method: 'GET', path: '/v1/jobs/{job_id}/results', summary: 'Listings a completed read job collected', tag: 'jobs', enablement: 'unavailable', creditCost: 1, params: PathParams('job_id'), query: Page, data: list(Listing), paginated: true }),
];

/** The table in the contract's order, for whatever treats operations alike (routes, OpenAPI, capabilities). */
export const OPERATIONS: readonly Operation[] = DEFINED;

type Defined = (typeof DEFINED)[number];
export type OperationId = Defined['operationId'];
/** Each operation keyed by its id, with its schema types: the source of handler types. */
export type OperationTable = { readonly [O in Defined as O['operationId']]: O };
export type OperationOf<Id extends OperationId> = OperationTable[Id];

export const OPERATION_TABLE: OperationTable = tableOf(DEFINED);
/** Every operationId, in the contract's order. */
export const OPERATION_IDS: readonly OperationId[] = DEFINED.map((o) => o.operationId);
export const OPERATIONS_BY_ID: ReadonlyMap<string, Operation> = new Map(OPERATIONS.map((o) => [o.operationId, o]));

function tableOf(operations: readonly Defined[]): OperationTable {
  // Object.fromEntries cannot express the key-to-type mapping; each entry is keyed by its own id.
  return Object.fromEntries(operations.map((o) => [o.operationId, o])) as OperationTable;
}

export function isOperationId(id: string): id is OperationId {
  return Object.hasOwn(OPERATION_TABLE, id);
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;
/** What a request to operation `Id` carries once validated (defaults applied). */
export interface OperationInput<Id extends OperationId> {
  params: StaticOf<OperationOf<Id>['params']>;
  query: StaticOf<OperationOf<Id>['query']>;
  body: StaticOf<OperationOf<Id>['body']>;
}

/** What operation `Id` answers in `data`: a stored document names the body it serves by its operation. */
export type OperationData<Id extends OperationId> = Static<OperationOf<Id>['data']>;

/** `/v1/listings/{listing_id}` → `/v1/listings/:listing_id` for routers that use colon parameters. */
export function routerPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
