/**
 * LIFULL HOME'S's parser: a recorded homes.co.jp page → listing and media observations. Pages
 * are server-rendered HTML (second-portals.md §5.1): used-home list pages (JSON-LD ItemList +
 * a block per result) and detail pages (`#about`), rental list pages (a block per building, a
 * row per room) and rental room pages of both templates (2025+ `dt`/`dd`, legacy `#chk-*`). A
 * page is known by its path, else by what it holds. Bad input never throws: it becomes a
 * ParseIssue, and every record that could be read is still returned.
 */
import {
  guardedParser,
  guardedRead,
  type HTMLElement,
  isCompleteDocument,
  listingWithGallery,
  looksLikeDocument,
  type NativePayload,
  type ParseContext,
  ParsedPayloadBuilder,
  parseHtml,
  type PayloadParser,
  readJson,
} from '@estate/collector-kit';
import { observation } from '@estate/events';
import { lifullhomes } from '@estate/native-formats';
import { readRentDetail, readRentList } from './read-rent.js';
import { itemListOf, readSaleBlocks } from './read-sale-search.js';
import { readSaleDetail } from './read-sale-detail.js';

function idOfPath(path: string): string | undefined {
  return /(?:^|\/)([0-9a-f]{40}|\d{13})(?:\.html?)?$/.exec(path)?.[1];
}

/** The page's own URL: its canonical link or og:url. */
function canonicalOf(root: HTMLElement): string | undefined {
  return root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? root.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? undefined;
}

function itemListIn(root: HTMLElement): unknown {
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    const read = readJson(script.rawText);
    if (read.ok && (read.value as { '@type'?: unknown } | null)?.['@type'] === 'ItemList') return read.value;
  }
  return undefined;
}

class Collected extends ParsedPayloadBuilder {
  constructor(
    readonly payload: NativePayload,
    readonly context: ParseContext,
  ) {
    super(payload.path);
  }
}

function readList(root: HTMLElement, into: Collected): boolean {
  const sale = readSaleBlocks(root, new Map(itemListOf(itemListIn(root))), into.context);
  const rent = readRentList(root, into.context);
  for (const read of [...sale, ...rent]) into.take(read, (listing) => [observation('listing', listing)]);
  return sale.length + rent.length > 0;
}

function readDetail(root: HTMLElement, into: Collected): boolean {
  const fallback = idOfPath(into.payload.path);
  const own = lifullhomes.detailIdOf(canonicalOf(root) ?? '');
  const id = own?.id ?? fallback;
  if (!id) return false;
  if (own?.kind === 'chintai' || lifullhomes.ROOM_KEY.test(id)) {
    into.take(guardedRead(() => readRentDetail(root, id, into.context), () => id), listingWithGallery, id);
    return true;
  }
  if (!root.querySelector('#about')) return false;
  const kind: lifullhomes.SaleKind = own?.kind === 'kodate' ? 'kodate' : 'mansion';
  into.take(guardedRead(() => readSaleDetail(root, id, kind, into.context), () => id), listingWithGallery, id);
  return true;
}

function collect(into: Collected): void {
  const { payload } = into;
  const body = typeof payload.body === 'string' ? payload.body : '';
  const fallback = idOfPath(payload.path);
  if (body.trim() === '') return into.issue('truncated_payload', 'payload is empty', fallback);
  if (looksLikeDocument(body) && !isCompleteDocument(body)) return into.issue('truncated_payload', 'page ends before </html>', fallback);
  if (lifullhomes.GONE_MARKERS.some((marker) => body.includes(marker)) && !body.includes('id="about"') && !body.includes('prg-building')) {
    return into.issue('unexpected_shape', 'the listing is no longer published', fallback);
  }
  const root = parseHtml(body);
  const search = payload.path.startsWith('search/') || (!payload.path.startsWith('details/') && root.querySelector('.prg-building, .mod-listKks-sale') !== null);
  const read = search ? readList(root, into) : readDetail(root, into);
  if (!read) into.issue('unexpected_shape', search ? 'page holds no result blocks' : 'page is no listing page of LIFULL HOME\'S', fallback);
}

export const parse: PayloadParser = guardedParser((payload, context) => new Collected(payload, context), collect);
