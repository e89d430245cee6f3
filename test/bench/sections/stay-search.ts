import type { LoadResult } from '../load-client.js';
import { figure, type Figure } from '../report.js';
import { load } from './http-load.js';

export interface StaySearchTargets {
  gatewayUrl: string;
  /** The bare Fastify baseline of the listing search (bare-fastify.ts): the same baseline, a body of its size. */
  bareUrl: string;
  apiKey: string;
  connections: number;
  durationSeconds: number;
  /** The first check-in date searched (`YYYY-MM-DD`, today or later); the bodies spread over the next weeks. */
  firstCheckIn: string;
}

const CITIES = [
  { kind: 'text', query: 'Madrid' },
  { kind: 'text', query: 'London' },
  { kind: 'radius', latitude: 52.52, longitude: 13.405, radius_meters: 15_000 },
  { kind: 'bbox', west: -74.1, south: 40.6, east: -73.8, north: 40.9 },
] as const;

/**
 * Search bodies with the dates filter (the case that reads every candidate's calendar bits):
 * cities by text, radius and box, 2 to 5 nights from `firstCheckIn` over four weeks, 1 to 3
 * guests, some with a price range and a sort, so a run is not one cached query.
 */
export function staySearchBodies(firstCheckIn: string, count = 64): object[] {
  const day = (offset: number) => new Date(Date.parse(`${firstCheckIn}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => {
    const start = (i * 5) % 28;
    return {
      location: CITIES[i % CITIES.length],
      check_in: day(start),
      check_out: day(start + 2 + (i % 4)),
      guests: 1 + (i % 3),
      ...(i % 3 === 0 ? { price_per_night: { max: 250 } } : {}),
      sort: (['reviews_desc', 'price_asc', 'rating_desc'] as const)[i % 3],
      limit: 20,
    };
  });
}

/**
 * searchStays with the dates filter through the gateway, beside the listing search's baseline:
 * bare Fastify answering a fixed search body (`POST /v1/listings/search`). The stays must be in
 * the gateway already (publish-stays.ts, then the projector and the gateways' stay search).
 *
 * run.ts calls it after the listing figures, as
 *   const stays = await measureStaySearch({ gatewayUrl, bareUrl, apiKey, connections: 50, durationSeconds, firstCheckIn: tomorrow });
 *   figures.push(...stays.figures);
 */
export async function measureStaySearch(t: StaySearchTargets): Promise<{ figures: Figure[]; details: Record<string, LoadResult> }> {
  const common = { connections: t.connections, durationSeconds: t.durationSeconds };
  const headers = { 'x-api-key': t.apiKey, 'content-type': 'application/json' };
  const bodies = staySearchBodies(t.firstCheckIn).map((body) => JSON.stringify(body));
  const bare = await load('bare stay search', { ...common, url: t.bareUrl, headers, requests: bodies.map((body) => ({ method: 'POST' as const, path: '/v1/listings/search', body })) });
  const gateway = await load('gateway stay search', { ...common, url: t.gatewayUrl, headers, requests: bodies.map((body) => ({ method: 'POST' as const, path: '/v1/stays/search', body })) });
  const baseline = `bare fastify, the listing search's body, ${t.connections} connections`;
  return {
    figures: [
      figure('stay_search.throughput', gateway.requests_per_s, 'req/s', { name: baseline, value: bare.requests_per_s }, 'ratio >= 0.4'),
      figure('stay_search.latency_p99', gateway.latency_ms.p99, 'ms', { name: baseline, value: bare.latency_ms.p99 }, 'value <= 50 ms'),
    ],
    details: { bare_stay_search: bare, gateway_stay_search: gateway },
  };
}
