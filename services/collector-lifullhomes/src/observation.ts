/**
 * Building blocks of the observations every LIFULL HOME'S page becomes. Conversions go through
 * @estate/normalize (address, type, rooms, area) and native-formats' readers of HOME'S's own
 * money and area texts; what the page printed stays beside the value (display_text, the layout,
 * the floor text).
 */
import { compact, elementText, type HTMLElement } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { areaFromValue, normalizeAddress, normalizePropertyType, parseRooms, priceFromAmount } from '@estate/normalize';
import { lifullhomes } from '@estate/native-formats';

export const PLATFORM = 'lifullhomes';
export const ACCESS_CLASS = 'public_portal';
export const COUNTRY = lifullhomes.HOME_COUNTRY;
export const CURRENCY = 'JPY';

type Property = ListingObserved['property'];
type Price = NonNullable<ListingObserved['price']>;
type Status = ListingObserved['status'];

/** Whitespace collapsed (full-width spaces too), trimmed. */
export function clean(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** A th/dt label as a lookup key: NFKC-folded, without spaces. */
export function labelKey(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '');
}

/** The label → cell pairs of th/td rows (or dt/dd pairs), first occurrence of each label only. */
export function cellsOf(labels: readonly HTMLElement[], valueTag: 'td' | 'dd', wanted?: ReadonlySet<string>): Map<string, HTMLElement> {
  const cells = new Map<string, HTMLElement>();
  for (const label of labels) {
    const key = labelKey(label.text);
    if (key === '' || cells.has(key) || (wanted && !wanted.has(key))) continue;
    const value = label.nextElementSibling;
    if (value && value.rawTagName?.toLowerCase() === valueTag) cells.set(key, value);
  }
  return cells;
}

export function cellText(cells: ReadonlyMap<string, HTMLElement>, ...labels: string[]): string | undefined {
  for (const label of labels) {
    const cell = cells.get(labelKey(label));
    const value = clean(cell?.text);
    if (value !== '') return value;
  }
  return undefined;
}

/** A price in yen ("4,980万円", "13.4万円"), monthly for a rent. */
export function readPrice(text: string | undefined, transaction: 'sale' | 'rent'): Price | undefined {
  const yen = lifullhomes.parseYen(text);
  if (yen === undefined || text === undefined) return undefined;
  return priceFromAmount(yen, CURRENCY, { display_text: clean(text), ...(transaction === 'rent' ? { period: 'month' as const } : {}) });
}

/** An address as HOME'S prints it (to the 番地), split by normalize. */
export function readAddress(text: string | undefined): Property['address'] {
  const t = clean(text);
  return t === '' ? undefined : normalizeAddress({ text: t }, COUNTRY);
}

/** The source's building kind (中古マンション, 賃貸アパート …), mapped. */
export function propertyType(word: string | undefined): Pick<Property, 'property_type' | 'source_property_type'> {
  const t = clean(word);
  if (t === '') return {};
  const mapped = normalizePropertyType(t, PLATFORM);
  return { property_type: mapped.property_type, source_property_type: mapped.original };
}

/** Bedrooms, rooms and the layout of a 間取り text ("3LDK", "2LDK+S（納戸）"). */
export function layoutFacts(text: string | undefined): Pick<Property, 'bedrooms' | 'rooms' | 'layout'> {
  const t = clean(text);
  if (t === '') return {};
  const rooms = parseRooms(t, { country: COUNTRY });
  return compact({ bedrooms: rooms.bedrooms, rooms: rooms.rooms, layout: rooms.layout ?? t });
}

/** A living (or built, or plot) area from HOME'S's square-metre text, exact to 0.01 m². */
export function areaOf(text: string | undefined, basis: 'living' | 'built' | 'plot'): NonNullable<Property['areas']>[number] | undefined {
  const sqm = lifullhomes.parseSqm(text);
  return sqm === undefined ? undefined : areaFromValue(sqm, 'sqm', basis, clean(text));
}

/** A year of "2005年3月", "2005年3月（築20年）". */
export function yearOf(text: string | undefined): number | undefined {
  const m = /(\d{4})\s*年/.exec(clean(text).normalize('NFKC'));
  return m?.[1] ? Number(m[1]) : undefined;
}

// Checked in order: 成約 must win over the 申込 it grew from.
const STATUS_WORDS: ReadonlyArray<readonly [RegExp, Status]> = [
  [/成約|売約|契約済/u, 'sold'],
  [/掲載終了|販売終了/u, 'withdrawn'],
  [/申込/u, 'pending'],
  [/商談中/u, 'under_offer'],
];

/** The service status of a status badge; `active` without one. */
export function statusOf(text: string | undefined): Status {
  const t = clean(text).normalize('NFKC');
  for (const [pattern, status] of STATUS_WORDS) if (pattern.test(t)) return status;
  return 'active';
}

/** A JST calendar date ("2025/06/15") as the instant of its midnight. */
export function jstMidnight(text: string | undefined): string | undefined {
  const m = /(\d{4})[/年.-](\d{1,2})[/月.-](\d{1,2})/.exec(clean(text).normalize('NFKC'));
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - 9 * 3_600_000;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

export function textOf(el: HTMLElement | null | undefined): string | undefined {
  return elementText(el ?? undefined);
}
