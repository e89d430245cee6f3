import { parseHtml, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type AuctionObserved } from '@estate/events';
import { labelledRows } from './read-tables.js';
import { auctionUrl, BOE_ZONE, boeInstant, boeMoney, noticeUrl } from './values.js';

/** Rows of the general tab kept as the source's own fields, by their labels. */
const OWN_FIELDS = ['Tipo de subasta', 'Cuenta expediente', 'Cantidad reclamada', 'Lotes', 'Anuncio BOE', 'Valor subasta', 'Tasación', 'Puja mínima', 'Tramos entre pujas', 'Importe del depósito'];

/**
 * The "Información general" tab (`div#idBloqueDatos1`): the auction's id, kind, dates with their
 * zone, amounts and announcement. "Puja mínima" is the lowest bid the portal accepts: the starting
 * bid and the reserve, disclosed; "Sin puja mínima" discloses that there is none. Every row is also
 * kept as printed among the source's fields.
 */
export function readGeneralTab(body: string, pathId: string, into: ParsedPayloadBuilder, retrievedAt: string): void {
  const block = parseHtml(body).querySelector('#idBloqueDatos1');
  if (!block) {
    into.issue('unexpected_shape', 'the general tab has no div#idBloqueDatos1', pathId);
    return;
  }
  const rows = labelledRows(block);
  const id = rows.get('Identificador') ?? pathId;
  if (id !== pathId) {
    into.issue('unexpected_shape', `the page of ${pathId} is about ${id}`, pathId);
    return;
  }
  const auction: AuctionObserved = { native_id: id, url: auctionUrl(id), access_class: 'open_data', country: 'ES', timezone: BOE_ZONE, retrieved_at: retrievedAt };
  const startsAt = boeInstant(rows.get('Fecha de inicio') ?? '');
  const endsAt = boeInstant(rows.get('Fecha de conclusión') ?? '');
  if (startsAt !== undefined) auction.starts_at = startsAt;
  if (endsAt !== undefined) auction.ends_at = endsAt;
  const minimum = rows.get('Puja mínima');
  if (minimum !== undefined) {
    const bid = boeMoney(minimum, 'bid');
    auction.reserve_disclosed = true;
    if (bid !== undefined) {
      auction.starting_bid = bid;
      auction.reserve = bid;
    }
  }
  const notice = rows.get('Anuncio BOE');
  if (notice !== undefined && /^BOE-[A-Z]-\d{4}-\d+$/.test(notice)) auction.terms_url = noticeUrl(notice);
  const fields = Object.fromEntries(OWN_FIELDS.flatMap((label) => (rows.has(label) ? [[label, rows.get(label) as string]] : [])));
  if (Object.keys(fields).length > 0) auction.fields = fields;
  into.observe(observation('auction', auction));
}
