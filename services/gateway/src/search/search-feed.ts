import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Bus } from '@estate/bus';
import type { Logger } from '@estate/runtime';
import type { FieldSpec, FieldValues, SearchProjection } from '@estate/search';
import type { ReadinessCheck } from '../routes/service-routes.js';
import { followBucket, type BucketChange } from './bucket-follower.js';
import type { FeedCompanion } from './feed-companion.js';
import { openSnapshotFile, type SnapshotFile } from './snapshot-file.js';
import { bulkCatchUp } from './catch-up.js';
import { snapshotDecision } from './snapshot-timing.js';
import { writeBucketSnapshot } from './snapshot-writer.js';

/**
 * What a feed keeps equal to its bucket: a kind's search projection, or a join that merges
 * several buckets into one projection (a stay's own fields and its calendar's nights).
 */
export interface SearchSink<Fields extends Record<string, FieldSpec>> {
  upsert(id: string, fields: FieldValues<Fields>): void;
  remove(id: string): unknown;
  readonly size: number;
  /** A bulk load (a snapshot's records, or the whole bucket at a start): the sink may defer its sorted indexes to endBulk. */
  beginBulk?(): void;
  endBulk?(): void;
  /**
   * A stored value as the bucket holds it, for a sink that decodes on its own threads (a sharded
   * search): the feed then neither parses nor decodes it, and the sink removes the record of a
   * value that is not a search document.
   */
  putEncoded?(id: string, value: Uint8Array): void;
  /** Resolves once the sink has caught up enough to take more; undefined when it keeps up. The feed awaits it as it loads. */
  backpressure?(): Promise<void> | undefined;
  /**
   * A start from a snapshot file, for a sink that decodes on its own threads: it is given the
   * file's bytes as read and applies the records itself (dropping those past `maxAgeMs`, as the
   * feed does); resolves with how many it applied and how many of them had expired.
   */
  loadSnapshot?(chunks: AsyncIterable<Uint8Array>, options: { now: number; maxAgeMs: number }): Promise<{ records: number; expired: number }>;
  /** Resolves once everything given so far is applied (a sink that applies on other threads): the feed is loaded only then. */
  settled?(): Promise<unknown>;
}

export interface SearchFeedOptions<Fields extends Record<string, FieldSpec>, P extends SearchSink<Fields> = SearchProjection<Fields>> {
  bus: Bus;
  /** The kind's search bucket, as the projector writes it. */
  bucket: string;
  projection: P;
  /** A stored value's fields, or undefined when it is not a search document of the kind. */
  decode(value: unknown): FieldValues<Fields> | undefined;
  logger: Logger;
  /** Names the projection in logs and on /readyz (`listing search`). */
  what: string;
  /** How often progress is logged while loading; default 5 s. */
  progressEveryMs?: number;
  /** Start from a snapshot of the decoded records and write one now and then; off when absent. */
  snapshot?: SearchSnapshotOptions;
  /** The clock a snapshot's age and its records' max age are judged by; tests give their own. */
  now?: () => number;
  /** Projections in this thread fed from the same values by the same follower (see FeedCompanion). */
  companions?: readonly FeedCompanion[];
}

/** Where a gateway keeps its search snapshots and how often it writes them. */
export interface SearchSnapshotConfig {
  /** A directory of this machine (embedded: DATA_DIR/search-snapshots). */
  dir: string;
  /** Between two snapshots of a feed that changed; default 10 minutes. */
  everyMs?: number;
  /** The first snapshot after a start that found none to use; default 1 minute. */
  firstAfterMs?: number;
  /** Longest run of the snapshot reader between two turns of the event loop; default 10 ms. */
  sliceMs?: number;
  /**
   * What a snapshot written at close may take before it is abandoned; default 2 s (0: none at
   * close). A feed whose last snapshot took longer does not try: the shutdown has its own limit.
   */
  closeBudgetMs?: number;
}

export interface SearchSnapshotOptions extends SearchSnapshotConfig {
  /**
   * The fields `decode` gives (or the kind's, which include them): a snapshot written for other
   * fields (an older gateway's) is refused.
   */
  fields: Readonly<Record<string, FieldSpec>>;
}

