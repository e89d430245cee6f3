import type { Bus } from '@estate/bus';
import { OPERATION_IDS, OPERATION_TABLE, type OperationId, type OperationTable } from '@estate/contract';
import type { Logger } from '@estate/runtime';
import type { Store } from '@estate/store';
import type { CollectorDirectory } from '../collectors/collector-directory.js';
import type { GatewayMetrics } from '../http/gateway-metrics.js';
import type { LocationDirectory } from '../places/location-directory.js';
import type { SourceBoard } from '../reads/source-status.js';
import type { HandlerOf, Handlers } from '../routes/operations.js';
import type { ReadinessCheck } from '../routes/service-routes.js';
import type { SearchSnapshotConfig } from '../search/search-feed.js';

/**
 * The contract's group of each operation (its OpenAPI tag). A record kind of the gateway is one
 * group: it is named by the tag and answers every operation the tag holds, so the contract's
 * table alone decides which kind answers what.
 */
export type OperationTag = OperationTable[OperationId]['tag'];
/** The meta operations (platforms, capabilities, schemas) are answered by the routes themselves. */
export type MetaTag = 'meta';
/** Every record kind the gateway serves, named as the contract tags its operations. */
export type KindName = Exclude<OperationTag, MetaTag>;
/** The operations kind `K` answers: those the contract tags `K`. */
export type OperationsOf<K extends KindName> = { [Id in OperationId]: OperationTable[Id]['tag'] extends K ? Id : never }[OperationId];

/** The operations the contract tags `tag`, in the contract's order. */
export function operationsTagged(tag: OperationTag): OperationId[] {
  return OPERATION_IDS.filter((id) => OPERATION_TABLE[id].tag === tag);
}

/** The service's settings a kind reads (GatewayServiceConfig holds them beside its own). */
export interface KindSettings {
  /** Listing documents cached for point reads (kept current by a KV watch); 0 turns the cache off. Default 50 000. */
  listingCacheEntries?: number;
  /** Start the search projections from snapshots kept here, and keep writing them; off when absent. */
  searchSnapshots?: SearchSnapshotConfig;
  /** Worker threads the listing search is sharded over (1: in this thread); default the cores. */
  searchShards?: number;
  /** How old the market index may get before a read reloads it; default 60 s. */
  marketIndexRefreshMs?: number;
}

/** What a kind may use to answer its operations; the service owns all of it. */
export interface KindContext {
  bus: Bus;
  store: Store;
  directory: CollectorDirectory;
  /** The gateway's one board of platforms and their source statuses (one cached source-run query for every kind). */
  board: SourceBoard;
  /** The places searchLocations finds; every search resolves a `{kind: 'id'}` location through it. */
  locations: LocationDirectory;
  logger: Logger;
  metrics: GatewayMetrics;
  settings: KindSettings;
}

/** A handler for every operation in `Ops`, and for no other operation of the contract. */
export type HandlersFor<Ops extends OperationId> = { readonly [Id in Ops]: HandlerOf<Id> } & { readonly [Id in Exclude<OperationId, Ops>]?: never };

/** What a kind keeps beside its handlers: its readiness and how to release what it opened. */
export interface KindExtras {
  /** Releases what `open` opened (watches, caches). */
  close?(): void | Promise<void>;
  /** Checks `/readyz` runs for this kind (e.g. its search projection has loaded). */
  readiness?: readonly ReadinessCheck[];
  /** Resolves once the kind can answer everything it claims (its search projections loaded). */
  ready?: Promise<void>;
}

export interface OpenedKind<Ops extends OperationId> extends KindExtras {
  handlers: HandlersFor<Ops>;
}

/**
 * A record kind as the gateway serves it: its name, which is the contract's tag of the operations
 * it answers, and how it opens what it reads. A missing handler for one of the tag's operations,
 * or a handler for another operation, is a type error.
 */
export interface KindModule<K extends KindName> {
  readonly kind: K;
  open(context: KindContext): Promise<OpenedKind<OperationsOf<K>>>;
}

/** A kind with its operations forgotten, as the list of kinds holds it. */
export interface Kind<K extends string = string> {
  readonly kind: K;
  readonly operations: readonly OperationId[];
  open(context: KindContext): Promise<{ handlers: Handlers } & KindExtras>;
}

export function defineKind<const K extends KindName>(module: KindModule<K>): Kind<K> {
  return { kind: module.kind, operations: operationsTagged(module.kind), open: (context) => module.open(context) };
}

export interface OpenedKinds {
  handlers: Handlers;
  /** Every kind's readiness checks. */
  readiness: ReadinessCheck[];
  /** Resolves once every kind is ready; rejects if one cannot become so. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens every kind and merges their handlers. Two kinds claiming one operation is a wiring
 * defect, refused before the gateway starts.
 */
export async function openKinds(kinds: readonly Kind[], context: KindContext): Promise<OpenedKinds> {
  const owners = new Map<OperationId, string>();
  for (const { kind, operations } of kinds) {
    for (const id of operations) {
      const owner = owners.get(id);
      if (owner !== undefined) throw new Error(`operation ${id} is claimed by both the ${owner} and the ${kind} kind`);
      owners.set(id, kind);
    }
  }
  const opened: Awaited<ReturnType<Kind['open']>>[] = [];
  const close = async () => {
    for (const kind of opened.reverse()) await kind.close?.();
  };
  const handlers: Handlers = {};
  try {
    // Opened together: each waits on its own buckets, and a start waits for the slowest, not the sum.
    const results = await Promise.allSettled(kinds.map((kind) => kind.open(context)));
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    for (const [i, kind] of kinds.entries()) {
      const served = opened[i] as Awaited<ReturnType<Kind['open']>>;
      const answered = Object.keys(served.handlers).sort();
      // The types hold this for kinds written in TypeScript; the check keeps a stray key out of the routes.
      if (answered.join() !== [...kind.operations].sort().join()) {
        throw new Error(`the ${kind.kind} kind claims ${kind.operations.join(', ')} but answers ${answered.join(', ')}`);
      }
      Object.assign(handlers, served.handlers);
    }
  } catch (error) {
    await close();
    throw error;
  }
  const ready = Promise.all(opened.map((kind) => kind.ready)).then(() => undefined);
  ready.catch(() => undefined);
  return { handlers, readiness: opened.flatMap((kind) => kind.readiness ?? []), ready, close };
}
