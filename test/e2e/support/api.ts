import { createEstateClient, type EstateClient, type Schemas } from '@estate/client';
import { createAjv, ErrorEnvelope, LISTING_STATUSES, OPERATIONS_BY_ID, type ListingBody, type MetaBody } from '@estate/contract';
import { expect } from 'vitest';
import { isClosedSocket } from './closed-socket.js';

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: { data: T; meta: MetaBody } & { error?: { code: string; message: string; retryable: boolean } };
}

const ajv = createAjv();
const errorEnvelope = ajv.compile(ErrorEnvelope);
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/**
 * One HTTP call to a running gateway. Every answer is checked against the contract: a 200 against
 * the operation's response schema, anything else against the error envelope. For what a typed
 * client cannot send (no key or a bad one in a loop over operations, a wrong method); otherwise
 * call through `clientFor` and `answered` below.
 */
export async function call<T = unknown>(
  baseUrl: string,
  operationId: string,
  path: string,
  options: { key?: string; body?: unknown; method?: string } = {},
): Promise<ApiAnswer<T>> {
  const operation = OPERATIONS_BY_ID.get(operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? operation.method,
    headers: {
      ...(options.key !== undefined ? { 'x-api-key': options.key } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const body = (await response.json()) as ApiAnswer<T>['body'];
  expectInContract(operationId, response.status, body);
  return { status: response.status, headers: response.headers, body };
}

/** A 200 against the operation's response schema, anything else against the error envelope. */
function expectInContract(operationId: string, status: number, body: unknown): void {
  const operation = OPERATIONS_BY_ID.get(operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  if (status === 200) {
    let validate = validators.get(operationId);
    if (!validate) validators.set(operationId, (validate = ajv.compile(operation.response)));
    expect(validate(body), `${operationId} 200 body: ${ajv.errorsText(validate.errors)}`).toBe(true);
  } else {
    expect(errorEnvelope(body), `${operationId} ${status} body: ${ajv.errorsText(errorEnvelope.errors)}`).toBe(true);
  }
}

/**
 * The typed client (packages/client) of the gateway at `baseUrl`, calling with `key`: paths,
 * parameters and bodies are checked by the compiler against the OpenAPI document. New end-to-end
 * tests call the API through it (`answered(...)` below), as docs/architecture.md ("Tests") asks.
 */
export function clientFor(baseUrl: string, key?: string): EstateClient {
  return createEstateClient({ baseUrl, fetch: fetchReadsAgainOnClosedSocket, ...(key === undefined ? {} : { apiKey: key }) });
}

/**
 * A request sent on a kept-alive connection that the gateway has just closed fails before any
 * answer ("other side closed"): on a loaded machine the test process can miss the server's
 * keep-alive timeout by the seconds undici allows for. A read (a GET or a search) is sent once
 * more, on a new connection; anything else fails as it did.
 */
async function fetchReadsAgainOnClosedSocket(request: Request): Promise<Response> {
  const isRead = request.method === 'GET' || new URL(request.url).pathname.endsWith('/search');
  const again = isRead ? request.clone() : undefined;
  try {
    return await fetch(request);
  } catch (error) {
    if (again === undefined || !isClosedSocket(error)) throw error;
    return fetch(again);
  }
}

/**
 * What a typed-client call answered, checked against the contract as `call` checks it; `T` is
 * the contract's type of `data` the assertions read.
 */
export async function answered<T = unknown>(operationId: string, pending: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<ApiAnswer<T>> {
  const { data, error, response } = await pending;
  const body = (response.ok ? data : error) as ApiAnswer<T>['body'];
  expectInContract(operationId, response.status, body);
  return { status: response.status, headers: response.headers, body };
}

type SearchPages = { listings: ListingBody[]; pages: ApiAnswer<ListingBody[]>[] };

/** Asks for pages from `fetchPage` (the cursor of the last, if any) to the last one; fails on a non-200 or a duplicate id. */
async function pageToEnd(fetchPage: (cursor: string | undefined) => Promise<ApiAnswer<ListingBody[]>>): Promise<SearchPages> {
  const listings: ListingBody[] = [];
  const pages: ApiAnswer<ListingBody[]>[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < 10_000; page++) {
    const answer = await fetchPage(cursor);
    expect(answer.status, JSON.stringify(answer.body.error)).toBe(200);
    pages.push(answer);
    for (const listing of answer.body.data) {
      expect(seen.has(listing.id), `duplicate ${listing.id} on page ${page}`).toBe(false);
      seen.add(listing.id);
      listings.push(listing);
    }
    const pagination = answer.body.meta.pagination;
    if (!pagination?.has_more) return { listings, pages };
    cursor = pagination.next_cursor;
    expect(cursor).toBeTypeOf('string');
  }
  throw new Error('search did not end');
}

/**
 * Pages a listing search through the typed client to its end (the platform's own search when
 * `platform` is given); fails on a duplicate id.
 */
export async function searchAllListings(api: EstateClient, request: Schemas['ListingSearchRequest'], options: { limit?: number; platform?: string } = {}): Promise<SearchPages> {
  const { platform } = options;
  return pageToEnd(async (cursor) => {
    const body = { ...request, limit: options.limit ?? 100, ...(cursor ? { cursor } : {}) };
    return platform === undefined
      ? answered<ListingBody[]>('searchListings', api.POST('/v1/listings/search', { body }))
      : answered<ListingBody[]>('searchPlatformListings', api.POST('/v1/{platform}/listings/search', { params: { path: { platform } }, body: withoutPlatforms(body) }));
  });
}

/** The platform search takes the cross-platform filters but `platforms` (the path names it). */
function withoutPlatforms(request: Schemas['ListingSearchRequest']): Schemas['PlatformSearchRequest'] {
  const { platforms: _platforms, ...rest } = request;
  return rest;
}

export const ALL_STATUSES = [...LISTING_STATUSES];

/** Pages a search to its end; fails on a duplicate id. */
export async function searchAll(
  baseUrl: string,
  key: string,
  request: Record<string, unknown>,
  options: { limit?: number; path?: string; operationId?: string } = {},
): Promise<SearchPages> {
  return pageToEnd((cursor) =>
    call<ListingBody[]>(baseUrl, options.operationId ?? 'searchListings', options.path ?? '/v1/listings/search', {
      key,
      body: { ...request, limit: options.limit ?? 100, ...(cursor ? { cursor } : {}) },
    }),
  );
}
