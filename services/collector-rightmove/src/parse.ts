/**
 * Rightmove's parser: a recorded rightmove.co.uk payload → listing and media observations.
 * Search results (JSON, or a search page embedding it) yield one listing per property;
 * property pages (`window.PAGE_MODEL`) yield the listing with its agency, sizes and complete
 * gallery. Bad input never throws: it becomes a ParseIssue, and every record that could be
 * read is still returned.
 */
import {
  at,
  guardedParser,
  guardedRead,
  isCompleteDocument,
  list,
  listingWithGallery,
  looksLikeDocument,
  type NativePayload,
  type ParseContext,
  ParsedPayloadBuilder,
  type PayloadParser,
  readJson,
  salvageArray,
  takeSalvaged,
} from '@estate/collector-kit';
import { observation } from '@estate/events';
import { assignedObject, nextDataScript, type EmbeddedJson } from './embedded.js';
import { auctionsOf } from './read-auction.js';
import { readDevelopment } from './read-development.js';
import { readPageModel } from './read-page.js';
import { listingObservations, placeListing } from './read-premises.js';
import { propertyRecordOf } from './read-property-record.js';
import { readSearchProperty } from './read-search.js';
import { readTypeahead } from './read-typeahead.js';

/** The property id a broken record or page mentions, so its issue can name it. */
function idIn(raw: string): string | undefined {
  return (/"propertyData"\s*:\s*\{\s*"id"\s*:\s*"?(\d+)/.exec(raw) ?? /^\s*\{\s*"id"\s*:\s*"?(\d+)/.exec(raw))?.[1];
}

function idOfPath(path: string): string | undefined {
  return /(?:^|\/)(\d+)\.html?$/.exec(path)?.[1];
}

/** What the payload yields so far, and the payload and context its records are read with. */
class Collected extends ParsedPayloadBuilder {
  constructor(
    readonly payload: NativePayload,
    readonly context: ParseContext,
  ) {
    super(payload.path);
  }

  searchProperty(value: unknown): void {
    this.take(guardedRead(() => readSearchProperty(value, this.context), () => idIn(JSON.stringify(value) ?? '')), listingObservations);
  }

  /** A developer branch's property list is its development; whether the document was one. */
  branchList(document: unknown): boolean {
    const read = readDevelopment(document, this.context);
    if (read && 'issue' in read) this.issue('unexpected_shape', read.issue, read.native_id);
    else if (read) this.observe(observation('development', read.development));
    return read !== undefined;
  }

  page(value: unknown): void {
    const fallback = idOfPath(this.payload.path);
    this.take(guardedRead(() => readPageModel(value, this.context), () => fallback), (read) => {
      const { listing, observations } = placeListing(read.listing);
      return [...listingWithGallery({ ...read, listing }), ...observations, ...propertyRecordOf(value, listing, this.context), ...auctionsOf(value, listing, this.context)];
    }, fallback);
  }
}

type Kind = 'search' | 'page';

/** The JSON a payload carries and what it is expected to hold. */
function locate(payload: NativePayload, body: string, into: Collected): { json: EmbeddedJson; kind: Kind } | undefined {
  const html = payload.content_type.toLowerCase().includes('html') || body.trimStart().startsWith('<');
  if (!html) return { json: { text: body, closed: true }, kind: 'search' };
  const page = assignedObject(body, 'PAGE_MODEL');
  if (page) return { json: page, kind: 'page' };
  const search = assignedObject(body, 'jsonModel') ?? nextDataScript(body);
  if (search) return { json: search, kind: 'search' };
  // An HTML document that stops before `</html>` was cut before its data; any other page
  // (a block page, an error page) simply has none.
  const cut = looksLikeDocument(body) && !isCompleteDocument(body);
  into.issue(cut ? 'truncated_payload' : 'unexpected_shape', cut ? 'page ends before its data' : 'page embeds no PAGE_MODEL, jsonModel or __NEXT_DATA__', idOfPath(payload.path));
  return undefined;
}

function route(document: unknown, kind: Kind, into: Collected): void {
  if (kind === 'page') return into.page(document);
  // The search JSON itself, the old page's jsonModel, or the Next.js page's props.
  const properties = at(document, 'properties') ?? at(document, 'props', 'pageProps', 'searchResults', 'properties');
  if (!Array.isArray(properties)) return into.issue('unexpected_shape', 'search results have no properties list');
  // A development's list is read for the development only: its plots are read from the search
  // results and their own pages, and a third, thinner read of each (the list's card, its branch
  // without an address) would make what a run publishes depend on the order pages arrive in.
  if (into.branchList(document)) return;
  for (const property of list(properties)) into.searchProperty(property);
}

const AROUND_PROPERTIES = { cut: 'search results are cut short after the properties list', damaged: 'search results are damaged outside the properties list' };

/** A document that did not parse: keep every search result that is intact, report the rest. */
function recover(source: string, cutShort: boolean, kind: Kind, into: Collected): void {
  const salvage = kind === 'search' ? salvageArray(source, 'properties') : undefined;
  if (!salvage) {
    return into.issue(
      cutShort ? 'truncated_payload' : 'parse_error',
      cutShort ? 'payload is cut short' : 'payload is not valid JSON',
      idIn(source) ?? idOfPath(into.payload.path),
    );
  }
  takeSalvaged(salvage, cutShort, into, { take: (property) => into.searchProperty(property), idOf: idIn, around: AROUND_PROPERTIES });
}

function collect(into: Collected): void {
  const { payload } = into;
  const body = typeof payload.body === 'string' ? payload.body : '';
  if (body.trim() === '') return into.issue('truncated_payload', 'payload is empty', idOfPath(payload.path));
  if (payload.path.startsWith('typeahead/')) {
    const typeahead = readJson(body);
    if (!typeahead.ok) return into.issue(typeahead.truncated ? 'truncated_payload' : 'parse_error', typeahead.truncated ? 'typeahead answer is cut short' : 'typeahead answer is not valid JSON');
    return readTypeahead(typeahead.value, into, into.context.retrievedAt);
  }
  const located = locate(payload, body, into);
  if (!located) return;
  const read = readJson(located.json.text);
  if (read.ok) return route(read.value, located.kind, into);
  recover(located.json.text, read.truncated || !located.json.closed, located.kind, into);
}

export const parse: PayloadParser = guardedParser((payload, context) => new Collected(payload, context), collect);
