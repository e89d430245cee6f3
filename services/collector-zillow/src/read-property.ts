/** The `property` of a Zillow home-details page → a listing observation and its gallery. */
import { at, compact, count, fields, type Fields, finite, identifier, list, type ParseContext, type RecordRead, text, unreadable } from '@estate/collector-kit';
import type { ListingObserved, MediaObserved } from '@estate/events';
import { areaFromValue, normalizeAddress, normalizePropertyType, priceFromAmount } from '@estate/normalize';
import { zillow } from '@estate/native-formats';
import { brokerNativeId } from './broker.js';
import { dayStart, instant, listingClockInstant } from './dates.js';
import {
  ACCESS_CLASS,
  countryOf,
  currencyOf,
  exactPoint,
  PLATFORM,
  priceKind,
  shownPrice,
  zestimate,
} from './observation.js';
import { HISTORY_EVENTS, readStatus } from './terms.js';

type Area = NonNullable<ListingObserved['property']['areas']>[number];
type MediaItem = MediaObserved['items'][number];
type HistoryPoint = NonNullable<ListingObserved['price_history']>[number];

const LOT_UNITS: Readonly<Record<string, 'sqft' | 'acre'>> = {
  'square feet': 'sqft',
  sqft: 'sqft',
  acres: 'acre',
  acre: 'acre',
};

function areas(p: Fields): Area[] {
  const out: Area[] = [];
  const living = finite(p['livingArea']) ?? finite(p['livingAreaValue']);
  const livingArea = living !== undefined ? areaFromValue(living, 'sqft', 'living') : undefined;
  if (livingArea) out.push(livingArea);
  const lotValue = finite(p['lotAreaValue']);
  const lotUnit = LOT_UNITS[text(p['lotAreaUnits'])?.trim().toLowerCase() ?? ''];
  const lotSize = finite(p['lotSize']);
  const lot =
    lotValue !== undefined && lotUnit
      ? areaFromValue(lotValue, lotUnit, 'plot')
      : lotSize !== undefined
        ? areaFromValue(lotSize, 'sqft', 'plot')
        : undefined;
  if (lot) out.push(lot);
  return out;
}

/** The widest JPEG of each photo: Zillow's other widths are resized copies of it. */
function gallery(p: Fields): MediaItem[] | undefined {
  if (!Array.isArray(p['responsivePhotos'])) return undefined;
  const items: MediaItem[] = [];
  for (const photo of list(p['responsivePhotos'])) {
    let best: { url: string; width: number } | undefined;
    for (const source of list(at(photo, 'mixedSources', 'jpeg'))) {
      const url = text(at(source, 'url'));
      const width = finite(at(source, 'width')) ?? 0;
      if (url && (!best || width > best.width)) best = { url, width };
    }
    const url = best?.url ?? text(at(photo, 'url'));
    if (!url) continue;
    const caption = text(at(photo, 'caption'));
    items.push(compact({ url, type: 'photo', caption, position: items.length }));
  }
  return items;
}

/**
 * Oldest first; entries whose event this collector cannot name are left out rather than guessed.
 * A home's history mixes its sale and its rental postings (`postingIsRental`); a listing's
 * history is the postings of its own kind, so a rent asked in 2019 is not a sale price.
 */
function history(p: Fields, currency: string, transaction: 'sale' | 'rent'): HistoryPoint[] | undefined {
  const points: HistoryPoint[] = [];
  for (const raw of list(p['priceHistory'])) {
    const entry = fields(raw);
    if (!entry) continue;
    const rental = entry['postingIsRental'];
    if (typeof rental === 'boolean' && rental !== (transaction === 'rent')) continue;
    const event_at = zillow.isoDay(entry['date']) ?? zillow.isoDay(instant(finite(entry['time'])));
    const said = text(entry['event']);
    const known = said === undefined ? undefined : HISTORY_EVENTS[said];
    if (!event_at || !said || !known) continue;
    const amount = finite(entry['price']);
    points.push(
      compact({
        event_at,
        event: known.event,
        price: amount !== undefined && amount > 0 ? priceFromAmount(amount, currency, { kind: known.event === 'sold' ? 'sold' : 'asking', display_text: shownPrice(amount, currency, transaction === 'rent' ? 'month' : undefined) }) : undefined,
        status: known.status,
        source_status: said,
      }),
    );
  }
  points.sort((a, b) => (a.event_at < b.event_at ? -1 : a.event_at > b.event_at ? 1 : 0));
  return points.length > 0 ? points : undefined;
}

