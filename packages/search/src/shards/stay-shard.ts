import type { AvailableNights } from '../available-nights.js';
import type { SearchProjectionOptions } from '../search-projection.js';
import { createStaySearch, staySearchFields, stayNightsOf, stayOwnValuesOf, type StayOwnSearchValues, type StaySearchFields, type StaySearchValues } from '../stay.js';
import { SearchShard } from './search-shard.js';

/** The stay kind's buckets, as a change's `source`: its own fields (`stay_search`) and its nights (`stay_calendar_search`). */
export const STAY_OWN = 0;
export const STAY_NIGHTS = 1;

/**
 * One shard's share of the stay search: both buckets are routed by stay id, so a stay's own
 * fields and its nights land here and are joined here. A stay is searchable once its own fields
 * have arrived; its nights join it whichever comes first, and a stay without a calendar never
 * matches a date filter (its nights are unknown, not free).
 */
export class StayShard extends SearchShard<StaySearchFields> {
  readonly #own = new Map<string, StayOwnSearchValues>();
  readonly #nights = new Map<string, AvailableNights>();

  constructor(options: SearchProjectionOptions = {}) {
    super(staySearchFields, createStaySearch(options));
  }

  protected decode(document: unknown, source: number): Partial<StaySearchValues> | undefined {
    if (source === STAY_OWN) return stayOwnValuesOf(document);
    const nights = stayNightsOf(document);
    return nights === undefined ? undefined : { nights };
  }

  protected put(key: string, values: Partial<StaySearchValues>, source: number): void {
    if (source === STAY_OWN) {
      this.#own.set(key, values as StayOwnSearchValues);
    } else if (values.nights) {
      this.#nights.set(key, values.nights);
    } else {
      this.#nights.delete(key);
    }
    this.#join(key);
  }

  protected drop(key: string, source: number): void {
    if (source === STAY_OWN) {
      this.#own.delete(key);
      this.projection.remove(key);
    } else {
      this.#nights.delete(key);
      this.#join(key);
    }
  }

  #join(key: string): void {
    const own = this.#own.get(key);
    if (own === undefined) return;
    this.projection.upsert(key, { ...own, nights: this.#nights.get(key) ?? null });
  }
}
