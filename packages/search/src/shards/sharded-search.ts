import { availableParallelism } from 'node:os';
import type { FieldSpec, SearchKindSpec } from '../field-spec.js';
import { checkQuery, type SearchQuery, type SearchResult } from '../query.js';
import type { SearchProjectionOptions } from '../search-projection.js';
import { ChangeBuffer } from './change-buffer.js';
import { mergeCollapsed } from './collapsed-merge.js';
import { mergePages } from './merge.js';
import { shardOf } from './shard-of.js';
import { LocalShard, WorkerShard, type ShardLink } from './shard-link.js';
import type { ShardKind, ShardReplies, ShardReply, ShardRequest } from './shard-protocol.js';

export interface ShardedSearchOptions {
  /** Worker threads, each holding the records whose ids hash to it; 1 keeps the one projection in this thread. Default: the cores. */
  shards?: number;
  /** Each shard's projection options (a test's live window). */
  projection?: SearchProjectionOptions;
  /** Called with the key of each stored value that was not a search document of its bucket (its record is removed). */
  onInvalid?(key: string): void;
}

/** Changes one shard may have sent and not yet applied before `backpressure` asks the feed to wait. */
const MAX_IN_FLIGHT = 4;
/** Requests that change nothing a shard holds: they need not wait behind a read of several steps. */
const READS: ReadonlySet<ShardRequest['type']> = new Set(['search', 'collapsedSearch', 'representatives', 'groups', 'similarOrigin', 'similarCandidates', 'size', 'heap']);
/** A shard's buffer is sent at this many changes even within one turn of the event loop. */
const SEND_AT = 1_000;
/** Searches under way that share a tally; more at once (a gateway under 50 connections has ≤ 50) count alone. */
const TALLIES = 256;

/**
 * A kind's search over K shards, each a plain projection of 1/K of the records (by a hash of the
 * id) in a worker thread: every core searches, and the machine holds one copy of the data. Every
 * search goes to every shard and the pages are merged here in the sort's own order, so answers,
 * cursors and totals are those of one projection holding every record.
 *
 * Publication: changes are buffered per shard and sent as one batch per shard per turn of the
 * event loop (or per SEND_AT changes); a read first sends what is buffered. A worker handles one
 * message at a time in the order posted and applies a batch whole, so a read sent after a change
 * is answered by every shard after it, and before anything sent later: each read sees exactly the
 * changes given before it, never part of a batch. A read of several steps `hold`s every later
 * change until its last step is sent, so all its steps see the same changes; a later read goes
 * on meanwhile unless a change is waiting before it.
 */
export abstract class ShardedSearch<Fields extends Record<string, FieldSpec>> {
  readonly shards: number;
  protected readonly links: ShardLink[];
  readonly #buffers: Array<ChangeBuffer<Fields>>;
  readonly #sizes: number[];
  readonly #inFlight: number[];
  readonly #onInvalid: ((key: string) => void) | undefined;
  /** Changes (and the reads behind them) waiting for the reads of several steps under way, in order. */
  #held: Array<() => void> = [];
  /** Reads of several steps under way: while any is, changes wait (reads change nothing, so they may go on). */
  #holders = 0;
  #sendScheduled = false;
  #waiters: Array<() => void> = [];
  #failure: Error | undefined;
  #closed = false;
  /**
   * One shared count per search under way (see SharedTally), so that the shards together count a
   * broad search to the cap once instead of each to the cap; a search beyond TALLIES at once
   * counts without one, as before.
   */
  readonly #tallies = new Int32Array(new SharedArrayBuffer(TALLIES * Int32Array.BYTES_PER_ELEMENT));
  readonly #freeTallies = Array.from({ length: TALLIES }, (_, slot) => slot);

  constructor(
    kind: ShardKind,
    protected readonly spec: SearchKindSpec<Fields>,
    options: ShardedSearchOptions = {},
  ) {
    const shards = options.shards ?? availableParallelism();
    if (!Number.isInteger(shards) || shards < 1) throw new RangeError(`shards must be a positive integer, got ${shards}`);
    this.shards = shards;
    const projection = options.projection ?? {};
    this.links = Array.from({ length: shards }, (_, index) => (shards === 1 ? new LocalShard(kind, projection) : new WorkerShard(projection, { kind, index, count: shards })));
    this.#buffers = Array.from({ length: shards }, () => new ChangeBuffer(spec));
    this.#sizes = new Array<number>(shards).fill(0);
    this.#inFlight = new Array<number>(shards).fill(0);
    this.#onInvalid = options.onInvalid;
  }

  /** Live records held, as of the last batch each shard answered (the feed's logs and progress). */
  get size(): number {
    return this.#sizes.reduce((sum, size) => sum + size, 0);
  }

  /** Why reads fail (a shard's worker died, or the search was closed); undefined while every shard answers. */
  get failure(): Error | undefined {
    return this.#failure ?? this.links.find((link) => link.failure !== undefined)?.failure;
  }

