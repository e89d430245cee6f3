/** One search card of Zoopla's `regularListingsFormatted` → a listing observation. */
import { at, bool, compact, count, fields, identifier, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { areaFromValue, normalizeAddress, plotOfDisplayAddress } from '@estate/normalize';
import { zoopla } from '@estate/native-formats';
import { readDisplayAddress } from './display-address.js';
import { ACCESS_CLASS, COUNTRY, imageOf, point, propertyType, readPrice, transactionOf, ukInstant } from './observation.js';

type Media = NonNullable<ListingObserved['media']>;

const MONTHS: Readonly<Record<string, string>> = { jan: '01', feb: '02', mar: '03', apr: '04', may: '05', jun: '06', jul: '07', aug: '08', sep: '09', oct: '10', nov: '11', dec: '12' };

/** "1st Nov 2023" → the start of that day; the card gives no time. */
function cardDay(value: unknown): string | undefined {
  const m = /^\s*(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]{3})[a-z]*\s+(\d{4})\s*$/.exec(text(value) ?? '');
  const month = m ? MONTHS[(m[2] as string).toLowerCase()] : undefined;
  if (!m || !month) return undefined;
  const day = `${m[3]}-${month}-${(m[1] as string).padStart(2, '0')}`;
  return Number.isNaN(Date.parse(day)) ? undefined : `${day}T00:00:00Z`;
}

/** The card's icons with a count: `bed`, `bath`, `chair`. */
function featureCount(card: Readonly<Record<string, unknown>>, icon: string): number | undefined {
  const feature = list(card['features']).find((f) => text(at(f, 'iconId')) === icon);
  return count(at(feature, 'content'));
}

/** The card's main image, then its gallery (`[null, "/file.jpg"]` pairs), without repeats. */
function media(card: Readonly<Record<string, unknown>>): Media {
  const urls = [imageOf(at(card, 'image', 'src')), ...list(card['gallery']).map((g) => imageOf(Array.isArray(g) ? g[1] : g))];
  const seen = new Set<string>();
  const items: Media = [];
  for (const url of urls) {
    if (url === undefined || seen.has(url)) continue;
    seen.add(url);
    items.push({ url, type: 'photo', position: items.length });
  }
  return items;
}

export function readCard(value: unknown, context: ParseContext): RecordRead<ListingObserved> {
  const card = fields(value);
  if (!card) return unreadable('unexpected_shape', 'search card is not an object');
  const id = identifier(card['listingId']);
  if (!id) return unreadable('unexpected_shape', 'search card has no listingId');
  const detail = text(at(card, 'listingUris', 'detail'));
  const underOffer = bool(card['underOffer']) === true;
  const addressText = text(card['address']);
  const shown = addressText ? readDisplayAddress(addressText) : {};
  const plot = plotOfDisplayAddress(addressText);
  const summary = text(card['summaryDescription'])?.trim();
  const photos = media(card);
  const sqft = featureCount(card, zoopla.CARD_FEATURE_ICONS.areaSqft);
  const area = sqft !== undefined && sqft > 0 ? areaFromValue(sqft, 'sqft', 'living') : undefined;
  // New homes live under `/new-homes/details/…`: the card's own URI is the page's address.
  const canonical = detail && /^\/(?:for-sale|to-rent|new-homes)\/details\/\d+\/$/.test(detail) ? `${zoopla.ORIGIN}${detail}` : undefined;
  const phone = text(at(card, 'branch', 'phone'));
  const branchName = text(at(card, 'branch', 'name'));
  const listing: ListingObserved = compact({
    native_id: id,
    url: canonical ?? zoopla.detailUrl(id, transactionOf(detail) === 'rent' ? 'to-rent' : 'for-sale'),
    transaction: transactionOf(detail),
    status: underOffer ? 'under_offer' : 'active',
    source_status: underOffer ? 'Under offer' : undefined,
    title: text(card['title']),
    description: summary === '' ? undefined : summary,
    price: readPrice(text(card['priceTitle']), text(card['price']), undefined),
    property: compact({
      address: addressText ? normalizeAddress(compact({ text: addressText, city: shown.town }), COUNTRY) : undefined,
      geometry: point(at(card, 'location', 'coordinates', 'latitude'), at(card, 'location', 'coordinates', 'longitude'), bool(at(card, 'location', 'coordinates', 'isApproximate')) === true),
      ...propertyType(card['propertyType']),
      bedrooms: featureCount(card, zoopla.CARD_FEATURE_ICONS.bedrooms),
      bathrooms: featureCount(card, zoopla.CARD_FEATURE_ICONS.bathrooms),
      areas: area ? [area] : undefined,
    }),
    agency: branchName
      ? compact({ native_id: identifier(at(card, 'branch', 'branchId')), name: branchName, professional_contacts: phone ? [{ kind: 'business_phone' as const, value: phone }] : undefined })
      : undefined,
    media: photos.length > 0 ? photos : undefined,
    listed_at: cardDay(card['publishedOn']),
    source_updated_at: ukInstant(card['lastPublishedDate']),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions: shown.outcode || phone || plot ? compact({ outcode: shown.outcode, branch_phone: phone, plot }) : undefined,
  });
  return { ok: true, value: listing };
}
