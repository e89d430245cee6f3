/**
 * The pager of a SUUMO search page: the hit count (`div.pagination_set-hit`, "1,234件"), the
 * current page (the one `li` without a link), and the 次へ link. A live collector follows
 * `next_url`; replay reads the recorded pages in order and needs none of it.
 */
import { parseHtml, textOf, type HTMLElement } from './html.js';
import { absoluteUrl } from './urls.js';

export interface Pagination {
  /** 総件数: listings the search matched across all pages. */
  total?: number;
  page?: number;
  last_page?: number;
  next_url?: string;
}

function numberIn(text: string): number | undefined {
  const m = /\d[\d,]*/.exec(text.normalize('NFKC'));
  return m ? Number(m[0].replace(/,/g, '')) : undefined;
}

export function paginationOf(root: HTMLElement): Pagination {
  const out: Pagination = {};
  const set = root.querySelector('.pagination_set');
  if (!set) return out;
  const total = numberIn(textOf(set.querySelector('.pagination_set-hit')));
  if (total !== undefined) out.total = total;
  const pages: number[] = [];
  for (const li of set.querySelectorAll('ol.pagination-parts li')) {
    const n = numberIn(textOf(li));
    if (n === undefined) continue;
    pages.push(n);
    if (!li.querySelector('a')) out.page = n;
  }
  if (pages.length > 0) out.last_page = Math.max(...pages);
  const next = set.querySelectorAll('a').find((a) => textOf(a).includes('次へ'));
  const href = next?.getAttribute('href');
  if (href) out.next_url = absoluteUrl(href);
  return out;
}

/** The pager of a search page's HTML. */
export function readPagination(html: string): Pagination {
  return paginationOf(parseHtml(html));
}
