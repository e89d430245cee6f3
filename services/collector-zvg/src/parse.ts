import { isCompleteDocument, onlyIssue, ParsedPayloadBuilder, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { readDetail } from './read-detail.js';
import { readResultList } from './read-list.js';

/**
 * The ZVG portal's pages, by the path a replay keeps them under: each Land's search results
 * (`<land>/suche/page-NNNN.html`) and each notice's page (`<land>/showZvg/<zvg_id>.html`). Both
 * show a notice; the run merges the two reads of one notice (collector-kit's mergeAuctions).
 * Never throws.
 */
export function parse(payload: NativePayload, context: ParseContext): ParsedPayload {
  const { path, body } = payload;
  const into = new ParsedPayloadBuilder(path);
  if (/^[a-z]{2}\/suche\/page-\d+\.html$/.test(path)) {
    readResultList(body, into, context.retrievedAt);
    return into.result;
  }
  const detail = /^([a-z]{2})\/showZvg\/(\d{1,20})\.html$/.exec(path);
  if (!detail) return onlyIssue(path, 'unexpected_shape', 'not a page this collector reads (<land>/suche/page-NNNN.html or <land>/showZvg/<zvg_id>.html)');
  const [, land, zvgId] = detail as unknown as [string, string, string];
  // A notice page cut short may have lost its Termin: none of it is taken rather than a part that looks whole.
  if (!isCompleteDocument(body)) return onlyIssue(path, 'truncated_payload', `the notice page of ${land}:${zvgId} is cut short`);
  readDetail(body, land, zvgId, into, context.retrievedAt);
  return into.result;
}
