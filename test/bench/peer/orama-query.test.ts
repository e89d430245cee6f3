import { insertMultiple } from '@orama/orama';
import { createListingSearch, listingSearchValues, searchListingIds } from '@estate/search';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTORS, listingEvent, parsedListings, renderPlatforms, universeListing } from '../listing-universe.js';
import { searchCases } from '../sections/search-cases.js';
import { createListingDb, listingById, searchListings, type ListingDb } from './orama-db.js';
import { listingRow, peerListing, type PeerListing } from './orama-listings.js';
import type { PeerQuery } from './orama-query.js';

// The peer answers the bench's searches only if its Orama queries mean what the gateway's do:
// every query here runs against Orama and against the gateway's own search projection over the
// same listings, and the two must find the same listings in the same order of sort keys.
const observedAt = '2026-11-20T10:00:00.000Z';
const now = Date.parse(observedAt) + 60_000;
const platforms = COLLECTORS.map((c) => c.platform);
let db: ListingDb;
let projection: ReturnType<typeof createListingSearch>;
let queries: PeerQuery[];
let documents: Map<string, PeerListing>;

beforeAll(async () => {
  const bases = parsedListings(renderPlatforms(11, 150), observedAt);
  const rows = Array.from({ length: bases.length * 3 }, (_, i) => listingRow(listingEvent(universeListing(bases, i), observedAt, 'peer-test')));
  const docs = rows.map(peerListing);
  documents = new Map(docs.map((d) => [d.id, d]));
  db = createListingDb();
  await insertMultiple(db, docs);
  projection = createListingSearch();
  for (const row of rows) projection.upsert(row.listing_id, listingSearchValues(row));

  const some = bases.find((b) => b.data.property?.geometry && b.data.property.address?.country)?.data;
  const geometry = some?.property?.geometry ?? { latitude: 40.4, longitude: -3.7 };
  const common = { platforms, transaction: 'sale', statuses: ['active'], limit: 100 } as const;
  queries = [
    ...searchCases(bases, 12).map((c) => ({ ...c.query, platforms, limit: 100 })),
    { ...common, sort: 'newest' },
    { ...common, transaction: 'rent', sort: 'price_per_sqm_asc', bedrooms: { max: 2 } },
    { ...common, sort: 'area_desc', property_types: ['apartment', 'house'], price: { min: 100_000 } },
    { ...common, sort: 'price_asc', platforms: platforms.slice(0, 2), location: { kind: 'bbox', west: geometry.longitude - 0.5, south: geometry.latitude - 0.5, east: geometry.longitude + 0.5, north: geometry.latitude + 0.5 } },
  ];
}, 120_000);

const keyOf = (sort: PeerQuery['sort'], d: PeerListing | undefined): number | null => {
  const field = { newest: 'source_updated_at', price_asc: 'price_amount', price_desc: 'price_amount', price_per_sqm_asc: 'price_per_sqm', area_desc: 'area_sqm' }[sort] as keyof PeerListing;
  const value = d?.[field];
  return typeof value === 'number' ? value : null;
};

/** Every match of the gateway's projection, page after page (keyset). */
function gatewayMatches(query: PeerQuery): { ids: string[]; total: number } {
  const ids: string[] = [];
  let page = searchListingIds(projection, { ...query, totalCap: 1_000_000 }, now);
  const total = page.total;
  ids.push(...page.listing_ids);
  while (page.next) {
    page = searchListingIds(projection, { ...query, totalCap: 1_000_000, after: page.next }, now);
    ids.push(...page.listing_ids);
  }
  return { ids, total };
}

/** Every match of the peer, page after page (offset). */
async function peerMatches(query: PeerQuery): Promise<{ hits: PeerListing[]; count: number }> {
  const first = await searchListings(db, query);
  const hits = [...first.hits];
  while (hits.length < first.count) hits.push(...(await searchListings(db, query, hits.length)).hits);
  return { hits, count: first.count };
}

describe('the Orama peer', () => {
  it('holds every listing with the document the gateway serves', () => {
    const [id, doc] = [...documents.entries()][0] ?? [];
    expect(id).toBeDefined();
    expect(listingById(db, id as string)?.json).toBe(doc?.json);
    expect(JSON.parse(doc?.json ?? '{}')).toMatchObject({ id });
  });

  it('finds what the gateway finds, in the same order of sort keys', async () => {
    let matched = 0;
    for (const query of queries) {
      const gateway = gatewayMatches(query);
      const peer = await peerMatches(query);
      const label = JSON.stringify(query);
      expect(peer.count, label).toBe(gateway.total);
      expect(peer.hits.length, label).toBe(gateway.total);
      expect(peer.hits.map((h) => h.id).sort(), label).toEqual([...gateway.ids].sort());
      expect(peer.hits.map((h) => keyOf(query.sort, h)), label).toEqual(gateway.ids.map((id) => keyOf(query.sort, documents.get(id))));
      matched += gateway.total;
    }
    // The comparison is of real answers, not of empty ones.
    expect(matched).toBeGreaterThan(queries.length * 5);
  });

  it('pages by offset with the page size of the query', async () => {
    const query = { ...(queries[0] as PeerQuery), limit: 3 };
    const first = await searchListings(db, query);
    const second = await searchListings(db, query, 3);
    const all = await searchListings(db, { ...query, limit: 6 });
    expect(first.hits).toHaveLength(3);
    expect([...first.hits, ...second.hits].map((h) => h.id)).toEqual(all.hits.map((h) => h.id));
  });
});
