import { Type } from 'typebox';
import { StrictObject } from './common.js';
import { ListingSearchRequest } from './requests/listings.js';
import { ListingChange } from './resources/listing-change.js';

/**
 * The filters of the change feed: a listing search's, without what only pages need. A change is
 * sent when the listing matches them before or after it (a listing leaving a price range, or
 * going from `active` to `sold`, is what a follower of that search wants to hear about). Absent
 * `transaction` and `status` mean every one, not a search's `sale` and `active`.
 */
export const ChangeFeedFilter = Type.Omit(ListingSearchRequest, ['cursor', 'limit', 'sort', 'collapse'], {
  additionalProperties: false,
  title: 'ChangeFeedFilter',
  description:
    'The filters of a listing search (ListingSearchRequest without `sort`, `limit`, `cursor` and `collapse`), applied to each change: it is sent when the listing matches them before or after the change. Unlike a search, a feed without `transaction` or `status` follows every transaction and every status.',
});

const LastEventId = Type.String({ pattern: '^[0-9]{1,19}$', description: 'Resume after this change, for clients that cannot send the `Last-Event-ID` header (which wins when both are sent).' });

export const ChangeFeedQuery = StrictObject({
  filter: Type.Optional(
    Type.String({
      minLength: 2,
      maxLength: 16_384,
      description:
        'A ChangeFeedFilter as JSON (URL-encoded), e.g. `{"country":"US","price":{"max":500000,"currency":"USD"}}`; every change when absent. A request line is at most 16 KiB (431 beyond): send a larger filter (a long polygon) in the body of `POST /v1/events`.',
    }),
  ),
  last_event_id: Type.Optional(LastEventId),
});

/**
 * The body of `POST /v1/events`: the same feed with the filter as JSON in the body, for a filter
 * whose URL would pass the 16 KiB a request line may take (a polygon of a thousand points).
 */
export const ChangeFeedRequest = StrictObject(
  {
    filter: Type.Optional(ChangeFeedFilter),
    last_event_id: Type.Optional(LastEventId),
  },
  { description: 'The change feed asked for in a body: `filter` is the ChangeFeedFilter `GET /v1/events` takes as JSON in its query, `last_event_id` its resume position.' },
);

/**
 * `GET /v1/events`: listing changes as Server-Sent Events. Not one of the contract's 43 JSON
 * operations (the contract has no events), so it is described here, beside them, and the
 * OpenAPI document and the gateway both read this one description.
 */
export const CHANGE_FEED = {
  operationId: 'streamListingChanges',
  method: 'GET',
  path: '/v1/events',
  summary: 'Follow listing changes (new, price, status, removed, cross-listed) as Server-Sent Events',
  tag: 'listings',
  enablement: 'beta',
  /** Per connection: a feed is one call, however long it stays open. */
  creditCost: 1,
  query: ChangeFeedQuery,
  filter: ChangeFeedFilter,
  event: ListingChange,
  /** A comment line this often keeps idle connections (and the proxies between) open. */
  heartbeatMs: 15_000,
  /** The same feed asked for with a body (`POST /v1/events`): same stream, same positions, same credit, filter errors named `body.filter.…`. */
  withBody: {
    operationId: 'streamListingChangesWithBody',
    method: 'POST',
    summary: 'Follow listing changes as Server-Sent Events, the filter in a JSON body (any filter size)',
    body: ChangeFeedRequest,
  },
} as const;
