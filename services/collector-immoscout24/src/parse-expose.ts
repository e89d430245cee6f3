/**
 * An exposé page → its listing observation and its gallery. The page prints the facts in
 * German ("Kaufpreis 1.250.000 €", "Wohnfläche ca. 82,5 m²", "Zimmer 3,5"); those are read
 * with @estate/normalize so the observation keeps what the page said. Its scripts carry the
 * rest: `keyValues` (every fact again, as plain strings), the address, the realtor, the map
 * point and the gallery. A page cut off part-way still gives what came before the cut.
 */
import { type AssignedJson, compact, fields, type Fields, isoInstant, list, looseFlag, looseNumber, looseText, type ParseContext, type ParsedPayload, type ParseIssue } from '@estate/collector-kit';
import { observation, type ListingObserved, type MediaObserved } from '@estate/events';
import { normalizeAddress, normalizeGeometry } from '@estate/normalize';
import { immoscout24 } from '@estate/native-formats';
import { readStatus } from './expose-status.js';
import { listingObservations } from './listing-building.js';
import { ExposePage } from './expose-page.js';
import {
  areaOf,
  areasOf,
  countryOf,
  countOf,
  extensionsOf,
  known,
  priceOf,
  propertyTypeOf,
  provenance,
  realtorOf,
  roomsOf,
  yearOf,
} from './listing-fields.js';

type Media = NonNullable<ListingObserved['media']>[number];

/** A printed criterion, by its `is24qa-*` class. */
function criterion(page: ExposePage, qa: string): string | undefined {
  return page.text(`dd.is24qa-${qa}`);
}

interface Scripts {
  keyValues?: Fields;
  location?: Fields;
  contact?: Fields;
  gallery?: Fields;
  map?: Fields;
  /** Parts that were there but could not be read. */
  malformed: string[];
  /** Parts the page ended in or before. */
  truncated: string[];
}

const PARTS = {
  keyValues: 'keyValues',
  location: 'IS24.expose.locationAddress',
  contact: 'IS24.expose.contactData',
  gallery: 'IS24.expose.galleryData',
  map: 'IS24.ssr.frontendModel.exposeMap',
} as const;

function scriptsOf(page: ExposePage): Scripts {
  const scripts: Scripts = { malformed: [], truncated: [] };
  for (const [key, name] of Object.entries(PARTS) as [keyof typeof PARTS, string][]) {
    const part: AssignedJson = page.assigned(name);
    if (part.state === 'found') scripts[key] = fields(part.value);
    else if (part.state === 'malformed') scripts.malformed.push(name);
    else if (part.state === 'truncated') scripts.truncated.push(name);
  }
  return scripts;
}

function galleryOf(gallery: Fields, nativeId: string, path: string): { items: Media[]; issues: ParseIssue[] } {
  const items: Media[] = [];
  const issues: ParseIssue[] = [];
  list(gallery['images']).forEach((value, index) => {
    const image = fields(value);
    const url = looseText(image?.['fullSizePictureUrl']) ?? looseText(image?.['galleryPictureUrl']) ?? looseText(image?.['thumbnailUrl']);
    if (url === undefined) {
      issues.push({ error_code: 'unexpected_shape', message: `gallery image ${index} has no url`, path, native_id: nativeId });
      return;
    }
    const type = looseText(image?.['type']) === 'FLOORPLAN' ? 'floor_plan' : 'photo';
    items.push(compact({ url, type, caption: looseText(image?.['caption']), position: items.length }));
  });
  return { items, issues };
}

