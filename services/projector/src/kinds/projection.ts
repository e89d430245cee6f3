import type { BucketName } from '@estate/bus';
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

export type { BucketName };

/** The documents a projection keeps, by bucket: each bucket's document type. */
export type Documents = { readonly [B in BucketName]?: Versioned };

/** A projection that keeps no KV document. */
export type NoDocuments = Record<never, never>;

type DocumentBucket<Docs extends Documents> = keyof Docs & BucketName;

/** Where a projection's output goes while a batch is built. */
export interface ProjectionSink<Tab extends TableKey, Docs extends Documents> {
  row<K extends Tab>(table: K, row: TableRow<K>): void;
  /** Offers a record's KV document in one of the projection's buckets; the batch keeps the newest per bucket and key (see compareVersions). */
  document<B extends DocumentBucket<Docs>>(bucket: B, key: string, document: NonNullable<Docs[B]>): void;
}

/**
 * What the projector does with the events of one type: the tables it writes rows to, the KV
 * buckets it keeps a document per record in, and the function that turns one event into both.
 * The rows of a projection's tables are what analysts and history reads query; the documents are
 * what point reads serve (a full document) and what the gateways' search projections watch (a
 * compact one). Every document of one event carries that event's version, so each bucket is
 * written by the same newer-only rule.
 */
export interface Projection<T extends EventType, Tab extends TableKey, Docs extends Documents> {
  readonly tables: readonly Tab[];
  readonly documents?: readonly DocumentBucket<Docs>[];
  project(event: EventOf<T>, out: ProjectionSink<Tab, Docs>, context: ProjectionContext): void;
}

/** A projection with its types inferred from the event it takes, its tables and its documents. */
export function projection<T extends EventType, const Tab extends TableKey, Docs extends Documents = NoDocuments>(p: Projection<T, Tab, Docs>): Projection<T, Tab, Docs> {
  return p;
}

export const nullable = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
