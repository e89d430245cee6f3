import { createAjv, ErrorEnvelope, LISTING_STATUSES, OPERATIONS_BY_ID, type ListingBody, type MetaBody } from '@estate/contract';
import { expect } from 'vitest';

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
 * the operation's response schema, anything else against the error envelope.
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
  if (response.status === 200) {
    let validate = validators.get(operationId);
    if (!validate) validators.set(operationId, (validate = ajv.compile(operation.response)));
    expect(validate(body), `${operationId} 200 body: ${ajv.errorsText(validate.errors)}`).toBe(true);
  } else {
    expect(errorEnvelope(body), `${operationId} ${response.status} body: ${ajv.errorsText(errorEnvelope.errors)}`).toBe(true);
  }
  return { status: response.status, headers: response.headers, body };
}

export const ALL_STATUSES = [...LISTING_STATUSES];

/** Pages a search to its end; fails on a duplicate id. */
export async function searchAll(
  baseUrl: string,
  key: string,
  request: Record<string, unknown>,
  options: { limit?: number; path?: string; operationId?: string } = {},
): Promise<{ listings: ListingBody[]; pages: ApiAnswer<ListingBody[]>[] }> {
  const listings: ListingBody[] = [];
  const pages: ApiAnswer<ListingBody[]>[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < 10_000; page++) {
    const answer = await call<ListingBody[]>(baseUrl, options.operationId ?? 'searchListings', options.path ?? '/v1/listings/search', {
      key,
      body: { ...request, limit: options.limit ?? 100, ...(cursor ? { cursor } : {}) },
    });
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
