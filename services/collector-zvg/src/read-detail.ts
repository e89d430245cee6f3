import { elementText, parseHtml, type HTMLElement, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation } from '@estate/events';
import { labelOf, noticeOf } from './read-notice.js';

/**
 * A notice's detail page (`table#anzeige`): its first row the case number and update time, then
 * label/value rows; the court comes from the page's navigation ("Amtsgericht Leipzig").
 */
export function readDetail(body: string, land: string, zvgId: string, into: ParsedPayloadBuilder, retrievedAt: string): void {
  const root = parseHtml(body);
  const table = root.querySelector('table#anzeige');
  if (!table) {
    into.issue('unexpected_shape', 'the notice page has no table#anzeige', `${land}:${zvgId}`);
    return;
  }
  const trs = table.querySelectorAll('tr');
  const first = trs[0]?.querySelectorAll('td') ?? [];
  const rows = new Map<string, HTMLElement>();
  for (const tr of trs.slice(1)) {
    const cells = tr.querySelectorAll('td');
    const label = labelOf(cells[0]);
    if (label !== undefined && cells[1] !== undefined && !rows.has(label)) rows.set(label, cells[1]);
  }
  const notice = noticeOf(land, zvgId, rows, elementText(first[first.length - 1]), retrievedAt);
  const aktenzeichen = elementText(first[0]);
  const court = root
    .querySelectorAll('#micronavi li')
    .map((li) => elementText(li))
    .find((text) => text?.startsWith('Amtsgericht '));
  notice.fields = {
    ...notice.fields,
    ...(aktenzeichen !== undefined ? { Aktenzeichen: aktenzeichen } : {}),
    ...(court !== undefined ? { Amtsgericht: court.slice('Amtsgericht '.length) } : {}),
  };
  into.observe(observation('auction', notice));
}
