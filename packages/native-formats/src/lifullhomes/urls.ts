/**
 * Where homes.co.jp keeps its pages and images, and the paths replay records them under.
 * Used condos are `/mansion/b-{13 digits}/` and used houses `/kodate/b-{13 digits}/`
 * (masakihnw/real-estate homes_scraper.py, iwaminn/realestate homes_parser.py); a rental room is
 * `/chintai/room/{40-hex kykey}/` (Yoshiki-Watanabe-aiko/searching-for-houses tests/fixtures/homes).
 */

export const ORIGIN = 'https://www.homes.co.jp';

/** The kind of a sale listing, as its path says it. */
export type SaleKind = 'mansion' | 'kodate';

export const SALE_ID = /^\d{13}$/;
export const ROOM_KEY = /^[0-9a-f]{40}$/;

/** `/mansion/b-1234567890123/`: a used condo's page; `/kodate/b-…/` a used house's. */
export function saleDetailPath(id: string, kind: SaleKind): string {
  return `/${kind}/b-${id}/`;
}

export function saleDetailUrl(id: string, kind: SaleKind): string {
  return `${ORIGIN}${saleDetailPath(id, kind)}`;
}

export function roomDetailUrl(kykey: string): string {
  return `${ORIGIN}/chintai/room/${kykey}/`;
}

/** The id of a sale or rental detail URL (absolute or a path), with its kind; undefined for any other URL. */
export function detailIdOf(url: string): { id: string; kind: SaleKind | 'chintai' } | undefined {
  const sale = /\/(mansion|kodate)\/b-(\d{13})\/?(?:[?#].*)?$/.exec(url);
  if (sale) return { id: sale[2] as string, kind: sale[1] as SaleKind };
  const room = /\/chintai\/room\/([0-9a-f]{40})\/?(?:[?#].*)?$/.exec(url);
  return room ? { id: room[1] as string, kind: 'chintai' } : undefined;
}

/** A page of a list (`chuko`, `mansion/chuko/tokyo`, `chintai/tokyo/chiyoda-city`), newest first (`cond[sortby]=newdate`, `page=N`). */
export function listUrl(list: string, page: number, origin: string = ORIGIN): string {
  const params = new URLSearchParams({ 'cond[sortby]': 'newdate' });
  if (page > 1) params.set('page', String(page));
  return new URL(`/${list.split('/').map(encodeURIComponent).join('/')}/list/?${params.toString()}`, origin).toString();
}

/** A page of the nationwide used-home search. */
export function saleSearchUrl(page: number, origin: string = ORIGIN): string {
  return listUrl('chuko', page, origin);
}

/**
 * A listing photo as HOME'S serves it: through the `smallimg/image.php` resizer on one of its
 * image hosts, the original's address in `file` (`image1.homes.jp/smallimg/image.php?file=http%3A%2F%2Fimg.homes.jp%2F158055%2Frent%2F…jpg&width=640&height=480`).
 */
export function imageUrl(host: number, original: string, width = 640, height = 480): string {
  const server = host === 0 ? 'image' : `image${host}`;
  return `https://${server}.homes.jp/smallimg/image.php?file=${encodeURIComponent(original)}&width=${width}&height=${height}`;
}

/** The original image's address of a resized photo URL (what stays equal across sizes and hosts). */
export function originalOfImage(url: string): string | undefined {
  try {
    const file = new URL(url).searchParams.get('file');
    return file ?? undefined;
  } catch {
    return undefined;
  }
}

/** The path replay keeps a detail page under. */
export function detailRecordPath(id: string): string {
  return `details/${id}.html`;
}

/** The path replay keeps results page `page` (1-based) of the home search under. */
export function searchRecordPath(page: number): string {
  return `search/page-${String(page).padStart(4, '0')}.html`;
}
