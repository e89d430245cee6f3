/**
 * realtor.com's parser: a recorded realtor.com page or GraphQL answer → listing and media
 * observations. Search pages carry their results in `__NEXT_DATA__`, as
 * `props.pageProps.properties[]` (the site since about 2023) or
 * `props.pageProps.searchResults.home_search.results[]` (2021); the GraphQL search answers
 * `data.home_search.results[]` with the same objects. A detail page carries
 * `props.pageProps.initialReduxState.propertyDetails`. Bad input never throws: it becomes a
 * ParseIssue, and every record that could be read is still returned.
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
  scriptText,
} from '@estate/collector-kit';
import { observation } from '@estate/events';
import { readHome } from './read-home.js';

/** The data of a page: its `__NEXT_DATA__` JSON, or the body itself when it is a JSON answer. */
interface PageText {
  text: string;
  closed: boolean;
}

const idIn = (raw: string): string | undefined => idMentioned(raw, 'listing_id');

function idOfPath(path: string): string | undefined {
  return /(?:^|\/)(\d+)(?:\.html?|\.json)?\/?$/.exec(path)?.[1];
}

class Collected extends ParsedPayloadBuilder {
  constructor(
    readonly payload: NativePayload,
    readonly context: ParseContext,
  ) {
    super(payload.path);
  }

  searchResult(value: unknown): void {
    this.take(guardedRead(() => readHome(value, this.context, false), () => idIn(JSON.stringify(value) ?? '')), ({ listing }) => [observation('listing', listing)]);
  }

  details(value: unknown): void {
    this.take(guardedRead(() => readHome(value, this.context, true), () => undefined), listingWithGallery);
  }
}

function pageTextOf(body: string): PageText | undefined {
  if (/^\s*[{[]/.test(body)) return { text: body, closed: true };
  const next = scriptText(body, 'script#__NEXT_DATA__');
  return next ? { text: next.text, closed: next.closed } : undefined;
}

/**
 * A search page: every result on its own, so a broken one costs only itself. `properties` is
 * the current key; `results` the 2021 page's and the GraphQL answer's (under `home_search`).
 */
function readSearch(page: PageText, into: Collected): void {
  const salvage = salvageArray(page.text, 'properties') ?? (page.text.includes('"home_search"') ? salvageArray(page.text, 'results') : undefined);
  if (!salvage) return into.issue(page.closed ? 'unexpected_shape' : 'truncated_payload', page.closed ? 'page has no properties or home_search results' : 'page ends before its results');
  for (const element of salvage.elements) {
    if (element.ok) into.searchResult(element.value);
    else into.issue(element.code, element.message, idIn(element.raw));
  }
  if (!salvage.complete && !salvage.elements.some((e) => !e.ok && e.code === 'truncated_payload')) {
    into.issue('truncated_payload', `page ends after ${salvage.elements.length} search results`);
  }
}

function readDetail(page: PageText, into: Collected): void {
  const fallback = idOfPath(into.payload.path);
  const read = readJson(page.text);
  if (!read.ok) {
    const cut = read.truncated || !page.closed;
    return into.issue(cut ? 'truncated_payload' : 'parse_error', cut ? '__NEXT_DATA__ is cut short' : '__NEXT_DATA__ is not valid JSON', idIn(page.text) ?? fallback);
  }
  const details = at(read.value, 'props', 'pageProps', 'initialReduxState', 'propertyDetails');
  if (details === undefined || details === null) return into.issue('unexpected_shape', '__NEXT_DATA__ has no initialReduxState.propertyDetails', fallback);
  into.details(details);
}

function collect(into: Collected): void {
  const { payload } = into;
  const body = typeof payload.body === 'string' ? payload.body : '';
  if (body.trim() === '') return into.issue('truncated_payload', 'payload is empty', idOfPath(payload.path));
  const page = pageTextOf(body);
  if (!page) {
    // A page cut before its data, or one without any (a bot-check page, an error page).
    const cut = looksLikeDocument(body) && !isCompleteDocument(body);
    return into.issue(cut ? 'truncated_payload' : 'unexpected_shape', cut ? 'page ends before its data' : 'page embeds no __NEXT_DATA__', idOfPath(payload.path));
  }
  // A results page is known by its path; a page of unknown kind by what it holds.
  const search = payload.path.startsWith('search/') || (!payload.path.startsWith('details/') && !page.text.includes('"propertyDetails"'));
  return search ? readSearch(page, into) : readDetail(page, into);
}

export const parse: PayloadParser = guardedParser((payload, context) => new Collected(payload, context), collect);