/** The `snapshot` option of a feed whose gateway keeps snapshots (none when `config` is absent). */
export function snapshotOption(config: SearchSnapshotConfig | undefined, fields: Readonly<Record<string, FieldSpec>>): { snapshot?: SearchSnapshotOptions } {
  return config === undefined ? {} : { snapshot: { ...config, fields } };
}

/** Entries applied between two turns of the event loop while loading, so probes and requests are answered meanwhile. */
const YIELD_EVERY = 2_000;

const decoder = new TextDecoder();

/**
 * Keeps one kind's search projection equal to its search bucket: a follower of the bucket
 * (bucket-follower.ts) delivers every key's current value, then every change. A put replaces the
 * record's fields (the projector writes the bucket newer-only, so the stream's order is the
 * version order); a delete or purge removes it; the projection itself drops records that pass
 * the live window. `loaded` resolves once the
 * values the bucket held when the follower started have all been applied; until then the gateway
 * is not ready.
 */
export class SearchFeed<Fields extends Record<string, FieldSpec>, P extends SearchSink<Fields> = SearchProjection<Fields>> {
  /** Resolves once loaded (a failing follower is started again, so it never rejects). */
  readonly loaded: Promise<void>;
  #markLoaded!: () => void;
  #isLoaded = false;
  /** Caught up, waiting for the sink to apply what it was given before saying so. */
  #settling = false;
  #failure: string | undefined;
  #applied = 0;
  /** Records applied from the snapshot (the bucket's changes are `#applied`). */
  #fromSnapshot = 0;
  #invalid = 0;
  readonly #started = performance.now();
  #stop: (() => void) | undefined;
  #closed = false;
  /** The stream sequence the projection reflects, and the one the last snapshot did. */
  #seq = 0;
  #snapshotSeq = 0;
  /** Messages of the bucket still to apply after the last one applied. */
  #pending = 0;
  #startedFromSnapshot = false;
  /** How long the last snapshot took to write (0: none written yet). */
  #lastSnapshotMs = 0;
  #snapshotTimer: ReturnType<typeof setTimeout> | undefined;
  /** When the last snapshot was begun (or the feed loaded) and the changes applied by then; what the next check measures from. */
  #snapshotBase = { at: 0, applied: 0 };
  #appliedAtCheck = 0;
  /** Since #snapshotBase, when the next snapshot is due by the clock. */
  #dueAfterMs = 0;
  #snapshotting: Promise<void> | undefined;
  readonly #abortSnapshot = new AbortController();

  private constructor(private readonly options: SearchFeedOptions<Fields, P>) {
    this.loaded = new Promise((resolve) => {
      this.#markLoaded = resolve;
    });
  }

