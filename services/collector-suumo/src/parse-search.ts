/**
 * A SUUMO search page → one listing observation per `div.property_unit` card. Each card is cut
 * out of the raw text and parsed alone, so a broken card costs only itself. In a payload that
 * was cut short, the last card is dropped when its `<div>` never closes: its fields after the
 * cut would be missing, and an observation must not claim they are absent.
 */
import type { NativePayload, ParseContext, ParsedPayload, ParseIssue } from '@estate/collector-kit';
import { observation } from '@estate/events';
import { suumo } from '@estate/native-formats';
import { categoryOfBs, categoryOfUrl } from './categories.js';
import { dlFields } from './fields.js';
import { divEnd, divStarts, isTruncated, parseHtml, textOf, type HTMLElement } from './html.js';
import { listingOf, missingRequired } from './listing.js';
import { cardMedia } from './media.js';
import { canonicalDetailUrl, nativeIdOfUrl } from './urls.js';
import { cardContacts } from './card-contacts.js';

/** The category the page searches, from its canonical URL (`bs=011`) or its heading. */
function pageCategory(preamble: HTMLElement): suumo.SuumoCategory | undefined {
  const canonical = preamble.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  const bs = /[?&]bs=(\d{3})/.exec(canonical)?.[1];
  const fromBs = bs ? categoryOfBs(bs) : undefined;
  if (fromBs) return fromBs;
  const heading = `${textOf(preamble.querySelector('title'))} ${textOf(preamble.querySelector('h1'))}`.normalize('NFKC');
  return suumo.CATEGORIES.find((c) => heading.includes(c.label));
}

function cardCategory(url: string, page: suumo.SuumoCategory | undefined): suumo.SuumoCategory | undefined {
  const bs = /[?&]bs=(\d{3})/.exec(url)?.[1];
  return categoryOfUrl(url) ?? (bs ? categoryOfBs(bs) : undefined) ?? page;
}

interface Card {
  html: string;
  /** The card's `<div>` never closed before the payload ended. */
  cut: boolean;
}

function cardsOf(body: string, starts: readonly number[], truncated: boolean): Card[] {
  return starts.map((start, i) => {
    const next = starts[i + 1] ?? body.length;
    const end = divEnd(body, start);
    // An unclosed div inside a card makes its end run into the next card; the next card's
    // start bounds it either way.
    return { html: body.slice(start, Math.min(end ?? next, next)), cut: truncated && end === undefined && i === starts.length - 1 };
  });
}

export function parseSearchPage(payload: NativePayload, context: ParseContext): ParsedPayload {
  const body = payload.body;
  const truncated = isTruncated(body);
  const starts = divStarts(body, 'property_unit');
  const cards = cardsOf(body, starts, truncated);
  const preamble = parseHtml(body.slice(0, starts[0] ?? body.length));
  const category = pageCategory(preamble);
  const out: ParsedPayload = { observations: [], issues: [] };
  const issue = (i: Omit<ParseIssue, 'path'>): void => {
    out.issues.push({ ...i, path: payload.path });
  };

  cards.forEach((card, index) => {
    const root = parseHtml(card.html);
    const link = root.querySelector('h2.property_unit-title a') ?? root.querySelector('.property_unit-title a');
    const href = link?.getAttribute('href');
    const nativeId = href ? nativeIdOfUrl(href) : undefined;
    const which = nativeId ? `nc_${nativeId}` : `card ${index + 1}`;
    const idPart = nativeId ? { native_id: nativeId } : {};
    if (card.cut) {
      issue({ error_code: 'truncated_payload', message: `payload ends inside ${which}; the card is incomplete and was skipped`, ...idPart });
      return;
    }
    const fields = dlFields(root);
    const missing = missingRequired(fields);
    if (!href || !nativeId) missing.unshift('detail link with an nc id');
    if (!href || !nativeId || missing.length > 0) {
      issue({ error_code: 'unexpected_shape', message: `${which} has no ${missing.join(', ')}; skipped`, ...idPart });
      return;
    }
    const url = canonicalDetailUrl(href);
    const cardCategoryFound = cardCategory(url, category);
    const { agency, agent } = cardContacts(root);
    const statusText = textOf(root.querySelector('.property_unit-status'));
    const listing = listingOf(
      {
        nativeId,
        url,
        fields,
        heading: textOf(link),
        media: cardMedia(root),
        ...(cardCategoryFound ? { category: cardCategoryFound } : {}),
        ...(statusText ? { statusText } : {}),
        ...(agency ? { agency } : {}),
        ...(agent ? { agent } : {}),
      },
      context,
    );
    out.observations.push(observation('listing', listing));
  });

  if (truncated && !cards.some((c) => c.cut)) {
    issue({ error_code: 'truncated_payload', message: 'payload ends before </html>; later cards may be missing' });
  }
  return out;
}

/** Whether a page with no cards is still a search page (an empty result), not something else. */
export function isEmptySearchPage(root: HTMLElement): boolean {
  if (root.querySelector('.pagination_set') || root.querySelector('#js-bukkenList') || root.querySelector('.property_unit_group')) return true;
  return /条件にあう物件がありません|該当する物件がありません/u.test(root.text);
}

/**
 * Whether the page's result list holds entries that link listings (sale `nc_` or rental `jnc_`
 * pages): such a page is never an empty search, whatever its cards look like.
 */
export function hasResultMarkup(root: HTMLElement): boolean {
  const list = root.querySelector('#js-bukkenList') ?? root.querySelector('.property_unit_group');
  if (!list) return false;
  return list.querySelectorAll('a').some((a) => /\/j?nc_\d|[?&](?:nc|bc)=\d/.test(a.getAttribute('href') ?? ''));
}
