import { OPERATIONS, type CapabilityBody, type Enablement, type Operation, type PlatformBody } from '@estate/contract';
import type { CollectorManifest } from './directory.js';

/** A manifest not refreshed for this long belongs to a collector that stopped reporting. */
export const STALE_AFTER_MS = 90_000;

export type CollectorState = 'live' | 'stale';

export function collectorState(manifest: CollectorManifest, now: number): CollectorState {
  const seen = Date.parse(manifest.last_seen_at);
  return Number.isFinite(seen) && now - seen <= STALE_AFTER_MS ? 'live' : 'stale';
}

/** Meta operations are the gateway's own; every other operation is only as enabled as its sources. */
export function isServedByGateway(op: Operation): boolean {
  return op.tag === 'meta';
}

export function effectiveEnablement(op: Operation, manifests: readonly CollectorManifest[]): Enablement {
  if (isServedByGateway(op)) return op.enablement;
  const serving = manifests.some((m) => m.operations.includes(op.operationId));
  if (!serving) return 'unavailable';
  // A source that serves an operation the contract lists as unavailable makes it beta, not active.
  return op.enablement === 'active' ? 'active' : 'beta';
}

export function capabilities(
  manifests: readonly CollectorManifest[],
  now: number,
  filter: { platform?: string; country?: string } = {},
): CapabilityBody[] {
  const result: CapabilityBody[] = [];
  for (const op of OPERATIONS) {
    const serving = manifests.filter((m) => m.operations.includes(op.operationId));
    let sources = serving.map((m) => ({
      platform: m.platform,
      countries: [...m.countries].sort(),
      selectors: [...(m.selectors[op.operationId] ?? [])].sort(),
      state: collectorState(m, now),
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

export function platforms(manifests: readonly CollectorManifest[], now: number): PlatformBody[] {
  return manifests
    .map((m) => ({
      platform: m.platform,
      name: m.display_name,
      countries: [...m.countries].sort(),
      access_class: m.access_class,
      provider: m.provider,
      record_kinds: [...m.record_kinds].sort(),
      operations: [...m.operations].sort(),
      state: collectorState(m, now),
      last_seen_at: m.last_seen_at,
    }))
    .sort((a, b) => a.platform.localeCompare(b.platform));
}
