/**
 * Immowelt's parser: a recorded immowelt.de page → listing and media observations. Search pages
 * yield one listing per result card (`classifieds` gives the order, `classifiedsData` the cards);
 * exposés yield the listing of their `app_cldp.data.classified` with its complete gallery. Bad
 * input never throws: it becomes a ParseIssue, and every record that could be read is returned.
 */
import {
  at,
  fields,
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
  text,
} from '@estate/collector-kit';
import { observation } from '@estate/events';
import { immowelt } from '@estate/native-formats';
import { assignedState, serpData } from './page-state.js';
import { readCard } from './read-card.js';
import { readClassified } from './read-classified.js';

function idOfPath(path: string): string | undefined {
  return /(?:^|\/)([A-Za-z0-9-]{8,})(?:\.html?)?\/?$/.exec(path)?.[1];
}

class Collected extends ParsedPayloadBuilder {
  constructor(
    readonly payload: NativePayload,
    readonly context: ParseContext,
  ) {
    super(payload.path);
  }
}

/** A search page: every card the result list names, each on its own, so a broken card costs only itself. */
function readSearch(body: string, into: Collected): void {
  const state = assignedState(body, immowelt.FETCHER_GLOBAL);
  if (!state) return into.issue(cutShort(body) ? 'truncated_payload' : 'unexpected_shape', cutShort(body) ? 'page ends before its data' : `page embeds no ${immowelt.FETCHER_GLOBAL}`);
  if (!state.ok) return into.issue(state.code, state.message);
  const serp = serpData(at(state.value, 'data', immowelt.SERP_KEY));
  if (!serp.ok) return into.issue(serp.code, serp.message);
  const props = at(serp.value, 'pageProps');
  const cards = fields(at(props, 'classifiedsData'));
  if (!cards) return into.issue('unexpected_shape', 'search results have no classifiedsData');
  for (const entry of list(at(props, 'classifieds'))) {
    // Older captures list the cards themselves rather than their ids.
    const card = typeof entry === 'string' ? cards[entry] : entry;
    const named = typeof entry === 'string' ? entry : text(at(entry, 'id'));
    if (card === undefined) {
      into.issue('unexpected_shape', 'result has no card in classifiedsData', named);
      continue;
    }
    into.take(guardedRead(() => readCard(card, into.context), () => named), (listing) => [observation('listing', listing)], named);
  }
}

/** An exposé: the classified of its server state. */
function readDetail(body: string, into: Collected): void {
  const fallback = idOfPath(into.payload.path);
  const state = assignedState(body, immowelt.LIFECYCLE_GLOBAL);
  if (!state) return into.issue(cutShort(body) ? 'truncated_payload' : 'unexpected_shape', cutShort(body) ? 'page ends before its data' : `page embeds no ${immowelt.LIFECYCLE_GLOBAL}`, fallback);
  if (!state.ok) return into.issue(state.code, state.message, fallback);
  const classified = at(state.value, 'app_cldp', 'data', 'classified');
  if (classified === undefined || classified === null) return into.issue('unexpected_shape', 'server state has no app_cldp.data.classified', fallback);
  into.take(guardedRead(() => readClassified(classified, into.context), () => fallback), listingWithGallery, fallback);
}

const cutShort = (body: string): boolean => looksLikeDocument(body) && !isCompleteDocument(body);

function collect(into: Collected): void {
  const body = typeof into.payload.body === 'string' ? into.payload.body : '';
  if (body.trim() === '') return into.issue('truncated_payload', 'payload is empty', idOfPath(into.payload.path));
  // A results page is known by its path; a page of unknown kind by what it holds.
  const detail = into.payload.path.startsWith('details/') || (!into.payload.path.startsWith('search/') && body.includes(immowelt.assignmentOf(immowelt.LIFECYCLE_GLOBAL)));
  return detail ? readDetail(body, into) : readSearch(body, into);
}

export const parse: PayloadParser = guardedParser((payload, context) => new Collected(payload, context), collect);
