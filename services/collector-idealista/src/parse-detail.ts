/**
 * An ad detail → its listing observation and its gallery. The detail carries the Spanish
 * phrases the page prints ("1.250.000 €", "82 m² construidos", "3 habitaciones"); those are
 * read with @estate/normalize so the observation keeps what the page said, and the numbers
 * beside them fill in whatever a phrase leaves out.
 */
import { compact, fields, idMentioned, type Fields, isoInstant, list, looseCount, looseFlag, looseNumber, looseText, type ParseContext, type ParsedPayload, type ParseIssue, readJson } from '@estate/collector-kit';
import { observation, type ListingObserved, type MediaObserved } from '@estate/events';
import { areaFromValue, normalizeGeometry, parseArea, parsePrice, parseRooms, type Area, type Price } from '@estate/normalize';
import {
  adExtensions,
  addressOf,
  advertiserOf,
  advertiserPhoneOf,
  countryOf,
  currencyOf,
  labelsOf,
  priceDropOf,
  priceOfAmount,
  rentPeriod,
  propertyTypeOf,
  provenance,
} from './ad-fields.js';
import { readStatus } from './ad-status.js';
import { listingObservations } from './listing-building.js';

type Media = NonNullable<ListingObserved['media']>[number];

/** The phrases of one feature group ("features", "building", "costs"). */
function phrases(detail: Fields, key: string): string[] {
  const groups = list(fields(detail['translatedTexts'])?.['characteristicsDescriptions']);
  const group = groups.map(fields).find((g) => g !== undefined && looseText(g['key']) === key);
  return list(group?.['detailFeatures']).flatMap((f) => {
    const phrase = looseText(fields(f)?.['phrase']);
    return phrase === undefined ? [] : [phrase];
  });
}

/** The price line wins, since it is what the page shows; the numeric price backs it up. */
function priceOf(detail: Fields, country: string): Price | undefined {
  const info = fields(detail['priceInfo']);
  const amount = looseNumber(info?.['amount']) ?? looseNumber(detail['price']);
  const suffix = looseText(info?.['currencySuffix']);
  const operation = looseText(detail['operation']);
  const shown = phrases(detail, 'costs').find((p) => !p.includes('/m²'));
  if (shown !== undefined) {
    const read = parsePrice(shown, { country, currency: currencyOf(suffix, country) });
    if (read.amount !== undefined || amount === undefined) return rentPeriod(read, operation);
  }
  return priceOfAmount(amount, suffix, country, operation);
}

/** Areas the feature list states, or else the numbers, as built area and plot. */
function areasOf(features: readonly string[], characteristics: Fields | undefined, country: string): Area[] {
  // One phrase may state two areas: "142 m² construidos, 128 m² útiles".
  const stated = features
    .flatMap((p) => p.split(/,\s*/))
    .filter((p) => /m²|m2/.test(p))
    .map((p) => parseArea(p, { country }))
    .filter((a): a is Area => a !== undefined);
  if (stated.length > 0) return stated;
  const built = looseNumber(characteristics?.['constructedArea']);
  const plot = looseNumber(characteristics?.['plotOfLand']);
  return [
    built === undefined ? undefined : areaFromValue(built, 'sqm', 'built'),
    plot === undefined ? undefined : areaFromValue(plot, 'sqm', 'plot'),
  ].filter((a): a is Area => a !== undefined);
}

function yearBuiltOf(features: readonly string[]): number | undefined {
  for (const phrase of features) {
    const m = /^construido en (\d{4})$/i.exec(phrase);
    if (m?.[1]) return Number(m[1]);
  }
  return undefined;
}

interface Gallery {
  items: Media[];
  issues: ParseIssue[];
}

/** Photos by what they show (the `plan` tag marks a floor plan), then the videos. */
function galleryOf(images: readonly unknown[], videos: readonly unknown[], nativeId: string, path: string): Gallery {
  const items: Media[] = [];
  const issues: ParseIssue[] = [];
  const add = (value: unknown, index: number, kind: 'image' | 'video'): void => {
    const entry = fields(value);
    const url = looseText(entry?.['url']);
    if (url === undefined) {
      issues.push({ error_code: 'unexpected_shape', message: `gallery ${kind} ${index} has no url`, path, native_id: nativeId });
      return;
    }
    const type = kind === 'video' ? 'video' : looseText(entry?.['tag']) === 'plan' ? 'floor_plan' : 'photo';
    items.push(compact({ url, type, caption: looseText(entry?.['localizedName']), position: items.length }));
  };
  images.forEach((value, index) => add(value, index, 'image'));
  videos.forEach((value, index) => add(value, index, 'video'));
  return { items, issues };
}

