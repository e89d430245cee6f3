/**
 * fotocasa's parser: a recorded fotocasa.es page → listing and media observations. Both front
 * ends are read: the legacy one (data in double quotes, `realEstate` on detail pages) and the
 * newer one (single quotes, `realEstateAdDetailEntityV2` beside `realEstate`, `resultsV2` beside
 * `realEstates`). Search pages yield one listing per `realEstates[]` result; detail pages the
 * ad's listing with its complete gallery. Bad input never throws: it becomes a ParseIssue, and
 * every record that could be read is still returned.
 */
import {
  at,
  fields,
  guardedParser,
  guardedRead,
  idMentioned,
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
} from '@estate/collector-kit';
import { observation } from '@estate/events';
import { pageData, type PageData } from './initial-props.js';
import { readCard, referencesOf } from './read-card.js';
import { readDetail } from './read-detail.js';

const RESULTS_KEY = 'realEstates';

function idOfPath(path: string): string | undefined {
  return /(?:^|\/)(\d+)(?:\.html?)?\/?$/.exec(path)?.[1] ?? /\/(\d+)\/d(?:[/?#]|$)/.exec(path)?.[1];
}

const idIn = (raw: string): string | undefined => idMentioned(raw, 'id', 'propertyId');

class Collected extends ParsedPayloadBuilder {
  constructor(
    readonly payload: NativePayload,
    readonly context: ParseContext,
  ) {
    super(payload.path);
  }

  card(value: unknown, references: ReadonlyMap<string, string>): void {
    this.take(guardedRead(() => readCard(value, this.context, references), () => idIn(JSON.stringify(value) ?? '')), (listing) => [observation('listing', listing)]);
  }
}

/** A results page: every result on its own, so a broken one costs only itself. */
function readSearch(data: PageData, into: Collected): void {
  const read = data.closed ? readJson(data.json) : undefined;
  if (read?.ok) {
    const result = at(read.value, 'initialSearch', 'result');
    const results = at(result, RESULTS_KEY);
    if (!Array.isArray(results)) return into.issue('unexpected_shape', `page has no initialSearch.result.${RESULTS_KEY}`);
    const references = referencesOf(at(result, 'resultsV2', 'items'));
    for (const value of list(results)) into.card(value, references);
    return;
  }
  // Cut short or malformed: the results that are intact are still read, one by one.
  const salvage = salvageArray(data.json, RESULTS_KEY);
  if (!salvage) return into.issue(data.closed ? 'parse_error' : 'truncated_payload', data.closed ? 'page data is not valid JSON' : 'page ends before its results');
  const none = new Map<string, string>();
  for (const element of salvage.elements) {
    if (element.ok) into.card(element.value, none);
    else into.issue(element.code, element.message, idIn(element.raw));
  }
  if (!salvage.complete && !salvage.elements.some((e) => !e.ok && e.code === 'truncated_payload')) {
    into.issue('truncated_payload', `page ends after ${salvage.elements.length} search results`);
  } else if (salvage.complete && data.closed) {
    into.issue('parse_error', 'page data is not valid JSON outside its results');
  }
}

function readDetailPage(data: PageData, into: Collected): void {
  const fallback = idOfPath(into.payload.path) ?? idIn(data.json);
  const read = readJson(data.json);
  if (!read.ok) {
    const cut = !data.closed || read.truncated;
    return into.issue(cut ? 'truncated_payload' : 'parse_error', cut ? 'page ends inside its data' : 'page data is not valid JSON', fallback);
  }
  const props = fields(read.value);
  if (!props) return into.issue('unexpected_shape', 'page data is not an object', fallback);
  into.take(guardedRead(() => readDetail(props, into.context, fallback), () => fallback), listingWithGallery, fallback);
}

function collect(into: Collected): void {
  const { payload } = into;
  const body = typeof payload.body === 'string' ? payload.body : '';
  if (body.trim() === '') return into.issue('truncated_payload', 'payload is empty', idOfPath(payload.path));
  const data = pageData(body);
  if (!data) {
    // A page cut before its data, or one without any (a DataDome or PerimeterX challenge, an error page).
    const cut = looksLikeDocument(body) && !isCompleteDocument(body);
    return into.issue(cut ? 'truncated_payload' : 'unexpected_shape', cut ? 'page ends before its data' : 'page embeds no __INITIAL_PROPS__', idOfPath(payload.path));
  }
  const search = payload.path.startsWith('search/') || (!payload.path.startsWith('details/') && data.json.includes('"initialSearch"'));
  return search ? readSearch(data, into) : readDetailPage(data, into);
}

export const parse: PayloadParser = guardedParser((payload, context) => new Collected(payload, context), collect);
