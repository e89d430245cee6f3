/** One card of a Zillow search page (`listResults[]`) → a listing observation. */
import { at, bool, compact, count, fields, type Fields, finite, identifier, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { areaFromValue, normalizeAddress, normalizePropertyType, parsePrice, priceFromAmount } from '@estate/normalize';
import { zillow } from '@estate/native-formats';
import { instant } from './dates.js';
import {
  ACCESS_CLASS,
  countryOf,
  currencyOf,
  exactPoint,
  PLATFORM,
  priceKind,
  zestimate,
} from './observation.js';
import { readStatus } from './terms.js';

type Area = NonNullable<ListingObserved['property']['areas']>[number];
type Media = NonNullable<ListingObserved['media']>;

const LOT_UNITS: Readonly<Record<string, 'sqft' | 'acre'>> = { sqft: 'sqft', acres: 'acre', acre: 'acre' };

function areas(card: Fields, home: Fields): Area[] {
  const out: Area[] = [];
  const living = finite(card['area']) ?? finite(home['livingArea']);
  const livingArea = living !== undefined ? areaFromValue(living, 'sqft', 'living') : undefined;
  if (livingArea) out.push(livingArea);
  const lot = finite(home['lotAreaValue']);
  const lotUnit = LOT_UNITS[text(home['lotAreaUnit'])?.trim().toLowerCase() ?? ''];
  const lotArea = lot !== undefined && lotUnit ? areaFromValue(lot, lotUnit, 'plot') : undefined;
  if (lotArea) out.push(lotArea);
  return out;
}

function media(card: Fields): Media {
  const urls = list(card['carouselPhotos'])
    .map((p) => text(at(p, 'url')))
    .filter((u): u is string => u !== undefined);
  // Cards without a carousel still name their main photo.
  const main = bool(card['hasImage']) === true ? text(card['imgSrc']) : undefined;
  if (urls.length === 0 && main) urls.push(main);
  return urls.map((url, position) => ({ url, type: 'photo', position }));
}

export function readCard(value: unknown, context: ParseContext): RecordRead<ListingObserved> {
  const card = fields(value);
  if (!card) return unreadable('unexpected_shape', 'search result is not an object');
  const home = fields(at(card, 'hdpData', 'homeInfo')) ?? {};
  const zpid = identifier(card['zpid']) ?? identifier(home['zpid']);
  if (!zpid) return unreadable('unexpected_shape', 'search result has no zpid');

  const code = text(home['homeStatus']) ?? text(card['statusType']);
  if (!code) return unreadable('unexpected_shape', 'search result has no homeStatus or statusType', zpid);
  const status = readStatus(code, text(home['contingentListingType']));
  if (!status) return unreadable('unexpected_shape', `unknown home status ${JSON.stringify(code)}`, zpid);

  const currency = currencyOf(home['currency']);
  const country = countryOf(home['country']);
  const amount = finite(card['unformattedPrice']) ?? finite(home['price']);
  const shown = text(card['price']);
  const price =
    amount !== undefined
      ? priceFromAmount(amount, currency, shown === undefined ? priceKind(status) : { ...priceKind(status), display_text: shown })
      : shown !== undefined
        ? parsePrice(shown, { country, currency })
        : undefined;

  // A card states its last price change (when and by how much); the price it changed to is
  // the current one, except on a sold card, whose price is the sale.
  // A sold card states the day of the sale instead.
  const changedAt = instant(finite(home['datePriceChanged']));
  const soldAt = instant(finite(home['dateSold']));
  const price_history =
    price?.amount === undefined
      ? undefined
      : status.status === 'sold'
        ? soldAt !== undefined
          ? [{ event_at: soldAt, event: 'sold', price, status: 'sold', source_status: status.source_status }]
          : undefined
        : changedAt !== undefined && finite(home['priceChange']) !== undefined
          ? [{ event_at: changedAt, event: 'price_changed', price }]
          : undefined;

  const undisclosed = bool(card['isUndisclosedAddress']) === true;
  const addressText = text(card['address']);
  const parts = {
    line1: undisclosed ? undefined : text(card['addressStreet']) ?? text(home['streetAddress']),
    city: text(card['addressCity']) ?? text(home['city']),
    region: text(card['addressState']) ?? text(home['state']),
    postal_code: text(card['addressZipcode']) ?? text(home['zipcode']),
  };
  // An undisclosed address's street text is a placeholder, not a street; only its text is kept.
  const address = normalizeAddress(undisclosed ? parts : { ...parts, text: addressText }, country);
  if (addressText !== undefined) address.original_text = addressText;

  const homeType = text(home['homeType']);
  const type = homeType ? normalizePropertyType(homeType, PLATFORM) : undefined;
  const bathrooms = finite(card['baths']) ?? finite(home['bathrooms']);
  const found = areas(card, home);
  const broker = text(card['brokerName']);
  const photos = media(card);
  const estimate = zestimate(card['zestimate'] ?? home['zestimate'], currency);

  const listing: ListingObserved = compact({
    native_id: zpid,
    url: zillow.absoluteUrl(text(card['detailUrl'])),
    transaction: status.transaction,
    status: status.status,
    source_status: status.source_status,
    price,
    price_history,
    property: compact({
      native_id: zpid,
      address,
      geometry: exactPoint(at(card, 'latLong', 'latitude') ?? home['latitude'], at(card, 'latLong', 'longitude') ?? home['longitude']),
      property_type: type?.property_type,
      source_property_type: type?.original,
      bedrooms: count(card['beds']) ?? count(home['bedrooms']),
      bathrooms: bathrooms !== undefined && bathrooms >= 0 ? bathrooms : undefined,
      areas: found.length > 0 ? found : undefined,
    }),
    agency: broker ? { name: broker } : undefined,
    media: photos.length > 0 ? photos : undefined,
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country,
    extensions: estimate ? { zestimate: estimate } : undefined,
  });
  return { ok: true, value: listing };
}
