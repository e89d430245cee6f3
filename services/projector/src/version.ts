/**
 * Which of two observations of one listing is newer: later `observed_at`, then the event id, so
 * every replay and every process orders two events of the same millisecond the same way. The
 * ClickHouse tables order by the same pair (their MATERIALIZED `version`).
 */
export interface Versioned {
  observed_at: string;
  event_id: string;
}

export function compareVersions(a: Versioned, b: Versioned): number {
  const ta = Date.parse(a.observed_at);
  const tb = Date.parse(b.observed_at);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0;
}
