/** `2025-01-01 12:00:00.000` (ClickHouse, UTC columns) → `2025-01-01T12:00:00.000Z`. */
export function isoFromClickHouse(value: string): string {
  return value.includes('T') ? value : `${value.replace(' ', 'T')}Z`;
}
