/** One entry of Rightmove's search results (`properties[]`) → a listing observation. */
import { at, compact, count, currencyCode, fields, identifier, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { normalizeAddress, parseArea, plotOfDisplayAddress } from '@estate/normalize';
import { rightmove } from '@estate/native-formats';
import { readDisplayAddress } from './display-address.js';
import { instant } from './dates.js';
import { absoluteUrl, propertyUrl } from './format.js';
import {
  ACCESS_CLASS,
  countryOf,
  currencyShown,
  point,
  propertyType,
  readPrice,
  SITE_LOCALE,
  transactionOf,
} from './observation.js';
import { readStatus } from './terms.js';

type Media = NonNullable<ListingObserved['media']>;

function media(p: Readonly<Record<string, unknown>>): Media {
  const items: Media = [];
  for (const image of list(at(p, 'propertyImages', 'images'))) {
    // `url` is the original's path on the media server; `srcUrl` a cropped thumbnail.
    const url = absoluteUrl(text(at(image, 'url')), rightmove.MEDIA_ORIGIN) ?? text(at(image, 'srcUrl'));
    if (!url) continue;
    items.push(compact({ url, type: 'photo', caption: text(at(image, 'caption')), position: items.length }));
  }
  return items;
}

/**
 * The card's display address with the town and postcode read from it, and the locality it names
 * beside the post town: the contract's Address has no field for one, so it goes in `extensions`.
 */
function addressOf(addressText: string, country: string): { address: ReturnType<typeof normalizeAddress>; locality?: string } {
  const read = readDisplayAddress(addressText, country);
  return compact({ address: normalizeAddress(compact({ text: addressText, city: read.town, postal_code: read.postcode }), country), locality: read.locality });
}

export function readSearchProperty(value: unknown, context: ParseContext): RecordRead<ListingObserved> {
  const p = fields(value);
  if (!p) return unreadable('unexpected_shape', 'search result is not an object');
  const id = identifier(p['id']);
  if (!id) return unreadable('unexpected_shape', 'search result has no id');
  const said = typeof p['displayStatus'] === 'string' ? p['displayStatus'] : '';
  const status = readStatus(said);
  if (!status) return unreadable('unexpected_shape', `unknown display status ${JSON.stringify(said)}`, id);

  // Rightmove also lists overseas homes (Spain in euros, Florida in dollars): the record says
  // which country it is in and which currency its price is in.
  const shown = fields(list(at(p, 'price', 'displayPrices'))[0]) ?? {};
  const displayPrice = text(shown['displayPrice']);
  const currency = currencyCode(at(p, 'price', 'currencyCode')) ?? currencyShown(displayPrice);
  const country = countryOf([p['countryCode']], { currency });
  if (!country) return unreadable('unexpected_shape', 'search result names no country', id);
  const price = readPrice(text(shown['displayPriceQualifier']), displayPrice, at(p, 'price', 'amount'), { country, currency });

  const updateReason = text(at(p, 'listingUpdate', 'listingUpdateReason'));
  const updatedAt = instant(at(p, 'listingUpdate', 'listingUpdateDate'));
  const addedOrReduced = text(p['addedOrReduced']);
  // The card says when the price was last reduced, and the price it was reduced to is the one shown.
  const price_history =
    updateReason === 'price_reduced' && updatedAt !== undefined && price?.amount !== undefined
      ? [compact({ event_at: updatedAt, event: 'price_changed', price, source_status: addedOrReduced })]
      : undefined;

  const addressText = text(p['displayAddress']);
  const read = addressText ? addressOf(addressText, country) : undefined;
  const plot = plotOfDisplayAddress(addressText);
  const size = text(p['displaySize']);
  // "1,200 sq. ft." in the UK and the US, "95 sq. m." in metric countries, "0.25 ac." for land.
  const area = size ? parseArea(size, { locale: SITE_LOCALE, country, basis: /\bac(?:res?)?\b|\bha\b/i.test(size) ? 'plot' : 'living' }) : undefined;
  const bathrooms = count(p['bathrooms']);
  const branchName = text(at(p, 'customer', 'branchDisplayName')) ?? text(at(p, 'customer', 'brandTradingName'));
  const photos = media(p);
  const phone = text(at(p, 'customer', 'contactTelephone'));

  const listing: ListingObserved = compact({
    native_id: id,
    url: propertyUrl(text(p['propertyUrl']), id),
    transaction: transactionOf(p['transactionType']),
    status,
    source_status: said.trim() === '' ? undefined : said,
    title: text(p['propertyTypeFullDescription']),
    description: text(p['summary']),
    price,
    price_history,
    property: compact({
      address: read?.address,
      geometry: point(at(p, 'location', 'latitude'), at(p, 'location', 'longitude'), 'exact'),
      ...propertyType(text(p['propertySubType'])),
      bedrooms: count(p['bedrooms']),
      bathrooms,
      areas: area ? [area] : undefined,
    }),
    agency: branchName
      ? compact({ native_id: identifier(at(p, 'customer', 'branchId')), name: branchName, professional_contacts: phone ? [{ kind: 'business_phone' as const, value: phone }] : undefined })
      : undefined,
    media: photos.length > 0 ? photos : undefined,
    listed_at: instant(p['firstVisibleDate']),
    source_updated_at: updatedAt,
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country,
    extensions: phone || read?.locality || plot ? compact({ branch_phone: phone, locality: read?.locality, plot }) : undefined,
  });
  return { ok: true, value: listing };
}
