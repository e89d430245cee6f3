import type { Static, TSchema } from 'typebox';
import type { SubjectRoot } from '../streams.js';
import type { Upcaster } from '../upcast-error.js';

/**
 * Everything the event layer knows of one event type. `P` is the payload type producers write
 * today; `schema` checks it.
 */
export interface EventKind<P> {
  /** The payload schema of `version`, the one producers write. */
  readonly schema: TSchema;
  readonly version: number;
  /**
   * One step per older version still readable: `upcasters[n]` turns a v`n` payload into
   * v`n + 1`. Adding a version adds one step and never touches the older ones.
   */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
  /** Where it is published: `<root>.<platform>.<token>`; the root decides the stream. */
  readonly subject: { readonly root: SubjectRoot; readonly token: string };
  /** The id of the record the event is about, which goes into the event id. */
  nativeId(data: P): unknown;
}

/** Any kind, whatever its payload (method parameters are bivariant, so every EventKind fits). */
export type AnyEventKind = EventKind<never>;

export type PayloadOfKind<K> = K extends EventKind<infer P> ? P : never;

/** A kind whose payload type is the static type of its schema unless given. */
export function eventKind<S extends TSchema, P = Static<S>>(kind: EventKind<P> & { readonly schema: S }): EventKind<P> {
  return kind;
}
