/**
 * Zoopla's parser: a recorded zoopla.co.uk page → listing and media observations. Both
 * generations of the site are read: React Server Components flight chunks (since late 2024) and
 * `__NEXT_DATA__` (before). Search pages yield one listing per `regularListingsFormatted` card
 * (promoted `featuredListingsFormatted` and out-of-area `extendedListingsFormatted` cards are not
 * results and are not read); detail pages yield the listing of their `ListingData` with its
 * complete gallery. Bad input never throws: it becomes a ParseIssue, and every record that could
 * be read is still returned.
 */
import {
  at,
  guardedParser,
  guardedRead,
  idMentioned,
  isCompleteDocument,
  listingWithGallery,
  looksLikeDocument,
  type NativePayload,
  type ParseContext,
  ParsedPayloadBuilder,
  type PayloadParser,
  readJson,
  salvageArray,
} from '@estate/collector-kit';
import { observation } from '@estate/events';
import { pageText, referencedText, typedObject, type PageText } from './flight.js';
import { readCard } from './read-card.js';
import { readListing } from './read-listing.js';

const RESULTS_KEY = 'regularListingsFormatted';

function idOfPath(path: string): string | undefined {
  return /(?:^|\/)(\d+)(?:\.html?)?\/?$/.exec(path)?.[1];
}

const idIn = (raw: string): string | undefined => idMentioned(raw, 'listingId');

class Collected extends ParsedPayloadBuilder {
  constructor(
    readonly payload: NativePayload,
    readonly context: ParseContext,
  ) {
    super(payload.path);
  }

  card(value: unknown): void {
    this.take(guardedRead(() => readCard(value, this.context), () => idIn(JSON.stringify(value) ?? '')), (listing) => [observation('listing', listing)]);
  }

  listing(value: unknown, stream: string): void {
    const fallback = idOfPath(this.payload.path);
    this.take(guardedRead(() => readListing(value, this.context, (field) => referencedText(stream, field)), () => fallback), listingWithGallery, fallback);
  }
}

/** A search page: every card of its results list, each on its own, so a broken card costs only itself. */
function readSearch(page: PageText, into: Collected): void {
  const salvage = salvageArray(page.text, RESULTS_KEY);
  if (!salvage) return into.issue(page.closed ? 'unexpected_shape' : 'truncated_payload', page.closed ? `page has no ${RESULTS_KEY}` : 'page ends before its results');
  for (const element of salvage.elements) {
    if (element.ok) into.card(element.value);
    else into.issue(element.code, element.message, idIn(element.raw));
  }
  if (!salvage.complete && !salvage.elements.some((e) => !e.ok && e.code === 'truncated_payload')) {
    into.issue('truncated_payload', `page ends after ${salvage.elements.length} search results`);
  }
}

/** A detail page: its `ListingData` (RSC) or `props.pageProps.listingDetails` (`__NEXT_DATA__`). */
function readDetail(page: PageText, into: Collected): void {
  const fallback = idOfPath(into.payload.path);
  if (page.generation === 'next_data') {
    const read = readJson(page.text);
    if (!read.ok) return into.issue(read.truncated || !page.closed ? 'truncated_payload' : 'parse_error', read.truncated || !page.closed ? '__NEXT_DATA__ is cut short' : '__NEXT_DATA__ is not valid JSON', fallback);
    const details = at(read.value, 'props', 'pageProps', 'listingDetails');
    if (details === undefined) return into.issue('unexpected_shape', '__NEXT_DATA__ has no pageProps.listingDetails', fallback);
    return into.listing(details, '');
  }
  const found = typedObject(page.text, 'ListingData');
  if (!found) return into.issue(page.closed ? 'unexpected_shape' : 'truncated_payload', page.closed ? 'flight data holds no ListingData' : 'page ends before its listing', fallback);
  if (!found.closed) return into.issue('truncated_payload', 'page ends inside its listing', idIn(found.raw) ?? fallback);
  const read = readJson(found.raw);
  if (!read.ok) return into.issue('parse_error', 'ListingData is not valid JSON', idIn(found.raw) ?? fallback);
  into.listing(read.value, page.text);
}

function collect(into: Collected): void {
  const { payload } = into;
  const body = typeof payload.body === 'string' ? payload.body : '';
  if (body.trim() === '') return into.issue('truncated_payload', 'payload is empty', idOfPath(payload.path));
  const page = pageText(body);
  if (!page) {
    // A page cut before its data, or one without any (a "Just a moment..." challenge, an error page).
    const cut = looksLikeDocument(body) && !isCompleteDocument(body);
    return into.issue(cut ? 'truncated_payload' : 'unexpected_shape', cut ? 'page ends before its data' : 'page embeds no flight data or __NEXT_DATA__', idOfPath(payload.path));
  }
  // A results page is known by its path; a page of unknown kind by what it holds.
  const search = payload.path.startsWith('search/') || (!payload.path.startsWith('details/') && page.text.includes(`"${RESULTS_KEY}":`));
  return search ? readSearch(page, into) : readDetail(page, into);
}

export const parse: PayloadParser = guardedParser((payload, context) => new Collected(payload, context), collect);
