/**
 * Zillow's instants (epoch milliseconds, ISO date-times) → ISO 8601. Its calendar days are
 * `zillow.isoDay` of `@estate/native-formats`, which the renderer writes with.
 */

/**
 * The start of a day as a date-time. Used where the contract wants a date-time but the
 * source states only the day (`datePostedString`); midnight UTC claims no more than that.
 */
export function dayStart(day: string): string {
  return `${day}T00:00:00Z`;
}

/** An instant from an ISO date-time string or epoch milliseconds, in canonical `toISOString` form. */
export function instant(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value.trim())) return undefined;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}
