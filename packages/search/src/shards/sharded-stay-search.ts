import type { AvailableNights } from '../available-nights.js';
import type { SearchResult } from '../query.js';
import { staySearchFields, staySearchQuery, type StayOwnSearchValues, type StaySearchFields, type StaySearchQuery } from '../stay.js';
import type { ChangeBuffer } from './change-buffer.js';
import { ShardedSearch, type ShardedSearchOptions } from './sharded-search.js';
import { STAY_NIGHTS, STAY_OWN } from './stay-shard.js';

/** What a gateway's stay search asks of the stay search, however it is held. */
export interface StaySearchReader {
  searchStayIds(query: StaySearchQuery, now: number): Promise<SearchResult>;
}

/** The fields of the `stay_calendar_search` bucket's values: a stay's available nights. */
export type StayNightsFields = { nights: { type: 'nights' } };

/** What a bucket's feed fills: values decoded or as stored, removals, and the shards' pace. */
export interface StayBucketSink<Values> {
  upsert(id: string, values: Values): void;
  remove(id: string): void;
  putEncoded(id: string, value: Uint8Array): void;
  backpressure(): Promise<void> | undefined;
  settled(): Promise<number>;
  readonly size: number;
}

/**
 * The stay search over K shards (see ShardedSearch), fed by two buckets: each stay's own fields
 * (`stays`, the `stay_search` bucket) and its nights (`calendars`, `stay_calendar_search`). Both
 * are routed by stay id, so a stay and its calendar land on the same shard, which joins them
 * (StayShard); pages are merged as one projection's.
 */
export class ShardedStaySearch extends ShardedSearch<StaySearchFields> implements StaySearchReader {
  /** The sink of the `stay_search` bucket. */
  readonly stays: StayBucketSink<StayOwnSearchValues> = this.#sink(STAY_OWN);
  /** The sink of the `stay_calendar_search` bucket; a value without nights forgets the stay's nights. */
  readonly calendars: StayBucketSink<{ nights: AvailableNights | null }> = this.#sink(STAY_NIGHTS);

  constructor(options: ShardedSearchOptions = {}) {
    super('stay', staySearchFields, options);
  }

  searchStayIds(query: StaySearchQuery, now: number): Promise<SearchResult> {
    return this.search(staySearchQuery(query), now);
  }

  #sink<Values extends object>(source: number): StayBucketSink<Values> {
    const change = (id: string, add: (buffer: ChangeBuffer<StaySearchFields>) => number) => this.change(id, add);
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the sink's size and pace are the search's
    const search = this;
    return {
      upsert: (id, values) => change(id, (buffer) => buffer.decoded(id, values, source)),
      remove: (id) => change(id, (buffer) => buffer.remove(id, source)),
      putEncoded: (id, value) => change(id, (buffer) => buffer.encoded(id, value, source)),
      backpressure: () => search.backpressure(),
      settled: () => search.settled(),
      get size() {
        return search.size;
      },
    };
  }
}
