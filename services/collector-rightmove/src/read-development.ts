/**
 * A new-homes development as Rightmove shows it: a developer markets each development from a
 * branch of its own ("Barratt Homes - The Maltings", `development: true` on its homes), and the
 * branch's property list (`locationIdentifier=BRANCH^<id>`, sold plots included) is every plot
 * of it the site lists. One list → one `development.observed`, native id the branch id: its name
 * (`branchName`), developer (`brandTradingName`), town, the plots seen and those still for sale,
 * the price range over the plots with a figure, the completion the developer's summary gives
 * ("completion expected Summer 2027"), the plots as linked listings, and the plots' mean pin.
 * An estate agent's list (no development homes) is no development and yields nothing here.
 */
import { at, fields, identifier, list, text, type Fields, type ParseContext } from '@estate/collector-kit';
import type { DevelopmentObserved } from '@estate/events';
import { rightmove } from '@estate/native-formats';
import { normalizeAddress } from '@estate/normalize';
import { displayAddressTown } from './display-address.js';
import { ACCESS_CLASS, countryOf, currencyShown, point, readPrice } from './observation.js';

type Price = NonNullable<DevelopmentObserved['price_from']>;

export type DevelopmentRead = { development: DevelopmentObserved } | { issue: string; native_id?: string } | undefined;

const COMPLETION = /\bcompletion\s+(?:expected|due|anticipated)\s+(?:in\s+)?((?:spring|summer|autumn|winter)\s+\d{4})\b/i;
/** A season's last day (month, day): a completion "by Summer 2027" is read as the season's end; winter ends in February of the next year. */
const SEASON_END: Readonly<Record<string, readonly [number, number, number]>> = { spring: [0, 5, 31], summer: [0, 8, 31], autumn: [0, 11, 30], winter: [1, 2, 28] };

/** "Summer 2027" → 2027-08-31; "Winter 2027" → 2028-02-28 (29 in a leap year). */
export function completionDateOf(season: string): string | undefined {
  const m = /^(spring|summer|autumn|winter)\s+(\d{4})$/i.exec(season.trim());
  const end = m ? SEASON_END[(m[1] as string).toLowerCase()] : undefined;
  if (!m || !end) return undefined;
  const year = Number(m[2]) + end[0];
  const day = end[1] === 2 ? new Date(Date.UTC(year, 2, 0)).getUTCDate() : end[2];
  return `${year}-${String(end[1]).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
}

interface Plot {
  id: string;
  forSale: boolean;
  price: Price | undefined;
  town: string | undefined;
  pin: { latitude: number; longitude: number } | undefined;
}

function plotOf(card: Fields, country: string): Plot | undefined {
  const id = identifier(card['id']);
  if (!id) return undefined;
  const shown = fields(list(at(card, 'price', 'displayPrices'))[0]) ?? {};
  const displayPrice = text(shown['displayPrice']);
  const currency = text(at(card, 'price', 'currencyCode')) ?? currencyShown(displayPrice);
  const price = readPrice(text(shown['displayPriceQualifier']), displayPrice, at(card, 'price', 'amount'), { country, currency });
  const address = text(card['displayAddress']);
  const pin = point(at(card, 'location', 'latitude'), at(card, 'location', 'longitude'), 'exact');
  return {
    id,
    forSale: (text(card['displayStatus']) ?? '').trim() === '',
    price: price?.amount === undefined ? undefined : price,
    town: address === undefined ? undefined : displayAddressTown(address, country),
    pin: pin === undefined ? undefined : { latitude: pin.latitude, longitude: pin.longitude },
  };
}

const byAmount = (a: Plot, b: Plot) => Number(a.price?.amount) - Number(b.price?.amount);

/** The development a branch's property list shows, if the branch is a development's. */
export function readDevelopment(document: unknown, context: ParseContext): DevelopmentRead {
  if (text(at(document, 'location', 'locationType'))?.toUpperCase() !== 'BRANCH') return undefined;
  const cards = list(at(document, 'properties'))
    .map(fields)
    .filter((c): c is Fields => c !== undefined && (c['development'] === true || at(c, 'customer', 'development') === true));
  if (cards.length === 0) return undefined;
  const first = cards[0] as Fields;
  const nativeId = identifier(at(first, 'customer', 'branchId')) ?? identifier(at(document, 'location', 'id'));
  if (!nativeId) return { issue: 'development list names no branch id' };
  // One list page is one development's plots only when the list fits on it: a later page would
  // observe the same development with other plots, and the last read would win.
  const pages = Number(at(document, 'pagination', 'total') ?? 1);
  if (pages > 1) return { issue: `development list spans ${pages} pages; a development is read from a list that fits one page`, native_id: nativeId };
  const display = text(at(first, 'customer', 'branchDisplayName'));
  const developer = text(at(first, 'customer', 'brandTradingName')) ?? display?.split(' - ')[0]?.trim();
  const name = text(at(first, 'customer', 'branchName')) ?? display?.split(' - ').slice(1).join(' - ').trim();
  if (!name) return { issue: 'development list names no development', native_id: nativeId };
  const country = countryOf(cards.map((c) => c['countryCode']), { ukAddress: false }) ?? rightmove.HOME_COUNTRY;
  const plots = cards.map((c) => plotOf(c, country)).filter((p): p is Plot => p !== undefined);
  const priced = plots.filter((p) => p.price !== undefined).sort(byAmount);
  const low = priced[0]?.price;
  const high = priced[priced.length - 1]?.price;
  const completionText = cards.map((c) => COMPLETION.exec(text(c['summary']) ?? '')?.[1]).find((s): s is string => s !== undefined);
  const completion = completionText === undefined ? undefined : completionDateOf(completionText);
  const town = mostCommon(plots.flatMap((p) => (p.town ? [p.town] : [])));
  const pins = plots.flatMap((p) => (p.pin ? [p.pin] : []));
  // The development's place is its plots' mean pin: the list states no site pin of its own.
  const geometry = pins.length === 0 ? undefined : point(pins.reduce((s, p) => s + p.latitude, 0) / pins.length, pins.reduce((s, p) => s + p.longitude, 0) / pins.length, 'approximate');
  const forSale = plots.filter((p) => p.forSale).length;
  const development: DevelopmentObserved = {
    native_id: nativeId,
    name,
    ...(developer ? { developer } : {}),
    // Plots still for sale make it selling; a list of sold plots only is sold out.
    status: forSale > 0 ? 'selling' : 'sold_out',
    ...(town ? { address: normalizeAddress({ text: town, city: town }, country) } : {}),
    ...(geometry ? { geometry } : {}),
    ...(completion ? { completion_date: completion } : {}),
    ...(completionText ? { completion_text: completionText } : {}),
    unit_count: plots.length,
    units_for_sale: forSale,
    ...(low ? { price_from: low } : {}),
    ...(high ? { price_to: high } : {}),
    listing_native_ids: plots.map((p) => p.id),
    url: `${rightmove.ORIGIN}/property-for-sale/find.html?locationIdentifier=${encodeURIComponent(`${rightmove.BRANCH_LOCATION_PREFIX}${nativeId}`)}&includeSSTC=true`,
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country,
  };
  return { development };
}
