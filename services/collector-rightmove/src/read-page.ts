/** A Rightmove property page's `PAGE_MODEL` → a listing observation and its gallery. */
import { at, bool, compact, count, currencyCode, type Fields, fields, finite, htmlText, identifier, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved, MediaObserved } from '@estate/events';
import { areaFromValue, normalizeAddress, plotOfDisplayAddress } from '@estate/normalize';
import { rightmove } from '@estate/native-formats';
import { readDisplayAddress } from './display-address.js';
import { compactDay, dayStart, listingUpdate } from './dates.js';
import { absoluteUrl, propertyUrl } from './format.js';
import {
  ACCESS_CLASS,
  countryOf,
  currencyShown,
  point,
  propertyType,
  readPrice,
  transactionOf,
} from './observation.js';
import { readStatus, STATUS_TAGS } from './terms.js';

type Area = NonNullable<ListingObserved['property']['areas']>[number];
type MediaItem = MediaObserved['items'][number];

const SIZE_UNITS: Readonly<Record<string, { unit: 'sqft' | 'sqm' | 'acre' | 'hectare'; basis: 'living' | 'plot' }>> = {
  sqft: { unit: 'sqft', basis: 'living' },
  sqm: { unit: 'sqm', basis: 'living' },
  ac: { unit: 'acre', basis: 'plot' },
  acres: { unit: 'acre', basis: 'plot' },
  ha: { unit: 'hectare', basis: 'plot' },
};
// Rightmove converts whatever the agent entered into the other unit and rounds both. UK and
// US agents give square feet, the finer unit, so those are kept; agents in metric countries
// give whole m², from which the square feet are derived, so their m² are kept.
const SIZE_PREFERENCE = ['sqft', 'sqm', 'ac', 'acres', 'ha'];
const METRIC_SIZE_PREFERENCE = ['sqm', 'sqft', 'ha', 'ac', 'acres'];

function area(pd: Fields, country: string): Area | undefined {
  const sizings = list(pd['sizings']).map(fields).filter((s): s is Fields => s !== undefined);
  for (const wanted of rightmove.measuresInSqm(country) ? METRIC_SIZE_PREFERENCE : SIZE_PREFERENCE) {
    const sizing = sizings.find((s) => text(s['unit'])?.trim().toLowerCase() === wanted);
    const size = finite(sizing?.['minimumSize']);
    const unit = SIZE_UNITS[wanted];
    if (sizing && size !== undefined && unit) {
      const found = areaFromValue(size, unit.unit, unit.basis);
      if (found) return found;
    }
  }
  return undefined;
}

function gallery(pd: Fields): MediaItem[] | undefined {
  if (!Array.isArray(pd['images']) && !Array.isArray(pd['floorplans'])) return undefined;
  const items: MediaItem[] = [];
  const add = (raw: unknown, type: 'photo' | 'floor_plan'): void => {
    const url = absoluteUrl(text(at(raw, 'url')), rightmove.MEDIA_ORIGIN);
    if (url) items.push(compact({ url, type, caption: text(at(raw, 'caption')), position: items.length }));
  };
  for (const image of list(pd['images'])) add(image, 'photo');
  for (const plan of list(pd['floorplans'])) add(plan, 'floor_plan');
  return items;
}

/** The status tag a page carries, if any; an untagged published page is an available listing. */
function statusWord(pd: Fields): string {
  const tags = list(pd['tags']).map((t) => text(t)?.trim().toUpperCase()).filter((t): t is string => t !== undefined);
  return tags.find((t) => STATUS_TAGS.has(t)) ?? '';
}

export interface PageRead {
  listing: ListingObserved;
  media?: MediaObserved;
}

