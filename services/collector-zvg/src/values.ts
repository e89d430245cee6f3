import type { AuctionObserved } from '@estate/events';
import { normalizePropertyType, parsePrice, zonedTimeToIso } from '@estate/normalize';

/** Court local time: every Termin and update time on the portal is German time. */
export const ZVG_ZONE = 'Europe/Berlin';
export const ZVG_ORIGIN = 'https://www.zvg-portal.de';

/** The notice's page on the portal. */
export function noticeUrl(land: string, zvgId: string): string {
  return `${ZVG_ORIGIN}/index.php?button=showZvg&zvg_id=${encodeURIComponent(zvgId)}&land_abk=${encodeURIComponent(land)}`;
}

/** The record's id: the portal's notice id is per Land, so the Land comes with it (`sn:29212`). */
export const nativeIdOf = (land: string, zvgId: string) => `${land}:${zvgId}`;

const MONTHS = ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'];

/** `Dienstag, 03. Januar 2017, 13:00 Uhr` as an instant (German time); undefined when the text holds no such date. */
export function terminInstant(text: string): string | undefined {
  const m = /(\d{1,2})\.\s*([A-Za-zÄÖÜäöüß]+)\s+(\d{4}),?\s+(\d{1,2}):(\d{2})\s*Uhr/.exec(text);
  if (!m) return undefined;
  const month = MONTHS.indexOf((m[2] as string).toLowerCase().replace('maerz', 'märz')) + 1;
  if (month === 0) return undefined;
  return zonedTimeToIso({ year: Number(m[3]), month, day: Number(m[1]), hour: Number(m[4]), minute: Number(m[5]) }, ZVG_ZONE);
}

/** `(letzte Aktualisierung 12-01-2025 10:15)` as an instant (German time). */
export function updateInstant(text: string): string | undefined {
  const m = /letzte Aktualisierung\s+(\d{2})-(\d{2})-(\d{4})\s+(\d{2}):(\d{2})/.exec(text);
  if (!m) return undefined;
  return zonedTimeToIso({ year: Number(m[3]), month: Number(m[2]), day: Number(m[1]), hour: Number(m[4]), minute: Number(m[5]) }, ZVG_ZONE);
}

/** A Termin the court called off: the notice stays listed, its Termin "wurde aufgehoben" (or the proceedings "eingestellt"). */
export function isCancelled(termin: string): boolean {
  return /aufgehoben|eingestellt/i.test(termin);
}

/** `250.000,00 €` as a price the portal states (the court's valuation, Verkehrswert). */
export function euros(text: string): { amount: string; currency: string; kind: 'estimate'; display_text: string } | undefined {
  const price = parsePrice(text, { country: 'DE' });
  return price.amount === undefined ? undefined : { amount: price.amount, currency: price.currency, kind: 'estimate', display_text: text };
}

export interface Lage {
  kind?: string;
  address?: NonNullable<AuctionObserved['address']>;
}

/**
 * "Objekt/Lage": `Eigentumswohnung (3 bis 4 Zimmer): F.-Jost-Str. 8, 04299 Leipzig, Stötteritz`
 * — the kind of property before the colon, then the street, the postcode and town, and the part
 * of town when given.
 */
export function readLage(text: string): Lage {
  const colon = text.indexOf(':');
  const kind = colon > 0 ? text.slice(0, colon).trim() : undefined;
  const place = (colon > 0 ? text.slice(colon + 1) : text).trim();
  const m = /^(.*?),\s*(\d{5})\s+([^,]+?)(?:,\s*(.+))?$/.exec(place);
  const address: NonNullable<AuctionObserved['address']> | undefined = m
    ? { country: 'DE', line1: (m[1] as string).trim(), postal_code: m[2] as string, city: (m[3] as string).trim(), formatted: place, original_text: place }
    : place === ''
      ? undefined
      : { country: 'DE', formatted: place, original_text: place };
  return { ...(kind ? { kind } : {}), ...(address ? { address } : {}) };
}

/** The kind's service type: "Eigentumswohnung (3 bis 4 Zimmer)" is an apartment. */
export function propertyTypeOf(kind: string): string {
  return normalizePropertyType(kind.replace(/\s*\(.*\)\s*$/, '')).property_type;
}
