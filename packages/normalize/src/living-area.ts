/**
 * Which of a listing's areas is "the" area: the `area_sqm` searches filter and sort on, the
 * divisor of every per-m² figure, and what read jobs match `area_sqm` against. The living area
 * when the listing states one; otherwise the first floor area it states of the bases below, in
 * the listing's own order (the one the source put first, usually its headline figure). Plots,
 * balconies and `other` are never the floor area. Only `normalized_sqm` counts: an area without
 * it has no square metres to compare, and no other area stands in for it.
 */
const FALLBACK_BASES: ReadonlySet<string> = new Set(['usable', 'built', 'total']);

/** The part of an Area the rule reads (events and contract Areas both fit). */
export interface StatedArea {
  basis: string;
  normalized_sqm?: number | undefined;
}

export function livingAreaSqm(areas: ReadonlyArray<StatedArea> | undefined): number | undefined {
  return livingAreaOf(areas)?.normalized_sqm;
}

/** The area the rule above picks, itself (the plausibility rules name it when they withhold it). */
export function livingAreaOf<A extends StatedArea>(areas: ReadonlyArray<A> | undefined): A | undefined {
  const list = areas ?? [];
  return list.find((a) => a.basis === 'living') ?? list.find((a) => FALLBACK_BASES.has(a.basis));
}

/** Whether an area measures floor space (not a plot, balcony or `other`): the bases the rule above may pick. */
export function isFloorArea(area: StatedArea): boolean {
  return area.basis === 'living' || FALLBACK_BASES.has(area.basis);
}
