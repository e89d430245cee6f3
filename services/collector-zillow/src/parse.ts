/**
 * Zillow's parser: a recorded zillow.com page (or search API response) → listing and media
 * observations. Search pages yield one listing per card; home-details pages yield the listing
 * with its history, agent and complete gallery; agent profiles the agent and the brokerage; a
 * city's agent directory its agents; the search box's suggestions the places it names. Bad input never throws: it becomes a
 * ParseIssue, and every record that could be read is still returned.
 */
import {
  at,
  fields,
  guardedParser,
  guardedRead,
  identifier,
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
  takeSalvaged,
} from '@estate/collector-kit';
import { observation } from '@estate/events';
import { legacyDataScript } from './legacy-data.js';
import { nextDataScript } from './next-data.js';
import { readDirectory } from './read-directory.js';
import { auctionsOf } from './read-auction.js';
import { readBuilding, withBuilding } from './read-building.js';
import { isBuildingCard, readBuildingCard } from './read-building-card.js';
import { openHousesOf } from './read-open-houses.js';
import { readCard } from './read-card.js';
import { hasMarkupCards, readMarkupCards } from './read-markup-cards.js';
import { readProfile } from './read-profile.js';
import { readProperty } from './read-property.js';
import { propertyRecordsOf } from './read-property-records.js';
import { readSuggestions } from './read-suggestions.js';

/** What the payload yields so far, and the payload and context its records are read with. */
class Collected extends ParsedPayloadBuilder {
  constructor(
    readonly payload: NativePayload,
    readonly context: ParseContext,
  ) {
    super(payload.path);
  }

  card(value: unknown): void {
    this.take(guardedRead(() => readCard(value, this.context), () => zpidIn(JSON.stringify(value) ?? '')), (listing) => [observation('listing', listing)]);
  }

  property(value: unknown, fallbackId: string | undefined): void {
    this.take(guardedRead(() => readProperty(value, this.context), () => fallbackId), (read) => [...listingWithGallery({ ...read, listing: withBuilding(read.listing, value) }), ...openHousesOf(value, read.listing, this.context), ...auctionsOf(value, read.listing, this.context), ...propertyRecordsOf(value, read.listing, this.context)], fallbackId);
  }
}

/** The zpid a broken record or page mentions, so its issue can name it. */
function zpidIn(raw: string): string | undefined {
  return idMentioned(raw, 'zpid');
}

function zpidOfPath(path: string): string | undefined {
  return /(?:^|\/)(\d+)(?:_zpid)?\.html?$/.exec(path)?.[1];
}

function isHtml(payload: NativePayload, body: string): boolean {
  return payload.content_type.toLowerCase().includes('html') || body.trimStart().startsWith('<');
}

function readSearch(state: unknown, into: Collected): void {
  // The oldest search store has no `cat1`: its results sit at the top.
  const results = at(state, 'cat1', 'searchResults', 'listResults') ?? at(state, 'searchResults', 'listResults');
  if (!Array.isArray(results)) return into.issue('unexpected_shape', 'search page has no cat1.searchResults.listResults list');
  for (const card of list(results)) {
    // A building card stands for several units, each listed on the building's own page; it is
    // not one listing, and its "From $…" is the cheapest unit's price, not a listing price.
    if (isBuildingCard(card)) readBuildingCard(card, into, into.context);
    else into.card(card);
  }
}

function readDetails(cache: unknown, into: Collected, fallbackId: string | undefined): void {
  // Usually a JSON string inside the JSON; some page versions inline the object.
  let entries: unknown = cache;
  if (typeof cache === 'string') {
    const inner = readJson(cache);
    if (!inner.ok) {
      const message = inner.truncated ? 'gdpClientCache is cut short' : 'gdpClientCache is not valid JSON';
      return into.issue(inner.truncated ? 'truncated_payload' : 'parse_error', message, zpidIn(cache) ?? fallbackId);
    }
    entries = inner.value;
  }
  const property = Object.values(fields(entries) ?? {})
    .map((entry) => at(entry, 'property'))
    .find((p) => fields(p) !== undefined);
  if (property === undefined) return into.issue('unexpected_shape', 'gdpClientCache holds no property', fallbackId);
  into.property(property, fallbackId);
}