  /**
   * Resolves once the bucket is known to exist; the projection loads in the background (see
   * `loaded`): from the snapshot when there is a usable one, then from the bucket's stream after
   * the snapshot's sequence; else from every key's last message.
   */
  static async open<Fields extends Record<string, FieldSpec>, P extends SearchSink<Fields> = SearchProjection<Fields>>(options: SearchFeedOptions<Fields, P>): Promise<SearchFeed<Fields, P>> {
    const feed = new SearchFeed(options);
    await options.bus.jsm.streams.info(`KV_${options.bucket}`);
    const progress = setInterval(() => feed.#logProgress(), options.progressEveryMs ?? 5_000);
    progress.unref();
    void feed.loaded.then(
      () => clearInterval(progress),
      () => clearInterval(progress),
    );
    void feed.#run().finally(() => clearInterval(progress));
    return feed;
  }

  /**
   * Follows the bucket until closed. A follower that fails (a timeout while a NATS cluster elects
   * a leader, a lost connection) is started again from the sequence after the last one applied,
   * so neither a start nor a running gateway gives up on a bucket that is only slow; `/readyz`
   * says the projection is behind while it is.
   */
  async #run(): Promise<void> {
    for (let attempt = 0; !this.#closed; attempt += 1) {
      try {
        await this.#follow();
        if (!this.#closed) this.#fail('the follower ended');
      } catch (error) {
        if (!this.#closed) this.#fail(error instanceof Error ? error.message : String(error));
      }
      this.#stop?.();
      if (this.#closed) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, 500 * 2 ** Math.min(attempt, 5))).unref());
    }
  }

  async #follow(): Promise<void> {
    // A retry resumes after what is applied: the buckets keep one message per key, so every
    // message after that sequence is a key's current value or its removal.
    const resume = this.#seq > 0 ? this.#seq : undefined;
    const start = resume !== undefined || this.options.snapshot === undefined ? undefined : await this.#usableStart(this.options.snapshot);
    if (this.#closed) return;
    const from = resume ?? start?.file.meta.seq;
    const follower = await followBucket(this.options.bus, this.options.bucket, from === undefined ? {} : { fromSequence: from + 1 });
    this.#stop = follower.stop;
    if (this.#closed) return follower.stop();
    if (start !== undefined) await this.#applySnapshot(start.file, start.companions, start.maxAgeMs);
    // Each delivered entry says how many are still pending; a bucket with nothing to deliver
    // delivers none, so that is read once the follower exists (anything put since arrives through it).
    const { state } = await this.options.bus.jsm.streams.info(`KV_${this.options.bucket}`);
    const caughtUp = from === undefined ? state.messages === 0 : state.last_seq <= from;
    if (caughtUp) this.#following();
    // A load of the whole bucket (or its resumption after a failure) goes in bulk: each ordering
    // is built once at the end instead of a tree insert per sort per record, as a snapshot start
    // does. A catch-up after a snapshot goes in bulk only when it is large (catch-up.ts): a bulk
    // phase over a projection that holds records rebuilds every ordering over all of them.
    const loading = !caughtUp && !this.#isLoaded;
    const bulk = !loading ? 'no' : this.#startedFromSnapshot ? 'when far behind' : 'yes';
    await this.#applyChanges(follower.changes, bulk);
  }

  /**
   * Applies the follower's changes until it ends. A bulk load ends with the first change that
   * reports nothing pending, before the feed says it is loaded (or when the follower ends or
   * fails): from then on every change keeps the sorted indexes in step. A catch-up after a
   * snapshot decides at its first change, which says how many follow.
   */
  async #applyChanges(changes: AsyncIterable<BucketChange>, bulk: 'yes' | 'no' | 'when far behind'): Promise<void> {
    let inBulk = false;
    let undecided = bulk === 'when far behind';
    const beginBulk = () => {
      inBulk = true;
      this.#beginBulk();
    };
    const endBulk = () => {
      if (!inBulk) return;
      inBulk = false;
      this.#endBulk();
    };
    if (bulk === 'yes') beginBulk();
    try {
      for await (const change of changes) {
        if (undecided) {
          undecided = false;
          if (bulkCatchUp(change.pending + 1, this.options.projection.size)) {
            this.options.logger.info({ projection: this.options.what, changes: change.pending + 1, records: this.options.projection.size }, 'search snapshot far behind its bucket; catching up in bulk');
            beginBulk();
          }
        }
        this.#apply(change);
        if (change.pending === 0) {
          endBulk();
          this.#following();
        }
        if (!this.#isLoaded && this.#applied % YIELD_EVERY === 0) await this.#yield();
      }
    } finally {
      endBulk();
    }
  }

  /** Caught up with the bucket: loaded (the first time), and no longer behind after a failure. */
  #following(): void {
    if (this.#failure !== undefined) {
      this.options.logger.info({ projection: this.options.what, seq: this.#seq }, 'search projection follows its bucket again');
      this.#failure = undefined;
    }
    if (!this.#isLoaded) this.#loadedNow();
  }

  /**
   * The snapshots to start from — the feed's and each companion's, all of one sequence — or
   * undefined (with one log line saying why) for a full load of them all.
   */
  async #usableStart(snapshot: SearchSnapshotOptions): Promise<{ file: SnapshotFile; companions: SnapshotFile[]; maxAgeMs: number } | undefined> {
    const start = await this.#usableSnapshot(snapshot, this.options.what, snapshot.fields);
    if (start === undefined) return undefined;
    const companions: SnapshotFile[] = [];
    for (const companion of this.options.companions ?? []) {
      const own = await this.#usableSnapshot(snapshot, companion.what, companion.fields);
      if (own === undefined) return undefined;
      if (own.file.meta.seq !== start.file.meta.seq) return this.#refuse(companion.what, this.#snapshotPath(snapshot, companion.what), `the snapshot is of sequence ${own.file.meta.seq}, the ${this.options.what} snapshot of ${start.file.meta.seq}`);
      companions.push(own.file);
    }
    return { ...start, companions };
  }

  #refuse(what: string, path: string, reason: string): undefined {
    const level = reason === 'no snapshot' ? 'info' : 'warn';
    this.options.logger[level]({ projection: what, path, reason }, 'search snapshot not used; loading the whole bucket');
    return undefined;
  }

  /** One projection's snapshot to start from, or undefined (with one log line saying why). */
  async #usableSnapshot(snapshot: SearchSnapshotConfig, what: string, fields: Readonly<Record<string, FieldSpec>>): Promise<{ file: SnapshotFile; maxAgeMs: number } | undefined> {
    const { bus, bucket } = this.options;
    const path = this.#snapshotPath(snapshot, what);
    const refuse = (reason: string) => this.#refuse(what, path, reason);
    let file: Awaited<ReturnType<typeof openSnapshotFile>>;
    try {
      file = await openSnapshotFile(path, { name: what, bucket, fingerprint: fingerprintOf(fields) });
    } catch (error) {
      return refuse(`the snapshot cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    if ('reason' in file) return refuse(file.reason);
    const info = await bus.jsm.streams.info(`KV_${bucket}`);
    const maxAgeMs = Math.floor(info.config.max_age / 1_000_000);
    const { meta } = file;
    if (meta.streamCreated !== info.created) return refuse('the bucket was created anew since the snapshot');
    if (meta.seq > info.state.last_seq) return refuse(`the snapshot is of sequence ${meta.seq}, the bucket ends at ${info.state.last_seq}`);
    if (maxAgeMs > 0 && this.#now() - meta.writtenAt >= maxAgeMs) return refuse("the snapshot is older than the bucket's max age");
    return { file, maxAgeMs };
  }

  /**
   * Applies a snapshot's records in their order (a removal drops what an earlier record of the
   * key put). A record past the bucket's max age is dropped as the server dropped its message.
   */
  async #applySnapshot(file: SnapshotFile, companionFiles: readonly SnapshotFile[], maxAgeMs: number): Promise<void> {
    const { projection, logger, what } = this.options;
    const began = performance.now();
    const now = this.#now();
    const own = { upsert: (id: string, values: object) => projection.upsert(id, values as FieldValues<Fields>), remove: (id: string) => void projection.remove(id), beginBulk: () => projection.beginBulk?.(), endBulk: () => projection.endBulk?.() };
    // A sink on other threads reads the file's bytes there; otherwise the records are applied here.
    // Companions load here meanwhile, while the sink's threads decode.
    const companions = (this.options.companions ?? []).map((companion, index) =>
      this.#applyRecords(companionFiles[index] as SnapshotFile, maxAgeMs, now, { upsert: companion.putOwn, remove: companion.remove, beginBulk: companion.beginBulk, endBulk: companion.endBulk }, false),
    );
    const loading = projection.loadSnapshot !== undefined ? projection.loadSnapshot(file.rawChunks(), { now, maxAgeMs }) : this.#applyRecords(file, maxAgeMs, now, own, true);
    // Each part's time, in the log line: which one a start waits for.
    const partMs: Record<string, number> = {};
    const timed = (name: string, part: Promise<unknown>) => void part.then(() => (partMs[name] = Math.round(performance.now() - began)), () => undefined);
    timed(what, loading);
    companions.forEach((companion, index) => timed((this.options.companions ?? [])[index]?.what ?? String(index), companion));
    // Every load ends before a failure is passed on: the retry must not meet a companion still loading.
    const [loaded, ...rest] = await Promise.allSettled([loading, ...companions]);
    const failed = [loaded, ...rest].find((result) => result.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
    const { records, expired } = (loaded as PromiseFulfilledResult<{ records: number; expired: number }>).value;
    this.#fromSnapshot = records;
    if (this.#closed) return;
    this.#seq = file.meta.seq;
    this.#snapshotSeq = file.meta.seq;
    this.#startedFromSnapshot = true;
    const ms = Math.round(performance.now() - began);
    logger.info({ projection: what, records, expired, seq: file.meta.seq, bytes: file.bytes, ms, per_second: rate(records, ms), ...(companions.length > 0 ? { part_ms: partMs } : {}), began_after_ms: Math.round(began - this.#started) }, 'search snapshot applied; catching up from the bucket');
  }

  /** A snapshot's records applied here, one by one, in one bulk load (`counted`: the feed's own, shown in its progress). */
  async #applyRecords(file: SnapshotFile, maxAgeMs: number, now: number, projection: RecordTarget, counted: boolean): Promise<{ records: number; expired: number }> {
    let records = 0;
    let expired = 0;
    // One bulk load: each ordering is built once at the end rather than a tree insert per sort
    // per record (what bounded a start). The catch-up after it stays record by record.
    projection.beginBulk();
    try {
      for await (const chunk of file.chunks()) {
        for (let record = chunk.next(); record !== undefined; record = chunk.next()) {
          records += 1;
          if (counted) this.#fromSnapshot = records;
          if (record.values === undefined) {
            projection.remove(record.key);
          } else if (maxAgeMs > 0 && record.storedAt + maxAgeMs <= now) {
            projection.remove(record.key);
            expired += 1;
          } else {
            projection.upsert(record.key, record.values);
          }
          // A companion's records are applied here: the sink's backpressure (its shards still
          // decoding the feed's own file) is no reason for this thread to wait.
          if (records % YIELD_EVERY === 0) await (counted ? this.#yield() : nextTurn());
        }
        if (this.#closed) break;
      }
    } finally {
      projection.endBulk();
    }
    return { records, expired };
  }

  get projection(): P {
    return this.options.projection;
  }

  get isLoaded(): boolean {
    return this.#isLoaded;
  }

  /** Whether this start applied a snapshot (false: it read the whole bucket). */
  get startedFromSnapshot(): boolean {
    return this.#startedFromSnapshot;
  }

  /** /readyz: ready once loaded, and for as long as it follows the bucket. */
  readonly readiness: ReadinessCheck = async () => {
    const name = `search:${this.options.what}`;
    if (this.#failure !== undefined) return { name, ok: false, detail: `the ${this.options.what} projection no longer follows its bucket: ${this.#failure}` };
    if (!this.#isLoaded) return { name, ok: false, detail: `loading the ${this.options.what} projection: ${this.#fromSnapshot + this.#applied} records so far` };
    return { name, ok: true };
  };

  /**
   * Stops following. With snapshots on, a feed that changed since its last snapshot writes one
   * more (bounded by `closeBudgetMs`) so the next start catches up from here; call before the
   * bus closes. The reader cannot read the bucket again in that time at every size: a feed whose
   * last snapshot took longer than the budget starts from its last periodic one instead.
   */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#stop?.();
    clearTimeout(this.#snapshotTimer);
    this.#abortSnapshot.abort();
    await this.#snapshotting;
    const snapshot = this.options.snapshot;
    const budget = snapshot?.closeBudgetMs ?? 2_000;
    if (snapshot === undefined || budget <= 0 || !this.#isLoaded || this.#failure !== undefined || this.#seq <= this.#snapshotSeq) return;
    if (this.#lastSnapshotMs > budget) return;
    await this.#writeSnapshot(snapshot, AbortSignal.timeout(budget), 'close');
  }

  /** The stream sequence the projection reflects (0 before anything was applied). */
  get sequence(): number {
    return this.#seq;
  }

  /** Writes a snapshot now unless one is being written; resolves once done (failures are logged). */
  snapshotNow(reason = 'asked'): Promise<void> {
    const snapshot = this.options.snapshot;
    if (snapshot === undefined || this.#closed) return Promise.resolve();
    if (this.#snapshotting === undefined) this.#snapshotBase = { at: performance.now(), applied: this.#applied };
    this.#snapshotting ??= this.#writeSnapshot(snapshot, this.#abortSnapshot.signal, reason).finally(() => {
      this.#snapshotting = undefined;
    });
    return this.#snapshotting;
  }

  async #writeSnapshot(snapshot: SearchSnapshotOptions, signal: AbortSignal, reason: string): Promise<void> {
    const { bus, bucket, decode, logger, what } = this.options;
    const began = performance.now();
    try {
      const companions = (this.options.companions ?? []).map((companion) => ({ path: this.#snapshotPath(snapshot, companion.what), name: companion.what, fingerprint: fingerprintOf(companion.fields), pick: companion.pick }));
      const source = { bus, bucket, name: what, fingerprint: fingerprintOf(snapshot.fields), decode: (value: unknown) => decode(value), companions };
      const written = await writeBucketSnapshot(source, this.#snapshotPath(snapshot), { signal, ...(snapshot.sliceMs === undefined ? {} : { sliceMs: snapshot.sliceMs }) });
      this.#snapshotSeq = Math.max(this.#snapshotSeq, written.seq);
      this.#lastSnapshotMs = Math.round(performance.now() - began);
      logger.info({ projection: what, reason, records: written.records, seq: written.seq, bytes: written.bytes, ms: this.#lastSnapshotMs }, 'search snapshot written');
    } catch (error) {
      const reason = signal.aborted ? 'abandoned' : error instanceof Error ? error.message : String(error);
      logger.warn({ projection: what, reason }, 'search snapshot not written; the previous one stays');
    }
  }

  /**
   * Periodic snapshots: a check every `firstAfterMs` (at most `everyMs`) writes one when it is due
   * by the clock — `firstAfterMs` after a start that found none, `everyMs` after the last — and the
   * feed is neither far behind nor its bucket filling (for at most one interval more), or as soon
   * as a large backlog has been worked off (snapshot-timing.ts). A snapshot start counts the
   * changes it caught up as changes since that snapshot.
   */
  #startSnapshots(snapshot: SearchSnapshotOptions): void {
    this.#snapshotBase = { at: performance.now(), applied: 0 };
    this.#appliedAtCheck = this.#applied;
    this.#dueAfterMs = this.#startedFromSnapshot ? (snapshot.everyMs ?? DEFAULT_SNAPSHOT_EVERY_MS) : (snapshot.firstAfterMs ?? 60_000);
    this.#scheduleSnapshotCheck(snapshot);
  }

  #scheduleSnapshotCheck(snapshot: SearchSnapshotOptions): void {
    if (this.#closed) return;
    const checkMs = Math.min(snapshot.firstAfterMs ?? 60_000, snapshot.everyMs ?? DEFAULT_SNAPSHOT_EVERY_MS);
    this.#snapshotTimer = setTimeout(() => this.#checkSnapshot(snapshot), checkMs);
    this.#snapshotTimer.unref();
  }

  #checkSnapshot(snapshot: SearchSnapshotOptions): void {
    const everyMs = snapshot.everyMs ?? DEFAULT_SNAPSHOT_EVERY_MS;
    const check = {
      pending: this.#pending,
      records: this.options.projection.size,
      changedSince: this.#seq > this.#snapshotSeq ? this.#applied - this.#snapshotBase.applied : 0,
      appliedSinceCheck: this.#applied - this.#appliedAtCheck,
      sinceMs: performance.now() - this.#snapshotBase.at,
      dueAfterMs: this.#dueAfterMs,
      everyMs,
    };
    this.#appliedAtCheck = this.#applied;
    const decision = snapshotDecision(check);
    if (decision !== 'due' && decision !== 'worked off') {
      if (decision !== 'not due') this.options.logger.debug({ projection: this.options.what, reason: decision, ...check }, 'search snapshot waits');
      return this.#scheduleSnapshotCheck(snapshot);
    }
    this.#dueAfterMs = everyMs;
    void this.snapshotNow(decision).then(() => this.#scheduleSnapshotCheck(snapshot));
  }

  #now(): number {
    return (this.options.now ?? Date.now)();
  }

  #snapshotPath(snapshot: SearchSnapshotConfig, what = this.options.what): string {
    return join(snapshot.dir, `${what.replace(/[^a-z0-9]+/gi, '-')}.snapshot`);
  }

  /** A turn of the event loop while loading, and a wait for a sink that has fallen behind. */
  async #yield(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await this.options.projection.backpressure?.();
  }

  #apply(change: BucketChange): void {
    const { projection } = this.options;
    this.#applied += 1;
    this.#seq = change.revision;
    this.#pending = change.pending;
    const companions = this.options.companions ?? [];
    if (change.value === undefined) {
      projection.remove(change.key);
      for (const companion of companions) companion.remove(change.key);
      return;
    }
    if (projection.putEncoded !== undefined) {
      projection.putEncoded(change.key, change.value);
      for (const companion of companions) companion.putEncoded(change.key, change.value);
      return;
    }
    let fields: FieldValues<Fields> | undefined;
    try {
      fields = this.options.decode(JSON.parse(decoder.decode(change.value)));
    } catch {
      fields = undefined;
    }
    if (fields === undefined) {
      // Not searchable: the record must not keep fields of an older, valid version either.
      projection.remove(change.key);
      for (const companion of companions) companion.remove(change.key);
      this.#invalid += 1;
      this.options.logger.warn({ projection: this.options.what, key: change.key, revision: change.revision }, 'ignoring an invalid search document');
      return;
    }
    projection.upsert(change.key, fields);
    for (const companion of companions) companion.putDecoded(change.key, fields);
  }

  #beginBulk(): void {
    this.options.projection.beginBulk?.();
    for (const companion of this.options.companions ?? []) companion.beginBulk();
  }

  #endBulk(): void {
    this.options.projection.endBulk?.();
    for (const companion of this.options.companions ?? []) companion.endBulk();
  }

  /** Caught up: loaded once the sink has applied what it was given (at once for a projection in this thread). */
  #loadedNow(): void {
    if (this.#isLoaded || this.#settling) return;
    const settled = this.options.projection.settled?.();
    if (settled === undefined) return this.#markLoadedNow();
    this.#settling = true;
    settled.then(
      () => this.#markLoadedNow(),
      (error: unknown) => {
        this.#settling = false;
        this.#fail(error instanceof Error ? error.message : String(error));
      },
    );
  }

  #markLoadedNow(): void {
    if (this.#isLoaded) return;
    this.#isLoaded = true;
    const ms = Math.round(performance.now() - this.#started);
    this.options.logger.info(
      { projection: this.options.what, records: this.options.projection.size, applied: this.#applied, invalid: this.#invalid, ms, per_second: rate(this.#applied, ms) },
      'search projection loaded; ready',
    );
    this.#markLoaded();
    const snapshot = this.options.snapshot;
    if (snapshot !== undefined) this.#startSnapshots(snapshot);
  }

  #logProgress(): void {
    if (this.#isLoaded) return;
    const ms = Math.round(performance.now() - this.#started);
    this.options.logger.info({ projection: this.options.what, from_snapshot: this.#fromSnapshot, applied: this.#applied, records: this.options.projection.size, ms, per_second: rate(this.#fromSnapshot + this.#applied, ms) }, 'search projection loading');
  }

  #fail(reason: string): void {
    // Logged once per outage, not per retry: the warning is for a person to look at the bucket.
    if (this.#failure === undefined) this.options.logger.warn({ projection: this.options.what, reason, loaded: this.#isLoaded }, 'search projection lost its bucket; following it again');
    this.#failure = reason;
  }

}

const DEFAULT_SNAPSHOT_EVERY_MS = 10 * 60_000;

/** Where #applyRecords puts a snapshot's records: the feed's projection or a companion. */
interface RecordTarget {
  upsert(id: string, values: object): void;
  remove(id: string): void;
  beginBulk(): void;
  endBulk(): void;
}

/** The fields' names and types in order: a snapshot of another list is not this feed's. */
function fingerprintOf(fields: Readonly<Record<string, FieldSpec>>): string {
  return JSON.stringify(Object.entries(fields));
}

function rate(count: number, ms: number): number {
  return ms === 0 ? count : Math.round((count * 1000) / ms);
}
