import { BUCKETS, openBucket, type Bus } from '@estate/bus';
import type { StoredListing } from '@estate/documents';
import type { Store } from '@estate/store';

/** Listing observations as ClickHouse holds them. */
export interface ObservationCounts {
  /** Rows a caller sees: one per sorting key after the replacing merge (FINAL). */
  visibleRows: number;
  /** Rows on disk, unmerged duplicates of retried inserts included. */
  physicalRows: number;
  /** Distinct event ids: what was stored. */
  distinctEvents: number;
  /** Rows a caller sees beyond one per event id. */
  duplicates: number;
}

export async function observationCounts(store: Store): Promise<ObservationCounts> {
  const [row] = await store.queryRows<{ visible: string; physical: string; distinct_events: string }>(
    `SELECT
       (SELECT count() FROM listing_observations FINAL) AS visible,
       (SELECT count() FROM listing_observations) AS physical,
       (SELECT uniqExact(event_id) FROM listing_observations) AS distinct_events`,
  );
  const visibleRows = Number(row?.visible);
  const distinctEvents = Number(row?.distinct_events);
  return { visibleRows, physicalRows: Number(row?.physical), distinctEvents, duplicates: visibleRows - distinctEvents };
}

export async function storedObservationIds(store: Store): Promise<Set<string>> {
  const rows = await store.queryRows<{ event_id: string }>('SELECT DISTINCT event_id FROM listing_observations');
  return new Set(rows.map((r) => r.event_id));
}

/** The current row of every listing (`listings FINAL`): listing id → the event id of its observation, and how many rows there were. */
export async function currentListings(store: Store): Promise<{ rows: number; byListing: Map<string, string> }> {
  const rows = await store.queryRows<{ listing_id: string; event_id: string }>('SELECT listing_id, event_id FROM listings FINAL');
  return { rows: rows.length, byListing: new Map(rows.map((r) => [r.listing_id, r.event_id])) };
}

/** Source runs a caller sees (one row per run id after the replacing merge). */
export async function storedRunIds(store: Store): Promise<{ rows: number; runIds: Set<string> }> {
  const rows = await store.queryRows<{ run_id: string }>('SELECT run_id FROM source_runs FINAL');
  return { rows: rows.length, runIds: new Set(rows.map((r) => r.run_id)) };
}

/** The `listings` KV bucket: listing id → the event id its document comes from. */
export async function kvListings(bus: Bus): Promise<Map<string, string>> {
  const kv = await openBucket(bus, BUCKETS.listings);
  const out = new Map<string, string>();
  for await (const key of await kv.keys()) {
    const entry = await kv.get(key);
    if (entry && entry.operation === 'PUT') out.set(key, entry.json<StoredListing>().event_id);
  }
  return out;
}

/** Listings whose event id differs between two projections (or is missing from one), the first few. */
export function disagreements(expected: ReadonlyMap<string, string>, actual: ReadonlyMap<string, string>, limit = 5): string[] {
  const out: string[] = [];
  for (const [id, eventId] of expected) {
    const other = actual.get(id);
    if (other !== eventId) out.push(`${id}: expected ${eventId}, found ${other ?? 'nothing'}`);
    if (out.length >= limit) return out;
  }
  for (const id of actual.keys()) {
    if (!expected.has(id)) out.push(`${id}: not expected`);
    if (out.length >= limit) break;
  }
  return out;
}
