/** Inclusive bounds, as every numeric search filter takes them. */
export interface NumberRange {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * Whether a value lies in an inclusive range. A stated bound excludes a listing that does not
 * state the value (in SQL a NULL comparison is false); a range with no bounds excludes nothing.
 */
export function inRange(value: number | null | undefined, range: NumberRange | undefined): boolean {
  if (range === undefined) return true;
  if (range.min !== undefined && (value === null || value === undefined || value < range.min)) return false;
  if (range.max !== undefined && (value === null || value === undefined || value > range.max)) return false;
  return true;
}
