import { BUCKETS } from '@estate/bus';
import { createEvent, EVENT_TYPES, type AnyEvent, type StoredListing } from '@estate/events';
import { listingSearchValuesOf, type SearchDocument } from '@estate/search';
import { TABLES } from '@estate/store';
import { describe, expect, it } from 'vitest';
import { isProjected, PROJECTED_BUCKETS, PROJECTED_TABLES, PROJECTIONS } from '../src/kinds/index.js';
import { projectBatch } from '../src/project-batch.js';
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
const agent = createEvent({ type: 'agent.observed', platform: 'zillow', provider: 'collector-test/replay', observed_at: at, collector, data: { native_id: 'agent-1' } });

describe('projectBatch', () => {
  it('sends each event through the projection of its type, and counts the types without one as skipped', () => {
    const older = listingEvent(1, new Date(at.getTime() - 60_000), 100);
    const newer = listingEvent(1, at, 200);
    const events: AnyEvent[] = [newer, media, agent, older, sourceRunEvent('run-7', at)];
    const batch = projectBatch(events, new PropertyMatcher());

    expect(batch.skipped).toBe(1);
    expect(Object.fromEntries(Object.entries(batch.rows).map(([table, rows]) => [table, rows.length]))).toEqual({
      listings: 2,
      listingObservations: 2,
      listingMedia: 2 + 2,
      sourceRuns: 1,
    });
    // One document per listing, the newest whatever the order in the batch.
    const documents = [...(batch.documents.get('listings')?.values() ?? [])] as StoredListing[];
    expect(documents.map((d) => d.event_id)).toEqual([newer.id]);
    expect(documents[0]?.listing.price?.amount).toBe('200');
    // Its search fields beside it, of the same observation.
    const search = [...(batch.documents.get('listing_search')?.entries() ?? [])] as [string, SearchDocument][];
    expect(search.map(([key, d]) => [key, d.event_id])).toEqual([[documents[0]?.listing.id, newer.id]]);
    expect(listingSearchValuesOf(search[0]?.[1])?.price_amount).toBe(200);
  });

  it('derives the tables and buckets it writes from the projections', () => {
    expect(PROJECTED_TABLES).toEqual({ listings: TABLES.listings, listingObservations: TABLES.listingObservations, listingMedia: TABLES.listingMedia, sourceRuns: TABLES.sourceRuns });
    expect(PROJECTED_BUCKETS).toEqual([BUCKETS.listings, BUCKETS.listingSearch]);
    expect(EVENT_TYPES.filter(isProjected)).toEqual(Object.keys(PROJECTIONS));
  });
});