function agent(p: Fields): ListingObserved['agent'] {
  const info = fields(p['attributionInfo']) ?? {};
  // The MLS feed can pad the name (" Wong Real Estate Grp"); the page shows it without.
  const name = text(info['agentName'])?.trim();
  if (!name) return undefined;
  // The agent's Zillow id (zuid) is only on the contact card; match it by name.
  const card = list(p['contact_recipients']).map(fields).find((c) => text(c?.['display_name'])?.trim() === name);
  const phone = text(info['agentPhoneNumber']);
  const email = text(info['agentEmail']);
  const contacts = [
    ...(phone ? [{ kind: 'business_phone', value: phone }] : []),
    ...(email ? [{ kind: 'business_email', value: email }] : []),
  ];
  // The page links the listing agent's profile; a link under another name is someone else's.
  const linked = fields(p['listingAgent']);
  const profile = text(linked?.['displayName'])?.trim() === name ? text(linked?.['profileUrl']) : undefined;
  return compact({
    native_id: identifier(card?.['zuid']),
    name,
    profile_url: profile ? zillow.absoluteUrl(profile) : undefined,
    professional_contacts: contacts.length > 0 ? contacts : undefined,
  });
}

export interface PropertyRead {
  listing: ListingObserved;
  media?: MediaObserved;
}

export function readProperty(value: unknown, context: ParseContext): RecordRead<PropertyRead> {
  const p = fields(value);
  if (!p) return unreadable('unexpected_shape', 'home details hold no property object');
  const zpid = identifier(p['zpid']);
  if (!zpid) return unreadable('unexpected_shape', 'property has no zpid');
  const code = text(p['homeStatus']);
  if (!code) return unreadable('unexpected_shape', 'property has no homeStatus', zpid);
  const status = readStatus(code, text(p['contingentListingType']));
  if (!status) return unreadable('unexpected_shape', `unknown home status ${JSON.stringify(code)}`, zpid);

  const currency = currencyOf(p['currency']);
  const country = countryOf(p['country']);
  const amount = finite(p['price']);
  const address = normalizeAddress(
    {
      line1: text(at(p, 'address', 'streetAddress')) ?? text(p['streetAddress']),
      city: text(at(p, 'address', 'city')) ?? text(p['city']),
      region: text(at(p, 'address', 'state')) ?? text(p['state']),
      postal_code: text(at(p, 'address', 'zipcode')) ?? text(p['zipcode']),
    },
    country,
  );
  const homeType = text(p['homeType']);
  const type = homeType ? normalizePropertyType(homeType, PLATFORM) : undefined;
  const bathrooms = finite(p['bathrooms']);
  const yearBuilt = count(p['yearBuilt']);
  const found = areas(p);
  const url = zillow.absoluteUrl(text(p['hdpUrl']));
  const posted = zillow.isoDay(p['datePostedString']);
  const broker = text(at(p, 'attributionInfo', 'brokerName'));
  const brokerPhone = text(at(p, 'attributionInfo', 'brokerPhoneNumber'));
  const items = gallery(p);
  const estimate = zestimate(p['zestimate'], currency);
  const mlsId = text(at(p, 'attributionInfo', 'mlsId'));
  const mlsName = text(at(p, 'attributionInfo', 'mlsName'));
  const extensions = compact({ zestimate: estimate, mls_id: mlsId, mls_name: mlsName });

  const listing: ListingObserved = compact({
    native_id: zpid,
    url,
    transaction: status.transaction,
    status: status.status,
    source_status: status.source_status,
    description: text(p['description']),
    price: amount !== undefined ? priceFromAmount(amount, currency, { ...priceKind(status), display_text: shownPrice(amount, currency, priceKind(status).period) }) : undefined,
    price_history: history(p, currency, status.transaction),
    property: compact({
      native_id: zpid,
      address,
      geometry: exactPoint(p['latitude'], p['longitude']),
      property_type: type?.property_type,
      source_property_type: type?.original,
      bedrooms: count(p['bedrooms']),
      bathrooms: bathrooms !== undefined && bathrooms >= 0 ? bathrooms : undefined,
      areas: found.length > 0 ? found : undefined,
      year_built: yearBuilt !== undefined && yearBuilt >= 1000 && yearBuilt <= 2200 ? yearBuilt : undefined,
    }),
    agent: agent(p),
    agency: broker
      ? { native_id: brokerNativeId(broker, brokerPhone), name: broker, ...(brokerPhone ? { professional_contacts: [{ kind: 'business_phone' as const, value: brokerPhone }] } : {}) }
      : undefined,
    media: items && items.length > 0 ? items : undefined,
    listed_at: posted ? dayStart(posted) : undefined,
    source_updated_at: listingClockInstant(at(p, 'attributionInfo', 'lastUpdated')),
    retrieved_at: context.retrievedAt,
    access_class: ACCESS_CLASS,
    country,
    extensions: Object.keys(extensions).length > 0 ? extensions : undefined,
  });

  // The detail page shows the whole gallery, so its media observation is complete.
  const media: MediaObserved | undefined = items
    ? compact({
        listing_native_id: zpid,
        listing_url: url,
        items,
        complete: true,
        retrieved_at: context.retrievedAt,
        access_class: ACCESS_CLASS,
        country,
      })
    : undefined;
  return { ok: true, value: media ? { listing, media } : { listing } };
}
