import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SearchProjectionOptions } from '../search-projection.js';
import { createShard, type RequestHandler } from './shard-kinds.js';
import type { ReplyEnvelope, RequestEnvelope, ShardKind, ShardPlace, ShardReply, ShardRequest } from './shard-protocol.js';

/** A shard as the main thread sees it: requests answered in the order they were sent. */
export interface ShardLink {
  send<R extends ShardRequest>(request: R, transfer?: ArrayBuffer[]): Promise<ShardReply<R>>;
  close(): Promise<void>;
  /** Why the shard no longer answers (its worker died or was closed); undefined while it does. */
  readonly failure: Error | undefined;
}

/** The one shard of an unsharded search: the projection in this thread, answered at once. */
export class LocalShard implements ShardLink {
  readonly shard: RequestHandler;
  readonly failure = undefined;

  constructor(kind: ShardKind, options: SearchProjectionOptions = {}) {
    this.shard = createShard(options, { kind, index: 0, count: 1 });
  }

  send<R extends ShardRequest>(request: R): Promise<ShardReply<R>> {
    try {
      return Promise.resolve(this.shard.handle(request));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async close(): Promise<void> {}
}

/**
 * A shard in a worker thread. `postMessage` to a worker is delivered in order and the worker
 * handles one message at a time, so requests are answered in the order sent. A worker that dies
 * fails every request outstanding and every later one.
 *
 * The requests of one turn of the event loop go as one message (an array, answered by one array):
 * at 50 connections a gateway's main thread spent 14 % of its CPU in `postMessage`, four small
 * messages per search (two shards, two steps), the cost being per message rather than per byte.
 */
export class WorkerShard implements ShardLink {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #next = 0;
  #dead: Error | undefined;
  /** Requests sent in this turn, posted together in order at its end (`#post`). */
  #outbox: RequestEnvelope[] = [];
  #transfer: ArrayBuffer[] = [];

  constructor(options: SearchProjectionOptions, place: ShardPlace) {
    // No inherited execArgv: a process run from sources (--import tsx, --conditions=@estate/source)
    // would hand the worker a loader it does not need and conditions that lead to TypeScript.
    this.#worker = new Worker(shardWorkerFile(), { workerData: { options, ...place }, execArgv: [] });
    this.#worker.on('message', (envelopes: ReplyEnvelope[]) => {
      for (const envelope of envelopes) this.#settle(envelope);
    });
    this.#worker.on('error', (error) => this.#die(error));
    this.#worker.on('exit', (code) => this.#die(new Error(`a search shard's worker exited (code ${code})`)));
  }

  send<R extends ShardRequest>(request: R, transfer: ArrayBuffer[] = []): Promise<ShardReply<R>> {
    if (this.#dead !== undefined) return Promise.reject(this.#dead);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.#outbox.length === 0) setImmediate(this.#post);
      this.#outbox.push({ id, request });
      this.#transfer.push(...transfer);
    });
  }

  /** Posts the turn's requests as one message (the worker answers them in order, as one). */
  readonly #post = (): void => {
    const requests = this.#outbox;
    const transfer = this.#transfer;
    this.#outbox = [];
    this.#transfer = [];
    // After a death their promises are already rejected.
    if (this.#dead === undefined) this.#worker.postMessage(requests, transfer);
  };

  get failure(): Error | undefined {
    return this.#dead;
  }

  async close(): Promise<void> {
    if (this.#dead !== undefined) return;
    this.#die(new Error('the search shards are closed'));
    await this.#worker.terminate();
  }

  #settle(envelope: ReplyEnvelope): void {
    const waiting = this.#waiting.get(envelope.id);
    if (waiting === undefined) return;
    this.#waiting.delete(envelope.id);
    if (envelope.ok) waiting.resolve(envelope.reply);
    else waiting.reject(Object.assign(envelope.error.name === 'RangeError' ? new RangeError(envelope.error.message) : new Error(envelope.error.message), { name: envelope.error.name }));
  }

  #die(error: Error): void {
    this.#dead ??= error;
    for (const waiting of this.#waiting.values()) waiting.reject(this.#dead);
    this.#waiting.clear();
  }
}

/**
 * The worker's built JavaScript: a worker thread runs JavaScript, and the tests run this package
 * from its TypeScript sources, so from src/ it is the build's copy (`node scripts/build.mjs`
 * builds every package before the tests). Missing, it is a clear error, not a worker that hangs.
 */
export function shardWorkerFile(): URL {
  const fromSources = import.meta.url.endsWith('.ts');
  const file = new URL(fromSources ? '../../dist/shards/shard-worker.js' : './shard-worker.js', import.meta.url);
  if (!existsSync(fileURLToPath(file))) {
    throw new Error(`the search shard worker ${fileURLToPath(file)} is not built: run \`pnpm --filter @estate/search build\` (or \`node scripts/build.mjs\`)`);
  }
  return file;
}
