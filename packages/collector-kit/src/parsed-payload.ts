import { observation, type ListingObserved, type MediaObserved, type Observation } from '@estate/events';
import type { RecordRead } from './guarded-read.js';
import { arrayItems, readJson, type Salvage } from './json-text.js';
import type { NativePayload } from './native-payload.js';
import type { ParseContext, ParsedPayload, ParseErrorCode, PayloadParser } from './parser.js';

/** One payload's parse result as a parser builds it: observations in reading order, issues naming the payload. */
export class ParsedPayloadBuilder {
  readonly result: ParsedPayload = { observations: [], issues: [] };

  constructor(readonly path: string) {}

  issue(error_code: ParseErrorCode, message: string, native_id?: string): void {
    this.result.issues.push(native_id === undefined ? { error_code, message, path: this.path } : { error_code, message, path: this.path, native_id });
  }

  observe(...observations: Observation[]): void {
    this.result.observations.push(...observations);
  }

  /** What a record read gave: its observations, or its issue (named by `fallbackId` when the read named no record). */
  take<T>(read: RecordRead<T>, observations: (value: T) => Observation[], fallbackId?: string): void {
    if (read.ok) this.observe(...observations(read.value));
    else this.issue(read.error_code, read.message, read.native_id ?? fallbackId);
  }
}

/**
 * A parser from a payload's builder and what reads it: an exception while reading becomes the
 * payload's `parse_error` issue, never a thrown error, and what was read before it is kept.
 */
export function guardedParser<B extends ParsedPayloadBuilder>(builder: (payload: NativePayload, context: ParseContext) => B, collect: (into: B) => void): PayloadParser {
  return (payload, context) => {
    const into = builder(payload, context);
    try {
      collect(into);
    } catch (error) {
      into.issue('parse_error', `payload could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    return into.result;
  };
}

/** A detail page's reading: the listing, then its gallery when the page has one. */
export function listingWithGallery(read: { listing: ListingObserved; media?: MediaObserved | undefined }): Observation[] {
  return read.media ? [observation('listing', read.listing), observation('media', read.media)] : [observation('listing', read.listing)];
}

/** A payload that yields nothing but one issue. */
export function onlyIssue(path: string, error_code: ParseErrorCode, message: string): ParsedPayload {
  return { observations: [], issues: [{ error_code, message, path }] };
}

/** How a page and its records are called in the issues a salvage reports (`search page`, `search ad`, `ads`). */
export interface RecordWords {
  page: string;
  record: string;
  /** The plural as counted: "cut off after 3 complete ads". */
  records: string;
  /** One record, as the page's list is named: "its first ad", "holds no ad list". */
  item: string;
}

/**
 * A JSON page JSON.parse refused: reads the records of the array under `key` one by one, up to
 * where the text stops, so one broken or cut record costs only itself. Each record that parses
 * goes to `take`; each that does not is a `parse_error` naming it when `idOf` finds its id; a
 * cut page is `truncated_payload`, and a page whose records were all whole is damaged elsewhere.
 */
export function salvageRecords(
  body: string,
  key: string,
  truncated: boolean,
  into: ParsedPayloadBuilder,
  options: { words: RecordWords; idOf: (raw: string) => string | undefined; take: (value: unknown) => void },
): void {
  const { words } = options;
  const found = arrayItems(body, key);
  if (!found) {
    if (truncated) into.issue('truncated_payload', `${words.page} ends before its first ${words.item}`);
    else into.issue('parse_error', `${words.page} is not JSON and holds no ${words.item} list`);
    return;
  }
  let broken = 0;
  for (const raw of found.items) {
    const read = readJson(raw);
    if (read.ok) {
      options.take(read.value);
      continue;
    }
    broken++;
    into.issue('parse_error', `${words.record} is not valid JSON`, options.idOf(raw));
  }
  if (!found.complete) into.issue('truncated_payload', `${words.page} is cut off after ${found.items.length} complete ${words.records}`);
  else if (broken === 0) into.issue('parse_error', `${words.page} is not valid JSON outside its ${words.records}`);
}

/** What a salvaged document says when its records were all whole but it still failed to parse. */
export interface AroundRecords {
  cut: string;
  damaged: string;
}

/**
 * Takes what `salvageArray` kept of a document that did not parse: each whole record to `take`,
 * each broken one an issue naming it (by `idOf` its raw text); then a cut inside the array, or
 * the damage around records that were all whole (`cutShort`: the text was cut rather than
 * malformed).
 */
export function takeSalvaged(
  salvage: Salvage,
  cutShort: boolean,
  into: ParsedPayloadBuilder,
  options: { take: (value: unknown) => void; idOf: (raw: string) => string | undefined; around: AroundRecords },
): void {
  let reported = false;
  for (const element of salvage.elements) {
    if (element.ok) options.take(element.value);
    else {
      reported = true;
      into.issue(element.code, element.message, options.idOf(element.raw));
    }
  }
  if (!salvage.complete && !salvage.elements.some((e) => !e.ok && e.code === 'truncated_payload')) {
    into.issue('truncated_payload', `payload ends after ${salvage.elements.length} search results`);
  } else if (salvage.complete && !reported) {
    // The records were whole; what failed was around them.
    into.issue(cutShort ? 'truncated_payload' : 'parse_error', cutShort ? options.around.cut : options.around.damaged);
  }
}
