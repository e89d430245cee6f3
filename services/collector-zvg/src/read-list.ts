import { elementText, isCompleteDocument, parseHtml, type HTMLElement, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation } from '@estate/events';
import { labelOf, noticeOf } from './read-notice.js';

const LINK = /zvg_id=(\d{1,20})&(?:amp;)?land_abk=([a-z]{2})/;

interface Block {
  rows: Map<string, HTMLElement>;
  link?: { zvgId: string; land: string };
  aktenzeichen?: string;
  updated?: string;
}

/**
 * A Land's search results: in `form[name=form_sucheZvg]`, blocks of label/value rows, each
 * opened by its "Aktenzeichen" row (the notice's link, the case number "(Detailansicht)", the
 * update time) and closed by a ruled row. Each block is one notice.
 */
function blocksOf(root: HTMLElement): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const tr of root.querySelectorAll('form[name=form_sucheZvg] tr')) {
    const cells = tr.querySelectorAll('td');
    if (cells.length < 2) continue;
    const label = labelOf(cells[0]);
    if (label === undefined) continue;
    if (label === 'Aktenzeichen') {
      current = { rows: new Map() };
      blocks.push(current);
      const m = LINK.exec(tr.querySelector('a')?.getAttribute('href') ?? '');
      if (m) current.link = { zvgId: m[1] as string, land: m[2] as string };
      current.aktenzeichen = elementText(cells[1])?.replace(/\(Detailansicht\)/, '').trim();
      current.updated = elementText(cells[2]);
    }
    if (current !== undefined) current.rows.set(label, cells[1] as HTMLElement);
  }
  return blocks;
}

/** A results page: one notice per block; a page cut short loses its last, possibly partial, block and says so. */
export function readResultList(body: string, into: ParsedPayloadBuilder, retrievedAt: string): void {
  const complete = isCompleteDocument(body);
  const blocks = blocksOf(parseHtml(body));
  if (blocks.length === 0) {
    if (!complete) into.issue('truncated_payload', 'the results page ends before its first notice');
    else if (!/form_sucheZvg/.test(body)) into.issue('unexpected_shape', 'not a ZVG results page: no form_sucheZvg');
    return;
  }
  const whole = complete ? blocks : blocks.slice(0, -1);
  for (const block of whole) {
    if (block.link === undefined) {
      into.issue('parse_error', `the notice ${block.aktenzeichen ?? '(no case number)'} links to no zvg_id`);
      continue;
    }
    if (block.aktenzeichen !== undefined) block.rows.delete('Aktenzeichen');
    const notice = noticeOf(block.link.land, block.link.zvgId, block.rows, block.updated, retrievedAt);
    if (block.aktenzeichen !== undefined) notice.fields = { ...notice.fields, Aktenzeichen: block.aktenzeichen };
    into.observe(observation('auction', notice));
  }
  if (!complete) into.issue('truncated_payload', `the results page is cut off after ${whole.length} complete notices`);
}
