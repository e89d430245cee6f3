import type { AuctionObserved } from '@estate/events';
import { parsePrice, zonedTimeToIso } from '@estate/normalize';

/** The zone BOE's times are in: the pages write "CET" all year, the ISO suffix has the real offset. */
export const BOE_ZONE = 'Europe/Madrid';
export const BOE_ORIGIN = 'https://subastas.boe.es';

/** The page of an auction on the portal. */
export function auctionUrl(id: string): string {
  return `${BOE_ORIGIN}/detalleSubasta.php?idSub=${encodeURIComponent(id)}`;
}

/** The BOE announcement of an auction, which carries its conditions. */
export function noticeUrl(notice: string): string {
  return `https://www.boe.es/diario_boe/txt.php?id=${encodeURIComponent(notice)}`;
}

/**
 * A BOE date as an instant: `14-07-2020 18:00:00 CET  (ISO: 2020-07-14T18:00:00+02:00)` by its
 * ISO suffix when present (the "CET" label is wrong half the year), else the wall time in Madrid;
 * the list's `19/07/2020 a las 16:24:28` the same way. Undefined when it is neither.
 */
export function boeInstant(text: string): string | undefined {
  const iso = /\(ISO:\s*(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:[+-]\d{2}:\d{2}|Z))\s*\)/.exec(text);
  if (iso) {
    const ms = Date.parse(iso[1] as string);
    if (Number.isFinite(ms)) return new Date(ms).toISOString();
  }
  const wall = /(\d{2})[-/](\d{2})[-/](\d{4})(?:\s+a las)?\s+(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!wall) return undefined;
  const [, day, month, year, hour, minute, second] = wall;
  return zonedTimeToIso({ year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second ?? 0) }, BOE_ZONE);
}

/** An amount as BOE writes it (`1.216.934,28 €`) as a price of `kind`; undefined for text without one ("Sin puja mínima"). */
export function boeMoney(text: string | undefined, kind: 'bid' | 'asking'): NonNullable<AuctionObserved['starting_bid']> | undefined {
  if (text === undefined) return undefined;
  const price = parsePrice(text, { country: 'ES' });
  if (price.amount === undefined) return undefined;
  return { amount: price.amount, currency: price.currency, kind, display_text: text };
}

/**
 * The states the portal shows ("Estado: …"), on the service's vocabulary. Matched on the first
 * word: "Concluida en Portal de Subastas", "Próxima apertura", "Celebrándose - [Conclusión …]".
 */
const STATES: ReadonlyArray<readonly [RegExp, NonNullable<AuctionObserved['stated_status']>]> = [
  [/^celebr[aá]ndose/i, 'open'],
  [/^pr[oó]xima/i, 'upcoming'],
  [/^(?:concluida|finalizada)/i, 'closed'],
  [/^suspendida/i, 'suspended'],
  [/^cancelada/i, 'cancelled'],
];

export function statedStatus(state: string): AuctionObserved['stated_status'] {
  return STATES.find(([pattern]) => pattern.test(state.trim()))?.[1];
}

const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'i', 'en', 'd']);

/** `ALFOZ DE LLOREDO` → `Alfoz de Lloredo`: BOE writes places in capitals, the listings do not. */
export function titleCase(text: string): string {
  return text
    .toLocaleLowerCase('es')
    .split(/(\s+|-|\/)/)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toLocaleUpperCase('es') + word.slice(1)))
    .join('');
}