  /** A bulk load on every shard: what is given until endBulk is applied in bulk (see SearchProjection.beginBulk). */
  beginBulk(): void {
    this.sendAll();
    this.everyShard({ type: 'bulk', begin: true }).catch(this.#failed);
  }

  endBulk(): void {
    this.sendAll();
    this.everyShard({ type: 'bulk', begin: false }).catch(this.#failed);
  }

  /**
   * Undefined while the shards keep up; otherwise resolves once every shard has at most
   * MAX_IN_FLIGHT batches to apply: a loader awaits it so that a bucket read faster than it is
   * applied is not queued whole in the workers' inboxes.
   */
  backpressure(): Promise<void> | undefined {
    if (this.#keepsUp()) return undefined;
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Resolves with the live records once every change given so far is applied (tests, and a start's log). */
  async settled(): Promise<number> {
    const sizes = await this.everyShard({ type: 'size' });
    this.setSizes(sizes);
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  /** Each shard's heap in bytes (in this thread with one shard): what the data costs, apart from the isolates. */
  heaps(): Promise<number[]> {
    return this.everyShard({ type: 'heap' });
  }

  /** One page of a search over every record: the shards' pages merged in the sort's order. */
  async search(query: SearchQuery, now: number): Promise<SearchResult> {
    checkQuery(query);
    if (query.collapse !== undefined) return this.#searchCollapsed(query, now);
    const slot = this.shards > 1 ? this.#freeTallies.pop() : undefined;
    if (slot === undefined) return mergePages(this.spec, query, await this.everyShard({ type: 'search', query, now }));
    Atomics.store(this.#tallies, slot, 0);
    try {
      return mergePages(this.spec, query, await this.everyShard({ type: 'search', query, now, tally: { counts: this.#tallies, slot } }));
    } finally {
      this.#freeTallies.push(slot);
    }
  }

  /** A collapsed search: reads of several steps (see mergeCollapsed), every one seeing the same changes. */
  #searchCollapsed(query: SearchQuery, now: number): Promise<SearchResult> {
    return this.holding(() =>
      mergeCollapsed(this.spec, query, this.shards, {
        page: (shard, after, limit) => (this.links[shard] as ShardLink).send({ type: 'collapsedSearch', query: { ...query, after, limit }, now }),
        representatives: (values) => Promise.all(this.links.map((link) => link.send({ type: 'representatives', query, values, now }))),
      }),
    );
  }

  /**
   * A read of several steps, each sent straight to the shards: every later change (and any read
   * behind one) waits until it is answered, so all its steps see the same changes.
   */
  protected holding<T>(read: () => Promise<T>): Promise<T> {
    this.sendAll();
    return new Promise((resolve, reject) => {
      this.post(() => {
        this.hold();
        let answer: Promise<T>;
        try {
          answer = read();
        } catch (error) {
          answer = Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
        answer.then(resolve, reject).finally(() => this.release());
      }, true);
    });
  }

  /** Stops the workers; reads after this fail. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    for (const wake of this.#waiters.splice(0)) wake();
    await Promise.all(this.links.map((link) => link.close()));
  }

  /** A change to a record: buffered for its shard, sent at the end of this turn or now when its buffer is full. */
  protected change(id: string, add: (buffer: ChangeBuffer<Fields>) => number): void {
    const length = add(this.#buffers[shardOf(id, this.shards)] as ChangeBuffer<Fields>);
    if (length >= SEND_AT) {
      this.sendAll();
    } else if (!this.#sendScheduled) {
      this.#sendScheduled = true;
      setImmediate(() => this.sendAll());
    }
  }

  /** Sends every shard its buffered changes (in order behind anything held). */
  protected sendAll(): void {
    this.#sendScheduled = false;
    this.#buffers.forEach((buffer, shard) => {
      if (buffer.length === 0) return;
      const batch = buffer.take();
      this.counted(shard, (link) =>
        link.send(batch, [batch.bytes.buffer, batch.values.numbers.buffer, batch.values.present.buffer] as ArrayBuffer[]).then((reply) => this.#applied(shard, reply), this.#failed),
      );
    });
  }

  /** Posts a message to one shard that counts against its backpressure until it is answered. */
  protected counted(shard: number, send: (link: ShardLink) => Promise<unknown>): void {
    this.#inFlight[shard] = (this.#inFlight[shard] as number) + 1;
    this.post(() => {
      void send(this.links[shard] as ShardLink).finally(() => this.#answered(shard));
    });
  }

  protected setSizes(sizes: readonly number[]): void {
    sizes.forEach((size, shard) => (this.#sizes[shard] = size));
  }

  /** The same request to every shard, after what is buffered; the answers in shard order. */
  protected everyShard<R extends ShardRequest>(request: R): Promise<Array<ShardReply<R>>> {
    this.sendAll();
    return new Promise((resolve, reject) => {
      this.post(() => {
        Promise.all(this.links.map((link) => link.send(request))).then(resolve, reject);
      }, READS.has(request.type));
    });
  }

  /**
   * Posts now, or after the reads of several steps under way. A read (`read`) that has nothing
   * queued before it goes now even then: it changes nothing their later steps could see, and it
   * still follows every change given before it.
   */
  protected post(send: () => void, read = false): void {
    if (this.#holders > 0 && !(read && this.#held.length === 0)) this.#held.push(send);
    else send();
  }

  /** A read of several steps has begun: every later change waits until it `release`s. */
  protected hold(): void {
    this.#holders++;
  }

  /** A read of several steps has sent its last step: once none is under way, what waited goes, in order, until another holds. */
  protected release(): void {
    this.#holders--;
    while (this.#holders === 0) {
      const send = this.#held.shift();
      if (send === undefined) return;
      send();
    }
  }

  #applied(shard: number, reply: ShardReplies['changes']): void {
    this.#sizes[shard] = reply.size;
    for (const key of reply.invalid) this.#onInvalid?.(key);
  }

  /** A batch a shard was sent is answered: a loader waiting for the shards to catch up may go on. */
  #answered(shard: number): void {
    this.#inFlight[shard] = (this.#inFlight[shard] as number) - 1;
    if (this.#keepsUp()) for (const wake of this.#waiters.splice(0)) wake();
  }

  #keepsUp(): boolean {
    return this.#closed || this.#failure !== undefined || this.#inFlight.every((n) => n <= MAX_IN_FLIGHT);
  }

  readonly #failed = (error: unknown): void => {
    this.#failure ??= error instanceof Error ? error : new Error(String(error));
    for (const wake of this.#waiters.splice(0)) wake();
  };
}
