import { CONTRACT_VERSION, type MetaBody, type SourceStatusBody } from '@estate/contract';
import type { FastifyRequest } from 'fastify';

type MetaParts = Partial<Omit<MetaBody, 'request_id' | 'schema_version' | 'generated_at'>>;

/**
 * `meta` for a 200. Completeness follows the sources unless a handler states it: every source
 * `success` → complete, none usable → unavailable, otherwise partial.
 */
export function buildMeta(request: FastifyRequest, parts: MetaParts = {}): MetaBody {
  const sources = parts.sources ?? [];
  return {
    request_id: String(request.id),
    schema_version: CONTRACT_VERSION,
    generated_at: nowIso(),
    completeness: parts.completeness ?? completenessOf(sources),
    sources,
    warnings: parts.warnings ?? [],
    ...(parts.pagination ? { pagination: parts.pagination } : {}),
    ...(parts.property_groups ? { property_groups: parts.property_groups } : {}),
    ...(parts.portfolio ? { portfolio: parts.portfolio } : {}),
    ...(parts.similarity ? { similarity: parts.similarity } : {}),
  };
}

/** Every source `success` → complete, none usable → unavailable, otherwise partial; a loop, not arrays, on every 200. */
function completenessOf(sources: readonly SourceStatusBody[]): MetaBody['completeness'] {
  let allSuccess = true;
  let usable = false;
  for (const { status } of sources) {
    if (status !== 'success') allSuccess = false;
    if (status === 'success' || status === 'partial' || status === 'stale') usable = true;
  }
  return allSuccess ? 'complete' : usable ? 'partial' : 'unavailable';
}

let isoMs = Number.NaN;
let iso = '';

/** The time as ISO text, made once per millisecond rather than once per answer (thousands a second). */
function nowIso(): string {
  const ms = Date.now();
  if (ms !== isoMs) {
    isoMs = ms;
    iso = new Date(ms).toISOString();
  }
  return iso;
}
