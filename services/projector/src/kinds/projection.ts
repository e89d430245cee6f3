import type { BUCKETS } from '@estate/bus';
import type { EventOf, EventType } from '@estate/events';
import type { RowOf, TABLE_MODULES, TableKey } from '@estate/store';
import type { PropertyMatcher } from '../property-matcher.js';
import type { Versioned } from '../version.js';

/** What a projection needs of the matcher: the property of each listing, in stream order. */
export type PropertyAssigner = Pick<PropertyMatcher, 'assign'>;

export interface ProjectionContext {
  readonly matcher: PropertyAssigner;
}

/** A row of the store table `K`, as its table module defines it. */
export type TableRow<K extends TableKey> = RowOf<(typeof TABLE_MODULES)[K]>;

export type BucketName = (typeof BUCKETS)[keyof typeof BUCKETS];

/** Where a projection's output goes while a batch is built. */
export interface ProjectionSink<Tab extends TableKey, D> {
  row<K extends Tab>(table: K, row: TableRow<K>): void;
  /** Offers a KV document; the batch keeps the newest per key (see compareVersions). */
  document(document: D): void;
}

/**
 * What the projector does with the events of one type: the tables it writes rows to, the KV
 * document it keeps per record, and the function that turns one event into both. The rows of
 * a projection's tables are what the searches and analysts read; the document is what point
 * reads serve.
 */
export interface Projection<T extends EventType, Tab extends TableKey, D extends Versioned> {
  readonly tables: readonly Tab[];
  readonly document?: { readonly bucket: BucketName; key(document: D): string };
  project(event: EventOf<T>, out: ProjectionSink<Tab, D>, context: ProjectionContext): void;
}

/** A projection with its types inferred from the event it takes, its tables and its document. */
export function projection<T extends EventType, const Tab extends TableKey, D extends Versioned = never>(p: Projection<T, Tab, D>): Projection<T, Tab, D> {
  return p;
}

export const nullable = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
