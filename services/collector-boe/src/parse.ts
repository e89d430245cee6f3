import { isCompleteDocument, onlyIssue, ParsedPayloadBuilder, type NativePayload, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import { readGeneralTab } from './read-general.js';
import { readGoodsTab } from './read-goods.js';
import { readResultList } from './read-list.js';
import { idOfPath } from './read-tables.js';

/**
 * The BOE portal's pages, by the path a replay (or a recording) keeps them under: the search
 * results (`subastas_ava/…`) and each auction's tabs (`detalleSubasta/<id>/ver-1.html` general,
 * `ver-3.html` goods). Each page yields the part of an auction it shows; the run merges the
 * parts of one auction into one observation (collector-kit's mergeAuctions). Never throws.
 */
export function parse(payload: NativePayload, context: ParseContext): ParsedPayload {
  const { path, body } = payload;
  const into = new ParsedPayloadBuilder(path);
  if (path.startsWith('subastas_ava/')) {
    readResultList(body, into, context.retrievedAt);
    return into.result;
  }
  const id = idOfPath(path);
  const tab = /ver-(\d+)\.html$/.exec(path)?.[1];
  if (id === undefined || (tab !== '1' && tab !== '3')) return onlyIssue(path, 'unexpected_shape', 'not a page this collector reads (subastas_ava/…, detalleSubasta/<id>/ver-1.html or ver-3.html)');
  // A tab cut short may have lost its rows: none of it is taken rather than a part that looks whole.
  if (!isCompleteDocument(body)) return onlyIssue(path, 'truncated_payload', `the tab of ${id} is cut short`);
  if (tab === '1') readGeneralTab(body, id, into, context.retrievedAt);
  else readGoodsTab(body, id, into, context.retrievedAt);
  return into.result;
}
