/** Dates as Rightmove writes them (ISO date-times, `20250301`, "Reduced on 12/10/2026") → ISO 8601. */

function validDay(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d));
  const day = date.toISOString().slice(0, 10);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? day : undefined;
}

/** An instant from an ISO date-time string, in canonical `toISOString` form. */
export function instant(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value.trim())) return undefined;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/** `20250301` (analyticsProperty.added) → `2025-03-01`. */
export function compactDay(value: unknown): string | undefined {
  const m = typeof value === 'string' || typeof value === 'number' ? /^(\d{4})(\d{2})(\d{2})$/.exec(String(value).trim()) : null;
  return m ? validDay(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/**
 * The start of a day as a date-time, where the contract wants a date-time but the page states
 * only the day; midnight UTC claims no more than that.
 */
export function dayStart(day: string): string {
  return `${day}T00:00:00Z`;
}

export interface ListingUpdate {
  kind: 'added' | 'reduced';
  day: string;
}

/**
 * "Added on 01/03/2025", "Reduced on 12/10/2026", "Reduced today", "Added yesterday": the
 * day is British (dd/mm/yyyy); today and yesterday count from when the page was retrieved.
 */
export function listingUpdate(value: unknown, retrievedAt: string): ListingUpdate | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(added|reduced)\s+(?:on\s+(\d{1,2})\/(\d{1,2})\/(\d{4})|(today|yesterday))\s*$/i.exec(value);
  if (!m) return undefined;
  const kind = (m[1] as string).toLowerCase() === 'added' ? 'added' : 'reduced';
  if (m[5] !== undefined) {
    const retrieved = Date.parse(retrievedAt);
    if (Number.isNaN(retrieved)) return undefined;
    const offset = m[5].toLowerCase() === 'yesterday' ? 86_400_000 : 0;
    return { kind, day: new Date(retrieved - offset).toISOString().slice(0, 10) };
  }
  const day = validDay(Number(m[4]), Number(m[3]), Number(m[2]));
  return day ? { kind, day } : undefined;
}