function route(document: unknown, into: Collected): void {
  const pageProps = at(document, 'props', 'pageProps');
  const searchState =
    at(pageProps, 'searchPageState') ?? (fields(at(document, 'cat1')) || fields(at(document, 'searchResults')) ? document : undefined);
  if (searchState !== undefined) return readSearch(searchState, into);
  if (at(pageProps, 'displayUser') !== undefined) return readProfile(pageProps, into, into.context.retrievedAt);
  if (at(pageProps, 'proResults') !== undefined) return readDirectory(pageProps, into, into.context.retrievedAt);
  if (at(pageProps, 'buildingData') !== undefined) return readBuilding(pageProps, into, into.context);
  const cache = at(pageProps, 'componentProps', 'gdpClientCache');
  if (cache !== undefined) {
    return readDetails(cache, into, identifier(at(pageProps, 'componentProps', 'zpid')) ?? zpidOfPath(into.payload.path));
  }
  // The older home page's Apollo cache (`hdpApolloPreloadedData`), entries shaped as gdpClientCache's.
  const apollo = at(document, 'apiCache');
  if (apollo !== undefined) return readDetails(apollo, into, identifier(at(document, 'zpid')) ?? zpidOfPath(into.payload.path));
  into.issue('unexpected_shape', 'neither a search page (searchPageState, cat1), a home-details page (gdpClientCache), a profile (displayUser) nor a directory (proResults)');
}

/** Where replay keeps the search box's suggestions (the generator's `autocomplete/<query>.json`). */
const SUGGESTIONS_PREFIX = 'autocomplete/';

const AROUND_RESULTS = { cut: 'search page is cut short after its results', damaged: 'search page is damaged outside its results' };

/** A document that did not parse: keep every search card that is intact, report the rest. */
function recover(source: string, cutShort: boolean, into: Collected): void {
  const salvage = salvageArray(source, 'listResults');
  if (!salvage) {
    const code = cutShort ? 'truncated_payload' : 'parse_error';
    return into.issue(code, cutShort ? 'payload is cut short' : 'payload is not valid JSON', zpidIn(source) ?? zpidOfPath(into.payload.path));
  }
  takeSalvaged(salvage, cutShort, into, { take: (card) => into.card(card), idOf: zpidIn, around: AROUND_RESULTS });
}

function collect(into: Collected): void {
  const { payload } = into;
  const body = typeof payload.body === 'string' ? payload.body : '';
  if (body.trim() === '') return into.issue('truncated_payload', 'payload is empty');
  if (payload.path.startsWith(SUGGESTIONS_PREFIX)) {
    const suggestions = readJson(body);
    if (!suggestions.ok) return into.issue(suggestions.truncated ? 'truncated_payload' : 'parse_error', suggestions.truncated ? 'suggestions answer is cut short' : 'suggestions answer is not valid JSON');
    return readSuggestions(suggestions.value, into, into.context.retrievedAt);
  }
  let source = body;
  let scriptCut = false;
  if (isHtml(payload, body)) {
    const script = nextDataScript(body) ?? legacyDataScript(body);
    if (!script) {
      const cut = looksLikeDocument(body) && !isCompleteDocument(body);
      // Saved after it rendered: the cards are in the markup only.
      if (hasMarkupCards(body)) {
        readMarkupCards(body, into, into.context);
        if (cut) into.issue('truncated_payload', 'page is cut short; the cards after the cut are missing');
        return;
      }
      // An HTML document that stops before `</html>` was cut before its data; any other page
      // (a captcha, an error page) simply has none.
      return into.issue(
        cut ? 'truncated_payload' : 'unexpected_shape',
        cut ? 'page ends before its data script' : 'page has no __NEXT_DATA__, mobileSearchPageStore or hdpApolloPreloadedData script',
      );
    }
    source = script.text;
    scriptCut = !script.closed;
  }
  const read = readJson(source);
  if (read.ok) return route(read.value, into);
  recover(source, read.truncated || scriptCut, into);
}

export const parse: PayloadParser = guardedParser((payload, context) => new Collected(payload, context), collect);
