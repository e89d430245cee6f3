import type { AnyEvent, EventType } from '@estate/events';
import type { TableKey } from '@estate/store';
import { isProjected, PROJECTED_BUCKETS, PROJECTED_TABLE_KEYS, PROJECTIONS, type ProjectedTableKey } from './kinds/index.js';
import type { BucketName, Projection, ProjectionContext, ProjectionSink, PropertyAssigner, TableRow } from './kinds/projection.js';
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
    documents: new Map([...PROJECTED_BUCKETS.keys()].map((bucket) => [bucket, new Map()])),
    skipped: 0,
  };
}

/** The sink of one projection: its rows into the batch's tables, its documents into its bucket. */
function sinkFor(out: BatchProjection, bucket: BucketName | undefined): ProjectionSink<ProjectedTableKey, Versioned> {
  const latest = bucket === undefined ? undefined : out.documents.get(bucket);
  const keyOf = bucket === undefined ? undefined : PROJECTED_BUCKETS.get(bucket);
  return {
    row: (table, row) => (out.rows[table] as object[]).push(row),
    document: (candidate) => {
      if (!latest || !keyOf) throw new Error('this projection keeps no document');
      const key = keyOf(candidate);
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
  const context: ProjectionContext = { matcher };
  const sinks = new Map<EventType, ProjectionSink<ProjectedTableKey, Versioned>>();
  for (const event of events) {
    if (!isProjected(event.type)) {
      out.skipped += 1;
      continue;
    }
    // The projection of a type takes that type's events; TypeScript cannot follow the
    // correlation between `event.type` and `event` through the registry lookup.
    const p = PROJECTIONS[event.type] as Projection<EventType, TableKey, Versioned>;
    let sink = sinks.get(event.type);
    if (!sink) sinks.set(event.type, (sink = sinkFor(out, p.document?.bucket)));
    p.project(event, sink, context);
  }
  return out;
}
