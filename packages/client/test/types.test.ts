// The generated types as a client developer meets them: a request the server accepts type-checks,
// one it refuses does not (`@ts-expect-error` fails the type check if the line becomes valid).
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createEstateClient, type Schemas } from '../src/index.js';

type SearchBody = Schemas['ListingSearchRequest'];

describe('the generated client types', () => {
  it('type every union by its discriminator value, not by its component name', () => {
    const text: SearchBody = { location: { kind: 'text', query: 'Leeds' } };
    const polygon: SearchBody = { location: { kind: 'polygon', coordinates: [[0, 0], [1, 0], [1, 1], [0, 0]] } };
    // @ts-expect-error the component's name is not a value of `kind`
    const named: SearchBody = { location: { kind: 'TextLocation', query: 'Leeds' } };
    // @ts-expect-error a text location has no bbox fields
    const mixed: SearchBody = { location: { kind: 'text', query: 'Leeds', west: 1 } };
    expectTypeOf<Schemas['LocationFilter']['kind']>().toEqualTypeOf<'text' | 'bbox' | 'radius' | 'polygon' | 'id'>();
    expectTypeOf<NonNullable<Schemas['AgencySearchRequest']['location']>['kind']>().toEqualTypeOf<'text' | 'id'>();
    expect([text, polygon, named, mixed]).toHaveLength(4);
  });

  it('leaves request fields that have a default optional', () => {
    const empty: SearchBody = {};
    expectTypeOf<SearchBody>().toHaveProperty('limit');
    expectTypeOf<SearchBody['limit']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<SearchBody['sort']>().toEqualTypeOf<'newest' | 'price_asc' | 'price_desc' | 'price_per_sqm_asc' | 'area_desc' | undefined>();
    expect(empty).toEqual({});
  });

  it('sends the key and the typed body, and hands back the parsed answer', async () => {
    const seen: Request[] = [];
    const client = createEstateClient({
      baseUrl: 'http://gateway.test',
      apiKey: 'estate_key',
      fetch: async (request: Request) => {
        seen.push(request.clone());
        return new Response(JSON.stringify({ error: { code: 'operation_unavailable', message: 'no source', retryable: false, details: [] }, request_id: 'req_1' }), {
          status: 501,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const { data, error, response } = await client.POST('/v1/listings/search', { body: { location: { kind: 'text', query: 'Leeds' } } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(501);
    expect(error?.error.code).toBe('operation_unavailable');
    expect(seen[0]?.url).toBe('http://gateway.test/v1/listings/search');
    expect(seen[0]?.headers.get('x-api-key')).toBe('estate_key');
    expect(await seen[0]?.json()).toEqual({ location: { kind: 'text', query: 'Leeds' } });
  });

  it('reads a page as the README shows it, the answer typed from the document', async () => {
    const page = { data: [{ id: 'lst_1', price: { amount: '395000', currency: 'GBP' } }], meta: { pagination: { next_cursor: 'c1' } } };
    const api = createEstateClient({ baseUrl: 'http://gateway.test', apiKey: 'estate_key', fetch: async () => Response.json(page) });
    const { data, error, response } = await api.POST('/v1/listings/search', {
      body: { location: { kind: 'text', query: 'Leeds' }, price: { max: 400_000, currency: 'GBP' }, sort: 'price_asc' },
    });
    if (error) throw new Error(`${response.status} ${error.error.code}: ${error.error.message}`);
    expectTypeOf(data.data[0]?.price?.amount).toEqualTypeOf<string | undefined>();
    expect(data.data.map((listing) => [listing.id, listing.price?.amount])).toEqual([['lst_1', '395000']]);
    expect(data.meta.pagination?.next_cursor).toBe('c1');
  });
});