function idOf(page: ExposePage, keyValues: Fields | undefined): string | undefined {
  return (
    looseText(keyValues?.['obj_scoutId']) ??
    page.scriptValue(/IS24\.expose\.id\s*=\s*"?(\d+)/) ??
    /\/expose\/(\d+)$/.exec(page.attribute('link[rel="canonical"]', 'href') ?? '')?.[1]
  );
}

export function parseExpose(html: string, path: string, context: ParseContext): ParsedPayload {
  const out: ParsedPayload = { observations: [], issues: [] };
  const page = new ExposePage(html);
  const scripts = scriptsOf(page);
  const kv = scripts.keyValues;
  const nativeId = idOf(page, kv);
  const cutOff = !page.complete || scripts.truncated.length > 0;
  if (nativeId === undefined || (kv === undefined && scripts.truncated.includes(PARTS.keyValues))) {
    // Without its id, or cut off inside the head, a page says nothing worth observing.
    out.issues.push({
      error_code: cutOff ? 'truncated_payload' : 'unexpected_shape',
      message: cutOff ? 'exposé is cut off before its data' : 'page is no exposé: no scout id',
      path,
      ...(nativeId ? { native_id: nativeId } : {}),
    });
    return out;
  }
  for (const name of scripts.malformed) {
    out.issues.push({ error_code: 'parse_error', message: `exposé data ${name} is not valid JSON`, path, native_id: nativeId });
  }

  const location = scripts.location;
  const map = fields(scripts.map?.['location']);
  const mapAddress = fields(scripts.map?.['addressForMap']);
  const contact = scripts.contact;
  const person = fields(contact?.['contactPerson']);
  const phones = fields(contact?.['phoneNumbers']);
  const realtor = fields(contact?.['realtorInformation']);
  const street = looseText(location?.['street']) ?? known(kv?.['obj_streetPlain'])?.replace(/_/g, ' ');
  const country = countryOf(location?.['country']);
  const fullAddress = looseFlag(location?.['isFullAddress']) ?? looseFlag(map?.['showFullAddress']) ?? street !== undefined;
  const region = looseText(mapAddress?.['region']) ?? known(kv?.['obj_regio1'])?.replace(/_/g, ' ');
  const url = immoscout24.exposeUrl(nativeId);
  const commercialization = page.scriptValue(/IS24\.expose\.commercializationType\s*=\s*"([^"]+)"/);
  const rent = commercialization === 'RENT';
  const gallery = scripts.gallery ? galleryOf(scripts.gallery, nativeId, path) : undefined;

  const property: ListingObserved['property'] = compact({
    address: normalizeAddress(
      {
        street,
        house_number: looseText(location?.['houseNumber']) ?? known(kv?.['obj_houseNumber']),
        postal_code: looseText(location?.['zip']) ?? known(kv?.['obj_zipCode']),
        city: looseText(location?.['city']) ?? known(kv?.['obj_regio2'])?.replace(/_/g, ' '),
        region,
      },
      country,
    ),
    geometry:
      looseFlag(map?.['coordinateAvailable']) === false
        ? undefined
        : normalizeGeometry(looseNumber(map?.['latitude']), looseNumber(map?.['longitude']), fullAddress ? 'exact' : 'approximate'),
    ...propertyTypeOf(
      criterion(page, 'typ'),
      kv?.['obj_typeOfFlat'],
      kv?.['obj_buildingType'],
      page.scriptValue(/IS24\.expose\.realEstateType\s*=\s*"([^"]+)"/),
    ),
    ...roomsOf(criterion(page, 'zimmer') ?? known(kv?.['obj_noRooms'])),
    bedrooms: countOf(criterion(page, 'schlafzimmer'), 'Schlafzimmer'),
    bathrooms: countOf(criterion(page, 'badezimmer'), 'Badezimmer'),
    areas: areasOf(
      areaOf(criterion(page, 'wohnflaeche-ca'), looseNumber(kv?.['obj_livingSpace']), 'living'),
      areaOf(criterion(page, 'grundstueck-ca'), looseNumber(kv?.['obj_lotArea']), 'plot'),
    ),
    year_built: yearOf(criterion(page, 'baujahr'), kv?.['obj_yearConstructed']),
  });

  const badge = page.text('span.is24qa-status');
  const listing: ListingObserved = compact({
    native_id: nativeId,
    url,
    transaction: rent ? 'rent' : 'sale',
    ...readStatus(badge === undefined ? [] : [badge]),
    title: page.text('h1#expose-title'),
    description: page.text('pre.is24qa-objektbeschreibung'),
    price: priceOf(undefined, 'EUR', criterion(page, rent ? 'kaltmiete' : 'kaufpreis'), rent) ?? priceOf(looseNumber(kv?.['obj_purchasePrice']), 'EUR', undefined, false),
    property,
    ...realtorOf({
      firstName: looseText(person?.['firstName']),
      lastName: looseText(person?.['lastName']),
      phone: looseText(fields(phones?.['phoneNumber'])?.['contactNumber']),
      mobile: looseText(fields(phones?.['cellPhoneNumber'])?.['contactNumber']),
      company: looseText(realtor?.['companyName']),
      customerId: looseText(realtor?.['companyWideCustomerId']) ?? known(kv?.['obj_cId']),
      website: looseText(realtor?.['homepageUrl']),
      privateOffer: looseFlag(realtor?.['privateOffer']) ?? looseFlag(kv?.['obj_privateOffer']),
    }),
    media: gallery?.items,
    listed_at: isoInstant(page.scriptValue(/exposeOnlineSince:\s*"([^"]+)"/)),
    source_updated_at: isoInstant(page.scriptValue(/IS24\.expose\.lastModificationDate\s*=\s*"([^"]+)"/)),
    ...provenance(country, context),
    extensions: extensionsOf({
      floor: criterion(page, 'etage'),
      condition: criterion(page, 'objektzustand'),
      commission: criterion(page, 'provision'),
      quarter: looseText(mapAddress?.['quarter']),
      real_estate_type: page.scriptValue(/IS24\.expose\.realEstateType\s*=\s*"([^"]+)"/),
      // "Anbieter-Objekt-ID: A9JXA36_2YSHW48-2080557": the agency's own number of the home, the same on every portal it feeds.
      agency_reference: /^Anbieter-Objekt-ID:\s*(\S+)/.exec(page.text('.is24qa-anbieter-objekt-id') ?? '')?.[1],
    }),
  });
  out.observations.push(...listingObservations(listing, { addressHidden: !fullAddress, etage: criterion(page, 'etage') }));

  if (gallery && scripts.gallery) {
    const media: MediaObserved = compact({
      listing_native_id: nativeId,
      listing_url: url,
      items: gallery.items,
      complete: gallery.issues.length === 0,
      retrieved_at: context.retrievedAt,
      access_class: 'public_portal',
      country,
    });
    out.observations.push(observation('media', media));
    out.issues.push(...gallery.issues);
  }
  if (cutOff) {
    const lost = scripts.truncated.length > 0 ? ` (${scripts.truncated.join(', ')} lost)` : '';
    out.issues.push({ error_code: 'truncated_payload', message: `exposé is cut off${lost}; what came before is kept`, path, native_id: nativeId });
  }
  return out;
}
