import type { PropertyType } from '@estate/contract/vocabulary';

/** Square feet, as the roll measures areas, in square metres. */
export const SQM_PER_SQFT = 0.09290304;

/** A whole number cell (`1250000`, `0164`), or undefined for an empty or unreadable one. */
export function whole(cell: string | undefined): number | undefined {
  const text = cell?.trim().replaceAll(',', '') ?? '';
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** A dollar amount as a decimal string (`1250000`), or undefined. */
export function dollars(cell: string | undefined): string | undefined {
  const n = whole(cell);
  return n === undefined ? undefined : String(n);
}

/** An area in square feet as square metres (two decimals); a zero area is none. */
export function sqmOf(cell: string | undefined): number | undefined {
  const sqft = whole(cell);
  return sqft === undefined || sqft === 0 ? undefined : Math.round(sqft * SQM_PER_SQFT * 100) / 100;
}

/**
 * The Department of Finance building class on the service's vocabulary, by the class's letter
 * (A one family, B two families, C walk-up and D elevator apartment buildings, R condominium
 * units, S mixed residence and store, V vacant land); the rest keep only their code.
 */
export function propertyTypeOf(buildingClass: string): PropertyType | undefined {
  const code = buildingClass.trim().toUpperCase();
  if (/^R[1-69]$/.test(code) || code === 'RR') return 'condo';
  if (/^(C6|C8|D0|D4)$/.test(code)) return 'co_op';
  switch (code[0]) {
    case 'A':
      return 'house';
    case 'B':
    case 'C':
    case 'S':
      return 'multi_family';
    case 'D':
      return 'apartment';
    case 'V':
      return 'land';
    default:
      return undefined;
  }
}

/** The city a borough's addresses are written with (Manhattan's postal city is New York). */
export const BOROUGH_CITIES: Readonly<Record<number, string>> = { 1: 'New York', 2: 'Bronx', 3: 'Brooklyn', 4: 'Queens', 5: 'Staten Island' };
