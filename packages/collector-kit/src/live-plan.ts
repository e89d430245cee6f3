/**
 * What the five live plans share: how far a scheduled run pages, how a search's pages are named
 * in a replay folder, and how a link found on a page is followed on the configured host.
 */

/** Result pages a run follows per search unless configured: enough for a city's fresh listings, few enough to stay polite. */
export const DEFAULT_MAX_PAGES = 10;

/** `page-0001.json`: the name a result page has in a replay folder. */
export function pageFile(page: number, extension: string): string {
  return `page-${String(page).padStart(4, '0')}.${extension}`;
}

/** The page number of a result page's recorded path, or undefined for any other payload. */
export function pageOfPath(path: string): number | undefined {
  const m = /(?:^|\/)page-(\d+)\.[a-z]+$/.exec(path);
  return m ? Number(m[1]) : undefined;
}

/**
 * The folder of a search's result pages: `search/` for the platform's home search (where the
 * sample generator writes it), `search/<key>/` for any other, so two searches never share a path.
 */
export function searchFolder(key: string, homeKey: string, root = 'search'): string {
  return key === homeKey ? `${root}/` : `${root}/${key.replace(/[^\p{L}\p{N}_./-]+/gu, '_').replace(/^[./]+/, '')}/`;
}

/**
 * A link as found on a page (relative, or absolute to the platform's public host), on the
 * configured origin: a plan run against a mirror or a loopback server stays there.
 */
export function onBase(link: string, baseUrl: string): string {
  const found = new URL(link, baseUrl);
  return new URL(`${found.pathname}${found.search}`, baseUrl).toString();
}

/** The first N pages allowed: a followed "next" link past the limit is not requested. */
export function withinPages(page: number | undefined, maxPages: number): boolean {
  return page !== undefined && page >= 1 && page <= maxPages;
}
