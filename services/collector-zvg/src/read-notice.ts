import { elementText, type HTMLElement } from '@estate/collector-kit';
import type { AuctionObserved } from '@estate/events';
import { euros, isCancelled, noticeUrl, propertyTypeOf, readLage, terminInstant, updateInstant, ZVG_ZONE } from './values.js';

/** The label of a row as printed, without its colon (`Verkehrswert in €:` → `Verkehrswert in €`). */
export function labelOf(cell: HTMLElement | undefined): string | undefined {
  const text = elementText(cell);
  return text === undefined ? undefined : text.replace(/:\s*$/, '').trim();
}

/** Rows kept as the source's own fields, by their labels. */
const OWN_FIELDS = ['Aktenzeichen', 'Amtsgericht', 'Art der Versteigerung', 'Grundbuch', 'Verkehrswert in €', 'Ort der Versteigerung', 'Informationen zum Gläubiger'];

/**
 * A notice from its label → cell rows, as both the result list's block and the detail page's
 * table print them: the Termin (German time) is when the hearing starts — the portal states no
 * end; a Termin "aufgehoben" is cancelled, otherwise the clock decides; the Verkehrswert is the
 * court's valuation, kept among the source's fields as printed and as a price.
 */
export function noticeOf(land: string, zvgId: string, rows: ReadonlyMap<string, HTMLElement>, updatedText: string | undefined, retrievedAt: string): AuctionObserved {
  const text = (label: string) => elementText(rows.get(label));
  const auction: AuctionObserved = { native_id: `${land}:${zvgId}`, url: noticeUrl(land, zvgId), access_class: 'open_data', country: 'DE', timezone: ZVG_ZONE, retrieved_at: retrievedAt };
  const termin = text('Termin');
  if (termin !== undefined) {
    const startsAt = terminInstant(termin);
    if (startsAt !== undefined) auction.starts_at = startsAt;
    if (isCancelled(termin)) {
      auction.stated_status = 'cancelled';
      auction.source_status = termin.split('\n').find((line) => isCancelled(line))?.trim() ?? termin;
    }
  }
  const lageCell = rows.get('Objekt/Lage');
  if (lageCell !== undefined) {
    const lage = readLage(elementText(lageCell) ?? '');
    if (lage.kind !== undefined) {
      auction.title = lage.kind;
      auction.source_property_type = lage.kind;
      auction.property_type = propertyTypeOf(lage.kind);
    }
    if (lage.address !== undefined) auction.address = lage.address;
  }
  const description = text('Beschreibung');
  if (description !== undefined) auction.description = description;
  const updatedAt = updatedText === undefined ? undefined : updateInstant(updatedText);
  if (updatedAt !== undefined) auction.source_updated_at = updatedAt;
  const fields: Record<string, unknown> = {};
  for (const label of OWN_FIELDS) {
    const value = text(label);
    if (value !== undefined) fields[label] = value;
  }
  const value = text('Verkehrswert in €');
  const valuation = value === undefined ? undefined : euros(value);
  if (valuation !== undefined) fields.verkehrswert = valuation;
  if (Object.keys(fields).length > 0) auction.fields = fields;
  return auction;
}
