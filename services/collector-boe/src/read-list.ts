import { elementText, isCompleteDocument, parseHtml, type HTMLElement, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type AuctionObserved } from '@estate/events';
import { auctionUrl, boeInstant, statedStatus } from './values.js';

const ID = /SUB-[A-Z]{2}-\d{4}-[A-Z0-9]+/;

/**
 * One result of the search list (`li.resultado-busqueda`): the auction's id, its managing
 * authority, its court file, its state as the portal words it ("Celebrándose - [Conclusión
 * prevista: 19/07/2020 a las 16:24:28]") and the lot's text. The tabs of its detail page say the rest.
 */
function readResult(li: HTMLElement, retrievedAt: string): AuctionObserved | undefined {
  const link = li.querySelector('a.resultado-busqueda-link-otro') ?? li.querySelector('a[href*="idSub="]');
  const id = ID.exec(link?.getAttribute('href') ?? '')?.[0] ?? ID.exec(elementText(li.querySelector('h3')) ?? '')?.[0];
  if (id === undefined) return undefined;
  const fields: Record<string, string> = {};
  const authority = elementText(li.querySelector('h4'));
  if (authority !== undefined) fields['Autoridad gestora'] = authority;
  const auction: AuctionObserved = { native_id: id, url: auctionUrl(id), access_class: 'open_data', country: 'ES', retrieved_at: retrievedAt };
  let description: string | undefined;
  for (const p of li.querySelectorAll('p')) {
    const text = elementText(p);
    if (text === undefined) continue;
    const labelled = /^(Expediente|Estado):\s*(.*)$/s.exec(text);
    if (labelled?.[1] === 'Expediente') fields.Expediente = (labelled[2] as string).trim();
    else if (labelled?.[1] === 'Estado') {
      const state = (labelled[2] as string).trim();
      auction.source_status = state.replace(/\s*-\s*\[.*$/s, '');
      const stated = statedStatus(state);
      if (stated !== undefined) auction.stated_status = stated;
      const end = /Conclusi[oó]n prevista:\s*([^\]]+)\]/.exec(state);
      const endsAt = end ? boeInstant(end[1] as string) : undefined;
      if (endsAt !== undefined) auction.ends_at = endsAt;
    } else description ??= text;
  }
  if (description !== undefined) auction.description = description;
  if (Object.keys(fields).length > 0) auction.fields = fields;
  return auction;
}

/** A search results page: one auction per result; a page cut short loses its last, possibly partial, result and says so. */
export function readResultList(body: string, into: ParsedPayloadBuilder, retrievedAt: string): void {
  const root = parseHtml(body);
  const results = root.querySelectorAll('li.resultado-busqueda');
  const complete = isCompleteDocument(body);
  if (results.length === 0) {
    if (!complete) into.issue('truncated_payload', 'the results page ends before its first result');
    else if (!/Resultados|listadoResult/.test(body)) into.issue('unexpected_shape', 'not a BOE results page: no div.listadoResult');
    return;
  }
  const whole = complete ? results : results.slice(0, -1);
  for (const li of whole) {
    const auction = readResult(li, retrievedAt);
    if (auction === undefined) into.issue('parse_error', 'a result names no auction id (SUB-…)');
    else into.observe(observation('auction', auction));
  }
  if (!complete) into.issue('truncated_payload', `the results page is cut off after ${whole.length} complete results`);
}
