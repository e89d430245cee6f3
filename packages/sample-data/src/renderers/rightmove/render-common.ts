/** Pieces of a sample listing that a Rightmove search card and property page both show. */
import { rightmove } from '@estate/native-formats';
import type { SampleListing } from '../../model.js';
import { britishDay } from './dates.js';
import { grouped, money, roundTo } from './format.js';
import { overseasAddress } from './overseas.js';
import { buildingLine } from './premises.js';
import type { RightmovePresentation } from './presentation.js';

/** Rightmove ids are numbers in search results and strings on property pages. */
export function numericOr(id: string): number | string {
  const n = Number(id);
  return /^\d+$/.test(id) && Number.isSafeInteger(n) ? n : id;
}

/** "SW1A 1AA" → ["SW1A", "1AA"]: Rightmove keeps the outward and inward codes apart. */
export function postcodeParts(postcode: string): { outcode: string; incode: string } {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? { outcode: compact.slice(0, -3), incode: compact.slice(-3) } : { outcode: compact, incode: '' };
}

/**
 * Agents show the street and town, not the house number, each in their own way (as real search
 * answers show: "Infirmary Hill, Truro", "Lower Castle Road, St Mawes, Cornwall.", "Copper House,
 * Hayle, Cornwall, TR27 4DZ", "Kew Road, Richmond, TW9"); abroad "Calle de Cádiz, 46003 Valencia,
 * Comunidad Valenciana". Which way a listing is written is fixed by its id; beside a full
 * postcode a flat's building is named by its number (`buildingLine`).
 */
export function displayAddress(listing: SampleListing): string {
  if (rightmove.isOverseas(listing.country)) return overseasAddress(listing.country, listing.address);
  const street = listing.address.line1.replace(/^\s*\d+[A-Za-z]?\s+/, '').trim() || listing.address.line1;
  const { city, region, postal_code } = listing.address;
  const county = region && region !== city ? region : undefined;
  const forms: ReadonlyArray<ReadonlyArray<string | undefined>> = [
    [street, city, postcodeParts(postal_code).outcode],
    [street, city],
    [street, city, county ? `${county}.` : undefined],
    [buildingLine(listing) ?? street, city, county, postal_code.toUpperCase()],
  ];
  const form = forms[Number(listing.native_id.replace(/\D/g, '').slice(-3) || '0') % forms.length] ?? [];
  return form.filter((s): s is string => s !== undefined && s !== '').join(', ');
}

/**
 * The page channel in a property link's fragment (`/properties/<id>#/?channel=RES_BUY`).
 * Overseas homes are assumed to be linked from the overseas channel (`channel=OVERSEAS`); the
 * fragment is page state, not identity, so the property URL is `/properties/<id>` either way.
 */
export function linkChannel(listing: SampleListing): string {
  return rightmove.isOverseas(listing.country) ? 'OVERSEAS' : 'RES_BUY';
}

/** Rightmove pins carry five decimals. */
export function pin(listing: SampleListing): { latitude: number; longitude: number } {
  return { latitude: roundTo(listing.latitude, 5), longitude: roundTo(listing.longitude, 5) };
}

/** The price in the listing's own currency: "£450,000", "€450,000", "$870,000", or "POA". */
export function priceText(shown: RightmovePresentation, listing: SampleListing): { displayPrice: string; displayPriceQualifier: string } {
  return shown.poa
    ? { displayPrice: 'POA', displayPriceQualifier: '' }
    : { displayPrice: money(listing.price, listing.currency), displayPriceQualifier: shown.qualifier };
}

/** A card's `displaySize`, in the unit the agent gave: "1,200 sq. ft.", "95 sq. m.", "0.25 ac.". */
export function sizeText(shown: RightmovePresentation): string {
  if (shown.size) return shown.size.unit === 'sqm' ? `${grouped(shown.size.sqm)} sq. m.` : `${grouped(shown.size.sqft)} sq. ft.`;
  if (shown.acres !== undefined) return `${shown.acres} ac.`;
  return '';
}

export interface LastUpdate {
  reason: 'new' | 'price_reduced';
  day: string;
  /** "Added on 01/03/2025", "Reduced on 12/10/2026" */
  text: string;
  /** The search card's `listingUpdateDate`. */
  at: string;
}

/** The line Rightmove prints under the price: the last reduction, or when the listing was added. */
export function lastUpdate(listing: SampleListing): LastUpdate {
  const history = listing.price_history;
  const last = history[history.length - 1];
  const before = history[history.length - 2];
  if (last && before && last.event === 'price_changed' && last.price < before.price) {
    const day = last.date.slice(0, 10);
    return { reason: 'price_reduced', day, text: `Reduced on ${britishDay(day)}`, at: `${day}T00:00:00Z` };
  }
  const day = listing.listed_at.slice(0, 10);
  return { reason: 'new', day, text: `Added on ${britishDay(day)}`, at: listing.listed_at };
}

const HOUSE_STYLES = new Set(['detached', 'semi-detached', 'terraced', 'end of terrace', 'mid terrace', 'mews', 'link detached house']);
const NO_BEDROOMS = new Set(['land', 'plot', 'garage', 'commercial property', 'property']);

/** "3 bedroom semi-detached house for sale", Rightmove's generated title. */
export function propertyPhrase(listing: SampleListing, subType: string): string {
  const lower = subType.toLowerCase();
  if (lower === 'studio') return 'Studio flat for sale';
  const word = HOUSE_STYLES.has(lower) ? `${lower} house` : lower === 'ground flat' ? 'ground floor flat' : lower === 'not specified' ? 'property' : lower;
  if (NO_BEDROOMS.has(word) || listing.bedrooms <= 0) return `${word.charAt(0).toUpperCase()}${word.slice(1)} for sale`;
  return `${listing.bedrooms} bedroom ${word} for sale`;
}

/** A photo's path on Rightmove's media server, or the URL itself when it lives elsewhere. */
export function mediaPath(url: string): string {
  const prefix = `${rightmove.MEDIA_ORIGIN}/`;
  return url.startsWith(prefix) ? url.slice(prefix.length) : url;
}

/** A resized copy as Rightmove's media server names it: `…/IMG_00_0000_max_476x317.jpeg`. */
export function resized(url: string, size: string, crop = false): string {
  const path = mediaPath(url);
  if (/^https?:/i.test(path)) return path;
  const sized = path.replace(/(\.[a-z]+)$/i, `_max_${size}$1`);
  return `${rightmove.MEDIA_ORIGIN}:443/dir/${crop ? 'crop/10:9-16:9/' : ''}${sized}`;
}
