import type { Operation } from '@estate/contract';

/** The smallest valid body of each operation that takes one. */
export const MINIMAL_BODIES: Record<string, unknown> = {
  searchListings: {},
  searchPlatformListings: {},
  resolveListing: { url: 'https://www.zillow.com/homedetails/2114-Bigelow-Ave-N-Seattle-WA-98109/48749425_zpid/' },
  resolveProperty: { listing_id: 'lst_abc' },
  searchDevelopments: {},
  searchAgents: {},
  searchAgencies: {},
  searchAuctions: {},
  searchMarkets: {},
  searchStays: { location: { kind: 'text', query: 'Lisboa' } },
  getStayQuote: { check_in: '2026-12-01', check_out: '2026-12-05', guests: 2 },
  searchLocations: { query: 'Berlin' },
  createReadJob: { operation: 'listings.search', params: { country: 'US' } },
};

export function requestFor(op: Operation, url: string) {
  return {
    method: op.method,
    url,
    ...(op.body ? { payload: MINIMAL_BODIES[op.operationId] as object } : {}),
  };
}

/** A minimal valid Listing, for handlers that need something to answer with. */
export const SAMPLE_LISTING = {
  id: 'lst_1',
  source: { platform: 'zillow', provider: 'collector-zillow/replay', observed_at: '2026-11-22T00:00:00.000Z', access_class: 'public_portal' },
  transaction: 'sale',
  status: 'active',
  property: { id: 'prp_1' },
  observed_at: '2026-11-22T00:00:00.000Z',
  native_id: '123',
};