function parseDetailObject(detail: Fields, path: string, context: ParseContext): ParsedPayload {
  const out: ParsedPayload = { observations: [], issues: [] };
  const nativeId = looseText(detail['adid']);
  if (nativeId === undefined) {
    out.issues.push({ error_code: 'unexpected_shape', message: 'ad detail without an adid', path });
    return out;
  }
  const country = countryOf(detail);
  const characteristics = fields(detail['moreCharacteristics']);
  const ubication = fields(detail['ubication']);
  const detailedType = fields(detail['detailedType']);
  const features = phrases(detail, 'features');
  const equipment = phrases(detail, 'equipment');
  const stated = parseRooms(features.join(' · '), { country });
  const hidden = looseFlag(ubication?.['hasHiddenAddress']);
  const street = looseText(ubication?.['title']);
  const city = looseText(ubication?.['administrativeAreaLevel2']);
  const region = looseText(ubication?.['administrativeAreaLevel1']);
  const areas = areasOf(features, characteristics, country);
  const url = looseText(detail['detailWebLink']);
  const multimedia = fields(detail['multimedia']);
  const gallery = Array.isArray(multimedia?.['images'])
    ? galleryOf(multimedia['images'], list(multimedia['videos']), nativeId, path)
    : undefined;

  const property: ListingObserved['property'] = compact({
    address: addressOf(street, hidden === true, city, region, country),
    geometry: normalizeGeometry(looseNumber(ubication?.['latitude']), looseNumber(ubication?.['longitude']), hidden ? 'approximate' : 'exact'),
    ...propertyTypeOf(detailedType?.['subTypology'], detailedType?.['typology'], detail['homeType'], detail['extendedPropertyType']),
    bedrooms: looseCount(characteristics?.['roomNumber']) ?? stated.bedrooms,
    bathrooms: looseNumber(characteristics?.['bathNumber']) ?? stated.bathrooms,
    areas: areas.length > 0 ? areas : undefined,
    year_built: yearBuiltOf(features),
  });

  const listing: ListingObserved = compact({
    native_id: nativeId,
    url,
    transaction: looseText(detail['operation']) === 'rent' ? 'rent' : 'sale',
    ...readStatus(labelsOf(detail['labels']), looseText(detail['state'])),
    title: looseText(fields(detail['suggestedTexts'])?.['title']),
    description: looseText(detail['propertyComment']),
    price: priceOf(detail, country),
    property,
    ...advertiserOf(detail['contactInfo']),
    media: gallery?.items,
    source_updated_at: isoInstant(looseNumber(characteristics?.['modificationDate'])),
    ...provenance(country, context),
    extensions: adExtensions({
      // The advertiser's reference for the home: cross-portal grouping reads it with the agency.
      agency_reference: looseText(detail['externalReference']),
      advertiser_phone: advertiserPhoneOf(detail['contactInfo']),
      district: looseText(ubication?.['administrativeAreaLevel3']),
      neighborhood: looseText(ubication?.['administrativeAreaLevel4']),
      condition: looseText(characteristics?.['status']),
      floor: looseText(characteristics?.['floor']),
      exterior: looseFlag(characteristics?.['exterior']),
      price_drop: priceDropOf(fields(detail['priceInfo'])?.['priceDropInfo']),
      energy_certification: looseText(characteristics?.['energyCertificationType']),
      equipment: equipment.length > 0 ? equipment : undefined,
    }),
  });
  out.observations.push(...listingObservations(listing));

  if (gallery) {
    const media: MediaObserved = compact({
      listing_native_id: nativeId,
      listing_url: url,
      items: gallery.items,
      // The detail lists the whole gallery; a dropped image is reported as an issue instead.
      complete: gallery.issues.length === 0,
      retrieved_at: context.retrievedAt,
      access_class: 'public_portal',
      country,
    });
    out.observations.push(observation('media', media));
    out.issues.push(...gallery.issues);
  }
  return out;
}

/** The ad code of a detail that could not be read, from its text or its path. */
function codeOf(body: string, path: string): string | undefined {
  return idMentioned(body, 'adid') ?? /(\d+)\.json$/.exec(path)?.[1];
}

export function parseDetail(body: string, path: string, context: ParseContext): ParsedPayload {
  const read = readJson(body);
  if (!read.ok) {
    const nativeId = codeOf(body, path);
    return {
      observations: [],
      issues: [
        {
          error_code: read.truncated ? 'truncated_payload' : 'parse_error',
          message: read.truncated ? 'ad detail is cut off' : 'ad detail is not valid JSON',
          path,
          ...(nativeId ? { native_id: nativeId } : {}),
        },
      ],
    };
  }
  const detail = fields(read.value);
  if (!detail) return { observations: [], issues: [{ error_code: 'unexpected_shape', message: 'ad detail is not an object', path }] };
  return parseDetailObject(detail, path, context);
}
