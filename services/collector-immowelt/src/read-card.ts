/** One search card of immowelt's results (`pageProps.classifiedsData[id]`) → a listing observation. */
import { at, compact, fields, identifier, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { normalizeAddress } from '@estate/normalize';
import { immowelt } from '@estate/native-formats';
import { ACCESS_CLASS, agencyOf, areasOf, COUNTRY, instant, priceOf, propertyType, roomsOf, statusOf, transactionOf } from './observation.js';

type Media = NonNullable<ListingObserved['media']>;

/**
 * The address: street (where published), postcode, town and district. In Berlin the address's
 * `city` is the borough ("Mitte") and the tracking block names the city ("Berlin"): the town is
 * taken from tracking where it says one.
 */
export function addressOf(address: unknown, trackingCity?: string): ListingObserved['property']['address'] {
  const city = trackingCity ?? text(at(address, 'city'));
  const postal = text(at(address, 'zipCode'));
  if (!city && !postal) return undefined;
  const street = text(at(address, 'street'));
  const district = text(at(address, 'district')) ?? (trackingCity !== undefined && text(at(address, 'city')) !== trackingCity ? text(at(address, 'city')) : undefined);
  const shown = [street, [postal, city].filter(Boolean).join(' '), district && district !== city ? district : undefined].filter(Boolean).join(', ');
  return normalizeAddress(compact({ text: shown, line1: street, city, postal_code: postal }), COUNTRY);
}

export function photosOf(images: unknown): Media {
  const items: Media = [];
  for (const image of list(images)) {
    const url = text(at(image, 'url'));
    if (url && /^https:\/\//.test(url)) items.push(compact({ url, type: 'photo' as const, caption: text(at(image, 'description')), position: items.length }));
  }
  return items;
}

export function readCard(value: unknown, context: ParseContext): RecordRead<ListingObserved> {
  const card = fields(value);
  if (!card) return unreadable('unexpected_shape', 'search card is not an object');
  const id = identifier(card['id']) ?? identifier(at(card, 'metadata', 'id'));
  if (!id) return unreadable('unexpected_shape', 'search card has no id');
  const rent = transactionOf(at(card, 'rawData', 'distributionType'), at(card, 'tracking', 'distribution_type')) === 'rent';
  const legacyId = text(at(card, 'metadata', 'legacyId'));
  const headline = text(at(card, 'mainDescription', 'headline'));
  const description = text(at(card, 'mainDescription', 'description'));
  const photos = photosOf(at(card, 'gallery', 'images'));
  const listing: ListingObserved = compact({
    native_id: id,
    url: text(card['url']) ?? immowelt.exposeUrl(legacyId ?? id),
    transaction: rent ? 'rent' : 'sale',
    ...statusOf(card['hardFacts']),
    title: headline ?? text(at(card, 'hardFacts', 'title')),
    description,
    price: priceOf(text(at(card, 'hardFacts', 'price', 'ariaLabel')), text(at(card, 'hardFacts', 'price', 'value')), rent, text(at(card, 'tracking', 'currency')) ?? 'EUR'),
    property: compact({
      address: addressOf(at(card, 'location', 'address'), text(at(card, 'tracking', 'city'))),
      ...propertyType(at(card, 'rawData', 'propertyType'), at(card, 'rawData', 'propertySubType')),
      ...roomsOf(card['hardFacts']),
      areas: areasOf(card['hardFacts']),
    }),
    agency: agencyOf(fields(card['provider']), identifier(at(card, 'tracking', 'client_id'))),
    media: photos.length > 0 ? photos : undefined,
    listed_at: instant(at(card, 'metadata', 'creationDate')),
    source_updated_at: instant(at(card, 'metadata', 'updateDate')),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions: compact({ legacy_id: legacyId, district: text(at(card, 'location', 'address', 'district')), address_published: at(card, 'location', 'isAddressPublished') === true ? 'true' : 'false' }),
  });
  return { ok: true, value: listing };
}
