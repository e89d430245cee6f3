import type { PropertyRecordBody } from '@estate/contract';
import type { PropertyRecordRow } from '@estate/store';

/** The JSON a record row keeps of its event (`record_keys`, `record_values`, `record_fields`); `{}` when unreadable. */
export function storedObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A stored record as the contract's PropertyRecord: the source's own fields verbatim in
 * `fields`, and the normalised values beside them under `normalized` (amounts as decimal strings
 * in `currency`, dates ISO, areas in m²), so a reader can audit one against the other.
 */
export function recordBody(row: PropertyRecordRow): PropertyRecordBody {
  return {
    id: row.record_id,
    record_type: row.record_type,
    source: {
      platform: row.platform,
      provider: row.provider,
      observed_at: row.observed_at,
      access_class: row.access_class,
      country: row.country,
      native_id: row.native_id,
      ...(row.url !== '' ? { url: row.url } : {}),
      ...(row.retrieved_at ? { retrieved_at: row.retrieved_at } : {}),
    },
    fields: {
      ...storedObject(row.record_fields),
      normalized: storedObject(row.record_values),
      dataset: row.dataset,
      vintage: row.vintage,
    },
    ...(row.event_at ? { event_at: row.event_at } : {}),
    ...(row.jurisdiction !== '' ? { jurisdiction: row.jurisdiction } : {}),
  };
}
