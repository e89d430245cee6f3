/** Where realtor.com's pages and images live, and the paths replay records them under. */

export const ORIGIN = 'https://www.realtor.com';
/** Listing photos: `https://ap.rdcpix.com/{32 hex}l-m{digits}s.jpg` (the same hash for one listing's photos). */
export const IMAGE_ORIGIN = 'https://ap.rdcpix.com';

/** `/realestateandhomes-detail/2200-Pacific-Ave-B1_San-Francisco_CA_94115_M20341-51800`. */
export function detailPath(permalink: string): string {
  return `/realestateandhomes-detail/${permalink}`;
}

export function detailUrl(permalink: string): string {
  return `${ORIGIN}${detailPath(permalink)}`;
}

/** A permalink ends in `_M{5 digits}-{5 digits}`: the property id split in two (`M20341-51800` = 2034151800). */
export const PERMALINK_PROPERTY_ID = /_M(\d{5})-(\d{5})$/;

/** The permalink's tail for a property id: `2034151800` → `M20341-51800`. */
export function propertyIdTail(propertyId: string): string {
  const id = propertyId.padStart(10, '0');
  return `M${id.slice(0, 5)}-${id.slice(5, 10)}`;
}

/** The property id a permalink names, or undefined. */
export function propertyIdOf(permalink: string): string | undefined {
  const m = PERMALINK_PROPERTY_ID.exec(permalink);
  return m ? String(Number(`${m[1]}${m[2]}`)) : undefined;
}

/** The path replay keeps a detail page under: by property id (one page a property). */
export function detailRecordPath(propertyId: string): string {
  return `details/${propertyId}.html`;
}

/** The path replay keeps results page `page` (1-based) of the home search under. */
export function searchRecordPath(page: number): string {
  return `search/page-${String(page).padStart(4, '0')}.html`;
}
