/**
 * An idealista new-build promotion page (`https://www.idealista.com/obra-nueva/<id>/`, web HTML)
 * → a development: its name (`.main-info__title-main`), where it is (`#headerMap` lines: street,
 * district, town, province), its stage and "Fecha de entrega" and how many homes it has and has
 * available (the promotion's feature list), the promotora, and the typologies table
 * (`.table__new-dev-typologies .table .table__row`), whose rows link the units' ads and give
 * the price span. The page's layout is [M] in sources.md §9 beyond that table's selector: it is
 * read by class and by the words of each line, never by position.
 */
import { elementText, isCompleteDocument, onlyIssue, parseHtml, ParsedPayloadBuilder, type ParseContext, type ParsedPayload } from '@estate/collector-kit';
import type { DevelopmentStatus } from '@estate/contract/vocabulary';
import { observation, type DevelopmentObserved } from '@estate/events';
import { normalizeAddress, parsePrice, type Address, type Price } from '@estate/normalize';

const COUNTRY = 'ES';
const CURRENCY = 'EUR';
const PROMOTION_URL = /^https:\/\/www\.idealista\.com\/obra-nueva\/(\d+)\/?$/;
/** A unit's ad as a typologies row links it. */
const AD_URL = /\/(?:obra-nueva|inmueble)\/(\d+)\/?(?:[?#].*)?$/;

/** The stage line of the feature list in idealista's words → DEVELOPMENT_STATUSES. */
const STAGES: Readonly<Record<string, DevelopmentStatus>> = {
  'sobre plano': 'planned',
  'en construcción': 'under_construction',
  'en construccion': 'under_construction',
  terminada: 'completed',
  'promoción terminada': 'completed',
  'últimas viviendas': 'selling',
  'ultimas viviendas': 'selling',
};

const MONTHS: Readonly<Record<string, number>> = {
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};

/** "junio 2027" or "junio de 2027" → 2027-06-30 (the month's last day); "2º trimestre 2027" → the quarter's last day. */
export function deliveryDateOf(text: string): string | undefined {
  const lower = text.toLowerCase();
  const month = /([a-z]+)\s+(?:de\s+)?(\d{4})/.exec(lower);
  const quarter = /([1-4])\s*[ºo°]?\s*trimestre\s+(?:de\s+)?(\d{4})/.exec(lower);
  const m = month && MONTHS[month[1] as string] !== undefined ? { year: Number(month[2]), month: MONTHS[month[1] as string] as number } : quarter ? { year: Number(quarter[2]), month: Number(quarter[1]) * 3 } : undefined;
  if (!m) return undefined;
  const last = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  return `${m.year}-${String(m.month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

/** "24 viviendas", "3 viviendas disponibles", "1 vivienda disponible". */
function countIn(lines: readonly string[], pattern: RegExp): number | undefined {
  for (const line of lines) {
    const m = pattern.exec(line.toLowerCase());
    if (m) return Number(m[1]);
  }
  return undefined;
}

function priceOf(text: string | undefined): Price | undefined {
  if (!text) return undefined;
  const price = parsePrice(text, { country: COUNTRY, currency: CURRENCY });
  return price.amount === undefined ? undefined : { ...price, kind: 'asking' };
}

/**
 * The map's lines run from the street to the province (street, [district,] town, province): the
 * town and province are read from the end, so a promotion without a district reads the same.
 */
function addressOf(place: readonly string[]): Address {
  const [line1] = place;
  const city = place[place.length - 2];
  const region = place[place.length - 1];
  return { ...normalizeAddress({ line1, city, region }, COUNTRY), original_text: place.join(', ') };
}

export function parsePromotion(body: string, path: string, context: ParseContext): ParsedPayload {
  // A cut page may end inside the typologies table: a span read from half of it would be wrong.
  if (!isCompleteDocument(body)) return onlyIssue(path, 'truncated_payload', 'promotion page ends before </html>');
  const root = parseHtml(body);
  const url = root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  const nativeId = PROMOTION_URL.exec(url)?.[1];
  const name = elementText(root.querySelector('.main-info__title-main'));
  const table = root.querySelector('.table__new-dev-typologies .table');
  if (!nativeId || !name || !table) return onlyIssue(path, 'unexpected_shape', 'promotion page without its obra-nueva id, name (.main-info__title-main) or typologies table (.table__new-dev-typologies .table)');

  const lines = root.querySelectorAll('.details-property_features li').map((li) => elementText(li) ?? '');
  const stageText = lines.find((line) => STAGES[line.toLowerCase()] !== undefined);
  const deliveryText = lines.map((line) => /^(?:fecha de entrega|entrega|fin de obra)\s*:\s*(.+)$/i.exec(line)?.[1]?.trim()).find((t) => t !== undefined);
  const completion = deliveryText ? deliveryDateOf(deliveryText) : undefined;
  const total = countIn(lines, /^(\d+)\s+viviendas?$/);
  const available = countIn(lines, /^(\d+)\s+viviendas?\s+disponibles?$/);

  const into = new ParsedPayloadBuilder(path);
  const rows = table.querySelectorAll('.table__row');
  const listings: string[] = [];
  const prices: Price[] = [];
  for (const row of rows) {
    const code = AD_URL.exec(row.getAttribute('href') ?? '')?.[1];
    if (code === undefined) {
      into.issue('unexpected_shape', `promotion ${nativeId}: a typologies row links no ad`);
      continue;
    }
    if (!listings.includes(code)) listings.push(code);
    const price = priceOf(elementText(row.querySelector('.table__cell--price')));
    if (price) prices.push(price);
  }
  // The span of the units on sale; "Desde … €" alone where no row shows a price.
  const sorted = [...prices].sort((a, b) => Number(a.amount) - Number(b.amount));
  const from = sorted[0] ?? priceOf(elementText(root.querySelector('.info-data-price')));
  const to = sorted[sorted.length - 1];
  const place = root.querySelectorAll('#headerMap li').map((li) => elementText(li)).filter((x): x is string => x !== undefined);
  const developer = elementText(root.querySelector('.advertiser-info .professional-name'));

  const development: DevelopmentObserved = {
    native_id: nativeId,
    name,
    url,
    ...(stageText ? { status: STAGES[stageText.toLowerCase()] as DevelopmentStatus, status_text: stageText } : {}),
    ...(developer ? { developer } : {}),
    ...(place.length >= 3 ? { address: addressOf(place) } : {}),
    ...(completion ? { completion_date: completion } : {}),
    ...(deliveryText ? { completion_text: deliveryText } : {}),
    ...(total !== undefined ? { unit_count: total } : {}),
    // The rows are the homes on sale; the feature line says so too, and the rows are what links.
    ...(available !== undefined || rows.length > 0 ? { units_for_sale: available ?? listings.length } : {}),
    ...(from ? { price_from: from } : {}),
    ...(to ? { price_to: to } : {}),
    ...(listings.length > 0 ? { listing_native_ids: listings } : {}),
    retrieved_at: context.retrievedAt,
    access_class: 'public_portal',
    country: COUNTRY,
  };
  into.observe(observation('development', development));
  return into.result;
}
