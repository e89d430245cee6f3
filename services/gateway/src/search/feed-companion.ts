import type { FieldSpec, FieldValues } from '@estate/search';

const decoder = new TextDecoder();

/**
 * A second projection a feed keeps from the same bucket as its own, in this thread: the portfolio
 * projection beside the listing search. One follower and one read of the bucket serve both
 * (a second follower cost every message's delivery, parsing and a snapshot re-read again); the
 * companion takes its fields from each value the feed is given, and keeps its own snapshot file,
 * written from the same read of the bucket as the feed's.
 */
export interface FeedCompanion {
  /** Names its snapshot file and its log lines (`portfolio`). */
  readonly what: string;
  /** Its snapshot's fields: a file of other fields is refused. */
  readonly fields: Readonly<Record<string, FieldSpec>>;
  /** A stored value as the bucket holds it. */
  putEncoded(id: string, value: Uint8Array): void;
  /** The feed's own fields of a record, decoded (when the feed decodes in this thread). */
  putDecoded(id: string, values: object): void;
  /** A record of the companion's own snapshot. */
  putOwn(id: string, values: object): void;
  remove(id: string): void;
  beginBulk(): void;
  endBulk(): void;
  /** The companion's fields of the feed's decoded fields: what its snapshot holds. */
  pick(values: object): object;
}

export interface FeedCompanionOptions<Fields extends Record<string, FieldSpec>, Own extends Record<string, FieldSpec>> {
  what: string;
  fields: Own;
  /** A projection in this thread (a SearchProjection). */
  projection: { upsert(id: string, fields: FieldValues<Own>): void; remove(id: string): unknown; beginBulk?(): void; endBulk?(): void };
  /** Its fields of a stored document; undefined when it is no document of the feed's kind (the record is removed). */
  decode(document: unknown): FieldValues<Own> | undefined;
  pick(values: FieldValues<Fields>): FieldValues<Own>;
}

/** A companion projection fed from a feed's values (see FeedCompanion). */
export function feedCompanion<Fields extends Record<string, FieldSpec>, Own extends Record<string, FieldSpec>>(options: FeedCompanionOptions<Fields, Own>): FeedCompanion {
  const { projection } = options;
  return {
    what: options.what,
    fields: options.fields,
    putEncoded(id, value) {
      let values: FieldValues<Own> | undefined;
      try {
        values = options.decode(JSON.parse(decoder.decode(value)));
      } catch {
        values = undefined;
      }
      // Not a document: the record must not keep an older version's fields (the feed logs it once).
      if (values === undefined) projection.remove(id);
      else projection.upsert(id, values);
    },
    putDecoded: (id, values) => projection.upsert(id, options.pick(values as FieldValues<Fields>)),
    putOwn: (id, values) => projection.upsert(id, values as FieldValues<Own>),
    remove: (id) => void projection.remove(id),
    beginBulk: () => projection.beginBulk?.(),
    endBulk: () => projection.endBulk?.(),
    pick: (values) => options.pick(values as FieldValues<Fields>),
  };
}