export function readPageModel(value: unknown, context: ParseContext): RecordRead<PageRead> {
  const model = fields(value);
  const pd = fields(model?.['propertyData']);
  if (!pd) return unreadable('unexpected_shape', 'PAGE_MODEL has no propertyData');
  const id = identifier(pd['id']);
  if (!id) return unreadable('unexpected_shape', 'propertyData has no id');

  const archived = bool(at(pd, 'status', 'archived')) === true;
  const word = statusWord(pd);
  const status = archived ? 'off_market' : readStatus(word);
  if (!status) return unreadable('unexpected_shape', `unknown status tag ${JSON.stringify(word)}`, id);

  const analytics = fields(at(model, 'analyticsInfo', 'analyticsProperty')) ?? {};
  const outcode = text(at(pd, 'address', 'outcode'))?.trim();
  const incode = text(at(pd, 'address', 'incode'))?.trim();
  // Overseas pages (Rightmove Overseas) state their own country and currency; the price is
  // `primaryPrice` in that currency ("€450,000"). A `secondaryPrice` beside it is never read:
  // it is another figure (a sterling approximation abroad), not the asking price.
  const primaryPrice = text(at(pd, 'prices', 'primaryPrice'));
  const currency = currencyCode(analytics['currency'], at(model, 'metadata', 'currencyCode')) ?? currencyShown(primaryPrice);
  const country = countryOf([at(pd, 'address', 'countryCode'), analytics['country']], {
    ukAddress: outcode !== undefined || text(at(pd, 'address', 'ukCountry')) !== undefined,
    currency,
  });
  if (!country) return unreadable('unexpected_shape', 'property page names no country', id);
  const price = readPrice(text(at(pd, 'prices', 'displayPriceQualifier')), primaryPrice, at(pd, 'mortgageCalculator', 'price'), { country, currency });

  const updateText = text(at(pd, 'listingHistory', 'listingUpdateReason'));
  const update = listingUpdate(updateText, context.retrievedAt);
  const price_history =
    update?.kind === 'reduced' && price?.amount !== undefined
      ? [compact({ event_at: update.day, event: 'price_changed', price, source_status: updateText })]
      : undefined;

  const addressText = text(at(pd, 'address', 'displayAddress'));
  const read = addressText ? readDisplayAddress(addressText, country, outcode) : undefined;
  const address =
    addressText || outcode
      ? normalizeAddress(compact({ text: addressText, city: read?.town, postal_code: outcode ? [outcode, incode].filter(Boolean).join(' ') : undefined }), country)
      : undefined;
  const pinType = text(at(pd, 'location', 'pinType'));
  const found = area(pd, country);
  const customer = fields(pd['customer']) ?? {};
  const branchName = text(customer['branchDisplayName']) ?? text(customer['companyTradingName']);
  const branchAddress = text(customer['displayAddress']);
  const items = gallery(pd);
  const url = propertyUrl(text(at(model, 'metadata', 'copyLinkUrl')), id) ?? rightmove.propertyPageUrl(id);
  const description = text(at(pd, 'text', 'description'));
  const features = list(pd['keyFeatures']).map(text).filter((f): f is string => f !== undefined);
  const extensions = compact({
    tenure: text(at(pd, 'tenure', 'tenureType')),
    key_features: features.length > 0 ? features : undefined,
    branch_phone: text(at(pd, 'contactInfo', 'telephoneNumbers', 'localNumber')),
    // A place of the district beside its post town ("Ham, TW10"): the contract's Address has no field for it.
    locality: read?.locality,
    // A new build's plot, which the display address leads with.
    plot: plotOfDisplayAddress(addressText),
  });
  const added = compactDay(analytics['added']);

  const listing: ListingObserved = compact({
    native_id: id,
    url,
    transaction: transactionOf(pd['transactionType']),
    status,
    source_status: archived ? 'archived' : word === '' ? undefined : word,
    title: text(at(pd, 'text', 'propertyPhrase')),
    description: description ? htmlText(description) : undefined,
    price,
    price_history,
    property: compact({
      address,
      // ACCURATE_POINT is the agent's pin on the building; other pins are drawn as a circle.
      geometry: point(at(pd, 'location', 'latitude'), at(pd, 'location', 'longitude'), pinType === undefined || pinType === 'ACCURATE_POINT' ? 'exact' : 'approximate'),
      ...propertyType(text(pd['propertySubType'])),
      bedrooms: count(pd['bedrooms']),
      bathrooms: count(pd['bathrooms']),
      areas: found ? [found] : undefined,
    }),
    agency: branchName
      ? compact({
          native_id: identifier(customer['branchId']),
          name: branchName,
          // The page does not say where the branch is; it is taken to be in the listing's
          // country (overseas homes are marketed by agents there).
          address: branchAddress ? normalizeAddress({ text: branchAddress }, country) : undefined,
          // The branch's number, shown beside the listing: how other platforms' offices are matched to it.
          professional_contacts: extensions.branch_phone ? [{ kind: 'business_phone', value: extensions.branch_phone }] : undefined,
        })
      : undefined,
    media: items && items.length > 0 ? items : undefined,
    listed_at: added ? dayStart(added) : undefined,
    source_updated_at: update ? dayStart(update.day) : undefined,
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country,
    extensions: Object.keys(extensions).length > 0 ? extensions : undefined,
  });

  // A property page shows the whole gallery and floor plans, so its media observation is complete.
  const media: MediaObserved | undefined = items
    ? compact({ listing_native_id: id, listing_url: url, items, complete: true, retrieved_at: context.retrievedAt, access_class: ACCESS_CLASS, country })
    : undefined;
  return { ok: true, value: media ? { listing, media } : { listing } };
}
