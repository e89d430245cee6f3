/** Where zoopla.co.uk's pages and images live, and the paths replay records them under. */

export const ORIGIN = 'https://www.zoopla.co.uk';
/** Resized images: `https://lid.zoocdn.com/u/{w}/{h}/{filename}` (also `/{w}/{h}/` on search cards). */
export const IMAGE_ORIGIN = 'https://lid.zoocdn.com';
/** Originals (floor plans, EPC images): `https://lc.zoocdn.com/{filename}`. */
export const ORIGINAL_ORIGIN = 'https://lc.zoocdn.com';
/** A size Zoopla serves for every image (the listing pages use 1024/768 and smaller). */
export const IMAGE_SIZE = '1024/768';

export type Section = 'for-sale' | 'to-rent';

/** `/for-sale/details/71365505/`: the listing's canonical page (its `listingUris.detail`). */
export function detailPath(id: string, section: Section = 'for-sale'): string {
  return `/${section}/details/${id}/`;
}

export function detailUrl(id: string, section: Section = 'for-sale'): string {
  return `${ORIGIN}${detailPath(id, section)}`;
}

/** A listing image by its filename, at a size Zoopla serves. */
export function imageUrl(filename: string): string {
  return `${IMAGE_ORIGIN}/u/${IMAGE_SIZE}/${filename.replace(/^\/+/, '')}`;
}

/** The path replay keeps a detail page under. */
export function detailRecordPath(id: string): string {
  return `details/${id}.html`;
}

/** The path replay keeps results page `page` (1-based) of the home search under. */
export function searchRecordPath(page: number): string {
  return `search/page-${String(page).padStart(4, '0')}.html`;
}
