/**
 * A Zoopla detail page's `ListingData` → a listing observation and its gallery. The 2026 RSC
 * pages give the UPRN, the full postcode and (where the agent gave it) the house number in
 * `location`; the 2023 `__NEXT_DATA__` pages give only coordinates there, and the postcode's two
 * halves in `adTargeting`. Both shapes are read by the same code, field by field.
 */
import { at, bool, compact, count, type Fields, fields, finite, htmlText, identifier, list, looseNumber, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved, MediaObserved } from '@estate/events';
import { areaFromValue, normalizeAddress, normalizePostalCode, plotOfDisplayAddress } from '@estate/normalize';
import { zoopla } from '@estate/native-formats';
import { readDisplayAddress } from './display-address.js';
import { ACCESS_CLASS, COUNTRY, imageOf, point, propertyType, readPrice, transactionOf, ukInstant } from './observation.js';
import { readStatus } from './terms.js';

type Area = NonNullable<ListingObserved['property']['areas']>[number];
type MediaItem = MediaObserved['items'][number];

export interface ListingRead {
  listing: ListingObserved;
  media?: MediaObserved;
}

/** `floorArea` (value in its units), else the size Zoopla took in (`ingested.sizeSqft`), else the ad-targeting string. */
function areaOf(d: Fields): Area | undefined {
  const stated = fields(d['floorArea']);
  const value = finite(stated?.['value']);
  if (stated && value !== undefined && value > 0) {
    const metric = /met|m²|sq\.? ?m/i.test(`${text(stated['units']) ?? ''} ${text(stated['unitsLabel']) ?? ''}`);
    return areaFromValue(value, metric ? 'sqm' : 'sqft', 'living');
  }
  const sqft = finite(at(d, 'ingested', 'sizeSqft')) ?? looseNumber(at(d, 'adTargeting', 'sizeSqFeet'));
  return sqft !== undefined && sqft > 0 ? areaFromValue(sqft, 'sqft', 'living') : undefined;
}

/**
 * The street line and flat from `propertyNumberOrName` and `streetName`: "9" + "Cecil Park" →
 * "9 Cecil Park"; "Flat 3, 120" → flat "Flat 3" at "120 …". A name or a line of its own
 * ("14 HARLOW WAY", "Rose Cottage") is kept as the agent wrote it.
 */
function streetLine(numberOrName: string | undefined, street: string | undefined): { line1?: string; unit?: string } {
  const n = numberOrName?.trim();
  if (!n) return {};
  if (/^\d+[A-Za-z]?$/.test(n)) return street ? { line1: `${n} ${street}` } : {};
  const flat = /^(.+?),\s*(\d+[A-Za-z]?)$/.exec(n);
  if (flat && street) return { unit: flat[1] as string, line1: `${flat[2]} ${street}` };
  return { line1: /^\d/.test(n) || !street ? n : `${n}, ${street}` };
}

function postcodeOf(d: Fields): string | undefined {
  const full = text(at(d, 'location', 'postalCode'));
  if (full) return normalizePostalCode(full, COUNTRY) ?? full;
  const outcode = text(at(d, 'adTargeting', 'outcode'))?.trim();
  const incode = text(at(d, 'adTargeting', 'incode'))?.trim();
  return outcode && incode ? normalizePostalCode(`${outcode} ${incode}`, COUNTRY) : undefined;
}

function gallery(d: Fields): MediaItem[] {
  const items: MediaItem[] = [];
  for (const image of list(d['propertyImage'])) {
    const url = imageOf(at(image, 'filename') ?? at(image, 'original'));
    if (url) items.push(compact({ url, type: 'photo', caption: text(at(image, 'caption')), position: items.length }));
  }
  for (const plan of list(at(d, 'floorPlan', 'image'))) {
    const file = text(at(plan, 'filename'));
    if (file) items.push(compact({ url: `${zoopla.ORIGINAL_ORIGIN}/${file}`, type: 'floor_plan', caption: text(at(plan, 'caption')), position: items.length }));
  }
  return items;
}

function agencyOf(d: Fields): ListingObserved['agency'] {
  const v2 = fields(d['branchV2']);
  const old = fields(d['branch']);
  const name = text(v2?.['branchName']) ?? text(old?.['name']);
  if (!name) return undefined;
  const phone = text(v2?.['redirectPhone']) ?? text(old?.['phone']);
  const line = text(old?.['address']);
  const postcode = text(old?.['postcode']);
  return compact({
    native_id: identifier(v2?.['branchId'] ?? old?.['branchId']),
    name,
    address: line ? normalizeAddress(compact({ text: [line, postcode].filter(Boolean).join(', '), postal_code: postcode }), COUNTRY) : undefined,
    professional_contacts: phone ? [{ kind: 'business_phone' as const, value: phone }] : undefined,
  });
}

