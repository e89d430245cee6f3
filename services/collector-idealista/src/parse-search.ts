/**
 * A search API result page → one listing observation per ad. A page that is cut off or has a
 * broken ad still yields every ad that can be read; the others become issues.
 */
import { compact, type Fields, fields, idMentioned, looseCount, looseFlag, looseNumber, looseText, type ParseContext, type ParsedPayload, ParsedPayloadBuilder, type ParseIssue, readJson, salvageRecords } from '@estate/collector-kit';
import type { ListingObserved } from '@estate/events';
import { areaFromValue, normalizeGeometry } from '@estate/normalize';
import {
  adExtensions,
  addressOf,
  advertiserOf,
  advertiserPhoneOf,
  countryOf,
  labelsOf,
  priceDropOf,
  priceOfAmount,
  propertyTypeOf,
  provenance,
} from './ad-fields.js';
import { readStatus } from './ad-status.js';
import { listingObservations } from './listing-building.js';

/** The card's amenity flags that are set ("hasSwimmingPool", "hasTerrace"…). */
function amenitiesOf(value: unknown): string[] | undefined {
  const flags = fields(value);
  if (!flags) return undefined;
  const set = Object.keys(flags).filter((k) => flags[k] === true);
  return set.length > 0 ? set : undefined;
}

/** The ad's card picture (`thumbnail`): the one photo a result page shows of each ad. */
function thumbnailOf(value: unknown): ListingObserved['media'] {
  const url = looseText(value);
  return url !== undefined && /^https?:\/\//i.test(url) ? [{ url, type: 'photo', position: 0 }] : undefined;
}

type ElementResult = { listing: ListingObserved } | { issue: ParseIssue };

/** The sale search is the only one the collector runs; an ad that says otherwise is believed. */
function transactionOf(operation: string | undefined): ListingObserved['transaction'] {
  return operation === 'rent' ? 'rent' : 'sale';
}

function listingFromElement(element: Fields, path: string, context: ParseContext): ElementResult {
  const nativeId = looseText(element['propertyCode']);
  if (nativeId === undefined) {
    return { issue: { error_code: 'unexpected_shape', message: 'search ad without a propertyCode', path } };
  }
  const country = countryOf(element);
  const priceInfo = fields(fields(element['priceInfo'])?.['price']);
  const amount = looseNumber(priceInfo?.['amount']) ?? looseNumber(element['price']);
  const size = looseNumber(element['size']);
  const showAddress = looseFlag(element['showAddress']);
  const detailedType = fields(element['detailedType']);
  const labels = labelsOf(element['labels']);
  const address = looseText(element['address']);
  const city = looseText(element['municipality']);
  const region = looseText(element['province']);

  const property: ListingObserved['property'] = compact({
    address: addressOf(address, showAddress === false, city, region, country),
    // A hidden address comes with a pin idealista moved on purpose.
    geometry: normalizeGeometry(looseNumber(element['latitude']), looseNumber(element['longitude']), showAddress === false ? 'approximate' : 'exact'),
    ...propertyTypeOf(detailedType?.['subTypology'], detailedType?.['typology'], element['propertyType']),
    bedrooms: looseCount(element['rooms']),
    bathrooms: looseNumber(element['bathrooms']),
    areas: size === undefined ? undefined : [areaFromValue(size, 'sqm', 'built')].filter((a) => a !== undefined),
  });

  const listing: ListingObserved = compact({
    native_id: nativeId,
    url: looseText(element['url']),
    transaction: transactionOf(looseText(element['operation'])),
    ...readStatus(labels, undefined),
    title: looseText(fields(element['suggestedTexts'])?.['title']),
    media: thumbnailOf(element['thumbnail']),
    description: looseText(element['description']),
    price: priceOfAmount(amount, looseText(priceInfo?.['currencySuffix']), country, looseText(element['operation'])),
    property,
    ...advertiserOf(element['contactInfo']),
    ...provenance(country, context),
    extensions: adExtensions({
      // The advertiser's reference for the home: cross-portal grouping reads it with the agency.
      agency_reference: looseText(element['externalReference']),
      advertiser_phone: advertiserPhoneOf(element['contactInfo']),
      district: looseText(element['district']),
      neighborhood: looseText(element['neighborhood']),
      condition: looseText(element['status']),
      new_development: looseFlag(element['newDevelopment']),
      floor: looseText(element['floor']),
      exterior: looseFlag(element['exterior']),
      has_lift: looseFlag(element['hasLift']),
      price_drop: priceDropOf(priceInfo?.['priceDropInfo']),
      num_photos: looseCount(element['numPhotos']),
      has_plan: looseFlag(element['hasPlan']),
      parking_included: looseFlag(fields(element['parkingSpace'])?.['isParkingSpaceIncludedInPrice']),
      amenities: amenitiesOf(element['features']),
    }),
  });
  return { listing };
}

function collect(results: readonly ElementResult[], into: ParsedPayload): void {
  for (const r of results) {
    if ('listing' in r) into.observations.push(...listingObservations(r.listing));
    else into.issues.push(r.issue);
  }
}

function fromItem(item: unknown, path: string, context: ParseContext): ElementResult {
  const element = fields(item);
  if (!element) return { issue: { error_code: 'unexpected_shape', message: 'search ad is not an object', path } };
  return listingFromElement(element, path, context);
}

/** The ad code inside a broken ad's text, so the issue can name it. */
function codeIn(raw: string): string | undefined {
  return idMentioned(raw, 'propertyCode');
}

const AD_WORDS = { page: 'search page', record: 'search ad', records: 'ads', item: 'ad' };

export function parseSearchPage(body: string, path: string, context: ParseContext): ParsedPayload {
  const out: ParsedPayload = { observations: [], issues: [] };
  const read = readJson(body);
  if (!read.ok) {
    // A page JSON.parse refused: the ads are read one by one, up to where the text stops.
    const into = new ParsedPayloadBuilder(path);
    const take = (value: unknown) => collect([fromItem(value, path, context)], into.result);
    salvageRecords(body, 'elementList', read.truncated, into, { words: AD_WORDS, idOf: codeIn, take });
    return into.result;
  }
  const elements = fields(read.value)?.['elementList'];
  if (!Array.isArray(elements)) {
    out.issues.push({ error_code: 'unexpected_shape', message: 'search page has no elementList array', path });
    return out;
  }
  collect(elements.map((item) => fromItem(item, path, context)), out);
  return out;
}
