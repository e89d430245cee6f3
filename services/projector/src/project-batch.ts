import type { AnyEvent, EventType } from '@estate/events';
import type { TableKey } from '@estate/store';
import { isProjected, PROJECTED_BUCKETS, PROJECTED_TABLE_KEYS, PROJECTIONS, type ProjectedTableKey } from './kinds/index.js';
import type { BucketName, Documents, Projection, ProjectionContext, ProjectionSink, PropertyAssigner, TableRow } from './kinds/projection.js';
import { compareVersions, type Versioned } from './version.js';

export type { PropertyAssigner };

/** What one batch of events writes: rows per table, the newest document per bucket and key. */
export interface BatchProjection {
  rows: { [K in ProjectedTableKey]: TableRow<K>[] };
  documents: Map<BucketName, Map<string, Versioned>>;
  /** Events of kinds this projector does not project (yet); acked, counted. */
  skipped: number;
}

function emptyBatch(): BatchProjection {
  return {
    rows: Object.fromEntries(PROJECTED_TABLE_KEYS.map((key) => [key, []])) as unknown as BatchProjection['rows'],
    documents: new Map(PROJECTED_BUCKETS.map((bucket) => [bucket, new Map()])),
    skipped: 0,
  };
}

/** The sink of every projection: rows into the batch's tables, documents into their buckets. */
function sinkFor(out: BatchProjection): ProjectionSink<ProjectedTableKey, Documents> {
  return {
    row: (table, row) => (out.rows[table] as object[]).push(row),
    document: (bucket, key, candidate) => {
      const latest = out.documents.get(bucket);
      if (!latest) throw new Error(`no projection keeps documents in the ${bucket} bucket`);
      const current = latest.get(key);
      if (!current || compareVersions(current, candidate) < 0) latest.set(key, candidate);
    },
  };
}

/**
 * Turns a batch of events into rows and documents, each event through the projection of its
 * type. The matcher assigns each listing its property, in the events' order; otherwise pure:
 * the same events and the same matcher state give the same rows.
 */
export function projectBatch(events: readonly AnyEvent[], matcher: PropertyAssigner): BatchProjection {
  const out = emptyBatch();
  const project = projectorInto(out, matcher);
  for (const event of events) project(event);
  return out;
}

/** How long a batch is projected before the event loop gets a turn. */
const SLICE_MS = 8;

/**
 * projectBatch, giving the event loop a turn whenever it has run for `sliceMs`. A batch of 2 000
 * events projected in one go held the thread for up to a second: its lease renewals, NATS
 * heartbeats, inserts and KV acks, and /metrics (and, before the embedded process moved its
 * projector to an engine thread, every request the gateway served there). The rows are the same;
 * the caller projects batches one after the other, since the matcher assigns in stream order.
 */
export async function projectBatchInSlices(events: readonly AnyEvent[], matcher: PropertyAssigner, sliceMs = SLICE_MS): Promise<BatchProjection> {
  const out = emptyBatch();
  const project = projectorInto(out, matcher);
  let sliceStarted = performance.now();
  for (const event of events) {
    project(event);
    if (performance.now() - sliceStarted < sliceMs) continue;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStarted = performance.now();
  }
  return out;
}

function projectorInto(out: BatchProjection, matcher: PropertyAssigner): (event: AnyEvent) => void {
  const context: ProjectionContext = { matcher };
  const sink = sinkFor(out);
  return (event) => {
    if (!isProjected(event.type)) {
      out.skipped += 1;
      return;
    }
    // The projection of a type takes that type's events; TypeScript cannot follow the
    // correlation between `event.type` and `event` through the registry lookup.
    const p = PROJECTIONS[event.type] as Projection<EventType, TableKey, Documents>;
    p.project(event, sink, context);
  };
}
