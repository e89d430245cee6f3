import { CHANGE_FEED, OPERATIONS, type CapabilityBody, type Enablement, type Operation, type PlatformBody } from '@estate/contract';
import type { PlatformManifest } from '@estate/events';

/** Meta operations are the gateway's own; every other operation is only as enabled as its sources. */
export function isServedByGateway(op: Operation): boolean {
  return op.tag === 'meta';
}

/**
 * What a manifest names for an operation to be served. The change feed is not in the contract's
 * table (CHANGE_FEED): it carries the changes of the listings that the platforms serving listing
 * searches collect.
 */
function servedAs(operationId: string): string {
  return operationId === CHANGE_FEED.operationId ? 'searchListings' : operationId;
}

/** The change feed as a row of capabilities, beside the contract's operations. */
export const FEED_OPERATION: Operation = { ...CHANGE_FEED, data: CHANGE_FEED.event, paginated: false, response: CHANGE_FEED.event };

export function effectiveEnablement(op: Operation, manifests: readonly PlatformManifest[]): Enablement {
  if (isServedByGateway(op)) return op.enablement;
  const serving = manifests.some((m) => m.operations.includes(servedAs(op.operationId)));
  if (!serving) return 'unavailable';
  // A source that serves an operation the contract lists as unavailable makes it beta, not active.
  return op.enablement === 'active' ? 'active' : 'beta';
}

/** `streams`: what the gateway serves beside the contract's operations (the change feed, when it is on). */
export function capabilities(
  manifests: readonly PlatformManifest[],
  filter: { platform?: string; country?: string } = {},
  streams: readonly Operation[] = [],
): CapabilityBody[] {
  const result: CapabilityBody[] = [];
  for (const op of [...OPERATIONS, ...streams]) {
    const serving = manifests.filter((m) => m.operations.includes(servedAs(op.operationId)));
    let sources = serving.map((m) => ({
      platform: m.platform,
      countries: [...m.countries].sort(),
      selectors: [...(m.selectors[servedAs(op.operationId)] ?? [])].sort(),
      state: m.state,
    }));
    if (filter.platform !== undefined) sources = sources.filter((s) => s.platform === filter.platform);
    if (filter.country !== undefined) sources = sources.filter((s) => s.countries.includes(filter.country as string));
    const filtered = filter.platform !== undefined || filter.country !== undefined;
    // With a filter, an operation only the gateway serves still applies everywhere; one that
    // needs sources is listed only where a matching source serves it.
    if (filtered && !isServedByGateway(op) && sources.length === 0) continue;
    result.push({
      operation_id: op.operationId,
      method: op.method,
      path: op.path,
      enablement: effectiveEnablement(op, serving),
      credit_cost: op.creditCost,
      countries: [...new Set(sources.flatMap((s) => s.countries))].sort(),
      sources: sources.sort((a, b) => a.platform.localeCompare(b.platform)),
    });
  }
  return result;
}

export function platforms(manifests: readonly PlatformManifest[]): PlatformBody[] {
  return manifests
    .map((m) => ({
      platform: m.platform,
      name: m.display_name,
      countries: [...m.countries].sort(),
      access_class: m.access_class,
      provider: m.provider,
      record_kinds: [...m.record_kinds].sort(),
      operations: [...m.operations].sort(),
      state: m.state,
      last_seen_at: m.last_seen_at,
    }))
    .sort((a, b) => a.platform.localeCompare(b.platform));
}
