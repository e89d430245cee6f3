/** Days as Rightmove writes them in "Added on 01/03/2025" and "Reduced on 12/10/2026". */

/** `2026-10-12` → "12/10/2026", Rightmove's way. */
export function britishDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
