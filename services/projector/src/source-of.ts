import type { SourceBody } from '@estate/contract';

/** What the contract's `source` is built from: the event's envelope and the identity its payload states. */
export interface SourcedEvent {
  platform: string;
  provider: string;
  observed_at: string;
  data: { access_class: string; country?: string | undefined; native_id: string; url?: string | undefined; retrieved_at?: string | undefined };
}

/**
 * The contract's `source` of a record read from one observation: the platform that said it, who
 * collected it and when, how the source is reached, the record's identity and page there, and
 * `sourceUpdatedAt`, when the source dates its own last change (each payload names that field its
 * own way, when it has one).
 */
export function sourceOf(event: SourcedEvent, sourceUpdatedAt?: string): SourceBody {
  const d = event.data;
  return {
    platform: event.platform,
    provider: event.provider,
    observed_at: event.observed_at,
    access_class: d.access_class,
    country: d.country,
    native_id: d.native_id,
    ...(d.url !== undefined ? { url: d.url } : {}),
    ...(sourceUpdatedAt !== undefined ? { source_updated_at: sourceUpdatedAt } : {}),
    ...(d.retrieved_at !== undefined ? { retrieved_at: d.retrieved_at } : {}),
  };
}
