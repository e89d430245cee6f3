import { elementText, parseHtml, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type AuctionObserved } from '@estate/events';
import { normalizePropertyType } from '@estate/normalize';
import { labelledRows } from './read-tables.js';
import { titleCase } from './values.js';

const OWN_FIELDS = ['Referencia catastral', 'Vivienda habitual', 'Situación posesoria', 'Visitable', 'Inscripción registral'];

/**
 * The "Bienes" tab (`div#idBloqueLote1`): the first good of the lot, `h4 Bien 1 - Inmueble
 * (Vivienda)`, its description and address (capitals as printed kept in `original_text`; the
 * city title-cased, as the listings write it), its cadastral reference and possession state.
 */
export function readGoodsTab(body: string, id: string, into: ParsedPayloadBuilder, retrievedAt: string): void {
  const block = parseHtml(body).querySelector('[id^=idBloqueLote]');
  if (!block) {
    into.issue('unexpected_shape', 'the goods tab has no div#idBloqueLote…', id);
    return;
  }
  const rows = labelledRows(block);
  const auction: AuctionObserved = { native_id: id, access_class: 'open_data', country: 'ES', retrieved_at: retrievedAt };
  const heading = elementText(block.querySelector('h4'));
  const kind = heading === undefined ? undefined : /\(([^)]+)\)\s*$/.exec(heading)?.[1];
  if (kind !== undefined) {
    auction.source_property_type = kind;
    auction.property_type = normalizePropertyType(kind).property_type;
  }
  const description = rows.get('Descripción') ?? elementText(block.querySelector('.caja'));
  if (description !== undefined) auction.title = description;
  const line = rows.get('Dirección');
  const postal = rows.get('Código Postal');
  const city = rows.get('Localidad');
  const province = rows.get('Provincia');
  if (line !== undefined || postal !== undefined || city !== undefined) {
    const original = [line, [postal, city].filter(Boolean).join(' '), province].filter((part) => part !== undefined && part !== '').join(', ');
    auction.address = {
      country: 'ES',
      ...(line !== undefined ? { line1: line } : {}),
      ...(city !== undefined ? { city: titleCase(city) } : {}),
      ...(province !== undefined ? { region: province } : {}),
      ...(postal !== undefined && /^\d{5}$/.test(postal) ? { postal_code: postal } : {}),
      formatted: original,
      original_text: original,
    };
  }
  const fields = Object.fromEntries(OWN_FIELDS.flatMap((label) => (rows.has(label) ? [[label, rows.get(label) as string]] : [])));
  if (heading !== undefined) fields.Bien = heading;
  if (Object.keys(fields).length > 0) auction.fields = fields;
  into.observe(observation('auction', auction));
}
