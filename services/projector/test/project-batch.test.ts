import { BUCKETS, bucketsOfKind } from '@estate/bus';
import { createEvent, EVENT_TYPES, kindNameOf, type AnyEvent } from '@estate/events';
import type { StoredListing } from '@estate/documents';
import { listingSearchValuesOf, type SearchDocument } from '@estate/search';
import { TABLES } from '@estate/store';
import { describe, expect, it } from 'vitest';
import { EncodedDocument } from '../src/encoded-document.js';
import { isProjected, PROJECTED_BUCKETS, PROJECTED_TABLES, PROJECTIONS } from '../src/kinds/index.js';
import { projectBatch, projectBatchInSlices } from '../src/project-batch.js';
import { PropertyMatcher } from '../src/property-matcher.js';
import { listingEvent, sourceRunEvent } from './events.js';

const collector = { name: 'collector-test', version: '0.1.0', run_id: 'run-1' };
const at = new Date('2026-10-13T10:00:00.000Z');

const media = createEvent({
  type: 'media.observed',
  platform: 'zillow',
  provider: 'collector-test/replay',
  observed_at: at,
  collector,
  data: { listing_native_id: '10001', items: [{ url: 'https://p.test/1.jpg', type: 'photo' }, { url: 'https://p.test/2.jpg', type: 'floorplan' }], complete: true, access_class: 'public_portal', country: 'US' },
});
const building = createEvent({ type: 'building.observed', platform: 'zillow', provider: 'collector-test/replay', observed_at: at, collector, data: { native_id: 'building-1', name: 'The Ansonia', access_class: 'public_portal', country: 'US' } });

describe('projectBatchInSlices', () => {
  it('gives the rows and documents projectBatch gives, letting the event loop run between slices', async () => {
    const events: AnyEvent[] = [...Array.from({ length: 40 }, (_, i) => listingEvent(100 + (i % 25), new Date(at.getTime() + i * 1_000), 1_000 + i)), media, building, sourceRunEvent('run-8', at)];
    const whole = projectBatch(events, new PropertyMatcher());
    // Counts the event loop's turns while the batch is projected: a slice of 0 ms yields after every event.
    let turns = 0;
    let projecting = true;
    const tick = () => {
      if (!projecting) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const sliced = await projectBatchInSlices(events, new PropertyMatcher(), 0).finally(() => (projecting = false));
    expect(turns).toBeGreaterThanOrEqual(events.length - 1);
    expect(sliced.skipped).toBe(whole.skipped);
    expect(sliced.rows).toEqual(whole.rows);
    expect([...sliced.documents.keys()]).toEqual([...whole.documents.keys()]);
    for (const [bucket, documents] of whole.documents) expect([...(sliced.documents.get(bucket)?.entries() ?? [])]).toEqual([...documents.entries()]);
    expect(whole.rows.listings.length).toBe(40);
  });
});

describe('projectBatch', () => {
  it('sends each event through the projection of its type', () => {
    const older = listingEvent(1, new Date(at.getTime() - 60_000), 100);
    const newer = listingEvent(1, at, 200);
    const events: AnyEvent[] = [newer, media, building, older, sourceRunEvent('run-7', at)];
    const batch = projectBatch(events, new PropertyMatcher());

    // Every event type has its projection now, so none is skipped.
    expect(batch.skipped).toBe(0);
    expect(Object.fromEntries(Object.entries(batch.rows).flatMap(([table, rows]) => (rows.length > 0 ? [[table, rows.length]] : [])))).toEqual({
      listings: 2,
      listingObservations: 2,
      listingMedia: 2 + 2,
      sourceRuns: 1,
      buildings: 1,
    });
    // One document per listing, the newest whatever the order in the batch.
    const documents = [...(batch.documents.get('listings')?.values() ?? [])].map((d) => JSON.parse((d as EncodedDocument).json) as StoredListing);
    expect(documents.map((d) => d.event_id)).toEqual([newer.id]);
    expect(documents[0]?.listing.price?.amount).toBe('200');
    // Its search fields beside it, of the same observation.
    const search = [...(batch.documents.get('listing_search')?.entries() ?? [])] as [string, SearchDocument][];
    expect(search.map(([key, d]) => [key, d.event_id])).toEqual([[documents[0]?.listing.id, newer.id]]);
    expect(listingSearchValuesOf(search[0]?.[1])?.price_amount).toBe(200);
  });

  it('serializes a listing once: its KV document is the StoredListing around the row\'s document text', () => {
    const plain = listingEvent(2, at);
    const base = listingEvent(3, at);
    const history = [{ event_at: '2026-09-01', event: 'listed', price: { amount: '99000', currency: 'USD', kind: 'asking' as const } }];
    const withHistory = createEvent({ type: 'listing.observed', platform: 'zillow', provider: base.provider, observed_at: at, collector, data: { ...base.data, price_history: history } });
    const batch = projectBatch([plain, withHistory], new PropertyMatcher());
    for (const [event, row] of [plain, withHistory].map((e, i) => [e, batch.rows.listings[i]] as const)) {
      const stored = batch.documents.get('listings')?.get(row?.listing_id ?? '');
      expect(stored).toBeInstanceOf(EncodedDocument);
      expect(JSON.parse((stored as EncodedDocument).json)).toEqual({
        listing: JSON.parse(row?.document ?? ''),
        observed_at: event.observed_at,
        event_id: event.id,
        ...(event.data.price_history ? { source_history: event.data.price_history } : {}),
      });
    }
  });

  it('derives the tables and buckets it writes from the projections', () => {
    // Each kind's own tables and buckets; other kinds add theirs beside these.
    expect(PROJECTED_TABLES).toMatchObject({ listings: TABLES.listings, listingObservations: TABLES.listingObservations, listingMedia: TABLES.listingMedia, sourceRuns: TABLES.sourceRuns });
    expect(PROJECTED_TABLES).toMatchObject({ agents: TABLES.agents, agencies: TABLES.agencies, locations: TABLES.locations });
    // A projection's buckets in its own order: a document before its search fields.
    expect(PROJECTED_BUCKETS.slice(0, 2)).toEqual([BUCKETS.listings, BUCKETS.listingSearch]);
    for (const [document, search] of [[BUCKETS.agents, BUCKETS.agentSearch], [BUCKETS.agencies, BUCKETS.agencySearch], [BUCKETS.locations, BUCKETS.locationSearch]] as const) {
      expect(PROJECTED_BUCKETS.indexOf(document)).toBeGreaterThan(-1);
      expect(PROJECTED_BUCKETS.indexOf(search)).toBe(PROJECTED_BUCKETS.indexOf(document) + 1);
    }
    expect(EVENT_TYPES.filter(isProjected).sort()).toEqual(Object.keys(PROJECTIONS).sort());
  });

  it('writes each kind\'s buckets of the bus list, and only those', () => {
    for (const type of EVENT_TYPES) {
      expect(PROJECTIONS[type].documents ?? [], type).toEqual(bucketsOfKind(kindNameOf(type)));
    }
    expect(new Set(PROJECTED_BUCKETS)).toEqual(new Set(EVENT_TYPES.flatMap((type) => bucketsOfKind(kindNameOf(type)))));
  });
});