/** The agent's bullets (`features.bullets`), entities decoded ("Villa &amp; garden" → "Villa & garden"). */
function keyFeatures(d: Fields): string[] {
  return list(at(d, 'features', 'bullets')).flatMap((bullet) => {
    const shown = text(bullet);
    return shown === undefined ? [] : [htmlText(shown)];
  });
}

/** Reads `ListingData`; `resolve` turns a `"$8f"` reference into the text row it points at. */
export function readListing(value: unknown, context: ParseContext, resolve: (field: string) => string | undefined): RecordRead<ListingRead> {
  const d = fields(value);
  if (!d) return unreadable('unexpected_shape', 'listing data is not an object');
  const id = identifier(d['listingId']) ?? identifier(at(d, 'adTargeting', 'listingId'));
  if (!id) return unreadable('unexpected_shape', 'listing data has no listingId');
  const label = text(at(d, 'statusSummary', 'label'));
  const status = readStatus(label, text(at(d, 'adTargeting', 'listingStatus')));
  if (!status) return unreadable('unexpected_shape', `unknown status ${JSON.stringify(label ?? at(d, 'adTargeting', 'listingStatus'))}`, id);

  const section = text(d['section']) ?? text(at(d, 'adTargeting', 'section'));
  const url = zoopla.detailUrl(id, transactionOf(section) === 'rent' ? 'to-rent' : 'for-sale');
  const displayAddress = text(d['displayAddress']) ?? text(at(d, 'adTargeting', 'displayAddress'));
  const shown = displayAddress ? readDisplayAddress(displayAddress) : {};
  const street = streetLine(text(at(d, 'location', 'propertyNumberOrName')), text(at(d, 'location', 'streetName')));
  const postal_code = postcodeOf(d);
  const town = text(at(d, 'adTargeting', 'postTownName')) ?? text(at(d, 'location', 'townOrCity')) ?? shown.town;
  const rawDescription = text(d['detailedDescription']);
  const description = rawDescription === undefined ? undefined : (resolve(rawDescription) ?? rawDescription);
  const items = gallery(d);
  const found = areaOf(d);
  const uprn = text(at(d, 'location', 'uprn'))?.trim();
  const bullets = keyFeatures(d);
  const extensions = compact({
    // The Unique Property Reference Number of the address: the home's national identifier.
    uprn: uprn && /^\d{1,12}$/.test(uprn) ? uprn : undefined,
    outcode: text(at(d, 'location', 'outcode')) ?? text(at(d, 'adTargeting', 'outcode')) ?? shown.outcode,
    tenure: text(d['tenure']) ?? text(at(d, 'adTargeting', 'tenure')),
    epc_rating: text(at(d, 'derivedEPC', 'efficiencyRating')),
    listing_condition: text(at(d, 'adTargeting', 'listingCondition')),
    // The office's key features, as on Rightmove (`key_features`): the same CRM list on both portals.
    key_features: bullets.length > 0 ? bullets : undefined,
    // A new build's plot, which the display address leads with.
    plot: plotOfDisplayAddress(displayAddress),
  });
  const approximate = bool(at(d, 'location', 'coordinates', 'isApproximate')) === true;

  const listing: ListingObserved = compact({
    native_id: id,
    url,
    transaction: transactionOf(section),
    status,
    source_status: label,
    title: text(d['title']),
    description: description && !zoopla.REFERENCE.test(description) ? htmlText(description) : undefined,
    price: readPrice(text(at(d, 'pricing', 'priceQualifierLabel')), text(at(d, 'pricing', 'label')), finite(at(d, 'pricing', 'internalValue'))),
    property: compact({
      address: displayAddress || street.line1 || postal_code
        ? normalizeAddress(compact({ text: displayAddress, line1: street.line1, unit: street.unit, city: town, region: text(at(d, 'location', 'region')), postal_code }), COUNTRY)
        : undefined,
      geometry: point(at(d, 'location', 'coordinates', 'latitude'), at(d, 'location', 'coordinates', 'longitude'), approximate),
      ...propertyType(d['propertyType'] ?? at(d, 'adTargeting', 'propertyType')),
      bedrooms: count(at(d, 'counts', 'numBedrooms')) ?? count(at(d, 'adTargeting', 'numBeds')),
      bathrooms: count(at(d, 'counts', 'numBathrooms')) ?? count(at(d, 'adTargeting', 'numBaths')),
      areas: found ? [found] : undefined,
    }),
    agency: agencyOf(d),
    media: items.length > 0 ? items : undefined,
    listed_at: ukInstant(d['publishedOn']),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country: COUNTRY,
    extensions: Object.keys(extensions).length > 0 ? extensions : undefined,
  });
  // A detail page shows the whole gallery and floor plans: its media observation is complete.
  const media: MediaObserved | undefined =
    items.length > 0 ? { listing_native_id: id, listing_url: url, items, complete: true, retrieved_at: context.retrievedAt, access_class: ACCESS_CLASS, country: COUNTRY } : undefined;
  return { ok: true, value: media ? { listing, media } : { listing } };
}
