import type { Bus } from '@estate/bus';
import type { OperationId } from '@estate/contract';
import type { Logger } from '@estate/runtime';
import type { Store } from '@estate/store';
import type { CollectorDirectory } from '../directory.js';
import type { LocationDirectory } from '../locations/location-directory.js';
import type { GatewayMetrics } from '../metrics.js';
import type { HandlerOf, Handlers } from '../routes/operations.js';
import type { ReadinessCheck } from '../routes/service-routes.js';
import type { GatewayServiceConfig } from '../service.js';

/** What a kind may use to answer its operations; the service owns all of it. */
export interface KindContext {
  bus: Bus;
  store: Store;
  directory: CollectorDirectory;
  /** The places searchLocations finds; every search resolves a `{kind: 'id'}` location through it. */
  locations: LocationDirectory;
  logger: Logger;
  metrics: GatewayMetrics;
  config: GatewayServiceConfig;
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
 * A record kind as the gateway serves it: the operations it answers and how it opens what it
 * reads. `Ops` ties the two together, so a claimed operation without a handler, or a handler for
 * an operation the contract does not have, is a type error.
 */
export interface KindModule<Ops extends OperationId> {
  readonly kind: string;
  readonly operations: readonly Ops[];
  // Ops is read from `operations` alone: handlers cannot widen what the kind claims.
  open(context: KindContext): Promise<OpenedKind<NoInfer<Ops>>>;
}

/** A kind with its operations forgotten, as the list of kinds holds it. */
export interface Kind {
  readonly kind: string;
  readonly operations: readonly OperationId[];
  open(context: KindContext): Promise<{ handlers: Handlers } & KindExtras>;
}

export function defineKind<const Ops extends OperationId>(module: KindModule<Ops>): Kind {
  return module;
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
