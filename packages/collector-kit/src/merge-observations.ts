import type { ListingObserved } from '@estate/events';

type Address = NonNullable<ListingObserved['property']['address']>;
type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value a read did not state: it never erases what another read of the run stated. */
const unstated = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Two reads of one record merged key by key: a later stated value wins, nested records (an
 * agency, a platform's extensions) merge the same way, so a card that names the agency only by
 * name keeps the office id, address and phone its detail page gave.
 */
function mergeFields<T extends Fields>(earlier: T, later: T): T {
  const merged: Fields = { ...earlier };
  for (const [key, value] of Object.entries(later)) {
    if (unstated(value)) continue;
    const held = merged[key];
    merged[key] = isFields(held) && isFields(value) ? mergeFields(held, value) : value;
  }
  return merged as T;
}

/**
 * How precisely an address places the home: a full postcode over its outward part ("BS3 4AW"
 * over "BS3"), then the lines stated. A search card often shows the district only.
 */
function addressDetail(address: Address): [number, number] {
  const stated = Object.values(address).filter((v) => !unstated(v)).length;
  return [address.postal_code?.replace(/\s+/g, '').length ?? 0, stated];
}

/** The finer address wins where the two disagree; the coarser one only fills what the finer lacks. Even: the later wins. */
function mergeAddresses(earlier: Address | undefined, later: Address | undefined): Address | undefined {
  if (earlier === undefined || later === undefined) return earlier ?? later;
  const [ep, es] = addressDetail(earlier);
  const [lp, ls] = addressDetail(later);
  const earlierFiner = ep > lp || (ep === lp && es > ls);
  return earlierFiner ? mergeFields(later, earlier) : mergeFields(earlier, later);
}

/** The longer list (a fuller gallery, price history or set of areas); even, the later one. */
function longer<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] | undefined {
  if (a === undefined) return b === undefined ? undefined : [...b];
  if (b === undefined) return [...a];
  return b.length >= a.length ? [...b] : [...a];
}

/** The longer text: a search card's summary is the page's description cut short. Even, the later one. */
function longerText(a: string | undefined, b: string | undefined): string | undefined {
  if (unstated(a)) return b;
  if (unstated(b)) return a;
  return (b as string).length >= (a as string).length ? b : a;
}

/**
 * One run may read a listing more than once: a search card and its details page, in either order
 * (a live run reads the search first, a replay reads paths in order, `detail/` before `search/`).
 * Publishing both would give the listing two observations of the same instant that differ in
 * content, and which one a reader sees would depend on event ids. The run publishes one
 * observation per listing instead: the reads merged, a later read's stated fields winning, nested
 * records merged field by field, and nothing a read stated lost to a read that left it out (an
 * absent, empty or undefined value never erases one). The address is the exception to "later
 * wins": the finer one (full postcode, more lines) wins, so a card's "Gloucester Road, Bristol
 * BS3" never replaces the page's "Flat 1, 168 Gloucester Road, Bristol, BS3 4AW". The point is
 * taken whole from one read (never a latitude from one and a longitude from the other); the
 * fuller gallery, price history and set of areas are kept, and the longer description (a card
 * shows the page's text cut short).
 */
export function mergeObservations(earlier: ListingObserved, later: ListingObserved): ListingObserved {
  const merged = mergeFields(earlier, later);
  const property = merged.property;
  const address = mergeAddresses(earlier.property.address, later.property.address);
  if (address) property.address = address;
  const geometry = later.property.geometry ?? earlier.property.geometry;
  if (geometry) property.geometry = geometry;
  const areas = longer(earlier.property.areas, later.property.areas);
  if (areas) property.areas = areas;
  const media = longer(earlier.media, later.media);
  if (media) merged.media = media;
  const history = longer(earlier.price_history, later.price_history);
  if (history) merged.price_history = history;
  const description = longerText(earlier.description, later.description);
  if (description !== undefined) merged.description = description;
  return merged;
}
