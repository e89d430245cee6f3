import { CONTRACT_VERSION, type MetaBody } from '@estate/contract';
import type { FastifyRequest } from 'fastify';

type MetaParts = Partial<Omit<MetaBody, 'request_id' | 'schema_version' | 'generated_at'>>;

/**
 * `meta` for a 200. Completeness follows the sources unless a handler states it: every source
 * `success` → complete, none usable → unavailable, otherwise partial.
 */
export function buildMeta(request: FastifyRequest, parts: MetaParts = {}): MetaBody {
  const sources = parts.sources ?? [];
  const usable = sources.filter((s) => s.status === 'success' || s.status === 'partial' || s.status === 'stale');
  const derived = sources.every((s) => s.status === 'success') ? 'complete' : usable.length === 0 ? 'unavailable' : 'partial';
  return {
    request_id: String(request.id),
    schema_version: CONTRACT_VERSION,
    generated_at: new Date().toISOString(),
    completeness: parts.completeness ?? derived,
    sources,
    warnings: parts.warnings ?? [],
    ...(parts.pagination ? { pagination: parts.pagination } : {}),
    ...(parts.property_groups ? { property_groups: parts.property_groups } : {}),
    ...(parts.portfolio ? { portfolio: parts.portfolio } : {}),
    ...(parts.similarity ? { similarity: parts.similarity } : {}),
  };
}
